import type { Attempt } from '../../domain/attempt/attempt.ts';
import { escalationAt, isCloseToDeadline } from '../../domain/evaluation/escalation.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { TurnaroundReads } from '../admin/turnaround-reads.ts';
import type { EscalationStore } from '../evaluation/escalation-ports.ts';

/** The escalation store over the in-memory fakes' rows (what the unit tests seed). */
export function createInMemoryEscalationStore(rows: {
  attempts: () => Attempt[];
  evaluations: () => Evaluation[];
  profiles: () => Profile[];
}): EscalationStore & { escalated: Map<string, Date> } {
  const escalated = new Map<string, Date>();
  const optedIn = new Set<string>();
  const publishedFor = (attemptId: string) =>
    rows.evaluations().find((evaluation) => evaluation.attemptId === attemptId) ?? null;
  return {
    escalated,
    async markEscalated(attemptId, at) {
      if (escalated.has(attemptId)) return false;
      escalated.set(attemptId, at);
      return true;
    },
    async listTutorRecipients(who) {
      return rows
        .profiles()
        .filter((profile) => profile.role === 'tutor' && profile.email && (who === 'all' || optedIn.has(profile.id)))
        .map((profile) => ({ email: profile.email, fullName: profile.fullName }));
    },
    async listUnescalated(sharePercent) {
      return rows
        .attempts()
        .filter((attempt) => attempt.status === 'Submitted' && !escalated.has(attempt.id))
        .filter((attempt) => !publishedFor(attempt.id)?.publishedAt)
        .flatMap((attempt) => {
          const at = escalationAt(attempt, sharePercent);
          return at ? [{ attemptId: attempt.id, escalateAt: at }] : [];
        });
    },
    async countCloseToDeadline(now, sharePercent) {
      return rows
        .attempts()
        .filter((attempt) => isCloseToDeadline(attempt, publishedFor(attempt.id), now, sharePercent)).length;
    },
    async escalationMailsOf(profileId) {
      return optedIn.has(profileId);
    },
    async setEscalationMails(profileId, enabled) {
      if (enabled) optedIn.add(profileId);
      else optedIn.delete(profileId);
    },
  };
}

/** The dashboard is SQL through and through: its tests run on PostgreSQL (turnaround-dashboard.api.test.ts). */
export const unavailableTurnaroundReads: TurnaroundReads = {
  figures: async () => {
    throw new Error('The turnaround dashboard is computed in SQL; test it against the database.');
  },
  operations: async () => {
    throw new Error("The operators' figures are computed in SQL; test them against the database.");
  },
};
