import type { EntityManager } from '@mikro-orm/core';
import type { OutboxBacklog, TurnaroundReads } from '../../application/admin/turnaround-reads.ts';
import { type PlanKey, planKeys } from '../../domain/plan/plan.ts';
import { runBound } from './bound-statements.ts';
import { awaitingEvaluationSql } from './rules/evaluation-published.sql.ts';
import { overdueSql } from './rules/overdue.sql.ts';
import { planAtSubmissionSql } from './rules/plan-at-submission.sql.ts';
import { releasedOnTimeSql } from './rules/released-on-time.sql.ts';

const dayMs = 86_400_000;

/** The plan promising at submission, as promisingPlanAt decides it: the active plan, else Bronze. */
const planAtSubmission = planAtSubmissionSql('p', 'a');

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The dashboard's figures in four statements run side by side, each an aggregate over the last 30 days at most. */
export function createMikroOrmTurnaroundReads(em: () => EntityManager): TurnaroundReads {
  return {
    async figures({ now, todayStart, overdueLimit }) {
      const manager = em();
      const since30 = new Date(now.getTime() - 30 * dayMs);
      const since7 = new Date(now.getTime() - 7 * dayMs);
      const [perPlan, [timing], overdue, workload] = await Promise.all([
        runBound(
          manager,
          `select ${planAtSubmission} as plan,
             count(*) filter (where a.submitted_at >= ?) as today,
             count(*) filter (where a.submitted_at >= ?) as last7,
             count(*) as last30
           from attempts a join profiles p on p.user_id = a.user_id
           where a.submitted_at is not null and a.submitted_at >= ? and a.submitted_at <= ?
           group by 1`,
          [todayStart, since7, since30, now],
        ),
        runBound(
          manager,
          `with due as (
             select a.deadline_at, e.published_at, coalesce(${releasedOnTimeSql('e', 'a')}, false) as on_time
             from attempts a
             left join evaluations e on e.attempt_id = a.id and e.published_at is not null
             where a.submitted_at >= ? and a.deadline_at <= ?
           ), late as (
             select extract(epoch from (coalesce(published_at, ?::timestamptz) - deadline_at)) / 60 as minutes
             from due where not on_time
           )
           select (select count(*) from due) as due_count,
             (select count(*) from due where on_time) as on_time,
             (select percentile_cont(0.5) within group (order by minutes) from late) as p50,
             (select percentile_cont(0.95) within group (order by minutes) from late) as p95,
             (select max(minutes) from late) as max`,
          [since30, now, now],
        ),
        runBound(
          manager,
          `select a.id, a.mock_test_id, a.submitted_at, a.deadline_at, p.full_name, p.email,
             ${planAtSubmission} as plan, h.full_name as holder_name, h.email as holder_email
           from attempts a join profiles p on p.user_id = a.user_id
           left join profiles h on h.id = a.claimed_by
           where ${overdueSql('a')}
           order by a.deadline_at asc, a.id asc limit ?`,
          [now, overdueLimit],
        ),
        runBound(
          manager,
          `select t.id, t.full_name, t.email,
             (select count(*) from attempts a
               where a.claimed_by = t.id and ${awaitingEvaluationSql('a')}) as claimed_now,
             (select count(*) from evaluations e where e.tutor_id = t.id and e.published_at >= ?) as graded_today,
             (select avg(extract(epoch from (e.published_at - a.claimed_at)) / 60)
               from evaluations e join attempts a on a.id = e.attempt_id
               where e.tutor_id = t.id and e.published_at >= ? and a.claimed_at <= e.published_at) as avg_minutes
           from profiles t where t.role in ('tutor', 'admin')
           order by t.full_name asc, t.id asc`,
          [todayStart, since30],
        ),
      ]);
      const counted = new Map(perPlan.map((row) => [String(row.plan), row]));
      return {
        submissions: planKeys.map((plan) => {
          const row = counted.get(plan);
          return {
            plan,
            today: Number(row?.today ?? 0),
            last7Days: Number(row?.last7 ?? 0),
            last30Days: Number(row?.last30 ?? 0),
          };
        }),
        dueCount: Number(timing?.due_count ?? 0),
        onTimeCount: Number(timing?.on_time ?? 0),
        latenessP50Minutes: asNumberOrNull(timing?.p50),
        latenessP95Minutes: asNumberOrNull(timing?.p95),
        latenessMaxMinutes: asNumberOrNull(timing?.max),
        overdue: overdue.map((row) => {
          const deadlineAt = asDate(row.deadline_at);
          return {
            attemptId: String(row.id),
            candidateName: String(row.full_name),
            candidateEmail: String(row.email),
            mockTestId: String(row.mock_test_id),
            plan: String(row.plan) as PlanKey,
            submittedAt: asDate(row.submitted_at),
            deadlineAt,
            minutesLate: Math.max(0, (now.getTime() - deadlineAt.getTime()) / 60_000),
            holderName: row.holder_name == null ? null : String(row.holder_name),
            holderEmail: row.holder_email == null ? null : String(row.holder_email),
          };
        }),
        workload: workload.map((row) => ({
          profileId: String(row.id),
          fullName: String(row.full_name),
          email: String(row.email),
          claimedNow: Number(row.claimed_now),
          gradedToday: Number(row.graded_today),
          averageGradingMinutes: asNumberOrNull(row.avg_minutes),
        })),
      };
    },

    async operations({ now, windowsHours }) {
      const manager = em();
      const hourLater = new Date(now.getTime() + 3_600_000);
      const [waiting, releases, outboxes] = await Promise.all([
        runBound(
          manager,
          `select ${planAtSubmission} as plan, count(*) as waiting,
             count(*) filter (where ${overdueSql('a')}) as overdue,
             count(*) filter (where a.deadline_at > ? and a.deadline_at <= ?) as due_within_hour
           from attempts a join profiles p on p.user_id = a.user_id
           where ${awaitingEvaluationSql('a')}
           group by 1`,
          [now, now, hourLater],
        ),
        Promise.all(
          windowsHours.map(async (hours) => {
            const [row] = await runBound(
              manager,
              `select count(*) as due, count(e.id) as on_time from attempts a
               left join evaluations e on e.attempt_id = a.id and ${releasedOnTimeSql('e', 'a')}
               where a.submitted_at is not null and a.deadline_at > ? and a.deadline_at <= ?`,
              [new Date(now.getTime() - hours * 3_600_000), now],
            );
            return { hours, due: Number(row?.due ?? 0), onTime: Number(row?.on_time ?? 0) };
          }),
        ),
        runBound(
          manager,
          `select 'mail' as outbox, status, count(*) as count from outbox_mail where status <> 'sent' group by status
           union all
           select 'webhooks', status, count(*) from webhook_deliveries where status <> 'delivered' group by status
           union all
           select 'first-reads', status, count(*) from first_reads where status <> 'ready' group by status`,
          [],
        ),
      ]);
      const byPlan = new Map(waiting.map((row) => [String(row.plan), row]));
      return {
        waiting: planKeys.map((plan) => {
          const row = byPlan.get(plan);
          return {
            plan,
            waiting: Number(row?.waiting ?? 0),
            overdue: Number(row?.overdue ?? 0),
            dueWithinHour: Number(row?.due_within_hour ?? 0),
          };
        }),
        releases,
        outboxes: outboxes.map((row) => ({
          outbox: String(row.outbox) as OutboxBacklog['outbox'],
          status: String(row.status),
          count: Number(row.count),
        })),
      };
    },
  };
}
