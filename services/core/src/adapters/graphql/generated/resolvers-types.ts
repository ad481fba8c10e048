import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Profile as ProfileModel, TargetScore as TargetScoreModel } from '../../../domain/profile/profile.ts';
import type { Plan as PlanModel } from '../../../domain/plan/plan.ts';
import type { Exam as ExamModel, Rubric as RubricModel, RubricCriterion as RubricCriterionModel } from '../../../domain/exam/exam.ts';
import type { CatalogEntry as CatalogEntryModel } from '../graphql-mappers.ts';
import type { MockTestTask as MockTestTaskModel, Discussion as DiscussionModel, DiscussionPost as DiscussionPostModel, OetCase as OetCaseModel, ReferralCase as ReferralCaseModel, HealthcareScenarioCase as HealthcareScenarioCaseModel, CaseNoteCase as CaseNoteCaseModel, CaseSummaryCase as CaseSummaryCaseModel, CommunicationCase as CommunicationCaseModel, DischargeSummaryCase as DischargeSummaryCaseModel } from '../../../domain/exam/mock-test.ts';
import type { Attempt as AttemptModel, Answer as AnswerModel } from '../../../domain/attempt/attempt.ts';
import type { Evaluation as EvaluationModel, LabelText as LabelTextModel, CriterionScore as CriterionScoreModel, OverallScore as OverallScoreModel } from '../../../domain/evaluation/evaluation.ts';
import type { QueueEntry as QueueEntryModel } from '../../../application/evaluation/queue-entry.ts';
import type { Purchase as PurchaseModel } from '../../../domain/payment/purchase.ts';
import type { PaymentSession as PaymentSessionModel } from '../../../application/payment/start-purchase.use-case.ts';
import type { RoleChange as RoleChangeModel } from '../../../domain/profile/role-change.ts';
import type { OutboxEntry as OutboxEntryModel } from '../../../application/mail/ports.ts';
import type { GraphqlContext } from '../graphql-context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC. */
  DateTime: { input: Date; output: Date | string; }
};

