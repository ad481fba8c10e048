import type { Attempt } from '../../domain/attempt/attempt.ts';
import { closesAt } from '../../domain/attempt/attempt-rules.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';
import type { ExamKey } from '../../domain/exam/exam.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Purchase } from '../../domain/payment/purchase.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { AttemptRepository, DeadlineScheduler } from '../attempt/ports.ts';
import type { MockTestRepository } from '../catalog/ports.ts';
import type { CoreDeps } from '../deps.ts';
import type { EvaluationRepository, Mailer, MailMessage } from '../evaluation/ports.ts';
import type { ProfileRepository } from '../profile/ports.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';
import { nullTestClockStore } from '../test-clock/ports.ts';
import {
  createInMemoryMailOutboxAdmin,
  createInMemoryPeopleDirectory,
  createInMemoryRoleAuditLog,
  type InMemoryRoleAuditLog,
} from './in-memory-admin.ts';
import { createInMemoryClaimAuditLog, type InMemoryClaimAuditLog } from './in-memory-claim-audit.ts';
import { createInMemoryCommentPhraseStore, type InMemoryCommentPhraseStore } from './in-memory-comment-phrases.ts';
import { createInMemoryEscalationStore, unavailableTurnaroundReads } from './in-memory-escalations.ts';
import { createInMemoryFirstReadStore, type InMemoryFirstReadStore } from './in-memory-first-reads.ts';
import { createInMemoryGradingReads } from './in-memory-grading-reads.ts';
import { unavailableKeysetReads } from './in-memory-keyset-reads.ts';
import { createInMemoryOutbox, type InMemoryOutbox } from './in-memory-outbox.ts';
import {
  createFakePaymentGateway,
  createInMemoryPurchaseRepository,
  type FakePaymentGateway,
  type InMemoryPurchaseRepository,
} from './in-memory-payments.ts';
import { createInMemoryRewriteRepository, type InMemoryRewriteRepository } from './in-memory-rewrites.ts';
import { createInMemorySecondMarkingStore, type InMemorySecondMarkingStore } from './in-memory-second-markings.ts';
import { createInMemoryTestClockStore, type InMemoryTestClockStore } from './in-memory-test-clocks.ts';
import { createInMemoryWebhooks, type InMemoryWebhooks } from './in-memory-webhooks.ts';

// Fakes of every port for unit tests. They copy records in and out, as a database would, so a test cannot pass by
// mutating an object it holds, and they enforce the same unique keys, conditional updates (version checks) and
// transactions (one at a time, rolled back on error) as the real database.

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

/** A store the fake transaction can roll back: `snapshot()` returns a function restoring the current contents. */
type Restorable = { snapshot(): () => void };

function snapshotOf<K, V>(rows: Map<K, V>): () => void {
  const saved = new Map([...rows].map(([key, value]) => [key, copy(value)]));
  return () => {
    rows.clear();
    for (const [key, value] of saved) rows.set(key, value);
  };
}

function requireVersion(stored: { version: number } | undefined, expected: number, what: string): void {
  if (stored?.version !== expected) {
    throw new DomainError(
      'CONFLICT',
      'CONCURRENT_CHANGE',
      `This ${what} was changed by another request at the same time; please try again.`,
    );
  }
}

export type InMemoryProfileRepository = ProfileRepository & Restorable & { all(): Profile[] };

