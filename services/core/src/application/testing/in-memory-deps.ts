import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { AttemptRepository, DeadlineScheduler } from '../attempt/ports.ts';
import type { MockTestRepository } from '../catalog/ports.ts';
import type { CoreDeps } from '../deps.ts';
import type { EvaluationRepository, Mailer, MailMessage } from '../evaluation/ports.ts';
import type { ProfileRepository } from '../profile/ports.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';

// Fakes of every port for unit tests. They copy records in and out, as a database would, so a test cannot pass by
// mutating an object it holds, and they enforce the same unique keys as the real schema.

type Page = { limit: number; offset: number };

const copy = <T>(value: T): T => structuredClone(value);

function paginate<T>(items: T[], page: Page): { items: T[]; total: number } {
  return { items: items.slice(page.offset, page.offset + page.limit).map(copy), total: items.length };
}

/** A clock the test moves by hand. */
export type SettableClock = Clock & {
  set(date: Date | string): void;
  advanceSeconds(seconds: number): void;
  advanceMinutes(minutes: number): void;
};

/** A clock starting at `start` (default 2025-06-01 09:00 UTC) that only moves when told. */
export function createSettableClock(start: Date | string = '2025-06-01T09:00:00.000Z'): SettableClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set: (date) => {
      current = new Date(date);
    },
    advanceSeconds: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
    advanceMinutes: (minutes) => {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** Ids 'id-1', 'id-2', ... */
export function createSequentialIds(prefix = 'id'): IdGenerator {
  let next = 0;
  return { newId: () => `${prefix}-${++next}` };
}

export type InMemoryProfileRepository = ProfileRepository & { all(): Profile[] };

/** Profiles keyed by id; a second profile for the same identity uid is refused like the unique index would. */
export function createInMemoryProfileRepository(initial: Profile[] = []): InMemoryProfileRepository {
  const rows = new Map<string, Profile>();
  const repository: InMemoryProfileRepository = {
    findByUserId: async (userId) => copy([...rows.values()].find((row) => row.userId === userId) ?? null),
    findById: async (id) => copy(rows.get(id) ?? null),
    findByEmail: async (email) => copy([...rows.values()].find((row) => row.email === email) ?? null),
    save: async (profile) => {
      const clash = [...rows.values()].find((row) => row.userId === profile.userId && row.id !== profile.id);
      if (clash) throw new Error(`duplicate key: a profile for user ${profile.userId} already exists`);
      rows.set(profile.id, copy(profile));
    },
    all: () => [...rows.values()].map(copy),
  };
  for (const profile of initial) rows.set(profile.id, copy(profile));
  return repository;
}

export type InMemoryMockTestRepository = MockTestRepository & { all(): MockTest[] };

/** The question bank in memory. */
export function createInMemoryMockTestRepository(initial: MockTest[] = []): InMemoryMockTestRepository {
  const rows = new Map<string, MockTest>(initial.map((test) => [test.id, copy(test)]));
  return {
    listByExam: async (exam: ExamKey) =>
      [...rows.values()]
        .filter((row) => row.exam === exam)
        .sort((a, b) => a.sequence - b.sequence)
        .map(copy),
    findById: async (id) => copy(rows.get(id) ?? null),
    upsert: async (test) => {
      rows.set(test.id, copy(test));
    },
    all: () => [...rows.values()].map(copy),
  };
}

export type InMemoryAttemptRepository = AttemptRepository & { all(): Attempt[] };

const deadlineOrder = (a: Attempt, b: Attempt) =>
  (a.deadlineAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.deadlineAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
  (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0);

/** Attempts with the queries of the port; one attempt per (user, test), like the unique index. */
export function createInMemoryAttemptRepository(initial: Attempt[] = []): InMemoryAttemptRepository {
  const rows = new Map<string, Attempt>(initial.map((attempt) => [attempt.id, copy(attempt)]));
  const unhandled = () =>
    [...rows.values()].filter(
      (row) => row.status === 'Submitted' && row.deadlineAt !== null && row.deadlineHandledAt === null,
    );
  return {
    findById: async (id) => copy(rows.get(id) ?? null),
    findByUserAndTest: async (userId, mockTestId) =>
      copy([...rows.values()].find((row) => row.userId === userId && row.mockTestId === mockTestId) ?? null),
    listByUser: async (userId, page) =>
      paginate(
        [...rows.values()]
          .filter((row) => row.userId === userId)
          .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime()),
        page,
      ),
    listAwaitingEvaluation: async (page) =>
      paginate([...rows.values()].filter((row) => row.status === 'Submitted').sort(deadlineOrder), page),
    listDueDeadlines: async (now) =>
      unhandled()
        .filter((row) => (row.deadlineAt?.getTime() ?? 0) <= now.getTime())
        .sort(deadlineOrder)
        .map(copy),
    listPendingDeadlines: async (now) =>
      unhandled()
        .filter((row) => (row.deadlineAt?.getTime() ?? 0) > now.getTime())
        .sort(deadlineOrder)
        .map(copy),
    save: async (attempt) => {
      const clash = [...rows.values()].find(
        (row) => row.userId === attempt.userId && row.mockTestId === attempt.mockTestId && row.id !== attempt.id,
      );
      if (clash)
        throw new Error(`duplicate key: user ${attempt.userId} already has an attempt at ${attempt.mockTestId}`);
      rows.set(attempt.id, copy(attempt));
    },
    all: () => [...rows.values()].map(copy),
  };
}

export type InMemoryEvaluationRepository = EvaluationRepository & { all(): Evaluation[] };

/** Evaluations, one per attempt. */
export function createInMemoryEvaluationRepository(initial: Evaluation[] = []): InMemoryEvaluationRepository {
  const rows = new Map<string, Evaluation>(initial.map((evaluation) => [evaluation.id, copy(evaluation)]));
  return {
    findByAttemptId: async (attemptId) => copy([...rows.values()].find((row) => row.attemptId === attemptId) ?? null),
    save: async (evaluation) => {
      const clash = [...rows.values()].find(
        (row) => row.attemptId === evaluation.attemptId && row.id !== evaluation.id,
      );
      if (clash) throw new Error(`duplicate key: attempt ${evaluation.attemptId} already has an evaluation`);
      rows.set(evaluation.id, copy(evaluation));
    },
    all: () => [...rows.values()].map(copy),
  };
}

export type RecordingDeadlineScheduler = DeadlineScheduler & {
  /** Every schedule call, in order. */
  calls: Array<{ attemptId: string; at: Date }>;
  /** The latest time per attempt, as a scheduler that replaces jobs would hold them. */
  pending(): Map<string, Date>;
  /** Makes the next schedule calls throw (a Redis outage). */
  failWith(error: Error | null): void;
};

/** A scheduler that only records what it was asked to do. */
export function createRecordingDeadlineScheduler(): RecordingDeadlineScheduler {
  const calls: Array<{ attemptId: string; at: Date }> = [];
  let failure: Error | null = null;
  return {
    calls,
    schedule: async (attemptId, at) => {
      if (failure) throw failure;
      calls.push({ attemptId, at: new Date(at.getTime()) });
    },
    pending: () => new Map(calls.map((call) => [call.attemptId, call.at])),
    failWith: (error) => {
      failure = error;
    },
  };
}

export type RecordingMailer = Mailer & { sent: MailMessage[] };

/** A mailer that keeps what it sends. */
export function createRecordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push({ ...message });
    },
  };
}