/** A tutor's comment on a passage of the submitted answer to one task. */
export type AnchoredComment = {
  __typename?: 'AnchoredComment';
  /** The rubric criterion the comment is about (a key of the exam's rubric). */
  criterion: Scalars['String']['output'];
  end: Scalars['Int']['output'];
  /** Offsets into that task's submitted answer in UTF-16 code units (as JavaScript strings count), end exclusive. */
  start: Scalars['Int']['output'];
  taskKey: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type AnchoredCommentInput = {
  criterion: Scalars['String']['input'];
  end: Scalars['Int']['input'];
  start: Scalars['Int']['input'];
  taskKey: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type Answer = {
  __typename?: 'Answer';
  taskKey: Scalars['String']['output'];
  text: Scalars['String']['output'];
  wordCount: Scalars['Int']['output'];
};

export type AnswerInput = {
  taskKey: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

/**
 * A personal access token: sent as `Authorization: Bearer <secret>`, it acts with its owner's current role. Its secret
 * is shown once, when it is created; the server keeps only a hash.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  /** When the key stops working (API_KEY_EXPIRY_DAYS after creation, 90 days by default). */
  expiresAt: Scalars['DateTime']['output'];
  /** The first characters of the secret (`mtk_` and six more), to tell keys apart. */
  hint: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The last call made with it, recorded to the minute; null when never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner's name for it, such as the system that uses it. */
  name: Scalars['String']['output'];
  /** A read-only key reads but cannot run mutations. */
  readOnly: Scalars['Boolean']['output'];
  /** When it was revoked; null while it may still be used. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Attempt = {
  __typename?: 'Attempt';
  answers: Array<Answer>;
  /** When the evaluation is due (submission time plus the plan's evaluation minutes). */
  deadlineAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the writing time runs out, recorded by the server at start. */
  endsAt: Scalars['DateTime']['output'];
  /** Present only once the evaluation is released to the candidate. */
  evaluation?: Maybe<Evaluation>;
  id: Scalars['ID']['output'];
  mockTest: MockTest;
  /** The deadline passed without a published evaluation. */
  overdue: Scalars['Boolean']['output'];
  secondsTaken?: Maybe<Scalars['Int']['output']>;
  startedAt: Scalars['DateTime']['output'];
  status: AttemptStatus;
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  timedOut: Scalars['Boolean']['output'];
};

export type AttemptPage = {
  __typename?: 'AttemptPage';
  items: Array<Attempt>;
  total: Scalars['Int']['output'];
};

export type AttemptStatus =
  | 'EvaluationDone'
  | 'InProgress'
  | 'NotAttempted'
  | 'Submitted'
  | 'TimedOut';

/** A case note: the task, the scenario, the instructions, the word limit and a note to candidates. */
export type CaseNoteCase = {
  __typename?: 'CaseNoteCase';
  instructions: Array<Scalars['String']['output']>;
  noteToCandidates: Scalars['String']['output'];
  scenario: Scalars['String']['output'];
  task: Scalars['String']['output'];
  /** e.g. 180-200 words. */
  wordLimit: Scalars['String']['output'];
};

/** A case summary: the patient with vital signs and history, treatment, investigations and the points to summarise. */
export type CaseSummaryCase = {
  __typename?: 'CaseSummaryCase';
  investigations: CaseSummaryInvestigations;
  patient: CaseSummaryPatient;
  scenario: Scalars['String']['output'];
  summaryPoints: Array<Scalars['String']['output']>;
  treatment: CaseSummaryTreatment;
  wordCount: WordCountLimit;
};

export type CaseSummaryInvestigations = {
  __typename?: 'CaseSummaryInvestigations';
  importance: Scalars['String']['output'];
  orderedTests: Scalars['String']['output'];
};

export type CaseSummaryPatient = {
  __typename?: 'CaseSummaryPatient';
  admissionSource: Scalars['String']['output'];
  age: Scalars['Int']['output'];
  diagnosis: Scalars['String']['output'];
  gender: Scalars['String']['output'];
  medicalHistory: MedicalHistory;
  name: Scalars['String']['output'];
  presentingSymptoms: Array<Scalars['String']['output']>;
  vitalSigns: VitalSigns;
};

export type CaseSummaryTreatment = {
  __typename?: 'CaseSummaryTreatment';
  initiated: Scalars['String']['output'];
  persistentSymptoms: Scalars['String']['output'];
  stabilization: Scalars['String']['output'];
};

export type ChangeRationale = {
  __typename?: 'ChangeRationale';
  justification: Scalars['String']['output'];
};

export type CollaborationAndCoordination = {
  __typename?: 'CollaborationAndCoordination';
  contactDetails: Scalars['String']['output'];
  importance: Scalars['String']['output'];
};

/**
 * A communication case: the patient, the change in condition, the updated treatment plan, follow-up and contacts. The
 * fields of the data's `details` object sit on this type itself, which keeps the deepest field of the apps' queries
 * within the depth limit (GRAPHQL_MAX_DEPTH).
 */
export type CommunicationCase = {
  __typename?: 'CommunicationCase';
  changeInMedicalCondition: ConditionChange;
  closing: LetterClosing;
  collaborationAndCoordination: CollaborationAndCoordination;
  followUpAndMonitoring: FollowUpAndMonitoring;
  noteToCandidate: Scalars['String']['output'];
  patientAndFamilyEducation: FamilyEducation;
  patientInformation: CommunicationPatient;
  professionalAndCourteousTone: ToneAdvice;
  rationaleForChanges: ChangeRationale;
  scenario: Scalars['String']['output'];
  updatedTreatmentPlan: TreatmentPlanUpdate;
};

export type CommunicationPatient = {
  __typename?: 'CommunicationPatient';
  admissionDate: Scalars['String']['output'];
  age: Scalars['Int']['output'];
  currentDiagnosis: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
};

export type ConditionChange = {
  __typename?: 'ConditionChange';
  description: Scalars['String']['output'];
};

/** A key just created, with its secret: the only time the secret is shown. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  key: ApiKey;
  /** Send as `Authorization: Bearer <secret>`; store it safely, it cannot be shown again. */
  secret: Scalars['String']['output'];
};

export type CriterionScore = {
  __typename?: 'CriterionScore';
  criterion: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  taskKey: Scalars['String']['output'];
};

export type CriterionScoreInput = {
  criterion: Scalars['String']['input'];
  score: Scalars['Float']['input'];
  taskKey: Scalars['String']['input'];
};

export type DischargeField = {
  __typename?: 'DischargeField';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type DischargeFields = {
  __typename?: 'DischargeFields';
  fields: Array<DischargeField>;
  heading: Scalars['String']['output'];
};

export type DischargeList = {
  __typename?: 'DischargeList';
  heading: Scalars['String']['output'];
  items: Array<Scalars['String']['output']>;
};

export type DischargeParagraph = {
  __typename?: 'DischargeParagraph';
  heading: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** One section of a discharge summary: a paragraph, a list, or labelled lines. */
export type DischargeSection = DischargeFields | DischargeList | DischargeParagraph;

/** A discharge summary: its sections in reading order (Patient details, Admission, Hospital course, ...). */
export type DischargeSummaryCase = {
  __typename?: 'DischargeSummaryCase';
  sections: Array<DischargeSection>;
};

/** TOEFL Academic Discussion: the professor's question and two students' views. */
export type Discussion = {
  __typename?: 'Discussion';
  professor: DiscussionPost;
  students: Array<DiscussionPost>;
};

export type DiscussionPost = {
  __typename?: 'DiscussionPost';
  name: Scalars['String']['output'];
  post: Scalars['String']['output'];
};

export type Education =
  | 'BD'
  | 'DH'
  | 'MD'
  | 'OT'
  | 'PE'
  | 'SE'
  | 'VQ';

export type Evaluation = {
  __typename?: 'Evaluation';
  areasOfImprovement: Array<LabelText>;
  /** Comments anchored to passages of the submitted answers, in the tutor's order. */
  comments: Array<AnchoredComment>;
  criterionScores: Array<CriterionScore>;
  feedback: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  overall?: Maybe<OverallScore>;
  published: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  revisedAnswer: Scalars['String']['output'];
  strengths: Array<LabelText>;
  weaknesses: Array<LabelText>;
};

export type EvaluationInput = {
  areasOfImprovement: Array<LabelTextInput>;
  /** Comments anchored to passages of the submitted answers; replaces the stored ones (none when left out). */
  comments?: InputMaybe<Array<AnchoredCommentInput>>;
  criterionScores: Array<CriterionScoreInput>;
  feedback: Scalars['String']['input'];
  revisedAnswer: Scalars['String']['input'];
  strengths: Array<LabelTextInput>;
  weaknesses: Array<LabelTextInput>;
};

export type Exam = {
  __typename?: 'Exam';
  /** Numeric code of the old product (2, 4, ..., 12). */
  code: Scalars['Int']['output'];
  key: ExamKey;
  /** Label as users see it (TOEFL, not the stored TOFEL). */
  label: Scalars['String']['output'];
  rubric: Rubric;
  shortCode: Scalars['String']['output'];
  totalMinutes: Scalars['Int']['output'];
};

export type ExamKey =
  | 'IELTSAcademic'
  | 'IELTSGeneral'
  | 'OETDoctors'
  | 'OETNurses'
  | 'PTE'
  | 'TOFEL';

export type FamilyEducation = {
  __typename?: 'FamilyEducation';
  information: Scalars['String']['output'];
};

export type FollowUpAndMonitoring = {
  __typename?: 'FollowUpAndMonitoring';
  followUpAppointment: FollowUpAppointment;
  urgentSymptoms: Scalars['String']['output'];
};

export type FollowUpAppointment = {
  __typename?: 'FollowUpAppointment';
  monitoringParameters: Scalars['String']['output'];
  timeFrame: Scalars['String']['output'];
};

/**
 * A healthcare scenario: the writer's role and setting, the patient, the instructions. The data's `scenario` and
 * `instructions.content` are lifted onto this type, so that a field name means one type across the six shapes (a query
 * selecting every shape could not otherwise ask for both kinds of `scenario`).
 */
export type HealthcareScenarioCase = {
  __typename?: 'HealthcareScenarioCase';
  instructions: Array<Scalars['String']['output']>;
  patient: ScenarioPatient;
  /** The writer's role, e.g. Community nurse. */
  role: Scalars['String']['output'];
  setting: Scalars['String']['output'];
};

export type LabelText = {
  __typename?: 'LabelText';
  label: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type LabelTextInput = {
  label: Scalars['String']['input'];
  text: Scalars['String']['input'];
};

export type LetterClosing = {
  __typename?: 'LetterClosing';
  gratitude: Scalars['String']['output'];
};

export type MailStatus =
  | 'failed'
  | 'pending'
  | 'sent';

export type MedicalHistory = {
  __typename?: 'MedicalHistory';
  hypertension: Scalars['String']['output'];
};

export type MedicationAdjustment = {
  __typename?: 'MedicationAdjustment';
  name: Scalars['String']['output'];
  newDosage: Scalars['String']['output'];
  previousDosage: Scalars['String']['output'];
};

export type MockTest = {
  __typename?: 'MockTest';
  exam: ExamKey;
  id: Scalars['ID']['output'];
  /** The caller's attempt at this test, if any. */
  myAttempt?: Maybe<Attempt>;
  sequence: Scalars['Int']['output'];
  /** Empty while the test is locked for the caller (unless the caller already has an attempt at it). */
  tasks: Array<WritingTask>;
  title: Scalars['String']['output'];
  totalMinutes: Scalars['Int']['output'];
  /** The old product's screen type: writing1, writing2 or an OET type. */
  type: Scalars['String']['output'];
  /** False when the caller's plan does not include this test. */
  unlocked: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Grants or revokes tutor or admin, with the reason written to the role audit log (admins only). */
  changeRole: Profile;
  claimAttempt: QueueItem;
  /**
   * Asks the payment provider about the purchase (when the browser comes back from paying) and fulfils it if the
   * payment succeeded; answers the purchase as it stands. Fulfilment happens once, whichever of this and the provider's
   * webhook comes first.
   */
  confirmPurchase: Purchase;
  /** Creates an API key for the signed-in caller. Needs a real sign-in: a call made with an API key is refused. */
  createApiKey: CreatedApiKey;
  /** Grants a role to the account with this e-mail (admins only). */
  grantRole: Profile;
  publishEvaluation: QueueItem;
  /** Puts a failed mail back in the outbox for a new round of tries, keeping its Message-ID (admins only). */
  resendMail: OutboxMail;
  /** Revokes one of the caller's keys at once; revoking it again changes nothing. */
  revokeApiKey: ApiKey;
  saveDraft: Attempt;
  saveEvaluation: QueueItem;
  /** Starts the test or returns the attempt already started; the server records the start time. */
  startAttempt: Attempt;
  /** Starts paying for a plan for an exam; refused for a plan at or below the one the caller holds. */
  startPurchase: PaymentSession;
  /** Idempotent: submitting twice returns the same submitted attempt. */
  submitAttempt: Attempt;
  updateMyProfile: Profile;
};


export type MutationChangeRoleArgs = {
  email: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  role: Role;
};


export type MutationClaimAttemptArgs = {
  attemptId: Scalars['ID']['input'];
};


export type MutationConfirmPurchaseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  readOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationGrantRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};


export type MutationPublishEvaluationArgs = {
  attemptId: Scalars['ID']['input'];
  input: EvaluationInput;
};


export type MutationResendMailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveDraftArgs = {
  answers: Array<AnswerInput>;
  attemptId: Scalars['ID']['input'];
};


export type MutationSaveEvaluationArgs = {
  attemptId: Scalars['ID']['input'];
  input: EvaluationInput;
};


export type MutationStartAttemptArgs = {
  mockTestId: Scalars['ID']['input'];
};


export type MutationStartPurchaseArgs = {
  input: StartPurchaseInput;
};


export type MutationSubmitAttemptArgs = {
  answers: Array<AnswerInput>;
  attemptId: Scalars['ID']['input'];
};


export type MutationUpdateMyProfileArgs = {
  input: UpdateProfileInput;
};

/**
 * The case notes of an OET letter task: one of six shapes, each laid out its own way. Field names are those of the
 * question bank's data (content/README.md); every field is present.
 */
export type OetCase = CaseNoteCase | CaseSummaryCase | CommunicationCase | DischargeSummaryCase | HealthcareScenarioCase | ReferralCase;

/** A mail in the outbox, as the admin's Mail screen shows it. */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The mail server's last refusal or the connection error; null once sent. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** A pending mail is not tried before this. */
  nextAttemptAt: Scalars['DateTime']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: MailStatus;
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** Sends attempted in the current round (a resend starts a new round). */
  tries: Scalars['Int']['output'];
};

export type OverallScore = {
  __typename?: 'OverallScore';
  /** Human form, e.g. 'Band 6.5', '380 (C+)'. */
  display: Scalars['String']['output'];
  grade?: Maybe<Scalars['String']['output']>;
  /** The score as the exam reports it (e.g. 6.5, 380, 79, 4.5). */
  value: Scalars['Float']['output'];
};

/** The payment provider behind a purchase: Stripe (full mode) or the simulated test gateway (embedded mode, no money). */
export type PaymentGatewayKind =
  | 'simulated'
  | 'stripe';

/** What the payment page needs to take the payment. */
export type PaymentSession = {
  __typename?: 'PaymentSession';
  /** Given to the payment form: Stripe's PaymentIntent client secret, or the simulated gateway's equivalent. */
  clientSecret: Scalars['String']['output'];
  gateway: PaymentGatewayKind;
  /** Stripe's publishable key; null for the simulated gateway. */
  publishableKey?: Maybe<Scalars['String']['output']>;
  purchase: Purchase;
};

export type Plan = {
  __typename?: 'Plan';
  accessMonths: Scalars['Int']['output'];
  evaluationMinutes: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  mostPopular: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  priceUsd: Scalars['Int']['output'];
  promise: Scalars['String']['output'];
  strikePriceUsd: Scalars['Int']['output'];
  tests: Scalars['Int']['output'];
};

export type Profile = {
  __typename?: 'Profile';
  country?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  destination: Scalars['String']['output'];
  education: Education;
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  expiryDate?: Maybe<Scalars['DateTime']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isSubscribed: Scalars['Boolean']['output'];
  photoUrl?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  planExpired: Scalars['Boolean']['output'];
  role: Role;
  /** The exam the candidate prepares for (catalogue key, e.g. IELTSAcademic). */
  selectedExam: ExamKey;
  targetScore: TargetScore;
  userId: Scalars['ID']['output'];
};

/** A plan bought for one exam. The price comes from the server's plan catalogue, never from the client. */
export type Purchase = {
  __typename?: 'Purchase';
  /** What is charged, in whole US dollars (an upgrade may be credited for the plan it replaces). */
  amountUsd: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  exam: ExamKey;
  /** The provider's message when the payment failed (e.g. a declined card). */
  failureMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  plan: Plan;
  /** When the plan bought by this purchase expires (set once it succeeded). */
  planExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Shown on the receipt once the payment succeeded. */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  status: PurchaseStatus;
  succeededAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Where a purchase stands, as the payment provider last told the server. */
export type PurchaseStatus =
  | 'failed'
  | 'pending'
  | 'refunded'
  | 'succeeded';

export type Query = {
  __typename?: 'Query';
  attempt?: Maybe<Attempt>;
  /** Submitted attempts awaiting evaluation that match the filter, oldest deadline first (tutors and admins). */
  evaluationQueue: QueuePage;
  exams: Array<Exam>;
  /** One attempt to grade (tutors and admins). */
  gradingItem?: Maybe<QueueItem>;
  /**
   * Readiness for integrators, the same verdict as GET /readyz: "ok" when the database answers with every migration
   * applied (and Redis answers, when configured); otherwise "unavailable: " and the failing parts, e.g.
   * "unavailable: database (unreachable)".
   */
  health: Scalars['String']['output'];
  /** The caller's profile; created from the identity token on the first call. */
  me: Profile;
  mockTest?: Maybe<MockTest>;
  /** Tests of one exam (the caller's selected exam when omitted). */
  mockTests: Array<MockTest>;
  /** The caller's API keys, newest first, revoked and expired ones included. */
  myApiKeys: Array<ApiKey>;
  myAttempts: AttemptPage;
  /** The caller's published evaluations, newest first; search matches the candidate's name or e-mail or the test title. */
  myGradedWork: QueuePage;
  /** The caller's purchases, newest first. */
  myPurchases: Array<Purchase>;
  /** The outbox, newest first (admins only). */
  outbox: Array<OutboxMail>;
  /**
   * The overall score these criterion scores give by the exam's formula (the rubric's scoring text says how), null until
   * every criterion of every task is scored; nothing is stored (tutors and admins).
   */
  overallPreview?: Maybe<OverallScore>;
  /** Accounts whose e-mail or name contains the text, exact e-mail first; an empty text lists staff first (admins only). */
  people: Array<Profile>;
  plans: Array<Plan>;
  /** One of the caller's purchases (staff may read any). */
  purchase?: Maybe<Purchase>;
  /** The role audit log, newest first; only one account's changes when subjectId is given (admins only). */
  roleChanges: Array<RoleChange>;
};


export type QueryAttemptArgs = {
  id: Scalars['ID']['input'];
};


export type QueryEvaluationQueueArgs = {
  filter?: InputMaybe<QueueFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGradingItemArgs = {
  attemptId: Scalars['ID']['input'];
};


export type QueryMockTestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMockTestsArgs = {
  exam?: InputMaybe<ExamKey>;
};


export type QueryMyAttemptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyGradedWorkArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOutboxArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryOverallPreviewArgs = {
  criterionScores: Array<CriterionScoreInput>;
  exam: ExamKey;
  taskKeys: Array<Scalars['String']['input']>;
};


export type QueryPeopleArgs = {
  limit?: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


export type QueryPurchaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoleChangesArgs = {
  limit?: Scalars['Int']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};

/** Narrows the evaluation queue; the parts combine (all must hold). */
export type QueueFilter = {
  exam?: InputMaybe<ExamKey>;
  /** A plan key: bronze, silver or gold (checked by the server). */
  plan?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<QueueStatusFilter>;
};

/** An attempt as a tutor sees it in the queue. */
export type QueueItem = {
  __typename?: 'QueueItem';
  attempt: Attempt;
  candidateEmail: Scalars['String']['output'];
  candidateName: Scalars['String']['output'];
  claimedBy?: Maybe<Scalars['String']['output']>;
  claimedByMe: Scalars['Boolean']['output'];
  /** The tutor's evaluation, draft or published. */
  evaluation?: Maybe<Evaluation>;
  exam: Exam;
  /** Whether the evaluation was published by the deadline; null while it is not published. */
  onTime?: Maybe<Scalars['Boolean']['output']>;
  /** The candidate's plan, none for a free test. */
  plan?: Maybe<Plan>;
};

export type QueuePage = {
  __typename?: 'QueuePage';
  items: Array<QueueItem>;
  total: Scalars['Int']['output'];
};

/** Where a queued answer stands, for filtering the queue. */
export type QueueStatusFilter =
  /** Claimed by another tutor. */
  | 'CLAIMED_BY_OTHERS'
  /** Claimed by the caller. */
  | 'MINE'
  /** Its deadline has passed and no evaluation is published. */
  | 'OVERDUE'
  /** Nobody has claimed it. */
  | 'UNCLAIMED';

/** A referral: the scenario, what the letter must do, the instructions and a note. */
export type ReferralCase = {
  __typename?: 'ReferralCase';
  instructions: Array<Scalars['String']['output']>;
  note: Scalars['String']['output'];
  scenario: Scalars['String']['output'];
  taskDescription: Scalars['String']['output'];
};

export type Role =
  | 'admin'
  | 'candidate'
  | 'tutor';

/** One change of an account's role, as the audit log keeps it. */
export type RoleChange = {
  __typename?: 'RoleChange';
  /** The admin who made the change, or 'system' for the operator's command line. */
  actorEmail: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fromRole: Role;
  id: Scalars['ID']['output'];
  /** Why; null for changes made without one (the command line, grantRole). */
  reason?: Maybe<Scalars['String']['output']>;
  subjectEmail: Scalars['String']['output'];
  subjectId: Scalars['ID']['output'];
  toRole: Role;
};

export type Rubric = {
  __typename?: 'Rubric';
  criteria: Array<RubricCriterion>;
  /** How the criterion scores become the overall score, in words. */
  scoring: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type RubricCriterion = {
  __typename?: 'RubricCriterion';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
  step: Scalars['Float']['output'];
  /** The task this criterion scores; null when it applies to every task of the test. */
  taskKey?: Maybe<Scalars['String']['output']>;
};

export type ScenarioPatient = {
  __typename?: 'ScenarioPatient';
  diagnosis: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type StartPurchaseInput = {
  exam: ExamKey;
  /** bronze, silver or gold. */
  plan: Scalars['String']['input'];
};

export type TargetScore = {
  __typename?: 'TargetScore';
  listening: Scalars['String']['output'];
  reading: Scalars['String']['output'];
  speaking: Scalars['String']['output'];
  writing: Scalars['String']['output'];
};

export type TargetScoreInput = {
  listening: Scalars['String']['input'];
  reading: Scalars['String']['input'];
  speaking: Scalars['String']['input'];
  writing: Scalars['String']['input'];
};

export type ToneAdvice = {
  __typename?: 'ToneAdvice';
  tone: Scalars['String']['output'];
};

export type TreatmentPlanUpdate = {
  __typename?: 'TreatmentPlanUpdate';
  medicationAdjustments: MedicationAdjustment;
  monitoringDetails: Scalars['String']['output'];
  newMedicationOrTherapy: Scalars['String']['output'];
};

export type UpdateProfileInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  destination?: InputMaybe<Scalars['String']['input']>;
  education?: InputMaybe<Education>;
  selectedExam?: InputMaybe<ExamKey>;
  targetScore?: InputMaybe<TargetScoreInput>;
};

export type VitalSigns = {
  __typename?: 'VitalSigns';
  bloodPressure: Scalars['String']['output'];
  heartRate: Scalars['String']['output'];
  respiratoryRate: Scalars['String']['output'];
  temperature: Scalars['String']['output'];
};

export type WordCountLimit = {
  __typename?: 'WordCountLimit';
  min: Scalars['Int']['output'];
};

export type WritingTask = {
  __typename?: 'WritingTask';
  /** IELTS General letter and TOEFL email: the three points the answer must cover. */
  bullets?: Maybe<Array<Scalars['String']['output']>>;
  /** TOEFL Academic Discussion. */
  discussion?: Maybe<Discussion>;
  /** IELTS Task 2: opinion, discussion, problem-solution, advantages-disadvantages or two-part. */
  essayKind?: Maybe<Scalars['String']['output']>;
  /** Text alternative of the image, carrying its data. */
  imageAlt?: Maybe<Scalars['String']['output']>;
  /** Optional SVG image (IELTS Academic Task 1). */
  imageSvg?: Maybe<Scalars['String']['output']>;
  instructions: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** IELTS General Task 1: formal, semi-formal or informal. */
  letterKind?: Maybe<Scalars['String']['output']>;
  maxWords?: Maybe<Scalars['Int']['output']>;
  minWords?: Maybe<Scalars['Int']['output']>;
  minutes: Scalars['Int']['output'];
  /** A model answer for tutors; null unless the caller is a tutor or an admin. */
  modelAnswer?: Maybe<Scalars['String']['output']>;
  /** OET letter: the case notes, in one of the six shapes of the question bank (content/README.md). */
  oetCase?: Maybe<OetCase>;
  /** PTE Summarize Written Text: the passage to summarise. */
  passage?: Maybe<Scalars['String']['output']>;
  prompt: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  DischargeSection:
    | ( DischargeFields )
    | ( DischargeList )
    | ( DischargeParagraph )
  ;
  OetCase:
    | ( CaseNoteCaseModel )
    | ( CaseSummaryCaseModel )
    | ( CommunicationCaseModel )
    | ( DischargeSummaryCaseModel )
    | ( HealthcareScenarioCaseModel )
    | ( ReferralCaseModel )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AnchoredComment: ResolverTypeWrapper<AnchoredComment>;
  AnchoredCommentInput: AnchoredCommentInput;
  Answer: ResolverTypeWrapper<AnswerModel>;
  AnswerInput: AnswerInput;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  Attempt: ResolverTypeWrapper<AttemptModel>;
  AttemptPage: ResolverTypeWrapper<Omit<AttemptPage, 'items'> & { items: Array<ResolversTypes['Attempt']> }>;
  AttemptStatus: null;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CaseNoteCase: ResolverTypeWrapper<CaseNoteCaseModel>;
  CaseSummaryCase: ResolverTypeWrapper<CaseSummaryCaseModel>;
  CaseSummaryInvestigations: ResolverTypeWrapper<CaseSummaryInvestigations>;
  CaseSummaryPatient: ResolverTypeWrapper<CaseSummaryPatient>;
  CaseSummaryTreatment: ResolverTypeWrapper<CaseSummaryTreatment>;
  ChangeRationale: ResolverTypeWrapper<ChangeRationale>;
  CollaborationAndCoordination: ResolverTypeWrapper<CollaborationAndCoordination>;
  CommunicationCase: ResolverTypeWrapper<CommunicationCaseModel>;
  CommunicationPatient: ResolverTypeWrapper<CommunicationPatient>;
  ConditionChange: ResolverTypeWrapper<ConditionChange>;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CriterionScore: ResolverTypeWrapper<CriterionScoreModel>;
  CriterionScoreInput: CriterionScoreInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DischargeField: ResolverTypeWrapper<DischargeField>;
  DischargeFields: ResolverTypeWrapper<DischargeFields>;
  DischargeList: ResolverTypeWrapper<DischargeList>;
  DischargeParagraph: ResolverTypeWrapper<DischargeParagraph>;
  DischargeSection: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DischargeSection']>;
  DischargeSummaryCase: ResolverTypeWrapper<DischargeSummaryCaseModel>;
  Discussion: ResolverTypeWrapper<DiscussionModel>;
  DiscussionPost: ResolverTypeWrapper<DiscussionPostModel>;
  Education: Education;
  Evaluation: ResolverTypeWrapper<EvaluationModel>;
  EvaluationInput: EvaluationInput;
  Exam: ResolverTypeWrapper<ExamModel>;
  ExamKey: ExamKey;
  FamilyEducation: ResolverTypeWrapper<FamilyEducation>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowUpAndMonitoring: ResolverTypeWrapper<FollowUpAndMonitoring>;
  FollowUpAppointment: ResolverTypeWrapper<FollowUpAppointment>;
  HealthcareScenarioCase: ResolverTypeWrapper<HealthcareScenarioCaseModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LabelText: ResolverTypeWrapper<LabelTextModel>;
  LabelTextInput: LabelTextInput;
  LetterClosing: ResolverTypeWrapper<LetterClosing>;
  MailStatus: null;
  MedicalHistory: ResolverTypeWrapper<MedicalHistory>;
  MedicationAdjustment: ResolverTypeWrapper<MedicationAdjustment>;
  MockTest: ResolverTypeWrapper<CatalogEntryModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OetCase: ResolverTypeWrapper<OetCaseModel>;
  OutboxMail: ResolverTypeWrapper<OutboxEntryModel>;
  OverallScore: ResolverTypeWrapper<OverallScoreModel>;
  PaymentGatewayKind: null;
  PaymentSession: ResolverTypeWrapper<PaymentSessionModel>;
  Plan: ResolverTypeWrapper<PlanModel>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  Purchase: ResolverTypeWrapper<PurchaseModel>;
  PurchaseStatus: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueFilter: QueueFilter;
  QueueItem: ResolverTypeWrapper<QueueEntryModel>;
  QueuePage: ResolverTypeWrapper<Omit<QueuePage, 'items'> & { items: Array<ResolversTypes['QueueItem']> }>;
  QueueStatusFilter: QueueStatusFilter;
  ReferralCase: ResolverTypeWrapper<ReferralCaseModel>;
  Role: null;
  RoleChange: ResolverTypeWrapper<RoleChangeModel>;
  Rubric: ResolverTypeWrapper<RubricModel>;
  RubricCriterion: ResolverTypeWrapper<RubricCriterionModel>;
  ScenarioPatient: ResolverTypeWrapper<ScenarioPatient>;
  StartPurchaseInput: StartPurchaseInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TargetScore: ResolverTypeWrapper<TargetScoreModel>;
  TargetScoreInput: TargetScoreInput;
  ToneAdvice: ResolverTypeWrapper<ToneAdvice>;
  TreatmentPlanUpdate: ResolverTypeWrapper<TreatmentPlanUpdate>;
  UpdateProfileInput: UpdateProfileInput;
  VitalSigns: ResolverTypeWrapper<VitalSigns>;
  WordCountLimit: ResolverTypeWrapper<WordCountLimit>;
  WritingTask: ResolverTypeWrapper<MockTestTaskModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AnchoredComment: AnchoredComment;
  AnchoredCommentInput: AnchoredCommentInput;
  Answer: AnswerModel;
  AnswerInput: AnswerInput;
  ApiKey: ApiKey;
  Attempt: AttemptModel;
  AttemptPage: Omit<AttemptPage, 'items'> & { items: Array<ResolversParentTypes['Attempt']> };
  Boolean: Scalars['Boolean']['output'];
  CaseNoteCase: CaseNoteCaseModel;
  CaseSummaryCase: CaseSummaryCaseModel;
  CaseSummaryInvestigations: CaseSummaryInvestigations;
  CaseSummaryPatient: CaseSummaryPatient;
  CaseSummaryTreatment: CaseSummaryTreatment;
  ChangeRationale: ChangeRationale;
  CollaborationAndCoordination: CollaborationAndCoordination;
  CommunicationCase: CommunicationCaseModel;
  CommunicationPatient: CommunicationPatient;
  ConditionChange: ConditionChange;
  CreatedApiKey: CreatedApiKey;
  CriterionScore: CriterionScoreModel;
  CriterionScoreInput: CriterionScoreInput;
  DateTime: Scalars['DateTime']['output'];
  DischargeField: DischargeField;
  DischargeFields: DischargeFields;
  DischargeList: DischargeList;
  DischargeParagraph: DischargeParagraph;
  DischargeSection: ResolversUnionTypes<ResolversParentTypes>['DischargeSection'];
  DischargeSummaryCase: DischargeSummaryCaseModel;
  Discussion: DiscussionModel;
  DiscussionPost: DiscussionPostModel;
  Evaluation: EvaluationModel;
  EvaluationInput: EvaluationInput;
  Exam: ExamModel;
  FamilyEducation: FamilyEducation;
  Float: Scalars['Float']['output'];
  FollowUpAndMonitoring: FollowUpAndMonitoring;
  FollowUpAppointment: FollowUpAppointment;
  HealthcareScenarioCase: HealthcareScenarioCaseModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LabelText: LabelTextModel;
  LabelTextInput: LabelTextInput;
  LetterClosing: LetterClosing;
  MedicalHistory: MedicalHistory;
  MedicationAdjustment: MedicationAdjustment;
  MockTest: CatalogEntryModel;
  Mutation: Record<PropertyKey, never>;
  OetCase: OetCaseModel;
  OutboxMail: OutboxEntryModel;
  OverallScore: OverallScoreModel;
  PaymentSession: PaymentSessionModel;
  Plan: PlanModel;
  Profile: ProfileModel;
  Purchase: PurchaseModel;
  Query: Record<PropertyKey, never>;
  QueueFilter: QueueFilter;
  QueueItem: QueueEntryModel;
  QueuePage: Omit<QueuePage, 'items'> & { items: Array<ResolversParentTypes['QueueItem']> };
  ReferralCase: ReferralCaseModel;
  RoleChange: RoleChangeModel;
  Rubric: RubricModel;
  RubricCriterion: RubricCriterionModel;
  ScenarioPatient: ScenarioPatient;
  StartPurchaseInput: StartPurchaseInput;
  String: Scalars['String']['output'];
  TargetScore: TargetScoreModel;
  TargetScoreInput: TargetScoreInput;
  ToneAdvice: ToneAdvice;
  TreatmentPlanUpdate: TreatmentPlanUpdate;
  UpdateProfileInput: UpdateProfileInput;
  VitalSigns: VitalSigns;
  WordCountLimit: WordCountLimit;
  WritingTask: MockTestTaskModel;
}>;

export type AnchoredCommentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AnchoredComment'] = ResolversParentTypes['AnchoredComment']> = ResolversObject<{
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnswerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Answer'] = ResolversParentTypes['Answer']> = ResolversObject<{
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AttemptResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Attempt'] = ResolversParentTypes['Attempt']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType>;
  deadlineAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  evaluation?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mockTest?: Resolver<ResolversTypes['MockTest'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondsTaken?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttemptStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AttemptPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AttemptPage'] = ResolversParentTypes['AttemptPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Attempt']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttemptStatusResolvers = { EVALUATION_DONE: 'EvaluationDone', IN_PROGRESS: 'InProgress', NOT_ATTEMPTED: 'NotAttempted', SUBMITTED: 'Submitted', TIMED_OUT: 'TimedOut' };

export type CaseNoteCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseNoteCase'] = ResolversParentTypes['CaseNoteCase']> = ResolversObject<{
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  noteToCandidates?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordLimit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CaseSummaryCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryCase'] = ResolversParentTypes['CaseSummaryCase']> = ResolversObject<{
  investigations?: Resolver<ResolversTypes['CaseSummaryInvestigations'], ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['CaseSummaryPatient'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summaryPoints?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  treatment?: Resolver<ResolversTypes['CaseSummaryTreatment'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['WordCountLimit'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CaseSummaryInvestigationsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryInvestigations'] = ResolversParentTypes['CaseSummaryInvestigations']> = ResolversObject<{
  importance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedTests?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaseSummaryPatientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryPatient'] = ResolversParentTypes['CaseSummaryPatient']> = ResolversObject<{
  admissionSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  diagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medicalHistory?: Resolver<ResolversTypes['MedicalHistory'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentingSymptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vitalSigns?: Resolver<ResolversTypes['VitalSigns'], ParentType, ContextType>;
}>;

export type CaseSummaryTreatmentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryTreatment'] = ResolversParentTypes['CaseSummaryTreatment']> = ResolversObject<{
  initiated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  persistentSymptoms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stabilization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangeRationaleResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChangeRationale'] = ResolversParentTypes['ChangeRationale']> = ResolversObject<{
  justification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CollaborationAndCoordinationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CollaborationAndCoordination'] = ResolversParentTypes['CollaborationAndCoordination']> = ResolversObject<{
  contactDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  importance?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommunicationCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommunicationCase'] = ResolversParentTypes['CommunicationCase']> = ResolversObject<{
  changeInMedicalCondition?: Resolver<ResolversTypes['ConditionChange'], ParentType, ContextType>;
  closing?: Resolver<ResolversTypes['LetterClosing'], ParentType, ContextType>;
  collaborationAndCoordination?: Resolver<ResolversTypes['CollaborationAndCoordination'], ParentType, ContextType>;
  followUpAndMonitoring?: Resolver<ResolversTypes['FollowUpAndMonitoring'], ParentType, ContextType>;
  noteToCandidate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientAndFamilyEducation?: Resolver<ResolversTypes['FamilyEducation'], ParentType, ContextType>;
  patientInformation?: Resolver<ResolversTypes['CommunicationPatient'], ParentType, ContextType>;
  professionalAndCourteousTone?: Resolver<ResolversTypes['ToneAdvice'], ParentType, ContextType>;
  rationaleForChanges?: Resolver<ResolversTypes['ChangeRationale'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedTreatmentPlan?: Resolver<ResolversTypes['TreatmentPlanUpdate'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommunicationPatientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommunicationPatient'] = ResolversParentTypes['CommunicationPatient']> = ResolversObject<{
  admissionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentDiagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConditionChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ConditionChange'] = ResolversParentTypes['ConditionChange']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CriterionScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CriterionScore'] = ResolversParentTypes['CriterionScore']> = ResolversObject<{
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DischargeFieldResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeField'] = ResolversParentTypes['DischargeField']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DischargeFieldsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeFields'] = ResolversParentTypes['DischargeFields']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['DischargeField']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DischargeListResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeList'] = ResolversParentTypes['DischargeList']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DischargeParagraphResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeParagraph'] = ResolversParentTypes['DischargeParagraph']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DischargeSectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeSection'] = ResolversParentTypes['DischargeSection']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DischargeFields' | 'DischargeList' | 'DischargeParagraph', ParentType, ContextType>;
}>;

export type DischargeSummaryCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DischargeSummaryCase'] = ResolversParentTypes['DischargeSummaryCase']> = ResolversObject<{
  sections?: Resolver<Array<ResolversTypes['DischargeSection']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DiscussionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Discussion'] = ResolversParentTypes['Discussion']> = ResolversObject<{
  professor?: Resolver<ResolversTypes['DiscussionPost'], ParentType, ContextType>;
  students?: Resolver<Array<ResolversTypes['DiscussionPost']>, ParentType, ContextType>;
}>;

export type DiscussionPostResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DiscussionPost'] = ResolversParentTypes['DiscussionPost']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvaluationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Evaluation'] = ResolversParentTypes['Evaluation']> = ResolversObject<{
  areasOfImprovement?: Resolver<Array<ResolversTypes['LabelText']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['AnchoredComment']>, ParentType, ContextType>;
  criterionScores?: Resolver<Array<ResolversTypes['CriterionScore']>, ParentType, ContextType>;
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revisedAnswer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strengths?: Resolver<Array<ResolversTypes['LabelText']>, ParentType, ContextType>;
  weaknesses?: Resolver<Array<ResolversTypes['LabelText']>, ParentType, ContextType>;
}>;

export type ExamResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Exam'] = ResolversParentTypes['Exam']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rubric?: Resolver<ResolversTypes['Rubric'], ParentType, ContextType>;
  shortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FamilyEducationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FamilyEducation'] = ResolversParentTypes['FamilyEducation']> = ResolversObject<{
  information?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FollowUpAndMonitoringResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FollowUpAndMonitoring'] = ResolversParentTypes['FollowUpAndMonitoring']> = ResolversObject<{
  followUpAppointment?: Resolver<ResolversTypes['FollowUpAppointment'], ParentType, ContextType>;
  urgentSymptoms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FollowUpAppointmentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FollowUpAppointment'] = ResolversParentTypes['FollowUpAppointment']> = ResolversObject<{
  monitoringParameters?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeFrame?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HealthcareScenarioCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HealthcareScenarioCase'] = ResolversParentTypes['HealthcareScenarioCase']> = ResolversObject<{
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['ScenarioPatient'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LabelTextResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LabelText'] = ResolversParentTypes['LabelText']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LetterClosingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LetterClosing'] = ResolversParentTypes['LetterClosing']> = ResolversObject<{
  gratitude?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailStatusResolvers = { FAILED: 'failed', PENDING: 'pending', SENT: 'sent' };

export type MedicalHistoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MedicalHistory'] = ResolversParentTypes['MedicalHistory']> = ResolversObject<{
  hypertension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MedicationAdjustmentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MedicationAdjustment'] = ResolversParentTypes['MedicationAdjustment']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newDosage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousDosage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MockTestResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MockTest'] = ResolversParentTypes['MockTest']> = ResolversObject<{
  exam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myAttempt?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['WritingTask']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changeRole?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationChangeRoleArgs, 'email' | 'reason' | 'role'>>;
  claimAttempt?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationClaimAttemptArgs, 'attemptId'>>;
  confirmPurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationConfirmPurchaseArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'readOnly'>>;
  grantRole?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'email' | 'role'>>;
  publishEvaluation?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationPublishEvaluationArgs, 'attemptId' | 'input'>>;
  resendMail?: Resolver<ResolversTypes['OutboxMail'], ParentType, ContextType, RequireFields<MutationResendMailArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  saveDraft?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'answers' | 'attemptId'>>;
  saveEvaluation?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationSaveEvaluationArgs, 'attemptId' | 'input'>>;
  startAttempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationStartAttemptArgs, 'mockTestId'>>;
  startPurchase?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationStartPurchaseArgs, 'input'>>;
  submitAttempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationSubmitAttemptArgs, 'answers' | 'attemptId'>>;
  updateMyProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
}>;

export type OetCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OetCase'] = ResolversParentTypes['OetCase']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CaseNoteCase' | 'CaseSummaryCase' | 'CommunicationCase' | 'DischargeSummaryCase' | 'HealthcareScenarioCase' | 'ReferralCase', ParentType, ContextType>;
}>;

export type OutboxMailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OverallScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OverallScore'] = ResolversParentTypes['OverallScore']> = ResolversObject<{
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PaymentGatewayKindResolvers = { SIMULATED: 'simulated', STRIPE: 'stripe' };

export type PaymentSessionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PaymentSession'] = ResolversParentTypes['PaymentSession']> = ResolversObject<{
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['PaymentGatewayKind'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  accessMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  evaluationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mostPopular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceUsd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strikePriceUsd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  education?: Resolver<ResolversTypes['Education'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  planExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  selectedExam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  targetScore?: Resolver<ResolversTypes['TargetScore'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PurchaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase']> = ResolversObject<{
  amountUsd?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  planExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  receiptNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
  succeededAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PurchaseStatusResolvers = { FAILED: 'failed', PENDING: 'pending', REFUNDED: 'refunded', SUCCEEDED: 'succeeded' };

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  attempt?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType, RequireFields<QueryAttemptArgs, 'id'>>;
  evaluationQueue?: Resolver<ResolversTypes['QueuePage'], ParentType, ContextType, RequireFields<QueryEvaluationQueueArgs, 'limit' | 'offset'>>;
  exams?: Resolver<Array<ResolversTypes['Exam']>, ParentType, ContextType>;
  gradingItem?: Resolver<Maybe<ResolversTypes['QueueItem']>, ParentType, ContextType, RequireFields<QueryGradingItemArgs, 'attemptId'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  mockTest?: Resolver<Maybe<ResolversTypes['MockTest']>, ParentType, ContextType, RequireFields<QueryMockTestArgs, 'id'>>;
  mockTests?: Resolver<Array<ResolversTypes['MockTest']>, ParentType, ContextType, Partial<QueryMockTestsArgs>>;
  myApiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  myAttempts?: Resolver<ResolversTypes['AttemptPage'], ParentType, ContextType, RequireFields<QueryMyAttemptsArgs, 'limit' | 'offset'>>;
  myGradedWork?: Resolver<ResolversTypes['QueuePage'], ParentType, ContextType, RequireFields<QueryMyGradedWorkArgs, 'limit' | 'offset'>>;
  myPurchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  outbox?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType, RequireFields<QueryOutboxArgs, 'limit'>>;
  overallPreview?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType, RequireFields<QueryOverallPreviewArgs, 'criterionScores' | 'exam' | 'taskKeys'>>;
  people?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryPeopleArgs, 'limit' | 'search'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  purchase?: Resolver<Maybe<ResolversTypes['Purchase']>, ParentType, ContextType, RequireFields<QueryPurchaseArgs, 'id'>>;
  roleChanges?: Resolver<Array<ResolversTypes['RoleChange']>, ParentType, ContextType, RequireFields<QueryRoleChangesArgs, 'limit'>>;
}>;

export type QueueItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueItem'] = ResolversParentTypes['QueueItem']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType>;
  candidateEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  candidateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  evaluation?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['Exam'], ParentType, ContextType>;
  onTime?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type QueuePageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueuePage'] = ResolversParentTypes['QueuePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['QueueItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReferralCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReferralCase'] = ResolversParentTypes['ReferralCase']> = ResolversObject<{
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RoleResolvers = { ADMIN: 'admin', CANDIDATE: 'candidate', TUTOR: 'tutor' };

export type RoleChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RoleChange'] = ResolversParentTypes['RoleChange']> = ResolversObject<{
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type RubricResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Rubric'] = ResolversParentTypes['Rubric']> = ResolversObject<{
  criteria?: Resolver<Array<ResolversTypes['RubricCriterion']>, ParentType, ContextType>;
  scoring?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RubricCriterionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RubricCriterion'] = ResolversParentTypes['RubricCriterion']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taskKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScenarioPatientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ScenarioPatient'] = ResolversParentTypes['ScenarioPatient']> = ResolversObject<{
  diagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TargetScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TargetScore'] = ResolversParentTypes['TargetScore']> = ResolversObject<{
  listening?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speaking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ToneAdviceResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ToneAdvice'] = ResolversParentTypes['ToneAdvice']> = ResolversObject<{
  tone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TreatmentPlanUpdateResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TreatmentPlanUpdate'] = ResolversParentTypes['TreatmentPlanUpdate']> = ResolversObject<{
  medicationAdjustments?: Resolver<ResolversTypes['MedicationAdjustment'], ParentType, ContextType>;
  monitoringDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newMedicationOrTherapy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VitalSignsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VitalSigns'] = ResolversParentTypes['VitalSigns']> = ResolversObject<{
  bloodPressure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heartRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  respiratoryRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WordCountLimitResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WordCountLimit'] = ResolversParentTypes['WordCountLimit']> = ResolversObject<{
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WritingTaskResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WritingTask'] = ResolversParentTypes['WritingTask']> = ResolversObject<{
  bullets?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  discussion?: Resolver<Maybe<ResolversTypes['Discussion']>, ParentType, ContextType>;
  essayKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  letterKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minWords?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modelAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oetCase?: Resolver<Maybe<ResolversTypes['OetCase']>, ParentType, ContextType>;
  passage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphqlContext> = ResolversObject<{
  AnchoredComment?: AnchoredCommentResolvers<ContextType>;
  Answer?: AnswerResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  Attempt?: AttemptResolvers<ContextType>;
  AttemptPage?: AttemptPageResolvers<ContextType>;
  AttemptStatus?: AttemptStatusResolvers;
  CaseNoteCase?: CaseNoteCaseResolvers<ContextType>;
  CaseSummaryCase?: CaseSummaryCaseResolvers<ContextType>;
  CaseSummaryInvestigations?: CaseSummaryInvestigationsResolvers<ContextType>;
  CaseSummaryPatient?: CaseSummaryPatientResolvers<ContextType>;
  CaseSummaryTreatment?: CaseSummaryTreatmentResolvers<ContextType>;
  ChangeRationale?: ChangeRationaleResolvers<ContextType>;
  CollaborationAndCoordination?: CollaborationAndCoordinationResolvers<ContextType>;
  CommunicationCase?: CommunicationCaseResolvers<ContextType>;
  CommunicationPatient?: CommunicationPatientResolvers<ContextType>;
  ConditionChange?: ConditionChangeResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CriterionScore?: CriterionScoreResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DischargeField?: DischargeFieldResolvers<ContextType>;
  DischargeFields?: DischargeFieldsResolvers<ContextType>;
  DischargeList?: DischargeListResolvers<ContextType>;
  DischargeParagraph?: DischargeParagraphResolvers<ContextType>;
  DischargeSection?: DischargeSectionResolvers<ContextType>;
  DischargeSummaryCase?: DischargeSummaryCaseResolvers<ContextType>;
  Discussion?: DiscussionResolvers<ContextType>;
  DiscussionPost?: DiscussionPostResolvers<ContextType>;
  Evaluation?: EvaluationResolvers<ContextType>;
  Exam?: ExamResolvers<ContextType>;
  FamilyEducation?: FamilyEducationResolvers<ContextType>;
  FollowUpAndMonitoring?: FollowUpAndMonitoringResolvers<ContextType>;
  FollowUpAppointment?: FollowUpAppointmentResolvers<ContextType>;
  HealthcareScenarioCase?: HealthcareScenarioCaseResolvers<ContextType>;
  LabelText?: LabelTextResolvers<ContextType>;
  LetterClosing?: LetterClosingResolvers<ContextType>;
  MailStatus?: MailStatusResolvers;
  MedicalHistory?: MedicalHistoryResolvers<ContextType>;
  MedicationAdjustment?: MedicationAdjustmentResolvers<ContextType>;
  MockTest?: MockTestResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OetCase?: OetCaseResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OverallScore?: OverallScoreResolvers<ContextType>;
  PaymentGatewayKind?: PaymentGatewayKindResolvers;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  PurchaseStatus?: PurchaseStatusResolvers;
  Query?: QueryResolvers<ContextType>;
  QueueItem?: QueueItemResolvers<ContextType>;
  QueuePage?: QueuePageResolvers<ContextType>;
  ReferralCase?: ReferralCaseResolvers<ContextType>;
  Role?: RoleResolvers;
  RoleChange?: RoleChangeResolvers<ContextType>;
  Rubric?: RubricResolvers<ContextType>;
  RubricCriterion?: RubricCriterionResolvers<ContextType>;
  ScenarioPatient?: ScenarioPatientResolvers<ContextType>;
  TargetScore?: TargetScoreResolvers<ContextType>;
  ToneAdvice?: ToneAdviceResolvers<ContextType>;
  TreatmentPlanUpdate?: TreatmentPlanUpdateResolvers<ContextType>;
  VitalSigns?: VitalSignsResolvers<ContextType>;
  WordCountLimit?: WordCountLimitResolvers<ContextType>;
  WritingTask?: WritingTaskResolvers<ContextType>;
}>;

