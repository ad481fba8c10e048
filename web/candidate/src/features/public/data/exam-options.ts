import { toeflKey } from '@mocktest/web-shared/format';
import type { ExamKey } from '../../../gql/graphql';
/** The six exams a visitor can pick before signing up; `key` is the API's ExamKey. */
export type ExamOption = { key: ExamKey; label: string; detail: string };

export const examOptions: ExamOption[] = [
  { key: 'PTE', label: 'PTE', detail: 'Summarize Written Text and Write Essay' },
  { key: toeflKey, label: 'TOEFL', detail: 'Build a Sentence, Write an Email and Academic Discussion' },
  { key: 'IELTSGeneral', label: 'IELTS General', detail: 'A letter and an essay in one hour' },
  { key: 'IELTSAcademic', label: 'IELTS Academic', detail: 'A visual report and an essay in one hour' },
  { key: 'OETNurses', label: 'OET(Nurses)', detail: 'A nursing letter from case notes' },
  { key: 'OETDoctors', label: 'OET(Doctors)', detail: 'A medical letter from case notes' },
];
