import type { Attempt } from '../attempt/attempt.ts';
import { buildSentenceScore } from '../exam/build-sentence.ts';
import type { Exam } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import type { MockTest } from '../exam/mock-test.ts';
import { type AutoScored, overallScore } from '../exam/overall-score.ts';
import type { CriterionScore, OverallScore } from './evaluation.ts';

/** What an overall score of one answer is computed from besides the tutor's scores. */
export type ScoringContext = {
  exam: Exam;
  /** The tasks of the graded test. */
  taskKeys: readonly string[];
  /** What the server scored itself (TOEFL Build a Sentence), counted into the overall. */
  autoScored?: AutoScored;
};

/** The scoring context of an attempt at a test: its exam, its tasks and the server's own score of the attempt. */
export function scoringContextOf(
  test: MockTest,
  attempt: Pick<Attempt, 'id' | 'answers' | 'sentenceBank' | 'sentenceShuffle'>,
): ScoringContext {
  return {
    exam: getExam(test.exam),
    taskKeys: test.tasks.map((task) => task.key),
    autoScored: { buildSentence: buildSentenceScore(test, attempt) },
  };
}

/** The overall score in a context: every criterion must be scored (BAD_USER_INPUT otherwise). */
export function overallIn(context: ScoringContext, scores: readonly CriterionScore[]): OverallScore {
  return overallScore(context.exam, scores, context.taskKeys, context.autoScored);
}
