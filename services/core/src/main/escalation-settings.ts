import { z } from 'zod';
import type { EscalationMailTutors } from '../application/evaluation/escalation-ports.ts';

// Deadline escalation settings, validated with the rest of the environment in config.ts.

export type EscalationConfig = {
  /** ESCALATION_SHARE_PERCENT: how much of the plan's time may pass before the tutors are mailed (1 to 99, 75). */
  sharePercent: number;
  /** ESCALATION_MAIL_TUTORS: `all` tutors (default) or only those who switched "Escalation mails" on. */
  mailTutors: EscalationMailTutors;
};

export const escalationEnvShape = {
  ESCALATION_SHARE_PERCENT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(99).default(75),
  ),
  ESCALATION_MAIL_TUTORS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(['all', 'opted-in']).default('all'),
  ),
};

export function escalationConfigFrom(e: {
  ESCALATION_SHARE_PERCENT: number;
  ESCALATION_MAIL_TUTORS: EscalationMailTutors;
}): EscalationConfig {
  return { sharePercent: e.ESCALATION_SHARE_PERCENT, mailTutors: e.ESCALATION_MAIL_TUTORS };
}
