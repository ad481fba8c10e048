import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';

/** Stores tutors' evaluations, one per attempt; `update` is conditional on the version read, like attempts. */
export type EvaluationRepository = {
  findByAttemptId(attemptId: string): Promise<Evaluation | null>;
  /** Stores the first draft; throws when the attempt already has an evaluation (unique key). */
  insert(evaluation: Evaluation): Promise<Evaluation>;
  /** CONFLICT when the stored version is no longer `evaluation.version`. Returns the stored evaluation. */
  update(evaluation: Evaluation): Promise<Evaluation>;
  /** The stored published versions of an evaluation (rows exist from its first amend on), oldest first. */
  listVersions(evaluationId: string): Promise<EvaluationVersion[]>;
  /** Adds a version; CONFLICT when the evaluation already has one with that number. */
  insertVersion(version: EvaluationVersion): Promise<void>;
};

// The mail port moved to application/mail; re-exported for the use cases that import it from here.
export type { Mailer, MailMessage } from '../mail/ports.ts';
