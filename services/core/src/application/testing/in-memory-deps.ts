import type { Attempt } from '../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import type { Purchase } from '../../domain/payment/purchase.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
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
import {
  createRecordingDeadlineScheduler,
  createRecordingMailer,
  type RecordingDeadlineScheduler,
  type RecordingMailer,
} from './in-memory-recorders.ts';
import {
  createInMemoryAttemptRepository,
  createInMemoryEvaluationRepository,
  createInMemoryMockTestRepository,
  createInMemoryProfileRepository,
  type InMemoryAttemptRepository,
  type InMemoryEvaluationRepository,
  type InMemoryMockTestRepository,
  type InMemoryProfileRepository,
} from './in-memory-repositories.ts';
import { createInMemoryRewriteRepository, type InMemoryRewriteRepository } from './in-memory-rewrites.ts';
import { createInMemorySecondMarkingStore, type InMemorySecondMarkingStore } from './in-memory-second-markings.ts';
import {
  createInMemoryTransactions,
  createSequentialIds,
  createSettableClock,
  type SettableClock,
} from './in-memory-support.ts';
import { createInMemoryTestClockStore, type InMemoryTestClockStore } from './in-memory-test-clocks.ts';
import { createInMemoryWebhooks, type InMemoryWebhooks } from './in-memory-webhooks.ts';

// Fakes of every port for unit tests. They copy records in and out, as a database would, so a test cannot pass by
// mutating an object it holds, and they enforce the same unique keys, conditional updates (version checks) and
// transactions (one at a time, rolled back on error) as the real database.

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