/** CoreDeps made of the fakes above, with each fake's test helpers kept visible. */
export type InMemoryDeps = CoreDeps & {
  clock: SettableClock;
  profiles: InMemoryProfileRepository;
  mockTests: InMemoryMockTestRepository;
  attempts: InMemoryAttemptRepository;
  evaluations: InMemoryEvaluationRepository;
  deadlines: RecordingDeadlineScheduler;
  mailer: RecordingMailer;
};

/** A fresh set of in-memory deps; seed records through the options or the repositories. */
export function createInMemoryDeps(
  options: {
    now?: Date | string;
    deadlineSecondsOverride?: number | null;
    profiles?: Profile[];
    mockTests?: MockTest[];
    attempts?: Attempt[];
    evaluations?: Evaluation[];
  } = {},
): InMemoryDeps {
  return {
    clock: createSettableClock(options.now),
    ids: createSequentialIds(),
    profiles: createInMemoryProfileRepository(options.profiles),
    mockTests: createInMemoryMockTestRepository(options.mockTests),
    attempts: createInMemoryAttemptRepository(options.attempts),
    evaluations: createInMemoryEvaluationRepository(options.evaluations),
    deadlines: createRecordingDeadlineScheduler(),
    mailer: createRecordingMailer(),
    deadlineSecondsOverride: options.deadlineSecondsOverride ?? null,
  };
}
