import type { ClaimAuditLog } from './admin/claim-audit.ts';
import type { IdentityAccounts, MailOutboxAdmin, PeopleDirectory, RoleAuditLog } from './admin/ports.ts';
import type { TurnaroundReads } from './admin/turnaround-reads.ts';
import type { AttemptRepository, DeadlineScheduler } from './attempt/ports.ts';
import type { MockTestRepository } from './catalog/ports.ts';
import type { CommentPhraseStore } from './comment-bank/ports.ts';
import type { KeysetReads } from './connections/keyset-reads.ts';
import type { EscalationMailTutors, EscalationStore } from './evaluation/escalation-ports.ts';
import type { GradingReads } from './evaluation/grading-reads.ts';
import type { EvaluationRepository, Mailer } from './evaluation/ports.ts';
import type { SecondMarkingStore } from './evaluation/second-marking-ports.ts';
import type { FirstReadStore } from './first-read/ports.ts';
import type { PaymentGateway, PurchaseRepository } from './payment/ports.ts';
import type { ProfileRepository } from './profile/ports.ts';
import type { RewriteRepository } from './rewrite/ports.ts';
import type { Clock, IdGenerator } from './shared/ports.ts';
import type { TestClockStore } from './test-clock/ports.ts';
import type { WebhookPorts } from './webhook/ports.ts';

/** The configuration values the use cases act on (validated in main/config.ts), kept apart from the ports. */
export type CoreSettings = Readonly<{
  /** When set, every evaluation deadline is this many seconds after submission (demos and tests). */
  deadlineSecondsOverride: number | null;
  /** When set, every test's writing time is this many seconds (demos and tests). */
  writingSecondsOverride: number | null;
  /** How long after the end of the writing time a last save may arrive before the server closes the attempt. */
  timeUpGraceSeconds: number;
  /** How long a tutor's claim may stay untouched before another tutor may take the attempt. */
  claimIdleMinutes: number;
  /** The share of submissions (percent, 0 to 100) drawn for a blind second marking. */
  secondMarkingPercent: number;
  /** How much of the plan's time (percent) may pass without a published evaluation before the tutors are mailed. */
  escalationSharePercent: number;
  /** Which tutors get the escalation mail. */
  escalationMailTutors: EscalationMailTutors;
  /** TEST_CLOCKS: whether admins may set per-account test clocks and make timers due now (never in production). */
  testClocks: boolean;
  /** COMMENT_PHRASES_PER_TUTOR: how many phrases one tutor's comment bank may hold. */
  commentPhrasesPerTutor: number;
}>;

/** Everything the use cases need; the composition root fills it with adapters. */
export type CoreDeps = {
  clock: Clock;
  ids: IdGenerator;
  profiles: ProfileRepository;
  mockTests: MockTestRepository;
  attempts: AttemptRepository;
  evaluations: EvaluationRepository;
  /** Candidates' one rewrite per evaluated answer and its recheck. */
  rewrites: RewriteRepository;
  /** The tutor's queue and grading page, each in one read. */
  gradingReads: GradingReads;
  /** Slices of the lists integrators page through with cursors (GraphQL connections). */
  keysetReads: KeysetReads;
  /** Blind second markings of a sample of answers (never shown to candidates). */
  secondMarkings: SecondMarkingStore;
  /** The tutors' comment banks: saved phrases per rubric criterion, inserted into comments on passages. */
  commentPhrases: CommentPhraseStore;
  deadlines: DeadlineScheduler;
  mailer: Mailer;
  purchases: PurchaseRepository;
  /** The admin's People screen: account search and the role audit log (written with each role change). */
  people: PeopleDirectory;
  /** The identity provider's current account state (the People screen's verification column). */
  identityAccounts: IdentityAccounts;
  roleAudit: RoleAuditLog;
  /** Admins' reassignments of claims (written with each reassignment). */
  claimAudit: ClaimAuditLog;
  /** The admin's Mail screen: the outbox list and the resend of a failed mail. */
  mailOutbox: MailOutboxAdmin;
  /** Escalation records of late-running answers and the tutors' opt-in to escalation mails. */
  escalations: EscalationStore;
  /** Wakes escalateDeadline at an answer's escalation point (the deadline scheduler, under escalation timer ids). */
  escalationTimers: DeadlineScheduler;
  /** The admin's turnaround dashboard, computed in the database. */
  turnaround: TurnaroundReads;
  /** The automatic first reads of submitted answers: owed in the submit's transaction, filled in by their job. */
  firstReads: FirstReadStore;
  /** Webhooks: the outbox events go to (in the use case's transaction), the endpoints and the delivery log. */
  webhooks: WebhookPorts;
  /**
   * Per-account test clocks, winning over deadlineSecondsOverride, writingSecondsOverride and secondMarkingPercent
   * for that account's attempts; the null store (nothing read) when TEST_CLOCKS is off.
   */
  testClocks: TestClockStore;
  /** The payment provider the composition root picked (Stripe, or the simulated gateway in embedded mode). */
  payments: PaymentGateway;
  /** Values from the configuration, apart from the ports: the same object inside and outside a transaction. */
  settings: CoreSettings;
  /**
   * Runs `work` as one transaction: every write it makes through the deps it is given is stored, or none is. Locks
   * taken with `findByIdForUpdate` hold until it ends. Schedule timers after it returns, never inside.
   */
  transaction<T>(work: (tx: CoreDeps) => Promise<T>): Promise<T>;
};