/** Profiles keyed by id; a second profile for the same identity uid is refused like the unique index would. */
export function createInMemoryProfileRepository(initial: Profile[] = []): InMemoryProfileRepository {
  const rows = new Map<string, Profile>();
  const repository: InMemoryProfileRepository = {
    findByUserId: async (userId) => copy([...rows.values()].find((row) => row.userId === userId) ?? null),
    findById: async (id) => copy(rows.get(id) ?? null),
    findByEmail: async (email) => copy([...rows.values()].find((row) => row.email === email) ?? null),
    // The fake transaction runs one at a time, which holds every row as a lock would.
    findByIdForUpdate: async (id) => copy(rows.get(id) ?? null),
    findByUserIdForUpdate: async (userId) => copy([...rows.values()].find((row) => row.userId === userId) ?? null),
    save: async (profile) => {
      const clash = [...rows.values()].find((row) => row.userId === profile.userId && row.id !== profile.id);
      if (clash) throw new Error(`duplicate key: a profile for user ${profile.userId} already exists`);
      // Like the database: a save never changes the credited extra tests.
      const stored = rows.get(profile.id);
      rows.set(
        profile.id,
        copy({
          ...profile,
          extraTests: stored?.extraTests ?? profile.extraTests,
          practiceWithHints: stored?.practiceWithHints ?? profile.practiceWithHints,
        }),
      );
    },
    listByRole: async (role) =>
      [...rows.values()]
        .filter((row) => row.role === role)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(copy),
    addExtraTest: async (userId) => {
      const row = [...rows.values()].find((candidate) => candidate.userId === userId);
      if (!row) throw new Error(`no profile for user ${userId}`);
      row.extraTests += 1;
    },
    setPracticeWithHints: async (userId, on) => {
      const row = [...rows.values()].find((candidate) => candidate.userId === userId);
      if (!row) throw new Error(`no profile for user ${userId}`);
      row.practiceWithHints = on;
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => snapshotOf(rows),
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

export type InMemoryAttemptRepository = AttemptRepository & Restorable & { all(): Attempt[] };

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
  const inProgress = () =>
    [...rows.values()].filter((row) => row.status === 'NotAttempted' || row.status === 'InProgress');
  const closingDue = (row: Attempt, now: Date, grace: number) => closesAt(row, grace).getTime() <= now.getTime();
  return {
    findById: async (id) => copy(rows.get(id) ?? null),
    // Always what is stored: the fake keeps no copies of its own.
    findForChange: async (id) => copy(rows.get(id) ?? null),
    // The fake transaction runs one at a time, which holds every row as a lock would.
    findByIdForUpdate: async (id) => copy(rows.get(id) ?? null),
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
    listDueTimers: async (now, grace, page) =>
      [
        ...inProgress().filter((row) => closingDue(row, now, grace)),
        ...unhandled().filter((row) => (row.deadlineAt?.getTime() ?? 0) <= now.getTime()),
      ]
        .filter((row) => page.afterId === undefined || row.id > page.afterId)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, page.limit)
        .map(copy),
    listPendingTimers: async (now, grace) =>
      [
        ...inProgress().filter((row) => !closingDue(row, now, grace)),
        ...unhandled()
          .filter((row) => (row.deadlineAt?.getTime() ?? 0) > now.getTime())
          .sort(deadlineOrder),
      ].map(copy),
    insert: async (attempt) => {
      const clash = [...rows.values()].find(
        (row) => row.id === attempt.id || (row.userId === attempt.userId && row.mockTestId === attempt.mockTestId),
      );
      if (clash)
        throw new Error(`duplicate key: user ${attempt.userId} already has an attempt at ${attempt.mockTestId}`);
      rows.set(attempt.id, copy(attempt));
      return copy(attempt);
    },
    update: async (attempt) => {
      requireVersion(rows.get(attempt.id), attempt.version, 'answer');
      const stored = { ...copy(attempt), version: attempt.version + 1 };
      rows.set(attempt.id, stored);
      return copy(stored);
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => snapshotOf(rows),
  };
}

export type InMemoryEvaluationRepository = EvaluationRepository & Restorable & { all(): Evaluation[] };

/** Evaluations, one per attempt. */
export function createInMemoryEvaluationRepository(initial: Evaluation[] = []): InMemoryEvaluationRepository {
  const rows = new Map<string, Evaluation>(initial.map((evaluation) => [evaluation.id, copy(evaluation)]));
  const versions = new Map<string, EvaluationVersion>();
  return {
    findByAttemptId: async (attemptId) => copy([...rows.values()].find((row) => row.attemptId === attemptId) ?? null),
    insert: async (evaluation) => {
      const clash = [...rows.values()].find(
        (row) => row.attemptId === evaluation.attemptId || row.id === evaluation.id,
      );
      if (clash) throw new Error(`duplicate key: attempt ${evaluation.attemptId} already has an evaluation`);
      rows.set(evaluation.id, copy(evaluation));
      return copy(evaluation);
    },
    update: async (evaluation) => {
      requireVersion(rows.get(evaluation.id), evaluation.version, 'evaluation');
      const stored = { ...copy(evaluation), version: evaluation.version + 1 };
      rows.set(evaluation.id, stored);
      return copy(stored);
    },
    listVersions: async (evaluationId) =>
      [...versions.values()]
        .filter((version) => version.evaluationId === evaluationId)
        .sort((a, b) => a.number - b.number)
        .map(copy),
    insertVersion: async (version) => {
      const clash = [...versions.values()].find(
        (row) => row.id === version.id || (row.evaluationId === version.evaluationId && row.number === version.number),
      );
      if (clash)
        throw new DomainError('CONFLICT', 'ALREADY_EXISTS', 'This evaluation version clashes with an existing one.');
      versions.set(version.id, copy(version));
    },
    all: () => [...rows.values()].map(copy),
    snapshot: () => {
      const restoreRows = snapshotOf(rows);
      const restoreVersions = snapshotOf(versions);
      return () => {
        restoreRows();
        restoreVersions();
      };
    },
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

export type RecordingMailer = Mailer & Restorable & { sent: MailMessage[] };

/** A mailer that keeps what it sends (an outbox: a rolled-back transaction sends nothing). */
export function createRecordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push({ ...message });
    },
    snapshot: () => {
      const length = sent.length;
      return () => {
        sent.length = length;
      };
    },
  };
}

/**
 * Transactions over the fakes: one at a time (as row locks would serialise writers of one attempt), and on an
 * error every store is restored to what it held before.
 */
function createInMemoryTransactions(stores: Restorable[]): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(async () => {
      const restores = stores.map((store) => store.snapshot());
      try {
        return await work();
      } catch (error) {
        for (const restore of restores) restore();
        throw error;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** CoreDeps made of the fakes above, with each fake's test helpers kept visible. */
export type InMemoryDeps = CoreDeps & {
  clock: SettableClock;
  profiles: InMemoryProfileRepository;
  /** The identity provider's state: add a user id to `verifiedUserIds` for "its owner followed the link". */
  identityAccounts: CoreDeps['identityAccounts'] & { verifiedUserIds: Set<string> };
  mockTests: InMemoryMockTestRepository;
  attempts: InMemoryAttemptRepository;
  evaluations: InMemoryEvaluationRepository;
  rewrites: InMemoryRewriteRepository;
  deadlines: RecordingDeadlineScheduler;
  mailer: RecordingMailer;
  purchases: InMemoryPurchaseRepository;
  payments: FakePaymentGateway;
  roleAudit: InMemoryRoleAuditLog;
  claimAudit: InMemoryClaimAuditLog;
  secondMarkings: InMemorySecondMarkingStore;
  commentPhrases: InMemoryCommentPhraseStore;
  /** The outbox rows the Mail screen reads (the recording mailer stands in for the outbox mailer). */
  outbox: InMemoryOutbox;
  firstReads: InMemoryFirstReadStore;
  webhooks: InMemoryWebhooks;
  escalations: ReturnType<typeof createInMemoryEscalationStore>;
  escalationTimers: RecordingDeadlineScheduler;
  /** The in-memory test clocks (read by the use cases only when the `testClocks` option is on). */
  testClockRows: InMemoryTestClockStore;
};

/** A fresh set of in-memory deps; seed records through the options or the repositories. */
export function createInMemoryDeps(
  options: {
    now?: Date | string;
    deadlineSecondsOverride?: number | null;
    writingSecondsOverride?: number | null;
    timeUpGraceSeconds?: number;
    claimIdleMinutes?: number;
    secondMarkingPercent?: number;
    /** TEST_CLOCKS on (the in-memory store is read) or off (the null store is, as in production). */
    testClocks?: boolean;
    /** COMMENT_PHRASES_PER_TUTOR (300 unless set). */
    commentPhrasesPerTutor?: number;
    escalationSharePercent?: number;
    escalationMailTutors?: 'all' | 'opted-in';
    profiles?: Profile[];
    mockTests?: MockTest[];
    attempts?: Attempt[];
    evaluations?: Evaluation[];
    purchases?: Purchase[];
    gateway?: FakePaymentGateway;
  } = {},
): InMemoryDeps {
  const profiles = createInMemoryProfileRepository(options.profiles);
  const attempts = createInMemoryAttemptRepository(options.attempts);
  const evaluations = createInMemoryEvaluationRepository(options.evaluations);
  const rewrites = createInMemoryRewriteRepository();
  const mailer = createRecordingMailer();
  const purchases = createInMemoryPurchaseRepository(options.purchases);
  const roleAudit = createInMemoryRoleAuditLog();
  const claimAudit = createInMemoryClaimAuditLog();
  const webhooks = createInMemoryWebhooks();
  const secondMarkings = createInMemorySecondMarkingStore({
    attempts: attempts.all,
    evaluations: evaluations.all,
    profiles: profiles.all,
  });
  const testClockRows = createInMemoryTestClockStore();
  const commentPhrases = createInMemoryCommentPhraseStore();
  const firstReads = createInMemoryFirstReadStore();
  const runExclusive = createInMemoryTransactions([
    profiles,
    attempts,
    evaluations,
    rewrites,
    mailer,
    purchases,
    roleAudit,
    claimAudit,
    webhooks,
    secondMarkings,
    testClockRows,
    firstReads,
    commentPhrases,
  ]);
  const clock = createSettableClock(options.now);
  // The identity provider's verified accounts: tests add a user id to play "the owner followed the link".
  const verifiedUserIds = new Set<string>();
  const identityAccounts = {
    verifiedUserIds,
    verifiedNow: async (userIds: string[]) => new Set(userIds.filter((id) => verifiedUserIds.has(id))),
  };
  const outbox = createInMemoryOutbox(clock);
  const mockTests = createInMemoryMockTestRepository(options.mockTests);
  const deps: InMemoryDeps = {
    clock,
    ids: createSequentialIds(),
    profiles,
    mockTests,
    attempts,
    evaluations,
    rewrites,
    gradingReads: createInMemoryGradingReads({ profiles, attempts, evaluations, mockTests }),
    keysetReads: unavailableKeysetReads,
    deadlines: createRecordingDeadlineScheduler(),
    mailer,
    purchases,
    payments: options.gateway ?? createFakePaymentGateway(),
    people: createInMemoryPeopleDirectory(profiles),
    identityAccounts,
    roleAudit,
    claimAudit,
    secondMarkings,
    commentPhrases,
    mailOutbox: createInMemoryMailOutboxAdmin(outbox),
    webhooks,
    outbox,
    firstReads,
    escalations: createInMemoryEscalationStore({
      attempts: attempts.all,
      evaluations: evaluations.all,
      profiles: profiles.all,
    }),
    escalationTimers: createRecordingDeadlineScheduler(),
    turnaround: unavailableTurnaroundReads,
    testClocks: options.testClocks ? testClockRows : nullTestClockStore,
    testClockRows,
    settings: {
      deadlineSecondsOverride: options.deadlineSecondsOverride ?? null,
      writingSecondsOverride: options.writingSecondsOverride ?? null,
      timeUpGraceSeconds: options.timeUpGraceSeconds ?? 30,
      claimIdleMinutes: options.claimIdleMinutes ?? 60,
      secondMarkingPercent: options.secondMarkingPercent ?? 0,
      escalationSharePercent: options.escalationSharePercent ?? 75,
      escalationMailTutors: options.escalationMailTutors ?? 'all',
      testClocks: options.testClocks ?? false,
      commentPhrasesPerTutor: options.commentPhrasesPerTutor ?? 300,
    },
    // Inside, the same deps with `transaction` joining the running one (a nested call would wait on itself).
    transaction: (work) => runExclusive(() => work({ ...deps, transaction: (inner) => inner(deps) })),
  };
  return deps;
}
