import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  type Answer,
  type Attempt,
  type AttemptStatus,
  attemptStatus,
  type TaskClock,
} from '../../domain/attempt/attempt.ts';
import { examKeys } from '../../domain/exam/exam.ts';

const statuses = Object.keys(attemptStatus) as AttemptStatus[];

export const AttemptSchema = defineEntity({
  name: 'AttemptRow',
  tableName: 'attempts',
  properties: {
    id: p.string().primary(),
    userId: p.string(),
    mockTestId: p.string(),
    exam: p.enum(examKeys),
    status: p.enum(statuses).index(),
    answers: p.json<Answer[]>(),
    startedAt: p.datetime(),
    endsAt: p.datetime().index(),
    /** Per-task clocks (PTE, TOEFL) as stored: ISO times; [] for one shared clock. */
    taskClocks: p.json<StoredTaskClock[]>().default('[]'),
    submittedAt: p.datetime().nullable(),
    timedOut: p.boolean(),
    secondsTaken: p.integer().nullable(),
    deadlineAt: p.datetime().nullable().index(),
    deadlineHandledAt: p.datetime().nullable(),
    overdue: p.boolean(),
    claimedBy: p.string().nullable(),
    claimedAt: p.datetime().nullable(),
    takenOverFrom: p.string().nullable(),
    claimTouchedAt: p.datetime().nullable(),
    claimLapsedFrom: p.string().nullable(),
    updatedAt: p.datetime(),
    version: p.integer().default(1),
    withHints: p.boolean().default(false),
    sentenceBank: p.integer().nullable(),
    sentenceShuffle: p.integer().nullable(),
  },
  // One attempt per candidate and test: a second start must find the first, never create a twin.
  uniques: [{ properties: ['userId', 'mockTestId'] }],
  // The evaluation queue in its own order, for waiting answers only: a page reads its 20 rows from the index instead
  // of sorting every waiting answer, and the queue's count scans this small index.
  indexes: [
    {
      name: 'attempts_queue_order_index',
      columns: [
        { name: 'deadline_at', sort: 'asc', nulls: 'last' },
        { name: 'submitted_at', sort: 'asc' },
        { name: 'id', sort: 'asc' },
      ],
      where: { status: 'Submitted' },
    },
    // The attempts whose timer is still ahead, in id order: the reconcile pass that every worker runs each minute
    // pages through these alone, not through every attempt ever written.
    {
      name: 'attempts_pending_timers_index',
      columns: [{ name: 'id', sort: 'asc' }],
      where: {
        $or: [{ status: { $in: ['NotAttempted', 'InProgress'] } }, { status: 'Submitted', deadlineHandledAt: null }],
      },
    },
  ],
});

export type AttemptRow = InferEntity<typeof AttemptSchema>;

/** A task clock as the jsonb column holds it (times as ISO strings). */
export type StoredTaskClock = {
  taskKey: string;
  seconds: number;
  startedAt: string | null;
  endsAt: string | null;
  closedAt: string | null;
  timedOut: boolean;
};

const dateOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

function toTaskClock(stored: StoredTaskClock): TaskClock {
  return {
    taskKey: stored.taskKey,
    seconds: stored.seconds,
    startedAt: dateOrNull(stored.startedAt),
    endsAt: dateOrNull(stored.endsAt),
    closedAt: dateOrNull(stored.closedAt),
    timedOut: stored.timedOut,
  };
}

/** Domain -> the jsonb column's form. */
export function toStoredTaskClocks(clocks: readonly TaskClock[]): StoredTaskClock[] {
  return clocks.map((clock) => ({
    taskKey: clock.taskKey,
    seconds: clock.seconds,
    startedAt: clock.startedAt?.toISOString() ?? null,
    endsAt: clock.endsAt?.toISOString() ?? null,
    closedAt: clock.closedAt?.toISOString() ?? null,
    timedOut: clock.timedOut,
  }));
}

/** Row -> domain. */
export function toAttempt(row: AttemptRow): Attempt {
  return {
    id: row.id,
    userId: row.userId,
    mockTestId: row.mockTestId,
    exam: row.exam,
    status: row.status,
    answers: row.answers.map((answer) => ({ ...answer })),
    startedAt: row.startedAt,
    endsAt: row.endsAt,
    taskClocks: (row.taskClocks ?? []).map(toTaskClock),
    submittedAt: row.submittedAt ?? null,
    timedOut: row.timedOut,
    secondsTaken: row.secondsTaken ?? null,
    deadlineAt: row.deadlineAt ?? null,
    deadlineHandledAt: row.deadlineHandledAt ?? null,
    overdue: row.overdue,
    claimedBy: row.claimedBy ?? null,
    claimedAt: row.claimedAt ?? null,
    takenOverFrom: row.takenOverFrom ?? null,
    claimTouchedAt: row.claimTouchedAt ?? null,
    claimLapsedFrom: row.claimLapsedFrom ?? null,
    updatedAt: row.updatedAt,
    version: row.version,
    withHints: row.withHints ?? false,
    sentenceBank: row.sentenceBank ?? null,
    sentenceShuffle: row.sentenceShuffle ?? null,
  };
}

/** Domain -> row data. */
export function toAttemptRow(attempt: Attempt): AttemptRow {
  return {
    id: attempt.id,
    userId: attempt.userId,
    mockTestId: attempt.mockTestId,
    exam: attempt.exam,
    status: attempt.status,
    answers: attempt.answers,
    startedAt: attempt.startedAt,
    endsAt: attempt.endsAt,
    taskClocks: toStoredTaskClocks(attempt.taskClocks),
    submittedAt: attempt.submittedAt,
    timedOut: attempt.timedOut,
    secondsTaken: attempt.secondsTaken,
    deadlineAt: attempt.deadlineAt,
    deadlineHandledAt: attempt.deadlineHandledAt,
    overdue: attempt.overdue,
    claimedBy: attempt.claimedBy,
    claimedAt: attempt.claimedAt,
    takenOverFrom: attempt.takenOverFrom,
    claimTouchedAt: attempt.claimTouchedAt,
    claimLapsedFrom: attempt.claimLapsedFrom,
    updatedAt: attempt.updatedAt,
    version: attempt.version,
    withHints: attempt.withHints,
    sentenceBank: attempt.sentenceBank,
    sentenceShuffle: attempt.sentenceShuffle,
  };
}
