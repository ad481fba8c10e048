import { toeflKey } from '@mocktest/web-shared/format';
import type { ExamKey } from '../../gql/graphql';
import { readLocalSetting, writeLocalSetting } from './local-setting';

/** localStorage key of the exam chosen on /examselection before sign-up. */
export const selectedExamKey = 'selectedExam';

// A record, so the compiler insists on exactly the schema's exam keys.
const examKeys: Record<ExamKey, true> = {
  OETNurses: true,
  OETDoctors: true,
  IELTSAcademic: true,
  IELTSGeneral: true,
  PTE: true,
  [toeflKey]: true,
};

/** The stored choice, or null when none (or a value this version does not know) is stored. */
export function readSelectedExam(): ExamKey | null {
  const stored = readLocalSetting(selectedExamKey);
  return stored !== null && Object.hasOwn(examKeys, stored) ? (stored as ExamKey) : null;
}

export function rememberSelectedExam(exam: ExamKey): void {
  writeLocalSetting(selectedExamKey, exam);
}
