import type { Evaluation } from '../../domain/evaluation/evaluation.ts';

/** Stores tutors' evaluations, one per attempt. */
export type EvaluationRepository = {
  findByAttemptId(attemptId: string): Promise<Evaluation | null>;
  save(evaluation: Evaluation): Promise<void>;
};

export type MailMessage = { to: string; subject: string; text: string };

/** Sends e-mail to users (outbox now, SMTP later). */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};
