import type { ExamKey } from '../exam/exam.ts';
import { toeflKey } from '../exam/exam.ts';
import type { Dialect } from './first-read.ts';

/**
 * The English the first read checks an exam's answers against. TOEFL (stored as TOFEL) is an American test; IELTS,
 * OET and PTE are marked in British English. Either way the checker accepts the other dialect's spelling, since all
 * four exams accept both when used consistently.
 */
export function dialectFor(exam: ExamKey): Dialect {
  return exam === toeflKey ? 'american' : 'british';
}
