import { type ExamKey, examKeys } from '../../domain/exam/exam.ts';
import { type PlanKey, planKeys } from '../../domain/plan/plan.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

export const queueStatusFilters = ['unclaimed', 'mine', 'claimedByOthers', 'overdue'] as const;
export type QueueStatusFilter = (typeof queueStatusFilters)[number];

/** What a tutor narrows the queue to; every part is optional and they combine with AND. */
export type QueueFilter = { exam?: ExamKey; plan?: PlanKey; status?: QueueStatusFilter };

/** A checked filter with what the statuses are relative to: the caller ('mine') and the time ('overdue'). */
export type QueueQuery = QueueFilter & {
  viewerId: string;
  now: Date;
  /** Claims last touched at or before this moment have expired and count as unclaimed (CLAIM_IDLE_MINUTES). */
  claimsIdleSince: Date;
};

const planNames = planKeys.join(', ');

/** Checks the queue filter as it arrives from an adapter; an unknown exam, plan or status is refused by name. */
export function checkQueueFilter(input: {
  exam?: string | null;
  plan?: string | null;
  status?: string | null;
}): QueueFilter {
  const filter: QueueFilter = {};
  if (input.exam != null) {
    if (!(examKeys as readonly string[]).includes(input.exam)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `There is no exam "${input.exam}".`);
    }
    filter.exam = input.exam as ExamKey;
  }
  if (input.plan != null) {
    const plan = input.plan.toLowerCase();
    if (!(planKeys as readonly string[]).includes(plan)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `There is no plan "${input.plan}"; choose one of ${planNames}.`,
      );
    }
    filter.plan = plan as PlanKey;
  }
  if (input.status != null) {
    if (!(queueStatusFilters as readonly string[]).includes(input.status)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `There is no queue status "${input.status}".`);
    }
    filter.status = input.status as QueueStatusFilter;
  }
  return filter;
}
