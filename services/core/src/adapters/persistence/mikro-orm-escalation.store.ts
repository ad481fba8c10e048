import type { EntityManager } from '@mikro-orm/core';
import type { EscalationStore } from '../../application/evaluation/escalation-ports.ts';
import { escalationAt } from '../../domain/evaluation/escalation.ts';
import { runBound } from './bound-statements.ts';
import { closeToDeadlineSql } from './rules/close-to-deadline.sql.ts';
import { awaitingEvaluationSql } from './rules/evaluation-published.sql.ts';

// Plain SQL over deadline_escalations and profiles.escalation_mails (Migration20261126090300_deadline_escalations):
// neither is part of an entity the use cases load, so they stay out of the mapped schema.

/** Submitted with a deadline, and no published evaluation. */
const awaiting = `${awaitingEvaluationSql('a')} and a.submitted_at is not null and a.deadline_at is not null`;

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The escalation store on the request's or the transaction's EntityManager. */
export function createMikroOrmEscalationStore(em: () => EntityManager): EscalationStore {
  return {
    async markEscalated(attemptId, at) {
      // A concurrent insert of the same key waits for the first one's transaction, then does nothing.
      const rows = await runBound(
        em(),
        `insert into deadline_escalations (attempt_id, escalated_at) values (?, ?)
         on conflict (attempt_id) do nothing returning attempt_id`,
        [attemptId, at],
      );
      return rows.length === 1;
    },
    async listTutorRecipients(who) {
      const rows = await runBound(
        em(),
        `select email, full_name from profiles
         where role = 'tutor' and email <> '' and (? or escalation_mails)
         order by created_at asc, id asc`,
        [who === 'all'],
      );
      return rows.map((row) => ({ email: String(row.email), fullName: String(row.full_name) }));
    },
    async listUnescalated(sharePercent) {
      const rows = await runBound(
        em(),
        `select a.id, a.submitted_at, a.deadline_at from attempts a
         where ${awaiting} and not exists (select 1 from deadline_escalations d where d.attempt_id = a.id)
         order by a.deadline_at asc, a.id asc`,
        [],
      );
      return rows.map((row) => ({
        attemptId: String(row.id),
        escalateAt: escalationAt(
          { submittedAt: asDate(row.submitted_at), deadlineAt: asDate(row.deadline_at) },
          sharePercent,
        ) as Date,
      }));
    },
    async countCloseToDeadline(now, sharePercent) {
      const [row] = await runBound(
        em(),
        `select count(*) as total from attempts a
         where ${closeToDeadlineSql('a')}`,
        [sharePercent, now],
      );
      return Number(row?.total ?? 0);
    },
    async escalationMailsOf(profileId) {
      const [row] = await runBound(em(), 'select escalation_mails from profiles where id = ?', [profileId]);
      return row?.escalation_mails === true;
    },
    async setEscalationMails(profileId, enabled) {
      await runBound(em(), 'update profiles set escalation_mails = ? where id = ? returning id', [enabled, profileId]);
    },
  };
}
