import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { SecondMarking } from '../../domain/evaluation/second-marking.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';

// The shapes the grading reads answer and the use cases hand on; types only, so the ports and the use cases can both
// import them without importing each other.

/** An attempt as a tutor grades it: the candidate, the test and the evaluation written so far (draft or published). */
export type QueueEntry = {
  attempt: Attempt;
  candidate: Profile;
  test: MockTest;
  evaluation: Evaluation | null;
  /** The claiming tutor's name when it was read with the entry (the queue, the grading page); else looked up. */
  claimedByName?: string | null;
  /** True when the evaluation is withheld from the reader for a blind second marking (see first-evaluation-blindness). */
  evaluationWithheld?: boolean;
  /**
   * The answer's blind second marking as far as withholding the evaluation goes, when it was read with the entry
   * (null: none); undefined when it was not, and withheldFromStaff looks it up.
   */
  secondMarking?: SecondMarkingHolders | null;
};

/** What decides who may read a first evaluation under blind second marking (mayReadFirstEvaluation). */
export type SecondMarkingHolders = Pick<SecondMarking, 'claimedBy' | 'tutorId' | 'publishedAt'>;

/** A queue entry as read in one go: everything but the test, which comes from the question bank in memory. */
export type GradingRow = Omit<QueueEntry, 'test'> & { claimedByName: string | null };
