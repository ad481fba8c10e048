import { readLocalSetting, writeLocalSetting } from './local-setting';

/** localStorage key of the exam chosen on /examselection before sign-up. */
export const selectedExamKey = 'selectedExam';

export function readSelectedExam(): string | null {
  return readLocalSetting(selectedExamKey);
}

export function rememberSelectedExam(exam: string): void {
  writeLocalSetting(selectedExamKey, exam);
}
