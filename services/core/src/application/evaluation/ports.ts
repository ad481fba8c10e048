import type { Evaluation } from '../../domain/evaluation/evaluation.ts';

/** Stores tutors' evaluations, one per attempt; `update` is conditional on the version read, like attempts. */
export type EvaluationRepository = {
  findByAttemptId(attemptId: string): Promise<Evaluation | null>;
  /** Stores the first draft; throws when the attempt already has an evaluation (unique key). */
  insert(evaluation: Evaluation): Promise<Evaluation>;
  /** CONFLICT when the stored version is no longer `evaluation.version`. Returns the stored evaluation. */
  update(evaluation: Evaluation): Promise<Evaluation>;
};

export type MailMessage = { to: string; subject: string; text: string };

/** Sends e-mail to users (outbox now, SMTP later). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};
