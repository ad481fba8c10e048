import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Profile as ProfileModel, TargetScore as TargetScoreModel } from '../../../domain/profile/profile.ts';
import type { Plan as PlanModel } from '../../../domain/plan/plan.ts';
import type { Exam as ExamModel, Rubric as RubricModel } from '../../../domain/exam/exam.ts';
import type { RubricCriterionInRubric as RubricCriterionInRubricModel, CatalogEntry as CatalogEntryModel } from '../graphql-mappers.ts';
import type { MockTestTask as MockTestTaskModel, Discussion as DiscussionModel, DiscussionPost as DiscussionPostModel, OetCase as OetCaseModel, ReferralCase as ReferralCaseModel, HealthcareScenarioCase as HealthcareScenarioCaseModel, CaseNoteCase as CaseNoteCaseModel, CaseSummaryCase as CaseSummaryCaseModel, CommunicationCase as CommunicationCaseModel, DischargeSummaryCase as DischargeSummaryCaseModel, TaskHint as TaskHintModel } from '../../../domain/exam/mock-test.ts';
import type { Attempt as AttemptModel, Answer as AnswerModel } from '../../../domain/attempt/attempt.ts';
import type { Evaluation as EvaluationModel, LabelText as LabelTextModel, CriterionScore as CriterionScoreModel, OverallScore as OverallScoreModel } from '../../../domain/evaluation/evaluation.ts';
import type { QueueEntry as QueueEntryModel } from '../../../application/evaluation/grading-row.ts';
import type { Purchase as PurchaseModel } from '../../../domain/payment/purchase.ts';
import type { PaymentSession as PaymentSessionModel } from '../../../application/payment/start-purchase.use-case.ts';
import type { RoleChange as RoleChangeModel } from '../../../domain/profile/role-change.ts';
import type { OutboxEntry as OutboxEntryModel } from '../../../application/mail/ports.ts';
import type { Rewrite as RewriteModel, CriterionRecheck as CriterionRecheckModel } from '../../../domain/rewrite/rewrite.ts';
import type { RecheckItem as RecheckItemModel } from '../../../application/rewrite/recheck-item.ts';
import type { WebhookEndpoint as WebhookEndpointModel, WebhookDelivery as WebhookDeliveryModel } from '../../../domain/webhook/webhook.ts';
import type { RegisteredEndpoint as RegisteredEndpointModel } from '../../../application/webhook/register-webhook-endpoint.use-case.ts';
import type { SecondMarkingEntry as SecondMarkingEntryModel } from '../../../application/evaluation/second-marking-entry.ts';
import type { CriterionAgreement as CriterionAgreementModel } from '../../../domain/evaluation/marking-agreement.ts';
import type { TutorAgreementRow as TutorAgreementRowModel } from '../../../application/evaluation/get-marking-agreement.use-case.ts';
import type { EvaluationVersionView as EvaluationVersionViewModel } from '../../../application/evaluation/list-evaluation-versions.use-case.ts';
import type { TestClockView as TestClockViewModel } from '../../../application/test-clock/set-test-clock.use-case.ts';
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
  /** Where the passage ends, in the same units as start; the character at end is not part of it. */
  end: Scalars['Int']['output'];
  /** Offsets into that task's submitted answer in UTF-16 code units (as JavaScript strings count), end exclusive. */
  start: Scalars['Int']['output'];
  /** The task whose answer holds the passage (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** The tutor's comment. */
  text: Scalars['String']['output'];
};

/** A comment on a passage of one task's submitted answer. */
export type AnchoredCommentInput = {
  /** The rubric criterion the comment is about (RubricCriterion.key). */
  criterion: Scalars['String']['input'];
  /** Where it ends, end exclusive; after start and within the answer. */
  end: Scalars['Int']['input'];
  /** Where the passage starts, in UTF-16 code units into that task's submitted answer. */
  start: Scalars['Int']['input'];
  /** The task whose answer holds the passage (WritingTask.key). */
  taskKey: Scalars['String']['input'];
  /** The comment. */
  text: Scalars['String']['input'];
};

/** The candidate's text for one task of the test. */
export type Answer = {
  __typename?: 'Answer';
  /** The task it answers (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** The text as last saved or submitted. */
  text: Scalars['String']['output'];
  /** Its words, counted the way the exam counts them. */
  wordCount: Scalars['Int']['output'];
};

/** The text for one task, as the candidate's editor holds it. */
export type AnswerInput = {
  /** The task it answers (WritingTask.key). */
  taskKey: Scalars['String']['input'];
  /** The whole text so far. */
  text: Scalars['String']['input'];
};

/**
 * A personal access token: sent as `Authorization: Bearer <secret>`, it acts with its owner's current role. Its secret
 * is shown once, when it is created; the server keeps only a hash.
 */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When the key stops working (API_KEY_EXPIRY_DAYS after creation, 90 days by default). */
  expiresAt: Scalars['DateTime']['output'];
  /** The first characters of the secret (`mtk_` and six more), to tell keys apart. */
  hint: Scalars['String']['output'];
  /** The key's id (not its secret). */
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

/** One candidate's sitting of one mock test, from its start to its evaluation. */
export type Attempt = {
  __typename?: 'Attempt';
  /** The texts written, one per task answered. */
  answers: Array<Answer>;
  /** When the evaluation is due (submission time plus the plan's evaluation minutes). */
  deadlineAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * When the running clock runs out, by the server's clock: the whole writing time, or with per-task clocks (PTE,
   * TOEFL) the end of the task open now.
   */
  endsAt: Scalars['DateTime']['output'];
  /** Present only once the evaluation is released to the candidate. */
  evaluation?: Maybe<Evaluation>;
  /**
   * The automatic first read of the submitted answers, for the candidate and the tutors; null while the attempt is in
   * progress (the test runs under exam conditions, with no checker).
   */
  firstRead?: Maybe<FirstRead>;
  /**
   * The hints of the test's tasks (tasks without hints are left out). Tutors and admins always get them; the candidate
   * only when the attempt was started with hints, otherwise an empty list, as in the real exam.
   */
  hints: Array<TaskHints>;
  /** The attempt's id. */
  id: Scalars['ID']['output'];
  /** The test taken. */
  mockTest: MockTest;
  /**
   * The test's model answers with their notes, one per written task (Build a Sentence's correct replies are in
   * sentenceItems). For the candidate, an empty list until the evaluation is released, and again while a rewrite of this
   * answer waits for its recheck (they come back with the released recheck); staff always get them.
   */
  modelAnswers: Array<ModelAnswer>;
  /** The deadline passed without a published evaluation. */
  overdue: Scalars['Boolean']['output'];
  /** The candidate's rewrite of this answer, if one was started; its verdicts show once released. */
  rewrite?: Maybe<Rewrite>;
  /** Seconds from start to submission; null while in progress. */
  secondsTaken?: Maybe<Scalars['Int']['output']>;
  /** TOEFL Build a Sentence's items as this attempt shows them; an empty list for a test without the task. */
  sentenceItems: Array<SentenceItem>;
  /**
   * The server's score of Build a Sentence, counted into the TOEFL band as a third 0-5 rating (5 x the share right):
   * null without the task, and until staff see a submitted attempt or the candidate a released one.
   */
  sentenceScore?: Maybe<SentenceScore>;
  /** When the candidate started, by the server's clock. */
  startedAt: Scalars['DateTime']['output'];
  /** Where it stands. */
  status: AttemptStatus;
  /** When it was handed in; null while in progress. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** One clock per task, in task order, for exams that time each task on its own (PTE, TOEFL); empty for IELTS and OET. */
  taskClocks: Array<TaskClock>;
  /** True when the server submitted it because the writing time ran out. */
  timedOut: Scalars['Boolean']['output'];
  /** True when the candidate started this test with 'Practice with hints' on. */
  withHints: Scalars['Boolean']['output'];
};

/** A page of attempts, newest start first. */
export type AttemptConnection = {
  __typename?: 'AttemptConnection';
  /** The attempts of this page, each with its cursor. */
  edges: Array<AttemptEdge>;
  /** Whether more follow, and the cursor to continue from. */
  pageInfo: PageInfo;
};

/** One attempt of a page, with its cursor. */
export type AttemptEdge = {
  __typename?: 'AttemptEdge';
  /** Opaque; pass it as `after` to continue after this attempt. */
  cursor: Scalars['String']['output'];
  /** The attempt. */
  node: Attempt;
};

/** One page of attempts. */
export type AttemptPage = {
  __typename?: 'AttemptPage';
  /** The attempts on this page. */
  items: Array<Attempt>;
  /** How many there are across all pages. */
  total: Scalars['Int']['output'];
};

/** Where a candidate's attempt at a test stands. */
export type AttemptStatus =
  /** Its evaluation has been published. */
  | 'EvaluationDone'
  /** Started; the writing time is running and drafts are saved. */
  | 'InProgress'
  /** Not started yet. */
  | 'NotAttempted'
  /** Handed in and waiting for its evaluation. */
  | 'Submitted'
  /** The writing time ran out; the server submitted the last saved draft. */
  | 'TimedOut';

/** A case note: the task, the scenario, the instructions, the word limit and a note to candidates. */
export type CaseNoteCase = {
  __typename?: 'CaseNoteCase';
  /** The points the letter must follow. */
  instructions: Array<Scalars['String']['output']>;
  /** What the writer of the notes tells the candidate about the situation. */
  noteToCandidates: Scalars['String']['output'];
  /** The situation of the patient. */
  scenario: Scalars['String']['output'];
  /** What to write. */
  task: Scalars['String']['output'];
  /** e.g. 180-200 words. */
  wordLimit: Scalars['String']['output'];
};

/** A case summary: the patient with vital signs and history, treatment, investigations and the points to summarise. */
export type CaseSummaryCase = {
  __typename?: 'CaseSummaryCase';
  /** The tests ordered. */
  investigations: CaseSummaryInvestigations;
  /** The patient. */
  patient: CaseSummaryPatient;
  /** The situation of the patient. */
  scenario: Scalars['String']['output'];
  /** The points the summary must cover. */
  summaryPoints: Array<Scalars['String']['output']>;
  /** The treatment so far. */
  treatment: CaseSummaryTreatment;
  /** The length expected. */
  wordCount: WordCountLimit;
};

/** Tests ordered for the patient. */
export type CaseSummaryInvestigations = {
  __typename?: 'CaseSummaryInvestigations';
  /** The tests ordered. */
  orderedTests: Scalars['String']['output'];
};

/** The patient of a case summary. */
export type CaseSummaryPatient = {
  __typename?: 'CaseSummaryPatient';
  /** Where the patient was admitted from. */
  admissionSource: Scalars['String']['output'];
  /** Age in years. */
  age: Scalars['Int']['output'];
  /** The diagnosis. */
  diagnosis: Scalars['String']['output'];
  /** Gender as the notes give it. */
  gender: Scalars['String']['output'];
  /** Past conditions; null where the case records none that applies to the patient. */
  medicalHistory?: Maybe<MedicalHistory>;
  /** The patient's name. */
  name: Scalars['String']['output'];
  /** The symptoms on admission. */
  presentingSymptoms: Array<Scalars['String']['output']>;
  /** The vital signs. */
  vitalSigns: VitalSigns;
};

/** The treatment so far. */
export type CaseSummaryTreatment = {
  __typename?: 'CaseSummaryTreatment';
  /** What was started. */
  initiated: Scalars['String']['output'];
  /** What has not resolved. */
  persistentSymptoms: Scalars['String']['output'];
  /** How the patient was stabilised. */
  stabilization: Scalars['String']['output'];
};

/** One admin reassignment of a claimed answer, as the claim audit log keeps it. */
export type ClaimChange = {
  __typename?: 'ClaimChange';
  /** The admin who reassigned it. */
  actorEmail: Scalars['String']['output'];
  /** The submitted attempt whose claim changed (Attempt.id). */
  attemptId: Scalars['ID']['output'];
  /** When the reassignment was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The tutor who held the answer before; null when nobody did. */
  fromTutorEmail?: Maybe<Scalars['String']['output']>;
  /** The change's id. */
  id: Scalars['ID']['output'];
  /** Why, as the admin wrote it. */
  reason: Scalars['String']['output'];
  /** The tutor (or admin) who holds it since. */
  toTutorEmail: Scalars['String']['output'];
};

/** Working with the reader of the letter. */
export type CollaborationAndCoordination = {
  __typename?: 'CollaborationAndCoordination';
  /** Who else is involved and what has been arranged, as facts from the notes. */
  arrangements: Scalars['String']['output'];
  /** How to reach the writer. */
  contactDetails: Scalars['String']['output'];
};

/**
 * A phrase a tutor saved to their comment bank for one rubric criterion of one exam, to insert into comments on
 * passages instead of typing it again. Private to the tutor who saved it.
 */
export type CommentPhrase = {
  __typename?: 'CommentPhrase';
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The rubric criterion the phrase is for (RubricCriterion.key of the exam, e.g. lexicalResource). */
  criterion: Scalars['String']['output'];
  /** The exam whose rubric the criterion belongs to. */
  exam: ExamKey;
  /** The phrase's id, for deleteCommentPhrase. */
  id: Scalars['ID']['output'];
  /** The phrase, trimmed; 1 to 1000 characters. */
  text: Scalars['String']['output'];
};

/**
 * A communication case: the patient, the change in condition, the updated treatment plan, follow-up and contacts. The
 * fields of the data's `details` object sit on this type itself, which keeps the deepest field of the apps' queries
 * within the depth limit (GRAPHQL_MAX_DEPTH).
 */
export type CommunicationCase = {
  __typename?: 'CommunicationCase';
  /** How the condition changed. */
  changeInMedicalCondition: ConditionChange;
  /** Working with the reader. */
  collaborationAndCoordination: CollaborationAndCoordination;
  /** Follow-up and warning signs. */
  followUpAndMonitoring: FollowUpAndMonitoring;
  /** What the writer of the notes tells the candidate about the situation. */
  noteToCandidate: Scalars['String']['output'];
  /** What the family was told. */
  patientAndFamilyEducation: FamilyEducation;
  /** The patient. */
  patientInformation: CommunicationPatient;
  /** The situation of the patient. */
  scenario: Scalars['String']['output'];
  /** What changes in the treatment. */
  updatedTreatmentPlan: TreatmentPlanUpdate;
};

/** The patient of a communication case. */
export type CommunicationPatient = {
  __typename?: 'CommunicationPatient';
  /** When the patient was admitted, as the notes write it. */
  admissionDate: Scalars['String']['output'];
  /** Age in years. */
  age: Scalars['Int']['output'];
  /** The diagnosis now. */
  currentDiagnosis: Scalars['String']['output'];
  /** The patient's full name. */
  fullName: Scalars['String']['output'];
};

/** How the patient's condition changed. */
export type ConditionChange = {
  __typename?: 'ConditionChange';
  /** The change. */
  description: Scalars['String']['output'];
};

/** A key just created, with its secret: the only time the secret is shown. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as it will be listed. */
  key: ApiKey;
  /** Send as `Authorization: Bearer <secret>`; store it safely, it cannot be shown again. */
  secret: Scalars['String']['output'];
};

/** Agreement on one criterion of one exam's rubric. */
export type CriterionAgreement = {
  __typename?: 'CriterionAgreement';
  /** Criterion scores compared. */
  comparisons: Scalars['Int']['output'];
  /** The criterion (RubricCriterion.key). */
  criterion: Scalars['String']['output'];
  /** Share of them (0 to 1) with the same score. */
  exact: Scalars['Float']['output'];
  /** The exam whose rubric holds the criterion. */
  exam: Exam;
  /** The criterion's name. */
  label: Scalars['String']['output'];
  /** Share of them (0 to 1) at most one step of the criterion's scale apart. */
  withinOneStep: Scalars['Float']['output'];
};

/** A tutor's verdict on one rubric criterion of one task, comparing the rewrite with the original answer. */
export type CriterionRecheck = {
  __typename?: 'CriterionRecheck';
  /** The tutor's short comment; may be empty. */
  comment: Scalars['String']['output'];
  /** The criterion judged (RubricCriterion.key). */
  criterion: Scalars['String']['output'];
  /** The task judged (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** Whether the weakness was fixed. */
  verdict: RecheckVerdict;
};

/** A tutor's verdict on one criterion of one task, as sent to publish a recheck. */
export type CriterionRecheckInput = {
  /** A short comment, at most 500 characters; empty when nothing to add. */
  comment?: Scalars['String']['input'];
  /** The criterion judged (RubricCriterion.key). */
  criterion: Scalars['String']['input'];
  /** The task judged (WritingTask.key). */
  taskKey: Scalars['String']['input'];
  /** Whether the weakness was fixed. */
  verdict: RecheckVerdict;
};

/** The score one rubric criterion got on one task. */
export type CriterionScore = {
  __typename?: 'CriterionScore';
  /** The criterion (RubricCriterion.key). */
  criterion: Scalars['String']['output'];
  /** The score, within the criterion's min, max and step. */
  score: Scalars['Float']['output'];
  /** The task scored (WritingTask.key). */
  taskKey: Scalars['String']['output'];
};

/** The score a tutor gives one rubric criterion on one task. */
export type CriterionScoreInput = {
  /** The criterion (RubricCriterion.key). */
  criterion: Scalars['String']['input'];
  /** The score, within the criterion's min, max and step (checked by the server). */
  score: Scalars['Float']['input'];
  /** The task scored (WritingTask.key). */
  taskKey: Scalars['String']['input'];
};

/** Where an answer awaiting evaluation stands against its deadline (the queue's deadline label). */
export type DeadlineState =
  /** ESCALATION_SHARE_PERCENT of the plan's time has passed, the deadline has not, and no evaluation is published. */
  | 'NEAR_DEADLINE'
  /** Before the escalation point, or already published (nothing to flag). */
  | 'ON_TRACK'
  /** The deadline has passed and no evaluation is published. */
  | 'OVERDUE';

/** A labelled line. */
export type DischargeField = {
  __typename?: 'DischargeField';
  /** The label. */
  label: Scalars['String']['output'];
  /** Its value. */
  value: Scalars['String']['output'];
};

/** A section of labelled lines. */
export type DischargeFields = {
  __typename?: 'DischargeFields';
  /** Its lines, in order. */
  fields: Array<DischargeField>;
  /** The section's heading. */
  heading: Scalars['String']['output'];
};

/** A section written as a list. */
export type DischargeList = {
  __typename?: 'DischargeList';
  /** The section's heading. */
  heading: Scalars['String']['output'];
  /** Its items, in order. */
  items: Array<Scalars['String']['output']>;
};

/** A section written as a paragraph. */
export type DischargeParagraph = {
  __typename?: 'DischargeParagraph';
  /** The section's heading. */
  heading: Scalars['String']['output'];
  /** Its text. */
  text: Scalars['String']['output'];
};

/** One section of a discharge summary: a paragraph, a list, or labelled lines. */
export type DischargeSection = DischargeFields | DischargeList | DischargeParagraph;

/** A discharge summary: its sections in reading order (Patient details, Admission, Hospital course, ...). */
export type DischargeSummaryCase = {
  __typename?: 'DischargeSummaryCase';
  /** The sections, in reading order. */
  sections: Array<DischargeSection>;
};

/** TOEFL Academic Discussion: the professor's question and two students' views. */
export type Discussion = {
  __typename?: 'Discussion';
  /** The professor's question. */
  professor: DiscussionPost;
  /** The two students' answers. */
  students: Array<DiscussionPost>;
};

/** One contribution to a TOEFL Academic Discussion. */
export type DiscussionPost = {
  __typename?: 'DiscussionPost';
  /** Who wrote it. */
  name: Scalars['String']['output'];
  /** What they wrote. */
  post: Scalars['String']['output'];
};

/** The highest level of education a candidate has completed, as codes kept from the old product. */
export type Education =
  /** A bachelor's degree. */
  | 'BD'
  /** A doctorate or higher. */
  | 'DH'
  /** A master's degree. */
  | 'MD'
  /** Something else. */
  | 'OT'
  /** Primary education. */
  | 'PE'
  /** Secondary education. */
  | 'SE'
  /** A vocational qualification. */
  | 'VQ';

/**
 * Why the platform refused a call, for clients to branch on: every refusal carries its reason in
 * `extensions.reason` (GraphQL) or `error.reason` (REST, /v1/api and the other HTTP routes), beside its code in
 * `extensions.code` or `error.code`. A reason always comes with the same code, which starts its description here; the
 * message is meant for people and may change, the reason does not. A variable or REST body the schema refuses is
 * VALIDATION_FAILED. Errors that are no refusal (a malformed query, TOO_MANY_REQUESTS, INTERNAL_SERVER_ERROR) have no
 * reason. The list is services/core/src/domain/shared/error-reasons.ts; a test keeps this enum equal to it.
 */
export type ErrorReason =
  /** UNAUTHENTICATED: The account, or the account owning the API key, no longer exists. Sign up again. */
  | 'ACCOUNT_DELETED'
  /** UNAUTHENTICATED: The account, or the account owning the API key, is disabled. Contact support. */
  | 'ACCOUNT_DISABLED'
  /** NOT_FOUND: No account with this e-mail address has signed in yet. Check the address; the person signs in once first. */
  | 'ACCOUNT_NOT_FOUND'
  /** CONFLICT: Another tutor is already grading (or second-marking) this answer. Choose another answer, or have an admin reassign it. */
  | 'ALREADY_CLAIMED'
  /** CONFLICT: The record clashes with an existing one. Use the existing one. */
  | 'ALREADY_EXISTS'
  /** CONFLICT: The evaluation, second marking or recheck is already published and can no longer change this way. Reload it; amend a published evaluation instead. */
  | 'ALREADY_PUBLISHED'
  /** CONFLICT: The evaluation has been released to the candidate and is final. Nothing can change it any more. */
  | 'ALREADY_RELEASED'
  /** CONFLICT: This answer already has its one rewrite. Open the existing rewrite. */
  | 'ALREADY_REWRITTEN'
  /** CONFLICT: The attempt or rewrite is already submitted and can no longer change. Reload it; nothing more can be saved. */
  | 'ALREADY_SUBMITTED'
  /** UNAUTHENTICATED: The API key is unknown, revoked or expired. Create a new key in the profile. */
  | 'API_KEY_INVALID'
  /** CONFLICT: The account has the most active API keys allowed. Revoke a key no longer used, then create one. */
  | 'API_KEY_LIMIT'
  /** FORBIDDEN: This needs a signed-in account, not an API key. Call it with an ID token. */
  | 'API_KEY_NOT_ALLOWED'
  /** FORBIDDEN: A read-only API key tried to change something. Use a key with write access, or an ID token. */
  | 'API_KEY_READ_ONLY'
  /** UNAUTHENTICATED: The API key could not be checked just now. Retry shortly. */
  | 'API_KEY_UNCHECKED'
  /** CONFLICT: The caller's claim lapsed after idle time and another tutor has the answer now. Reload the queue and choose another answer. */
  | 'CLAIM_EXPIRED'
  /** CONFLICT: An admin gave this answer to another tutor. Stop grading it; choose another answer. */
  | 'CLAIM_REASSIGNED'
  /** CONFLICT: The tutor's comment bank holds the most phrases allowed. Delete a phrase no longer used, then save the new one. */
  | 'COMMENT_BANK_FULL'
  /** CONFLICT: Another request changed the same record at the same moment. Retry. */
  | 'CONCURRENT_CHANGE'
  /** BAD_USER_INPUT: The cursor was not given out by this list. Start again from the first page. */
  | 'CURSOR_INVALID'
  /** CONFLICT: A tutor or admin account needs a verified e-mail address. Verify the address, then retry. */
  | 'EMAIL_NOT_VERIFIED'
  /** FORBIDDEN: The target exam cannot change while a plan is active. Keep the exam until the plan ends. */
  | 'EXAM_LOCKED'
  /** NOT_FOUND: Nothing with this id exists (or it is gone). Check the id; reload the list it came from. */
  | 'NOT_FOUND'
  /** FORBIDDEN: The record belongs to another user, or the request names a user other than the caller. Act only on the caller's own records. */
  | 'NOT_OWNER'
  /** CONFLICT: The evaluation is not published yet (an amendment or second marking needs a published one). Save or publish it first, or wait for the first evaluation. */
  | 'NOT_PUBLISHED'
  /** CONFLICT: Only a failed mail or webhook delivery can be sent again; this one is queued or sent. Reload the list. */
  | 'NOT_RETRYABLE'
  /** UNAUTHENTICATED: No credentials were sent. Send `Authorization: Bearer` with an ID token or an API key. */
  | 'NOT_SIGNED_IN'
  /** CONFLICT: The answer or rewrite has not been submitted yet. Wait until it is submitted. */
  | 'NOT_SUBMITTED'
  /** CONFLICT: An admin cannot change their own role. Ask another admin. */
  | 'OWN_ROLE'
  /** FORBIDDEN: A tutor may not grade, second-mark or recheck their own work. Leave it to another tutor. */
  | 'OWN_WORK'
  /** BAD_USER_INPUT: A page size, offset or row limit is out of its range. Use the range the message names. */
  | 'PAGE_INVALID'
  /** BAD_USER_INPUT: An anchored comment's passage is not within the answer, or cuts a character in half. Select a passage of the answer as it is stored. */
  | 'PASSAGE_INVALID'
  /** CONFLICT: The amount paid does not match the price of the purchase. Contact support. */
  | 'PAYMENT_MISMATCH'
  /** CONFLICT: No successful payment of the caller was found; the plan is unchanged. Complete the payment, then confirm again. */
  | 'PAYMENT_MISSING'
  /** CONFLICT: A plan is held until it expires; only a higher plan can be bought now. Choose a higher plan, or wait until the plan expires. */
  | 'PLAN_DOWNGRADE'
  /** FORBIDDEN: The caller's plan does not include this test. Buy or upgrade a plan, then retry. */
  | 'PLAN_REQUIRED'
  /** NOT_FOUND: The signed-in account has no profile yet. Create the profile (REST: POST /v1/api/users) or sign in again. */
  | 'PROFILE_NOT_FOUND'
  /** CONFLICT: The reading time is still running. Save answers once it ends. */
  | 'READING_TIME'
  /** CONFLICT: The evaluation has not been released to the candidate yet. Wait for the release (webhook evaluation.released), then retry. */
  | 'RELEASE_PENDING'
  /** FORBIDDEN: The caller's role may not do this (tutors and admins only, or admins only). Use an account with that role. */
  | 'ROLE_REQUIRED'
  /** BAD_USER_INPUT: A score is missing, repeated, or off its criterion's or exam's scale or steps. Send every score once, on the scale the message names. */
  | 'SCORE_INVALID'
  /** BAD_USER_INPUT: A payment provider's webhook has no valid signature, or its timestamp is out of tolerance. Check the signing secret and the clocks; the event was ignored. */
  | 'SIGNATURE_INVALID'
  /** UNAUTHENTICATED: The ID token is expired, invalid or revoked. Get a fresh ID token (sign in again) and retry. */
  | 'SIGN_IN_EXPIRED'
  /** CONFLICT: The record changed since the caller read it. Reload it and apply the change again. */
  | 'STALE_VERSION'
  /** CONFLICT: This task is closed (submitted, or its time is over); its last saved answer is kept. Go on with the next task. */
  | 'TASK_CLOSED'
  /** CONFLICT: This task opens when the task before it is submitted or its time ends. Finish the earlier task first. */
  | 'TASK_NOT_OPEN'
  /** FORBIDDEN: Test clocks are off on this platform. Use them on a test platform only. */
  | 'TEST_CLOCKS_OFF'
  /** BAD_USER_INPUT: A text is longer than its limit. Shorten it to the limit the message names. */
  | 'TEXT_TOO_LONG'
  /** CONFLICT: The time of the test or rewrite is over. Stop writing: the last saved text counts (submit a rewrite to send it). */
  | 'TIME_UP'
  /** BAD_USER_INPUT: A list has more items than allowed. Send at most the number the message names. */
  | 'TOO_MANY_ITEMS'
  /** BAD_USER_INPUT: A name or code is not one the server knows (exam, plan, role, task, criterion, status, event, tutor). Use one of the values the schema or the message lists. */
  | 'UNKNOWN_VALUE'
  /** BAD_USER_INPUT: A text contains a character that cannot be stored (NUL, a lone surrogate). Remove that character and send the text again. */
  | 'UNSTORABLE_TEXT'
  /** CONFLICT: An upgrade keeps the exam of the current plan; it cannot change to another exam. Upgrade for the plan's exam, or wait until the plan expires. */
  | 'UPGRADE_EXAM_MISMATCH'
  /** BAD_USER_INPUT: A value has the wrong type or form, or values contradict each other. Fix the input the message names. */
  | 'VALIDATION_FAILED'
  /** BAD_USER_INPUT: A required value is missing or blank. Send it. */
  | 'VALUE_REQUIRED'
  /** CONFLICT: Webhooks are off on this server. Ask the operator to set WEBHOOK_SECRET_KEY. */
  | 'WEBHOOKS_OFF'
  /** BAD_USER_INPUT: The webhook URL is malformed, or points where webhooks are not sent (private or unresolvable host). Register a public https:// URL. */
  | 'WEBHOOK_URL_REFUSED'
  /** BAD_USER_INPUT: All tasks of this test share one clock, so a single task cannot be submitted. Submit the whole test. */
  | 'WHOLE_TEST_ONLY';

/** A tutor's escalation mails: the alerts sent when an answer nears its deadline without a published evaluation. */
export type EscalationMailSettings = {
  __typename?: 'EscalationMailSettings';
  /** True when every tutor is mailed whatever the switch says (ESCALATION_MAIL_TUTORS=all); false when only those who opted in are. */
  allTutorsMailed: Scalars['Boolean']['output'];
  /** Whether the caller switched escalation mails on (stored on their profile). */
  optedIn: Scalars['Boolean']['output'];
  /** How much of the plan's time, in percent, passes before the tutors are mailed (ESCALATION_SHARE_PERCENT). */
  sharePercent: Scalars['Int']['output'];
};

/** A tutor's evaluation of one attempt: scores per criterion, the overall result and written feedback. */
export type Evaluation = {
  __typename?: 'Evaluation';
  /** What to work on next. */
  areasOfImprovement: Array<LabelText>;
  /** Comments anchored to passages of the submitted answers, in the tutor's order. */
  comments: Array<AnchoredComment>;
  /** One score per criterion and task. */
  criterionScores: Array<CriterionScore>;
  /** The tutor's general feedback. */
  feedback: Scalars['String']['output'];
  /** The evaluation's id. */
  id: Scalars['ID']['output'];
  /** The overall result; null until every criterion of every task is scored. */
  overall?: Maybe<OverallScore>;
  /** True once the tutor has published it; a draft is seen by staff only. */
  published: Scalars['Boolean']['output'];
  /** When it was published; null for a draft. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The revised answers as one text: a test of one written task gives its revision as it is; a test of several gives
   * each revised task under its title, separated by blank lines. Empty while revisedAnswers is.
   * @deprecated Read revisedAnswers: the revision of each task apart.
   */
  revisedAnswer: Scalars['String']['output'];
  /**
   * The tutor's improved version of each written task's answer, one entry per revised task in the test's task order (a
   * task the tutor did not revise has none). Empty for the candidate while a rewrite of the answer waits for its recheck
   * (it would be copied into the rewrite); it comes back with the released recheck.
   */
  revisedAnswers: Array<TaskText>;
  /** What the answer does well. */
  strengths: Array<LabelText>;
  /** What holds the answer back. */
  weaknesses: Array<LabelText>;
};

/** An evaluation as the tutor writes it; saving or publishing replaces the stored one whole. */
export type EvaluationInput = {
  /** What to work on next. */
  areasOfImprovement: Array<LabelTextInput>;
  /** Comments anchored to passages of the submitted answers; replaces the stored ones (none when left out). */
  comments?: InputMaybe<Array<AnchoredCommentInput>>;
  /** One score per criterion and task (publishing needs them all). */
  criterionScores: Array<CriterionScoreInput>;
  /** General feedback. */
  feedback: Scalars['String']['input'];
  /**
   * Deprecated: send revisedAnswers. One improved text for the whole test, accepted when revisedAnswers is left out.
   * When it opens with a task's title (or "Part 1") on a line of its own, it is split at each such heading into the
   * revisions of those tasks; otherwise it is the revision of the first written task. Refused together with
   * revisedAnswers.
   */
  revisedAnswer?: InputMaybe<Scalars['String']['input']>;
  /** The improved version of each written task's answer, one entry per task at most; replaces the stored ones. */
  revisedAnswers?: InputMaybe<Array<TaskTextInput>>;
  /** What the answer does well. */
  strengths: Array<LabelTextInput>;
  /** What holds the answer back. */
  weaknesses: Array<LabelTextInput>;
};

/** One published state of an evaluation: version 1 is the first publication, each amend before the release adds one. */
export type EvaluationVersion = {
  __typename?: 'EvaluationVersion';
  /** The general feedback of this version. */
  feedback: Scalars['String']['output'];
  /** 1 for the first publication, then 2, 3, ... for each amend. */
  number: Scalars['Int']['output'];
  /** The overall result of this version. */
  overall?: Maybe<OverallScore>;
  /** When this version was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** The name (or e-mail address) of the tutor who published this version; null when the account no longer exists. */
  publishedBy?: Maybe<Scalars['String']['output']>;
};

/** An exam with its timing and the rubric its answers are scored against. */
export type Exam = {
  __typename?: 'Exam';
  /** Numeric code of the old product (2, 4, ..., 12). */
  code: Scalars['Int']['output'];
  /** The exam's key. */
  key: ExamKey;
  /** Label as users see it (TOEFL, not the stored TOFEL). */
  label: Scalars['String']['output'];
  /** How answers of this exam are scored. */
  rubric: Rubric;
  /** A short code used in generated test names, e.g. IEG. */
  shortCode: Scalars['String']['output'];
  /** The writing time of a whole test, in minutes. */
  totalMinutes: Scalars['Int']['output'];
};

/** The exams the platform offers mock tests for; the names are kept from the old product (TOFEL is TOEFL iBT). */
export type ExamKey =
  /** IELTS Academic Writing. */
  | 'IELTSAcademic'
  /** IELTS General Training Writing. */
  | 'IELTSGeneral'
  /** OET Writing for doctors. */
  | 'OETDoctors'
  /** OET Writing for nurses. */
  | 'OETNurses'
  /** PTE Academic writing tasks. */
  | 'PTE'
  /** TOEFL iBT Writing (spelled TOFEL, as the old product stored it). */
  | 'TOFEL';

/** The scores a candidate aims for in one exam, with the scale they are written in. */
export type ExamTargetScore = {
  __typename?: 'ExamTargetScore';
  /** The exam these scores are for. */
  exam: ExamKey;
  /** The listening score aimed for; empty when not given. */
  listening: Scalars['String']['output'];
  /** The reading score aimed for; empty when not given. */
  reading: Scalars['String']['output'];
  /** The exam's scale in a few words, to show beside the fields, e.g. 'IELTS band 0-9, steps of 0.5 (e.g. 7.0 or 6.5)'. */
  scale: Scalars['String']['output'];
  /** The speaking score aimed for; empty when not given. */
  speaking: Scalars['String']['output'];
  /** The writing score aimed for; empty when not given. */
  writing: Scalars['String']['output'];
};

/** What the patient and family were told. */
export type FamilyEducation = {
  __typename?: 'FamilyEducation';
  /** The information given. */
  information: Scalars['String']['output'];
};

/**
 * A machine check of the submitted answers' mechanics (spelling, grammar, repeated words, length, paragraphing), run
 * after the submit. A help, not a judgement: it gives no band or score, it misses some errors and flags some correct
 * text. The tutor's evaluation is the assessment.
 */
export type FirstRead = {
  __typename?: 'FirstRead';
  /** When it ran; null while pending. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The English it read the answers as: American English for TOEFL, British English otherwise (both spellings pass). */
  dialect: Scalars['String']['output'];
  /** The points found, in task order and then passage order; empty while pending. */
  flags: Array<FirstReadFlag>;
  /** Where it stands. */
  status: FirstReadStatus;
};

/** One mechanical point found in a task's answer by the automatic first read. */
export type FirstReadFlag = {
  __typename?: 'FirstReadFlag';
  /**
   * The rubric criterion a tutor's comment on this point would most likely be about (RubricCriterion.key of the
   * attempt's exam); the tutor may choose another.
   */
  criterion: Scalars['String']['output'];
  /** Where the passage ends, end exclusive; null with start. */
  end?: Maybe<Scalars['Int']['output']>;
  /** What kind of point it is. */
  kind: FirstReadFlagKind;
  /** What was found, in plain words. */
  message: Scalars['String']['output'];
  /**
   * Where the passage starts, in UTF-16 code units into that task's submitted answer (as AnchoredComment counts);
   * null for a point about the whole answer (its length or paragraphing).
   */
  start?: Maybe<Scalars['Int']['output']>;
  /** Replacements the checker proposes, best first; empty when it has none. */
  suggestions: Array<Scalars['String']['output']>;
  /** The task whose answer holds the point (WritingTask.key). */
  taskKey: Scalars['String']['output'];
};

/**
 * What kind of point the automatic first read found: a misspelt word, a grammar or punctuation slip, a word written
 * twice in a row, a length outside the task's word limits, or an answer not split into paragraphs.
 */
export type FirstReadFlagKind =
  /** A grammar, agreement, article or punctuation slip the checker recognises. */
  | 'GRAMMAR'
  /** Fewer words than the task asks for, or more than it allows. */
  | 'LENGTH'
  /** An answer long enough to need paragraphs written as one block (or a one-sentence summary of several sentences). */
  | 'PARAGRAPHING'
  /** The same word twice in a row. */
  | 'REPETITION'
  /** A word the dictionary of the answer's English does not know (the other English's spelling passes). */
  | 'SPELLING';

/**
 * Where the automatic first read stands: PENDING until it has run (usually seconds after the submit), READY with its
 * flags, UNAVAILABLE when the checker could not read this answer (the tutor's evaluation is not affected).
 */
export type FirstReadStatus =
  /** Owed and not yet run. */
  | 'PENDING'
  /** Run; its flags are listed. */
  | 'READY'
  /** The checker failed on this answer after its tries; there are no flags to show. */
  | 'UNAVAILABLE';

/** Follow-up after the letter. */
export type FollowUpAndMonitoring = {
  __typename?: 'FollowUpAndMonitoring';
  /** The next appointment. */
  followUpAppointment: FollowUpAppointment;
  /** Symptoms that call for help at once. */
  urgentSymptoms: Scalars['String']['output'];
};

/** The next appointment. */
export type FollowUpAppointment = {
  __typename?: 'FollowUpAppointment';
  /** What to check then. */
  monitoringParameters: Scalars['String']['output'];
  /** When it should take place. */
  timeFrame: Scalars['String']['output'];
};

/**
 * A healthcare scenario: the writer's role and setting, the patient, the instructions. The data's `scenario` and
 * `instructions.content` are lifted onto this type, so that a field name means one type across the six shapes (a query
 * selecting every shape could not otherwise ask for both kinds of `scenario`).
 */
export type HealthcareScenarioCase = {
  __typename?: 'HealthcareScenarioCase';
  /** The points the letter must follow. */
  instructions: Array<Scalars['String']['output']>;
  /** The patient. */
  patient: ScenarioPatient;
  /** The writer's role, e.g. Community nurse. */
  role: Scalars['String']['output'];
  /** Where the writer works. */
  setting: Scalars['String']['output'];
};

/** What kind of coaching a hint gives; the real exams print none of it. */
export type HintKind =
  /** How the letter might close (OET). */
  | 'closing'
  /** What the answer could cover (PTE, TOEFL). */
  | 'content'
  /** What the letter should contain or leave out (OET). */
  | 'include'
  /** Why results or arrangements matter for the reader (OET). */
  | 'interpretation'
  /** The reasons behind a change of treatment (OET). */
  | 'rationale'
  /** The register the letter calls for (IELTS General Training Task 1). */
  | 'register'
  /** The tone the reader calls for (OET). */
  | 'tone';

/** A short heading with its explanation, e.g. one strength of the answer. */
export type LabelText = {
  __typename?: 'LabelText';
  /** The heading. */
  label: Scalars['String']['output'];
  /** What it means for this answer. */
  text: Scalars['String']['output'];
};

/** A short heading with its explanation, as the tutor writes it. */
export type LabelTextInput = {
  /** The heading. */
  label: Scalars['String']['input'];
  /** What it means for this answer. */
  text: Scalars['String']['input'];
};

/** Where a mail in the outbox stands. */
export type MailStatus =
  /** Given up after the round's tries; an admin may resend it. */
  | 'failed'
  /** Waiting to be sent, or to be tried again. */
  | 'pending'
  /** Accepted by the mail server. */
  | 'sent';

/** Agreement between first evaluations and blind second markings (admins). */
export type MarkingAgreement = {
  __typename?: 'MarkingAgreement';
  /** Answers with both markings published. */
  answers: Scalars['Int']['output'];
  /** Per criterion, by exam. */
  criteria: Array<CriterionAgreement>;
  /** The share of submissions drawn for second marking now (SECOND_MARKING_PERCENT). */
  sharePercent: Scalars['Float']['output'];
  /** Per tutor, by name. */
  tutors: Array<TutorAgreement>;
};

/** The history the case notes record. */
export type MedicalHistory = {
  __typename?: 'MedicalHistory';
  /** The patient's history of high blood pressure. */
  hypertension: Scalars['String']['output'];
};

/** A change of dose. */
export type MedicationAdjustment = {
  __typename?: 'MedicationAdjustment';
  /** The medicine. */
  name: Scalars['String']['output'];
  /** The dose now. */
  newDosage: Scalars['String']['output'];
  /** The dose before. */
  previousDosage: Scalars['String']['output'];
};

/** A mock writing test of one exam. */
export type MockTest = {
  __typename?: 'MockTest';
  /** The exam it belongs to. */
  exam: ExamKey;
  /** The test's id. */
  id: Scalars['ID']['output'];
  /** The caller's attempt at this test, if any. */
  myAttempt?: Maybe<Attempt>;
  /** Its number within the exam's tests (1, 2, ...). */
  sequence: Scalars['Int']['output'];
  /** Empty while the test is locked for the caller (unless the caller already has an attempt at it). */
  tasks: Array<WritingTask>;
  /** Its title. */
  title: Scalars['String']['output'];
  /** The writing time, in minutes. */
  totalMinutes: Scalars['Int']['output'];
  /** The old product's screen type: writing1, writing2 or an OET type. */
  type: Scalars['String']['output'];
  /** False when the caller's plan does not include this test. */
  unlocked: Scalars['Boolean']['output'];
};

/** A written task's model answer, with an examiner's note of why it scores at the top. */
export type ModelAnswer = {
  __typename?: 'ModelAnswer';
  /** Why it scores at the top, by the exam's criteria; null where the bank has no note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The task it answers (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** The model answer (paragraphs separated by a blank line). */
  text: Scalars['String']['output'];
  /** The task's title, e.g. 'Writing Task 1'. */
  title: Scalars['String']['output'];
};

/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Does nothing and answers null; it keeps the type valid in a module that adds no mutation of its own. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Amends a published evaluation before its release, by the tutor who published it; stored as the next version with
   * who and when, earlier versions kept. CONFLICT after the release (final) or when basedOnVersion is no longer the
   * latest (amended meanwhile, e.g. in another tab); FORBIDDEN for anyone but the publishing tutor.
   */
  amendEvaluation: QueueItem;
  /** Grants or revokes tutor or admin, with the reason written to the role audit log (admins only). */
  changeRole: Profile;
  /**
   * Takes a submitted attempt for grading (tutors and admins). Of two tutors claiming at once, one gets CONFLICT; an
   * admin may take over another's claim.
   */
  claimAttempt: QueueItem;
  /**
   * Takes the second marking of an answer whose first evaluation is published (tutors and admins). Refused to the first
   * evaluation's author; of two tutors claiming at once, one gets CONFLICT.
   */
  claimSecondMarking: SecondMarking;
  /**
   * Asks the payment provider about the purchase (when the browser comes back from paying) and fulfils it if the
   * payment succeeded; answers the purchase as it stands. Fulfilment happens once, whichever of this and the provider's
   * webhook comes first.
   */
  confirmPurchase: Purchase;
  /** Creates an API key for the signed-in caller. Needs a real sign-in: a call made with an API key is refused. */
  createApiKey: CreatedApiKey;
  /**
   * Deletes one of the caller's phrases. True when this call deleted it; false when it was gone already or is not the
   * caller's. Tutors and admins only.
   */
  deleteCommentPhrase: Scalars['Boolean']['output'];
  /** Stops new deliveries to an endpoint (admins only); those already queued still run their course. */
  disableWebhookEndpoint: WebhookEndpoint;
  /** Grants a role to the account with this e-mail (admins only). */
  grantRole: Profile;
  /**
   * Makes one timer due now, as a test clock advanced to it would: the time it waits for moves to now and the timer is
   * re-armed at once through the deadline scheduler, which runs its real handler (release, mails, webhooks). False when
   * the timer has nothing left to do. Admins; FORBIDDEN unless the platform runs with TEST_CLOCKS.
   */
  makeTimerDueNow: Scalars['Boolean']['output'];
  /** Publishes the evaluation of a claimed attempt, which releases it to the candidate. */
  publishEvaluation: QueueItem;
  /**
   * Publishes a recheck (tutors and admins). Final. BAD_USER_INPUT, naming them, when a criterion the evaluation scored
   * below its maximum has no verdict, and when the scores are invalid or incomplete.
   */
  publishRecheck: RecheckItem;
  /** Publishes the second marking (every criterion scored); final, and never shown to the candidate. */
  publishSecondMarking: SecondMarking;
  /**
   * Gives a submitted, unpublished answer to a named tutor, whoever holds it now; the previous holder and the reason go
   * to the claim audit log (admins only).
   */
  reassignClaim: QueueItem;
  /** Sends a delivery again with the same event id and body and a fresh round of retries (admins only). */
  redeliverWebhook: WebhookDelivery;
  /**
   * Registers a webhook endpoint (admins only). The URL must be http(s) and, unless WEBHOOK_ALLOW_PRIVATE_HOSTS is set,
   * its host must not be or resolve to a loopback, private or link-local address. Answers with the signing secret, shown
   * this once.
   */
  registerWebhookEndpoint: RegisteredWebhookEndpoint;
  /** Puts a failed mail back in the outbox for a new round of tries, keeping its Message-ID (admins only). */
  resendMail: OutboxMail;
  /** Revokes one of the caller's keys at once; revoking it again changes nothing. */
  revokeApiKey: ApiKey;
  /**
   * Saves a phrase to the caller's comment bank for a criterion of the exam's rubric. Saving the identical phrase again
   * (same exam, criterion and trimmed text) returns the one stored, never a second copy. A bank holds at most
   * COMMENT_PHRASES_PER_TUTOR phrases (300 by default): one more is refused with CONFLICT. Tutors and admins only.
   */
  saveCommentPhrase: CommentPhrase;
  /** Saves the texts written so far in an attempt in progress (the candidate's app calls it every few seconds). */
  saveDraft: Attempt;
  /** Stores the caller's draft evaluation of a claimed attempt; the candidate does not see it yet. */
  saveEvaluation: QueueItem;
  /** Saves the texts of a rewrite in progress. */
  saveRewriteDraft: Rewrite;
  /** Stores the second marker's scores so far; claims the second marking when nobody holds it. */
  saveSecondMarking: SecondMarking;
  /** Switches the caller's escalation mails on or off (tutors and admins). */
  setEscalationMails: EscalationMailSettings;
  /** Remembers the caller's 'Practice with hints' choice; the next test they start records it. Answers the profile. */
  setPracticeWithHints: Profile;
  /**
   * Sets one account's test clock, replacing the previous one (admins; FORBIDDEN unless the platform runs with
   * TEST_CLOCKS, which production refuses).
   */
  setTestClock: TestClock;
  /** Starts the test or returns the attempt already started; the server records the start time. */
  startAttempt: Attempt;
  /** Starts paying for a plan for an exam; refused for a plan at or below the one the caller holds. */
  startPurchase: PaymentSession;
  /**
   * Starts the caller's one rewrite of an evaluated answer, once its evaluation is released; the clock runs the test's
   * own time limit. CONFLICT before the release and for a second rewrite. Uses none of the plan's tests.
   */
  startRewrite: Rewrite;
  /** Idempotent: submitting twice returns the same submitted attempt. */
  submitAttempt: Attempt;
  /** Hands the rewrite in for its recheck; idempotent. */
  submitRewrite: Rewrite;
  /**
   * Hands in one task of a test whose tasks each have their own clock (PTE, TOEFL) and opens the next one; the last task
   * hands in the test. Idempotent: a task already closed (a second click, or its time-up) returns the attempt as stored.
   */
  submitTask: Attempt;
  /** Changes the caller's own profile and answers it as stored. */
  updateMyProfile: Profile;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationAmendEvaluationArgs = {
  attemptId: Scalars['ID']['input'];
  basedOnVersion: Scalars['Int']['input'];
  input: EvaluationInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationChangeRoleArgs = {
  email: Scalars['String']['input'];
  reason: Scalars['String']['input'];
  role: Role;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationClaimAttemptArgs = {
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationClaimSecondMarkingArgs = {
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationConfirmPurchaseArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  readOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationDeleteCommentPhraseArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationDisableWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationGrantRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationMakeTimerDueNowArgs = {
  timerId: Scalars['String']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationPublishEvaluationArgs = {
  attemptId: Scalars['ID']['input'];
  input: EvaluationInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationPublishRecheckArgs = {
  checks: Array<CriterionRecheckInput>;
  criterionScores?: InputMaybe<Array<CriterionScoreInput>>;
  rewriteId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationPublishSecondMarkingArgs = {
  attemptId: Scalars['ID']['input'];
  input: SecondMarkingInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationReassignClaimArgs = {
  attemptId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  tutorEmail: Scalars['String']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationRedeliverWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationRegisterWebhookEndpointArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<WebhookEventType>;
  url: Scalars['String']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationResendMailArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSaveCommentPhraseArgs = {
  criterion: Scalars['String']['input'];
  exam: ExamKey;
  text: Scalars['String']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSaveDraftArgs = {
  answers: Array<AnswerInput>;
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSaveEvaluationArgs = {
  attemptId: Scalars['ID']['input'];
  input: EvaluationInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSaveRewriteDraftArgs = {
  answers: Array<AnswerInput>;
  rewriteId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSaveSecondMarkingArgs = {
  attemptId: Scalars['ID']['input'];
  input: SecondMarkingInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSetEscalationMailsArgs = {
  enabled: Scalars['Boolean']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSetPracticeWithHintsArgs = {
  on: Scalars['Boolean']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSetTestClockArgs = {
  input: SetTestClockInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationStartAttemptArgs = {
  mockTestId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationStartPurchaseArgs = {
  input: StartPurchaseInput;
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationStartRewriteArgs = {
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSubmitAttemptArgs = {
  answers: Array<AnswerInput>;
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSubmitRewriteArgs = {
  answers: Array<AnswerInput>;
  rewriteId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
export type MutationSubmitTaskArgs = {
  answer: AnswerInput;
  attemptId: Scalars['ID']['input'];
};


/** What can be changed, always as the signed-in caller (a read-only API key runs none of these). */
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
  /** When the mail was written to the outbox. */
  createdAt: Scalars['DateTime']['output'];
  /** The mail's id. */
  id: Scalars['ID']['output'];
  /** The mail server's last refusal or the connection error; null once sent. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** A pending mail is not tried before this. */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** When the mail server accepted it; null until then. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: MailStatus;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text body, as sent. */
  text: Scalars['String']['output'];
  /** The recipient's address. */
  to: Scalars['String']['output'];
  /** Sends attempted in the current round (a resend starts a new round). */
  tries: Scalars['Int']['output'];
};

/** The result of the whole test, computed by the server from the criterion scores with the exam's formula. */
export type OverallScore = {
  __typename?: 'OverallScore';
  /** Human form, e.g. 'Band 6.5', '380 (C+)'. */
  display: Scalars['String']['output'];
  /** The letter grade where the exam gives one (OET's A to E); null otherwise. */
  grade?: Maybe<Scalars['String']['output']>;
  /** The score as the exam reports it (e.g. 6.5, 380, 79, 4.5). */
  value: Scalars['Float']['output'];
  /**
   * IELTS only: the weighted mean of the task bands (Task 2 counts twice Task 1) before this product rounds it to the
   * half band in value, e.g. 6.4166 for Band 6.5; null for other exams and for scores published before it was kept.
   */
  weightedMean?: Maybe<Scalars['Float']['output']>;
};

/** An answer past its deadline with no published evaluation. */
export type OverdueAnswer = {
  __typename?: 'OverdueAnswer';
  /** The submitted attempt (Attempt.id). */
  attemptId: Scalars['ID']['output'];
  /** The candidate's e-mail address. */
  candidateEmail: Scalars['String']['output'];
  /** The candidate's full name. */
  candidateName: Scalars['String']['output'];
  /** When its evaluation was due. */
  deadlineAt: Scalars['DateTime']['output'];
  /** That tutor's e-mail address; null when nobody holds it. */
  holderEmail?: Maybe<Scalars['String']['output']>;
  /** The name of the tutor holding the claim; null when nobody does. */
  holderName?: Maybe<Scalars['String']['output']>;
  /** How many minutes past the deadline it is now. */
  minutesLate: Scalars['Float']['output'];
  /** The plan whose promise applies. */
  plan: Plan;
  /** When the answer was submitted. */
  submittedAt: Scalars['DateTime']['output'];
  /** The title of the test answered. */
  testTitle: Scalars['String']['output'];
};

/** Where a page of a connection stands in its list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last entry (pass it as `after`); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows; ask for it with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** The payment provider behind a purchase: Stripe (full mode) or the simulated test gateway (embedded mode, no money). */
export type PaymentGatewayKind =
  /** The simulated gateway: no money moves. */
  | 'simulated'
  /** Stripe, with real payments. */
  | 'stripe';

/** What the payment page needs to take the payment. */
export type PaymentSession = {
  __typename?: 'PaymentSession';
  /** Given to the payment form: Stripe's PaymentIntent client secret, or the simulated gateway's equivalent. */
  clientSecret: Scalars['String']['output'];
  /** Which provider takes the payment. */
  gateway: PaymentGatewayKind;
  /** Stripe's publishable key; null for the simulated gateway. */
  publishableKey?: Maybe<Scalars['String']['output']>;
  /** The purchase being paid for. */
  purchase: Purchase;
};

/** A plan candidates buy: how many tests, how fast the evaluation comes, for how long, at what price. */
export type Plan = {
  __typename?: 'Plan';
  /** How many months the plan gives access for. */
  accessMonths: Scalars['Int']['output'];
  /** Minutes after submission by which the evaluation is due. */
  evaluationMinutes: Scalars['Int']['output'];
  /** bronze, silver or gold. */
  key: Scalars['String']['output'];
  /** Its rank, 1 to 3; a plan may be upgraded to a higher level only. */
  level: Scalars['Int']['output'];
  /** True for the plan the pricing page highlights. */
  mostPopular: Scalars['Boolean']['output'];
  /** Its name as users see it. */
  name: Scalars['String']['output'];
  /** The price in whole US dollars. */
  priceUsd: Scalars['Int']['output'];
  /** The turnaround promised, in words (e.g. within 4 hours). */
  promise: Scalars['String']['output'];
  /** The former price shown struck through beside the price, in whole US dollars. */
  strikePriceUsd: Scalars['Int']['output'];
  /** How many tests of the selected exam it unlocks: the first ones by sequence. */
  tests: Scalars['Int']['output'];
};

/** Submissions of one plan (the plan the candidate held when submitting) over three windows ending now. */
export type PlanSubmissionCount = {
  __typename?: 'PlanSubmissionCount';
  /** Submitted in the last 7 days. */
  last7Days: Scalars['Int']['output'];
  /** Submitted in the last 30 days. */
  last30Days: Scalars['Int']['output'];
  /** The plan. */
  plan: Plan;
  /** Submitted since midnight UTC. */
  today: Scalars['Int']['output'];
};

/** An account as the platform knows it: who it is, its role, what it prepares for and the plan it holds. */
export type Profile = {
  __typename?: 'Profile';
  /** The candidate's country; null until given. */
  country?: Maybe<Scalars['String']['output']>;
  /** When the account first called the platform. */
  createdAt: Scalars['DateTime']['output'];
  /** Where the candidate means to study, work or live; empty until given. */
  destination: Scalars['String']['output'];
  /** The highest education completed. */
  education: Education;
  /** The sign-in e-mail address. */
  email: Scalars['String']['output'];
  /** Whether the address has been confirmed; only a confirmed account can be made tutor or admin. */
  emailVerified: Scalars['Boolean']['output'];
  /** When the plan's access ends; null without a plan. */
  expiryDate?: Maybe<Scalars['DateTime']['output']>;
  /** Extra mock tests credited on top of the plan's allowance, one for each answer whose evaluation missed its promised time; each unlocks the next test of the exam prepared for. */
  extraTests: Scalars['Int']['output'];
  /** The name shown to tutors and on evaluations. */
  fullName: Scalars['String']['output'];
  /** The profile's own id, the one other types refer to. */
  id: Scalars['ID']['output'];
  /** True while the account holds a plan that has not expired. */
  isSubscribed: Scalars['Boolean']['output'];
  /** The address of the account's picture; null when there is none. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** The plan last bought, expired or not; null for an account that never bought one. */
  plan?: Maybe<Plan>;
  /** True once the plan bought has passed its expiry date. */
  planExpired: Scalars['Boolean']['output'];
  /** The last state of the 'Practice with hints' switch on the instructions pages; off until the candidate turns it on. */
  practiceWithHints: Scalars['Boolean']['output'];
  /** What the account may do. */
  role: Role;
  /** The exam the candidate prepares for (catalogue key, e.g. IELTSAcademic). */
  selectedExam: ExamKey;
  /**
   * The scores aimed for in each skill for the selected exam (selectedExam): the same as the targetScores entry of that
   * exam. Kept for clients written before desired scores were kept per exam.
   */
  targetScore: TargetScore;
  /**
   * The scores aimed for, per exam: one entry for every exam of the catalogue, in catalogue order, each with the scale its
   * values are written in. A value stored off its exam's scale (from before scores were checked) reads as empty.
   */
  targetScores: Array<ExamTargetScore>;
  /** The identity provider's id for the account (Firebase uid). */
  userId: Scalars['ID']['output'];
};

/** A plan bought for one exam. The price comes from the server's plan catalogue, never from the client. */
export type Purchase = {
  __typename?: 'Purchase';
  /** What is charged, in whole US dollars (an upgrade may be credited for the plan it replaces). */
  amountUsd: Scalars['Int']['output'];
  /** When the purchase was started. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency charged, as an ISO 4217 code (USD). */
  currency: Scalars['String']['output'];
  /** The exam the plan is for. */
  exam: ExamKey;
  /** The provider's message when the payment failed (e.g. a declined card). */
  failureMessage?: Maybe<Scalars['String']['output']>;
  /** The purchase's id. */
  id: Scalars['ID']['output'];
  /** The plan bought. */
  plan: Plan;
  /** When the plan bought by this purchase expires (set once it succeeded). */
  planExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Shown on the receipt once the payment succeeded. */
  receiptNumber?: Maybe<Scalars['String']['output']>;
  /** Where the payment stands. */
  status: PurchaseStatus;
  /** When the payment succeeded; null until then. */
  succeededAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Where a purchase stands, as the payment provider last told the server. */
export type PurchaseStatus =
  /** The payment did not go through (see failureMessage). */
  | 'failed'
  /** Started; the payment has not completed. */
  | 'pending'
  /** The money was returned. */
  | 'refunded'
  /** Paid; the plan is active. */
  | 'succeeded';

/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type Query = {
  __typename?: 'Query';
  /** How many answers awaiting evaluation are close to or past their deadline (QueueItem.closeToDeadline), over the whole queue (tutors and admins). */
  answersNearDeadline: Scalars['Int']['output'];
  /** One attempt: the caller's own (staff may read any); null when there is none to read. */
  attempt?: Maybe<Attempt>;
  /** The claim audit log: every reassignment of a claimed answer, newest first (admins only). */
  claimChanges: Array<ClaimChange>;
  /** The caller's escalation mail settings (tutors and admins). */
  escalationMailSettings: EscalationMailSettings;
  /** Submitted attempts awaiting evaluation that match the filter, oldest deadline first (tutors and admins). */
  evaluationQueue: QueuePage;
  /**
   * Submitted attempts awaiting evaluation that match the filter, oldest deadline first, a page at a time by cursor
   * (tutors and admins). An entry published since the cursor was given still marks the place to continue from.
   */
  evaluationQueueConnection: QueueItemConnection;
  /** Every exam offered. */
  exams: Array<Exam>;
  /** One attempt to grade (tutors and admins). */
  gradingItem?: Maybe<QueueItem>;
  /**
   * Readiness for integrators, the same verdict as GET /readyz: "ok" when the database answers with every migration
   * applied (and Redis answers, when configured); otherwise "unavailable: " and the failing parts, e.g.
   * "unavailable: database (unreachable)".
   */
  health: Scalars['String']['output'];
  /** Agreement between first evaluations and blind second markings (admins). */
  markingAgreement: MarkingAgreement;
  /** The caller's profile; created from the identity token on the first call. */
  me: Profile;
  /** One test; null when there is none with this id. */
  mockTest?: Maybe<MockTest>;
  /** Tests of one exam (the caller's selected exam when omitted). */
  mockTests: Array<MockTest>;
  /** The caller's API keys, newest first, revoked and expired ones included. */
  myApiKeys: Array<ApiKey>;
  /** The caller's attempts, newest first. */
  myAttempts: AttemptPage;
  /**
   * The caller's attempts, newest start first, a page at a time by cursor; each attempt's evaluation shows once it is
   * released. `first` is at most GRAPHQL_MAX_PAGE_SIZE (100 unless the server says otherwise).
   */
  myAttemptsConnection: AttemptConnection;
  /**
   * The caller's comment bank for one exam: every criterion's phrases, by criterion key and then oldest first. Tutors
   * and admins only.
   */
  myCommentPhrases: Array<CommentPhrase>;
  /** The caller's published evaluations, newest first; search matches the candidate's name or e-mail or the test title. */
  myGradedWork: QueuePage;
  /**
   * The evaluations the caller published, newest publication first, a page at a time by cursor (tutors and admins);
   * each entry carries the attempt, the candidate's name and the evaluation.
   */
  myGradedWorkConnection: QueueItemConnection;
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
  /** The plans on sale, cheapest first. */
  plans: Array<Plan>;
  /** One of the caller's purchases (staff may read any). */
  purchase?: Maybe<Purchase>;
  /** One rewrite with its original answer and evaluation, to recheck (tutors and admins). */
  recheckItem?: Maybe<RecheckItem>;
  /** Submitted rewrites waiting for their recheck, oldest release deadline first (tutors and admins). */
  recheckQueue: RecheckPage;
  /** One of the caller's rewrites (staff may read any); null when there is none to read. */
  rewrite?: Maybe<Rewrite>;
  /** The role audit log, newest first; only one account's changes when subjectId is given (admins only). */
  roleChanges: Array<RoleChange>;
  /** The second marking of one answer; null when the answer was not drawn (tutors and admins). */
  secondMarking?: Maybe<SecondMarking>;
  /** Second markings waiting for a tutor, oldest first; an answer's first marker never sees its entry (tutors and admins). */
  secondMarkingQueue: SecondMarkingPage;
  /** The turnaround dashboard (admins only). */
  turnaroundDashboard: TurnaroundDashboard;
  /** The webhook delivery log, newest first, of one endpoint or of all. Admins only. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** Every webhook endpoint, newest first. Admins only. */
  webhookEndpoints: Array<WebhookEndpoint>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryAttemptArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryClaimChangesArgs = {
  limit?: Scalars['Int']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryEvaluationQueueArgs = {
  filter?: InputMaybe<QueueFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryEvaluationQueueConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<QueueFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryGradingItemArgs = {
  attemptId: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMockTestArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMockTestsArgs = {
  exam?: InputMaybe<ExamKey>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMyAttemptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMyAttemptsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMyCommentPhrasesArgs = {
  exam: ExamKey;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMyGradedWorkArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryMyGradedWorkConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryOutboxArgs = {
  limit?: Scalars['Int']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryOverallPreviewArgs = {
  attemptId?: InputMaybe<Scalars['ID']['input']>;
  criterionScores: Array<CriterionScoreInput>;
  exam: ExamKey;
  taskKeys: Array<Scalars['String']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryPeopleArgs = {
  limit?: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryPurchaseArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryRecheckItemArgs = {
  rewriteId: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryRecheckQueueArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryRewriteArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryRoleChangesArgs = {
  limit?: Scalars['Int']['input'];
  subjectId?: InputMaybe<Scalars['ID']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QuerySecondMarkingArgs = {
  attemptId: Scalars['ID']['input'];
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QuerySecondMarkingQueueArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: each field names who may read it; the rest needs only a signed-in caller or none. */
export type QueryWebhookDeliveriesArgs = {
  endpointId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Narrows the evaluation queue; the parts combine (all must hold). */
export type QueueFilter = {
  /** Only tests of this exam. */
  exam?: InputMaybe<ExamKey>;
  /** Only answers whose deadline was set by this plan (QueueItem.plan): bronze, silver or gold (checked by the server). */
  plan?: InputMaybe<Scalars['String']['input']>;
  /** Only items in this state. */
  status?: InputMaybe<QueueStatusFilter>;
};

/** An attempt as a tutor sees it in the queue. */
export type QueueItem = {
  __typename?: 'QueueItem';
  /**
   * True when the caller may amend the published evaluation now: they published it and the candidate does not have it
   * yet (the attempt is not released and its deadline has not passed).
   */
  amendable: Scalars['Boolean']['output'];
  /** The submitted attempt. */
  attempt: Attempt;
  /** The candidate's e-mail address. */
  candidateEmail: Scalars['String']['output'];
  /** The candidate's full name. */
  candidateName: Scalars['String']['output'];
  /**
   * When the current claim lapses unless its holder saves a draft or claims again (CLAIM_IDLE_MINUTES after the last
   * touch); null while unclaimed. A lapsed claim counts as unclaimed and another tutor may take the answer.
   */
  claimExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the tutor who claimed it; null while unclaimed. */
  claimedBy?: Maybe<Scalars['String']['output']>;
  /** True when the caller holds the claim to grade it. */
  claimedByMe: Scalars['Boolean']['output'];
  /**
   * True once ESCALATION_SHARE_PERCENT of the plan's time has passed without a published evaluation (the tutors were
   * mailed); it stays true past the deadline until an evaluation is published.
   */
  closeToDeadline: Scalars['Boolean']['output'];
  /**
   * The server's verdict for the deadline label: OVERDUE past the deadline, NEAR_DEADLINE between the escalation point
   * and the deadline, else ON_TRACK. Clients label from this rather than from their own clock.
   */
  deadlineState: DeadlineState;
  /** The tutor's evaluation, draft or published. */
  evaluation?: Maybe<Evaluation>;
  /** The published versions of the evaluation, oldest first; empty while it is a draft (tutors and admins). */
  evaluationVersions: Array<EvaluationVersion>;
  /**
   * True when the evaluation exists but is withheld from the caller: the answer is being double-marked blind, and only
   * the first evaluation's author reads it until the second marking is published (the second marker never does).
   */
  evaluationWithheld: Scalars['Boolean']['output'];
  /** The exam of the test taken. */
  exam: Exam;
  /** Whether the evaluation was published by the deadline; null while it is not published. */
  onTime?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The plan whose evaluation time set the deadline: the plan the candidate held when submitting, else Bronze (the
   * same plan the turnaround dashboard names); null before submission.
   */
  plan?: Maybe<Plan>;
};

/** A page of the evaluation queue, oldest deadline first. */
export type QueueItemConnection = {
  __typename?: 'QueueItemConnection';
  /** The entries of this page, each with its cursor. */
  edges: Array<QueueItemEdge>;
  /** Whether more follow, and the cursor to continue from. */
  pageInfo: PageInfo;
};

/** One queue entry of a page, with its cursor. */
export type QueueItemEdge = {
  __typename?: 'QueueItemEdge';
  /** Opaque; pass it as `after` to continue after this entry. */
  cursor: Scalars['String']['output'];
  /** The queue entry. */
  node: QueueItem;
};

/** One page of queue items. */
export type QueuePage = {
  __typename?: 'QueuePage';
  /** The items on this page. */
  items: Array<QueueItem>;
  /** How many there are across all pages. */
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

/** A rewrite as a tutor rechecks it: with the original answer and its evaluation (holding the revised answer). */
export type RecheckItem = {
  __typename?: 'RecheckItem';
  /** The candidate's full name. */
  candidateName: Scalars['String']['output'];
  /** The exam of the test. */
  exam: Exam;
  /** The evaluated attempt the candidate rewrote. */
  original: Attempt;
  /** The rewrite to recheck. */
  rewrite: Rewrite;
};

/** One page of rewrites to recheck. */
export type RecheckPage = {
  __typename?: 'RecheckPage';
  /** The items on this page. */
  items: Array<RecheckItem>;
  /** How many there are across all pages. */
  total: Scalars['Int']['output'];
};

/** How far a rewrite fixed the weakness the evaluation found in one criterion. */
export type RecheckVerdict =
  /** The weakness is fixed. */
  | 'Fixed'
  /** Not fixed yet. */
  | 'NotYetFixed'
  /** Better, but not fully fixed. */
  | 'PartlyFixed';

/** A referral: the scenario, what the letter must do, the instructions and a note. */
export type ReferralCase = {
  __typename?: 'ReferralCase';
  /** The points the letter must follow. */
  instructions: Array<Scalars['String']['output']>;
  /** A note to the candidate. */
  note: Scalars['String']['output'];
  /** The situation of the patient. */
  scenario: Scalars['String']['output'];
  /** What the letter must do. */
  taskDescription: Scalars['String']['output'];
};

/** An endpoint just registered, with its signing secret: the only time the secret is shown. */
export type RegisteredWebhookEndpoint = {
  __typename?: 'RegisteredWebhookEndpoint';
  /** The endpoint as it will be listed. */
  endpoint: WebhookEndpoint;
  /** The secret to verify `Webhook-Signature` with; store it safely, it cannot be shown again. */
  secret: Scalars['String']['output'];
};

/**
 * The candidate's one rewrite of an evaluated answer: the same test written again, under the same time limit, after the
 * evaluation was released; a tutor then rechecks it per criterion. It uses none of the plan's tests.
 */
export type Rewrite = {
  __typename?: 'Rewrite';
  /** The texts of the rewrite, one per task written. */
  answers: Array<Answer>;
  /**
   * The tutor's verdicts: one for every criterion the evaluation scored below its maximum, and any other the tutor
   * judged; empty until the recheck is released to the candidate.
   */
  checks: Array<CriterionRecheck>;
  /**
   * The rewrite's scores, one per criterion of every task, checked like an evaluation's; empty when the recheck did not
   * re-score it, and for the candidate until the recheck is released.
   */
  criterionScores: Array<CriterionScore>;
  /** When the recheck is released to the candidate (submission plus the plan's evaluation minutes). */
  deadlineAt?: Maybe<Scalars['DateTime']['output']>;
  /** When its time runs out: the start plus the test's own time limit. */
  endsAt: Scalars['DateTime']['output'];
  /** The rewrite's id. */
  id: Scalars['ID']['output'];
  /** The evaluated attempt that was rewritten. */
  originalAttemptId: Scalars['ID']['output'];
  /**
   * The updated overall estimate, computed from criterionScores with the evaluation's formula; null when not re-scored,
   * and for the candidate until the recheck is released.
   */
  overall?: Maybe<OverallScore>;
  /** When the recheck was published; null until then (for the candidate: until it is released). */
  recheckedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the rewrite started, by the server's clock. */
  startedAt: Scalars['DateTime']['output'];
  /** When it was handed in; null while it is being written. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the time had run out and the last saved text was submitted. */
  timedOut: Scalars['Boolean']['output'];
};

/** What an account may do; every new account starts as a candidate. */
export type Role =
  /** Grades, and manages accounts, roles and the outbox. */
  | 'admin'
  /** Takes tests and reads their released evaluations. */
  | 'candidate'
  /** Grades submitted answers in the back office. */
  | 'tutor';

/** One change of an account's role, as the audit log keeps it. */
export type RoleChange = {
  __typename?: 'RoleChange';
  /** The admin who made the change, or 'system' for the operator's command line. */
  actorEmail: Scalars['String']['output'];
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The role before. */
  fromRole: Role;
  /** The change's id. */
  id: Scalars['ID']['output'];
  /** Why; null for changes made without one (the command line, grantRole). */
  reason?: Maybe<Scalars['String']['output']>;
  /** That account's e-mail address. */
  subjectEmail: Scalars['String']['output'];
  /** The profile whose role changed (Profile.id). */
  subjectId: Scalars['ID']['output'];
  /** The role after. */
  toRole: Role;
};

/** The scoring rules of an exam's format. */
export type Rubric = {
  __typename?: 'Rubric';
  /** The criteria tutors score. */
  criteria: Array<RubricCriterion>;
  /** How the criterion scores become the overall score, in words. */
  scoring: Scalars['String']['output'];
  /** The format version, e.g. ielts-2024; a test keeps the version it was written under. */
  version: Scalars['String']['output'];
};

/** One criterion a tutor scores, with its scale. */
export type RubricCriterion = {
  __typename?: 'RubricCriterion';
  /**
   * One short line per score saying what that score stands for, lowest score first: the product's own summary of the
   * exam owner's public band descriptors, not their official wording. Empty when the rubric has none for this criterion.
   */
  descriptors: Array<ScoreDescriptor>;
  /** The criterion's key, used in scores and comments. */
  key: Scalars['String']['output'];
  /** Its name as users see it. */
  label: Scalars['String']['output'];
  /** The highest score. */
  max: Scalars['Float']['output'];
  /** The lowest score. */
  min: Scalars['Float']['output'];
  /** The interval between allowed scores (e.g. 0.5). */
  step: Scalars['Float']['output'];
  /** The task this criterion scores; null when it applies to every task of the test. */
  taskKey?: Maybe<Scalars['String']['output']>;
};

/** The patient of a healthcare scenario. */
export type ScenarioPatient = {
  __typename?: 'ScenarioPatient';
  /** The diagnosis. */
  diagnosis: Scalars['String']['output'];
  /** The patient's name. */
  name: Scalars['String']['output'];
};

/** What one score of a rubric criterion stands for. */
export type ScoreDescriptor = {
  __typename?: 'ScoreDescriptor';
  /** The score, one of the criterion's allowed values. */
  score: Scalars['Float']['output'];
  /** One examiner-style line describing work at that score (at most 140 characters). */
  text: Scalars['String']['output'];
};

/**
 * A blind second evaluation of an answer drawn at submission (SECOND_MARKING_PERCENT of submissions): another tutor
 * scores it without seeing the first evaluation, to measure how far tutors agree. It never reaches the candidate and
 * never moves the release.
 */
export type SecondMarking = {
  __typename?: 'SecondMarking';
  /** The answer marked (its evaluation field is withheld from the second marker). */
  attempt: Attempt;
  /** The candidate's full name. */
  candidateName: Scalars['String']['output'];
  /** When the holder's claim lapses unless they save (CLAIM_IDLE_MINUTES after the last touch); null while unclaimed. */
  claimExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name of the tutor holding it; null while unclaimed. */
  claimedBy?: Maybe<Scalars['String']['output']>;
  /** True when the caller holds the second marking. */
  claimedByMe: Scalars['Boolean']['output'];
  /** The second marker's scores so far; empty for anyone but the second marker. */
  criterionScores: Array<CriterionScore>;
  /** The exam of the test taken. */
  exam: Exam;
  /** The second marker's note; empty for anyone but the second marker. */
  note: Scalars['String']['output'];
  /** The overall result of those scores; null until all are given, and for anyone but the second marker. */
  overall?: Maybe<OverallScore>;
  /** When it was published; null while open. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How a test clock forces the blind second-marking draw for one account's submissions. */
export type SecondMarkingDraw =
  /** Every submission of the account is drawn for a blind second marking. */
  | 'always'
  /** No submission of the account is drawn. */
  | 'never';

/** What the second marker writes: scores and an optional note (never shown to the candidate). */
export type SecondMarkingInput = {
  /** One score per criterion and task (publishing needs them all). */
  criterionScores: Array<CriterionScoreInput>;
  /** A note for the admins, at most 5,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** One page of second markings. */
export type SecondMarkingPage = {
  __typename?: 'SecondMarkingPage';
  /** The second markings on this page. */
  items: Array<SecondMarking>;
  /** How many there are across all pages. */
  total: Scalars['Int']['output'];
};

/**
 * One TOEFL Build a Sentence item as this attempt shows it: a message, and a reply partly written whose blanks the
 * candidate fills from the words shown (some items show one extra word that belongs nowhere).
 */
export type SentenceItem = {
  __typename?: 'SentenceItem';
  /** How many words the reply needs: its blanks. */
  blanks: Scalars['Int']['output'];
  /**
   * The words and short phrases to place, in the order this attempt shows them (never already in the correct order),
   * the extra word among them when the item has one.
   */
  chunks: Array<Scalars['String']['output']>;
  /** The message the reply answers. */
  context: Scalars['String']['output'];
  /** The reply in its correct order: null until right is told. */
  correctReply?: Maybe<Scalars['String']['output']>;
  /**
   * The reply's final punctuation: '.' or '?'.
   * @deprecated The last of replyParts holds the punctuation, with any text after the blanks.
   */
  end: Scalars['String']['output'];
  /** The item's place in the task, from 0. */
  index: Scalars['Int']['output'];
  /**
   * The candidate's order as last saved: positions in chunks, one per blank from the first (empty while unanswered). The
   * task's answer text stores the same, one line per item, positions separated by commas ('2,0,3,1').
   */
  order: Array<Scalars['Int']['output']>;
  /**
   * The reply in reading order: the given text, or null for a blank. The final punctuation is the last part. A word
   * placed in the first blank of the reply is shown with a capital letter; the words themselves are lower case.
   */
  replyParts: Array<Maybe<Scalars['String']['output']>>;
  /**
   * Whether every blank holds the right word (the correct order or another accepted one, without the extra word): null
   * until staff see a submitted attempt or the candidate a released one.
   */
  right?: Maybe<Scalars['Boolean']['output']>;
};

/** The server's exact score of Build a Sentence: items right out of all items. */
export type SentenceScore = {
  __typename?: 'SentenceScore';
  /** Items answered right. */
  rightCount: Scalars['Int']['output'];
  /** All items of the task. */
  total: Scalars['Int']['output'];
};

/** The overrides of one account's test clock; a field left out clears that override. */
export type SetTestClockInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** The evaluation deadline in seconds after submission (1 to 86400). */
  evaluationDeadlineSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Draw every submission of the account for second marking, or none. */
  secondMarking?: InputMaybe<SecondMarkingDraw>;
  /** The writing time in seconds (1 to 86400), applied to attempts started from now on. */
  writingSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/** The plan to buy and the exam it is for. */
export type StartPurchaseInput = {
  /** The exam the plan is for. */
  exam: ExamKey;
  /** bronze, silver or gold. */
  plan: Scalars['String']['input'];
};

/**
 * The scores a candidate aims for in each skill, as written in one exam's own scale (e.g. 7.0 or 350, or an OET grade
 * such as B); an empty string is a skill without a desired score.
 */
export type TargetScore = {
  __typename?: 'TargetScore';
  /** The listening score aimed for. */
  listening: Scalars['String']['output'];
  /** The reading score aimed for. */
  reading: Scalars['String']['output'];
  /** The speaking score aimed for. */
  speaking: Scalars['String']['output'];
  /** The writing score aimed for. */
  writing: Scalars['String']['output'];
};

/**
 * The scores aimed for in each skill, in the exam's own scale; an empty string clears a skill. IELTS: a band from 0 to 9
 * in steps of 0.5 (7, 7.0, 6.5). PTE: a whole number from 10 to 90. TOEFL: a band from 1 to 6 in steps of 0.5. OET: a
 * whole number from 0 to 500 or a grade A, B, C+, C, D or E. A value off the scale is refused (BAD_USER_INPUT) with a
 * message naming the scale.
 */
export type TargetScoreInput = {
  /** The listening score aimed for. */
  listening: Scalars['String']['input'];
  /** The reading score aimed for. */
  reading: Scalars['String']['input'];
  /** The speaking score aimed for. */
  speaking: Scalars['String']['input'];
  /** The writing score aimed for. */
  writing: Scalars['String']['input'];
};

/**
 * One task's own clock, for exams that time each task on its own (PTE, TOEFL): the tasks run one after the other, the
 * next opening when the previous one is submitted or its time ends.
 */
export type TaskClock = {
  __typename?: 'TaskClock';
  /** When the task closed (submitted, or its time ran out); null while open or not open yet. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the task's time runs out (startedAt + seconds); null until it opens. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The task's writing time in seconds. */
  seconds: Scalars['Int']['output'];
  /** When the task opened, by the server's clock; null until the previous task closed, or for a task never reached. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The task it times (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** True when the server closed the task because its time ran out. */
  timedOut: Scalars['Boolean']['output'];
};

/** One piece of coaching for a task, kept apart from what the exam shows. */
export type TaskHint = {
  __typename?: 'TaskHint';
  /** What kind of coaching it is. */
  kind: HintKind;
  /** The kind as a heading people read, such as 'Tone' or 'Why it matters'. */
  label: Scalars['String']['output'];
  /** The hint itself. */
  text: Scalars['String']['output'];
};

/** The hints of one task of an attempt's test. */
export type TaskHints = {
  __typename?: 'TaskHints';
  /** Its hints, in the order the question bank gives them. */
  hints: Array<TaskHint>;
  /** The task's key within the test. */
  taskKey: Scalars['String']['output'];
};

/** A text written for one task of the test, e.g. the tutor's revision of that task's answer. */
export type TaskText = {
  __typename?: 'TaskText';
  /** The task it belongs to (WritingTask.key). */
  taskKey: Scalars['String']['output'];
  /** The text. */
  text: Scalars['String']['output'];
};

/** A text for one task of the test, as the tutor writes it. */
export type TaskTextInput = {
  /** The task it belongs to (WritingTask.key of a written task; Build a Sentence has no revision). */
  taskKey: Scalars['String']['input'];
  /** The text, at most 20,000 characters. */
  text: Scalars['String']['input'];
};

/**
 * One account's test clock (TEST_CLOCKS platforms only): overrides that win over the platform's settings for that
 * account's attempts, so a test shortens its own candidate's clocks without a platform of its own.
 */
export type TestClock = {
  __typename?: 'TestClock';
  /** The account's e-mail address. */
  email: Scalars['String']['output'];
  /** The evaluation deadline in seconds after submission, instead of the plan's minutes; null keeps the setting. */
  evaluationDeadlineSeconds?: Maybe<Scalars['Int']['output']>;
  /** The second-marking draw forced for the account's submissions; null keeps SECOND_MARKING_PERCENT. */
  secondMarking?: Maybe<SecondMarkingDraw>;
  /** When the clock was last set. */
  updatedAt: Scalars['DateTime']['output'];
  /** The writing time in seconds (every task's clock, for per-task exams), instead of the test's minutes; null keeps the setting. */
  writingSeconds?: Maybe<Scalars['Int']['output']>;
};

/** What changes in the treatment. */
export type TreatmentPlanUpdate = {
  __typename?: 'TreatmentPlanUpdate';
  /** The change of medication. */
  medicationAdjustments: MedicationAdjustment;
  /** What to watch and how. */
  monitoringDetails: Scalars['String']['output'];
  /** A medicine or therapy added. */
  newMedicationOrTherapy: Scalars['String']['output'];
};

/** How the plans' turnaround promises are kept, computed by the database when asked. */
export type TurnaroundDashboard = {
  __typename?: 'TurnaroundDashboard';
  /** Answers submitted in the last 30 days whose deadline has passed. */
  dueCount: Scalars['Int']['output'];
  /** When the figures were computed. */
  generatedAt: Scalars['DateTime']['output'];
  /** The most minutes past a deadline; null without any late answer. */
  latenessMaxMinutes?: Maybe<Scalars['Float']['output']>;
  /** The median minutes past the deadline of the late ones (published late, or still waiting: late until now); null without any. */
  latenessP50Minutes?: Maybe<Scalars['Float']['output']>;
  /** The 95th percentile of those minutes; null without any late answer. */
  latenessP95Minutes?: Maybe<Scalars['Float']['output']>;
  /** Of those, the ones whose evaluation was published by the deadline (released on time). */
  onTimeCount: Scalars['Int']['output'];
  /** onTimeCount / dueCount, 0 to 1; null when nothing has come due. */
  onTimeShare?: Maybe<Scalars['Float']['output']>;
  /** Answers past their deadline with no published evaluation, oldest deadline first (at most 100). */
  overdue: Array<OverdueAnswer>;
  /** Submissions per plan: today, 7 days, 30 days. */
  submissions: Array<PlanSubmissionCount>;
  /** Every tutor's and admin's load, by name. */
  workload: Array<TutorWorkload>;
};

/** A tutor's agreement with the other marker over every double-marked answer they marked, first or second. */
export type TutorAgreement = {
  __typename?: 'TutorAgreement';
  /** Double-marked answers the tutor marked. */
  answers: Scalars['Int']['output'];
  /** Criterion scores compared. */
  comparisons: Scalars['Int']['output'];
  /** The tutor's e-mail address. */
  email: Scalars['String']['output'];
  /** Share of them (0 to 1) with the same score. */
  exact: Scalars['Float']['output'];
  /** The tutor's name. */
  name: Scalars['String']['output'];
  /** Share of them (0 to 1) at most one step of the criterion's scale apart. */
  withinOneStep: Scalars['Float']['output'];
};

/** One tutor's (or admin's) grading load. */
export type TutorWorkload = {
  __typename?: 'TutorWorkload';
  /** The mean minutes from claim to publication over the last 30 days; null when nothing was published then. */
  averageGradingMinutes?: Maybe<Scalars['Float']['output']>;
  /** Answers the tutor holds now without a published evaluation. */
  claimedNow: Scalars['Int']['output'];
  /** The tutor's e-mail address. */
  email: Scalars['String']['output'];
  /** The tutor's name. */
  fullName: Scalars['String']['output'];
  /** Evaluations the tutor published since midnight UTC. */
  gradedToday: Scalars['Int']['output'];
  /** The tutor's profile (Profile.id). */
  profileId: Scalars['ID']['output'];
};

/** Changes to the caller's profile; a field left out keeps its value. */
export type UpdateProfileInput = {
  /** The candidate's country. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Where the candidate means to study, work or live. */
  destination?: InputMaybe<Scalars['String']['input']>;
  /** The highest education completed. */
  education?: InputMaybe<Education>;
  /** The name shown to tutors and on evaluations: 1 to 200 characters on one line (no control characters); runs of spaces become one. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** The exam to prepare for. */
  selectedExam?: InputMaybe<ExamKey>;
  /** The exam targetScore is for; left out, the selected exam. The selected exam itself is not changed by it. */
  targetExam?: InputMaybe<ExamKey>;
  /** The scores aimed for, all four together, for targetExam (else for the selected exam, after this change). */
  targetScore?: InputMaybe<TargetScoreInput>;
};

/** A patient's vital signs as the case notes give them. */
export type VitalSigns = {
  __typename?: 'VitalSigns';
  /** Blood pressure. */
  bloodPressure: Scalars['String']['output'];
  /** Heart rate. */
  heartRate: Scalars['String']['output'];
  /** Breaths per minute. */
  respiratoryRate: Scalars['String']['output'];
  /** Body temperature. */
  temperature: Scalars['String']['output'];
};

/** One event sent (or to be sent) to one endpoint, with what its tries got back. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Tries made so far (since the last redeliver). */
  attempts: Scalars['Int']['output'];
  /** The JSON body posted, exactly as signed. */
  body: Scalars['String']['output'];
  /** When the event happened. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver accepted it; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The endpoint it goes to (WebhookEndpoint.id). */
  endpointId: Scalars['ID']['output'];
  /** The event's id, sent as `Webhook-Id`: a receiver deduplicates on it. */
  eventId: Scalars['ID']['output'];
  /** The event. */
  eventType: WebhookEventType;
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** Why the last try failed; null after a success. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer; null when there was none (timed out, refused, unreachable). */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** When the next try is due, while pending. */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** Where it stands. */
  status: WebhookDeliveryStatus;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered with a 2xx status. */
  | 'delivered'
  /** Retried until WEBHOOK_RETRY_FOR_HOURS after the event without a 2xx answer; an admin may redeliver it. */
  | 'failed'
  /** Waiting for its first try, or for a retry after a failed one. */
  | 'pending';

/**
 * A receiver of signed webhook deliveries, registered by an admin. Each delivery is a POST of `{ id, type, createdAt,
 * data }` with the headers `Webhook-Id` (the event id, the same on every retry), `Webhook-Event`, `Webhook-Timestamp`
 * and `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The admin's note about the receiver; empty when none was given. */
  description: Scalars['String']['output'];
  /** When an admin turned it off; null while it receives new events. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The events it receives. */
  events: Array<WebhookEventType>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** The first characters of the signing secret (`whsec_` and six more), to tell endpoints apart. */
  secretHint: Scalars['String']['output'];
  /** Where deliveries are posted (http or https). */
  url: Scalars['String']['output'];
};

/** An event a webhook endpoint may subscribe to. */
export type WebhookEventType =
  /** A candidate submitted an attempt, or the server submitted it when the writing time ran out (`timedOut`). */
  | 'attempt.submitted'
  /** An attempt's evaluation deadline passed with no published evaluation. */
  | 'evaluation.overdue'
  /** An evaluation became visible to its candidate (published and the plan's evaluation time passed). */
  | 'evaluation.released'
  /** A purchase was refunded and its plan withdrawn. */
  | 'purchase.refunded'
  /** A purchase's payment succeeded and the plan was applied. */
  | 'purchase.succeeded';

/** A word limit. */
export type WordCountLimit = {
  __typename?: 'WordCountLimit';
  /** The fewest words expected. */
  min: Scalars['Int']['output'];
};

/** One writing task of a mock test, with everything the candidate reads before writing. */
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
  /** What the candidate must do. */
  instructions: Scalars['String']['output'];
  /** The task's key within the test, used by answers and scores. */
  key: Scalars['String']['output'];
  /**
   * IELTS General Task 1: formal, semi-formal or informal; null unless the caller is a tutor or an admin (the register is
   * part of what is assessed, so candidates read it only as a hint: Attempt.hints).
   */
  letterKind?: Maybe<Scalars['String']['output']>;
  /** The most words allowed; null when none. */
  maxWords?: Maybe<Scalars['Int']['output']>;
  /** The fewest words expected; null when none. */
  minWords?: Maybe<Scalars['Int']['output']>;
  /** The time suggested for this task. */
  minutes: Scalars['Int']['output'];
  /** A model answer for tutors; null unless the caller is a tutor or an admin. */
  modelAnswer?: Maybe<Scalars['String']['output']>;
  /** OET letter: the case notes, in one of the six shapes of the question bank (content/README.md). */
  oetCase?: Maybe<OetCase>;
  /** PTE Summarize Written Text: the passage to summarise. */
  passage?: Maybe<Scalars['String']['output']>;
  /** The question or topic to write about. */
  prompt: Scalars['String']['output'];
  /** Its heading. */
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
  AttemptConnection: ResolverTypeWrapper<Omit<AttemptConnection, 'edges'> & { edges: Array<ResolversTypes['AttemptEdge']> }>;
  AttemptEdge: ResolverTypeWrapper<Omit<AttemptEdge, 'node'> & { node: ResolversTypes['Attempt'] }>;
  AttemptPage: ResolverTypeWrapper<Omit<AttemptPage, 'items'> & { items: Array<ResolversTypes['Attempt']> }>;
  AttemptStatus: null;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CaseNoteCase: ResolverTypeWrapper<CaseNoteCaseModel>;
  CaseSummaryCase: ResolverTypeWrapper<CaseSummaryCaseModel>;
  CaseSummaryInvestigations: ResolverTypeWrapper<CaseSummaryInvestigations>;
  CaseSummaryPatient: ResolverTypeWrapper<CaseSummaryPatient>;
  CaseSummaryTreatment: ResolverTypeWrapper<CaseSummaryTreatment>;
  ClaimChange: ResolverTypeWrapper<ClaimChange>;
  CollaborationAndCoordination: ResolverTypeWrapper<CollaborationAndCoordination>;
  CommentPhrase: ResolverTypeWrapper<CommentPhrase>;
  CommunicationCase: ResolverTypeWrapper<CommunicationCaseModel>;
  CommunicationPatient: ResolverTypeWrapper<CommunicationPatient>;
  ConditionChange: ResolverTypeWrapper<ConditionChange>;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CriterionAgreement: ResolverTypeWrapper<CriterionAgreementModel>;
  CriterionRecheck: ResolverTypeWrapper<CriterionRecheckModel>;
  CriterionRecheckInput: CriterionRecheckInput;
  CriterionScore: ResolverTypeWrapper<CriterionScoreModel>;
  CriterionScoreInput: CriterionScoreInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeadlineState: DeadlineState;
  DischargeField: ResolverTypeWrapper<DischargeField>;
  DischargeFields: ResolverTypeWrapper<DischargeFields>;
  DischargeList: ResolverTypeWrapper<DischargeList>;
  DischargeParagraph: ResolverTypeWrapper<DischargeParagraph>;
  DischargeSection: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DischargeSection']>;
  DischargeSummaryCase: ResolverTypeWrapper<DischargeSummaryCaseModel>;
  Discussion: ResolverTypeWrapper<DiscussionModel>;
  DiscussionPost: ResolverTypeWrapper<DiscussionPostModel>;
  Education: Education;
  ErrorReason: ErrorReason;
  EscalationMailSettings: ResolverTypeWrapper<EscalationMailSettings>;
  Evaluation: ResolverTypeWrapper<EvaluationModel>;
  EvaluationInput: EvaluationInput;
  EvaluationVersion: ResolverTypeWrapper<EvaluationVersionViewModel>;
  Exam: ResolverTypeWrapper<ExamModel>;
  ExamKey: ExamKey;
  ExamTargetScore: ResolverTypeWrapper<ExamTargetScore>;
  FamilyEducation: ResolverTypeWrapper<FamilyEducation>;
  FirstRead: ResolverTypeWrapper<FirstRead>;
  FirstReadFlag: ResolverTypeWrapper<FirstReadFlag>;
  FirstReadFlagKind: FirstReadFlagKind;
  FirstReadStatus: FirstReadStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowUpAndMonitoring: ResolverTypeWrapper<FollowUpAndMonitoring>;
  FollowUpAppointment: ResolverTypeWrapper<FollowUpAppointment>;
  HealthcareScenarioCase: ResolverTypeWrapper<HealthcareScenarioCaseModel>;
  HintKind: null;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LabelText: ResolverTypeWrapper<LabelTextModel>;
  LabelTextInput: LabelTextInput;
  MailStatus: null;
  MarkingAgreement: ResolverTypeWrapper<Omit<MarkingAgreement, 'criteria' | 'tutors'> & { criteria: Array<ResolversTypes['CriterionAgreement']>, tutors: Array<ResolversTypes['TutorAgreement']> }>;
  MedicalHistory: ResolverTypeWrapper<MedicalHistory>;
  MedicationAdjustment: ResolverTypeWrapper<MedicationAdjustment>;
  MockTest: ResolverTypeWrapper<CatalogEntryModel>;
  ModelAnswer: ResolverTypeWrapper<ModelAnswer>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OetCase: ResolverTypeWrapper<OetCaseModel>;
  OutboxMail: ResolverTypeWrapper<OutboxEntryModel>;
  OverallScore: ResolverTypeWrapper<OverallScoreModel>;
  OverdueAnswer: ResolverTypeWrapper<Omit<OverdueAnswer, 'plan'> & { plan: ResolversTypes['Plan'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentGatewayKind: null;
  PaymentSession: ResolverTypeWrapper<PaymentSessionModel>;
  Plan: ResolverTypeWrapper<PlanModel>;
  PlanSubmissionCount: ResolverTypeWrapper<Omit<PlanSubmissionCount, 'plan'> & { plan: ResolversTypes['Plan'] }>;
  Profile: ResolverTypeWrapper<ProfileModel>;
  Purchase: ResolverTypeWrapper<PurchaseModel>;
  PurchaseStatus: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueFilter: QueueFilter;
  QueueItem: ResolverTypeWrapper<QueueEntryModel>;
  QueueItemConnection: ResolverTypeWrapper<Omit<QueueItemConnection, 'edges'> & { edges: Array<ResolversTypes['QueueItemEdge']> }>;
  QueueItemEdge: ResolverTypeWrapper<Omit<QueueItemEdge, 'node'> & { node: ResolversTypes['QueueItem'] }>;
  QueuePage: ResolverTypeWrapper<Omit<QueuePage, 'items'> & { items: Array<ResolversTypes['QueueItem']> }>;
  QueueStatusFilter: QueueStatusFilter;
  RecheckItem: ResolverTypeWrapper<RecheckItemModel>;
  RecheckPage: ResolverTypeWrapper<Omit<RecheckPage, 'items'> & { items: Array<ResolversTypes['RecheckItem']> }>;
  RecheckVerdict: null;
  ReferralCase: ResolverTypeWrapper<ReferralCaseModel>;
  RegisteredWebhookEndpoint: ResolverTypeWrapper<RegisteredEndpointModel>;
  Rewrite: ResolverTypeWrapper<RewriteModel>;
  Role: null;
  RoleChange: ResolverTypeWrapper<RoleChangeModel>;
  Rubric: ResolverTypeWrapper<RubricModel>;
  RubricCriterion: ResolverTypeWrapper<RubricCriterionInRubricModel>;
  ScenarioPatient: ResolverTypeWrapper<ScenarioPatient>;
  ScoreDescriptor: ResolverTypeWrapper<ScoreDescriptor>;
  SecondMarking: ResolverTypeWrapper<SecondMarkingEntryModel>;
  SecondMarkingDraw: null;
  SecondMarkingInput: SecondMarkingInput;
  SecondMarkingPage: ResolverTypeWrapper<Omit<SecondMarkingPage, 'items'> & { items: Array<ResolversTypes['SecondMarking']> }>;
  SentenceItem: ResolverTypeWrapper<SentenceItem>;
  SentenceScore: ResolverTypeWrapper<SentenceScore>;
  SetTestClockInput: SetTestClockInput;
  StartPurchaseInput: StartPurchaseInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TargetScore: ResolverTypeWrapper<TargetScoreModel>;
  TargetScoreInput: TargetScoreInput;
  TaskClock: ResolverTypeWrapper<TaskClock>;
  TaskHint: ResolverTypeWrapper<TaskHintModel>;
  TaskHints: ResolverTypeWrapper<Omit<TaskHints, 'hints'> & { hints: Array<ResolversTypes['TaskHint']> }>;
  TaskText: ResolverTypeWrapper<TaskText>;
  TaskTextInput: TaskTextInput;
  TestClock: ResolverTypeWrapper<TestClockViewModel>;
  TreatmentPlanUpdate: ResolverTypeWrapper<TreatmentPlanUpdate>;
  TurnaroundDashboard: ResolverTypeWrapper<Omit<TurnaroundDashboard, 'overdue' | 'submissions'> & { overdue: Array<ResolversTypes['OverdueAnswer']>, submissions: Array<ResolversTypes['PlanSubmissionCount']> }>;
  TutorAgreement: ResolverTypeWrapper<TutorAgreementRowModel>;
  TutorWorkload: ResolverTypeWrapper<TutorWorkload>;
  UpdateProfileInput: UpdateProfileInput;
  VitalSigns: ResolverTypeWrapper<VitalSigns>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryStatus: null;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointModel>;
  WebhookEventType: null;
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
  AttemptConnection: Omit<AttemptConnection, 'edges'> & { edges: Array<ResolversParentTypes['AttemptEdge']> };
  AttemptEdge: Omit<AttemptEdge, 'node'> & { node: ResolversParentTypes['Attempt'] };
  AttemptPage: Omit<AttemptPage, 'items'> & { items: Array<ResolversParentTypes['Attempt']> };
  Boolean: Scalars['Boolean']['output'];
  CaseNoteCase: CaseNoteCaseModel;
  CaseSummaryCase: CaseSummaryCaseModel;
  CaseSummaryInvestigations: CaseSummaryInvestigations;
  CaseSummaryPatient: CaseSummaryPatient;
  CaseSummaryTreatment: CaseSummaryTreatment;
  ClaimChange: ClaimChange;
  CollaborationAndCoordination: CollaborationAndCoordination;
  CommentPhrase: CommentPhrase;
  CommunicationCase: CommunicationCaseModel;
  CommunicationPatient: CommunicationPatient;
  ConditionChange: ConditionChange;
  CreatedApiKey: CreatedApiKey;
  CriterionAgreement: CriterionAgreementModel;
  CriterionRecheck: CriterionRecheckModel;
  CriterionRecheckInput: CriterionRecheckInput;
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
  EscalationMailSettings: EscalationMailSettings;
  Evaluation: EvaluationModel;
  EvaluationInput: EvaluationInput;
  EvaluationVersion: EvaluationVersionViewModel;
  Exam: ExamModel;
  ExamTargetScore: ExamTargetScore;
  FamilyEducation: FamilyEducation;
  FirstRead: FirstRead;
  FirstReadFlag: FirstReadFlag;
  Float: Scalars['Float']['output'];
  FollowUpAndMonitoring: FollowUpAndMonitoring;
  FollowUpAppointment: FollowUpAppointment;
  HealthcareScenarioCase: HealthcareScenarioCaseModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LabelText: LabelTextModel;
  LabelTextInput: LabelTextInput;
  MarkingAgreement: Omit<MarkingAgreement, 'criteria' | 'tutors'> & { criteria: Array<ResolversParentTypes['CriterionAgreement']>, tutors: Array<ResolversParentTypes['TutorAgreement']> };
  MedicalHistory: MedicalHistory;
  MedicationAdjustment: MedicationAdjustment;
  MockTest: CatalogEntryModel;
  ModelAnswer: ModelAnswer;
  Mutation: Record<PropertyKey, never>;
  OetCase: OetCaseModel;
  OutboxMail: OutboxEntryModel;
  OverallScore: OverallScoreModel;
  OverdueAnswer: Omit<OverdueAnswer, 'plan'> & { plan: ResolversParentTypes['Plan'] };
  PageInfo: PageInfo;
  PaymentSession: PaymentSessionModel;
  Plan: PlanModel;
  PlanSubmissionCount: Omit<PlanSubmissionCount, 'plan'> & { plan: ResolversParentTypes['Plan'] };
  Profile: ProfileModel;
  Purchase: PurchaseModel;
  Query: Record<PropertyKey, never>;
  QueueFilter: QueueFilter;
  QueueItem: QueueEntryModel;
  QueueItemConnection: Omit<QueueItemConnection, 'edges'> & { edges: Array<ResolversParentTypes['QueueItemEdge']> };
  QueueItemEdge: Omit<QueueItemEdge, 'node'> & { node: ResolversParentTypes['QueueItem'] };
  QueuePage: Omit<QueuePage, 'items'> & { items: Array<ResolversParentTypes['QueueItem']> };
  RecheckItem: RecheckItemModel;
  RecheckPage: Omit<RecheckPage, 'items'> & { items: Array<ResolversParentTypes['RecheckItem']> };
  ReferralCase: ReferralCaseModel;
  RegisteredWebhookEndpoint: RegisteredEndpointModel;
  Rewrite: RewriteModel;
  RoleChange: RoleChangeModel;
  Rubric: RubricModel;
  RubricCriterion: RubricCriterionInRubricModel;
  ScenarioPatient: ScenarioPatient;
  ScoreDescriptor: ScoreDescriptor;
  SecondMarking: SecondMarkingEntryModel;
  SecondMarkingInput: SecondMarkingInput;
  SecondMarkingPage: Omit<SecondMarkingPage, 'items'> & { items: Array<ResolversParentTypes['SecondMarking']> };
  SentenceItem: SentenceItem;
  SentenceScore: SentenceScore;
  SetTestClockInput: SetTestClockInput;
  StartPurchaseInput: StartPurchaseInput;
  String: Scalars['String']['output'];
  TargetScore: TargetScoreModel;
  TargetScoreInput: TargetScoreInput;
  TaskClock: TaskClock;
  TaskHint: TaskHintModel;
  TaskHints: Omit<TaskHints, 'hints'> & { hints: Array<ResolversParentTypes['TaskHint']> };
  TaskText: TaskText;
  TaskTextInput: TaskTextInput;
  TestClock: TestClockViewModel;
  TreatmentPlanUpdate: TreatmentPlanUpdate;
  TurnaroundDashboard: Omit<TurnaroundDashboard, 'overdue' | 'submissions'> & { overdue: Array<ResolversParentTypes['OverdueAnswer']>, submissions: Array<ResolversParentTypes['PlanSubmissionCount']> };
  TutorAgreement: TutorAgreementRowModel;
  TutorWorkload: TutorWorkload;
  UpdateProfileInput: UpdateProfileInput;
  VitalSigns: VitalSigns;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookEndpoint: WebhookEndpointModel;
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
  firstRead?: Resolver<Maybe<ResolversTypes['FirstRead']>, ParentType, ContextType>;
  hints?: Resolver<Array<ResolversTypes['TaskHints']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mockTest?: Resolver<ResolversTypes['MockTest'], ParentType, ContextType>;
  modelAnswers?: Resolver<Array<ResolversTypes['ModelAnswer']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rewrite?: Resolver<Maybe<ResolversTypes['Rewrite']>, ParentType, ContextType>;
  secondsTaken?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sentenceItems?: Resolver<Array<ResolversTypes['SentenceItem']>, ParentType, ContextType>;
  sentenceScore?: Resolver<Maybe<ResolversTypes['SentenceScore']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AttemptStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taskClocks?: Resolver<Array<ResolversTypes['TaskClock']>, ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withHints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AttemptConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AttemptConnection'] = ResolversParentTypes['AttemptConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AttemptEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AttemptEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AttemptEdge'] = ResolversParentTypes['AttemptEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType>;
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
  orderedTests?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaseSummaryPatientResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryPatient'] = ResolversParentTypes['CaseSummaryPatient']> = ResolversObject<{
  admissionSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  diagnosis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medicalHistory?: Resolver<Maybe<ResolversTypes['MedicalHistory']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentingSymptoms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vitalSigns?: Resolver<ResolversTypes['VitalSigns'], ParentType, ContextType>;
}>;

export type CaseSummaryTreatmentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CaseSummaryTreatment'] = ResolversParentTypes['CaseSummaryTreatment']> = ResolversObject<{
  initiated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  persistentSymptoms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stabilization?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ClaimChange'] = ResolversParentTypes['ClaimChange']> = ResolversObject<{
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromTutorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toTutorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CollaborationAndCoordinationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CollaborationAndCoordination'] = ResolversParentTypes['CollaborationAndCoordination']> = ResolversObject<{
  arrangements?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentPhraseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommentPhrase'] = ResolversParentTypes['CommentPhrase']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommunicationCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CommunicationCase'] = ResolversParentTypes['CommunicationCase']> = ResolversObject<{
  changeInMedicalCondition?: Resolver<ResolversTypes['ConditionChange'], ParentType, ContextType>;
  collaborationAndCoordination?: Resolver<ResolversTypes['CollaborationAndCoordination'], ParentType, ContextType>;
  followUpAndMonitoring?: Resolver<ResolversTypes['FollowUpAndMonitoring'], ParentType, ContextType>;
  noteToCandidate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientAndFamilyEducation?: Resolver<ResolversTypes['FamilyEducation'], ParentType, ContextType>;
  patientInformation?: Resolver<ResolversTypes['CommunicationPatient'], ParentType, ContextType>;
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

export type CriterionAgreementResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CriterionAgreement'] = ResolversParentTypes['CriterionAgreement']> = ResolversObject<{
  comparisons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['Exam'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withinOneStep?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CriterionRecheckResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CriterionRecheck'] = ResolversParentTypes['CriterionRecheck']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['RecheckVerdict'], ParentType, ContextType>;
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

export type EscalationMailSettingsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['EscalationMailSettings'] = ResolversParentTypes['EscalationMailSettings']> = ResolversObject<{
  allTutorsMailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sharePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  revisedAnswers?: Resolver<Array<ResolversTypes['TaskText']>, ParentType, ContextType>;
  strengths?: Resolver<Array<ResolversTypes['LabelText']>, ParentType, ContextType>;
  weaknesses?: Resolver<Array<ResolversTypes['LabelText']>, ParentType, ContextType>;
}>;

export type EvaluationVersionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['EvaluationVersion'] = ResolversParentTypes['EvaluationVersion']> = ResolversObject<{
  feedback?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  publishedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExamResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Exam'] = ResolversParentTypes['Exam']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rubric?: Resolver<ResolversTypes['Rubric'], ParentType, ContextType>;
  shortCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExamTargetScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ExamTargetScore'] = ResolversParentTypes['ExamTargetScore']> = ResolversObject<{
  exam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  listening?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speaking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FamilyEducationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FamilyEducation'] = ResolversParentTypes['FamilyEducation']> = ResolversObject<{
  information?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FirstReadResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FirstRead'] = ResolversParentTypes['FirstRead']> = ResolversObject<{
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dialect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['FirstReadFlag']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FirstReadStatus'], ParentType, ContextType>;
}>;

export type FirstReadFlagResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FirstReadFlag'] = ResolversParentTypes['FirstReadFlag']> = ResolversObject<{
  criterion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FirstReadFlagKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type HintKindResolvers = { CLOSING: 'closing', CONTENT: 'content', INCLUDE: 'include', INTERPRETATION: 'interpretation', RATIONALE: 'rationale', REGISTER: 'register', TONE: 'tone' };

export type LabelTextResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LabelText'] = ResolversParentTypes['LabelText']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MailStatusResolvers = { FAILED: 'failed', PENDING: 'pending', SENT: 'sent' };

export type MarkingAgreementResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MarkingAgreement'] = ResolversParentTypes['MarkingAgreement']> = ResolversObject<{
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  criteria?: Resolver<Array<ResolversTypes['CriterionAgreement']>, ParentType, ContextType>;
  sharePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tutors?: Resolver<Array<ResolversTypes['TutorAgreement']>, ParentType, ContextType>;
}>;

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

export type ModelAnswerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ModelAnswer'] = ResolversParentTypes['ModelAnswer']> = ResolversObject<{
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  amendEvaluation?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationAmendEvaluationArgs, 'attemptId' | 'basedOnVersion' | 'input'>>;
  changeRole?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationChangeRoleArgs, 'email' | 'reason' | 'role'>>;
  claimAttempt?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationClaimAttemptArgs, 'attemptId'>>;
  claimSecondMarking?: Resolver<ResolversTypes['SecondMarking'], ParentType, ContextType, RequireFields<MutationClaimSecondMarkingArgs, 'attemptId'>>;
  confirmPurchase?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationConfirmPurchaseArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'readOnly'>>;
  deleteCommentPhrase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCommentPhraseArgs, 'id'>>;
  disableWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationDisableWebhookEndpointArgs, 'id'>>;
  grantRole?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationGrantRoleArgs, 'email' | 'role'>>;
  makeTimerDueNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMakeTimerDueNowArgs, 'timerId'>>;
  publishEvaluation?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationPublishEvaluationArgs, 'attemptId' | 'input'>>;
  publishRecheck?: Resolver<ResolversTypes['RecheckItem'], ParentType, ContextType, RequireFields<MutationPublishRecheckArgs, 'checks' | 'rewriteId'>>;
  publishSecondMarking?: Resolver<ResolversTypes['SecondMarking'], ParentType, ContextType, RequireFields<MutationPublishSecondMarkingArgs, 'attemptId' | 'input'>>;
  reassignClaim?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationReassignClaimArgs, 'attemptId' | 'reason' | 'tutorEmail'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'id'>>;
  registerWebhookEndpoint?: Resolver<ResolversTypes['RegisteredWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRegisterWebhookEndpointArgs, 'events' | 'url'>>;
  resendMail?: Resolver<ResolversTypes['OutboxMail'], ParentType, ContextType, RequireFields<MutationResendMailArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  saveCommentPhrase?: Resolver<ResolversTypes['CommentPhrase'], ParentType, ContextType, RequireFields<MutationSaveCommentPhraseArgs, 'criterion' | 'exam' | 'text'>>;
  saveDraft?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'answers' | 'attemptId'>>;
  saveEvaluation?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationSaveEvaluationArgs, 'attemptId' | 'input'>>;
  saveRewriteDraft?: Resolver<ResolversTypes['Rewrite'], ParentType, ContextType, RequireFields<MutationSaveRewriteDraftArgs, 'answers' | 'rewriteId'>>;
  saveSecondMarking?: Resolver<ResolversTypes['SecondMarking'], ParentType, ContextType, RequireFields<MutationSaveSecondMarkingArgs, 'attemptId' | 'input'>>;
  setEscalationMails?: Resolver<ResolversTypes['EscalationMailSettings'], ParentType, ContextType, RequireFields<MutationSetEscalationMailsArgs, 'enabled'>>;
  setPracticeWithHints?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationSetPracticeWithHintsArgs, 'on'>>;
  setTestClock?: Resolver<ResolversTypes['TestClock'], ParentType, ContextType, RequireFields<MutationSetTestClockArgs, 'input'>>;
  startAttempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationStartAttemptArgs, 'mockTestId'>>;
  startPurchase?: Resolver<ResolversTypes['PaymentSession'], ParentType, ContextType, RequireFields<MutationStartPurchaseArgs, 'input'>>;
  startRewrite?: Resolver<ResolversTypes['Rewrite'], ParentType, ContextType, RequireFields<MutationStartRewriteArgs, 'attemptId'>>;
  submitAttempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationSubmitAttemptArgs, 'answers' | 'attemptId'>>;
  submitRewrite?: Resolver<ResolversTypes['Rewrite'], ParentType, ContextType, RequireFields<MutationSubmitRewriteArgs, 'answers' | 'rewriteId'>>;
  submitTask?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType, RequireFields<MutationSubmitTaskArgs, 'answer' | 'attemptId'>>;
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
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OverallScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OverallScore'] = ResolversParentTypes['OverallScore']> = ResolversObject<{
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightedMean?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OverdueAnswerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OverdueAnswer'] = ResolversParentTypes['OverdueAnswer']> = ResolversObject<{
  attemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  candidateEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  candidateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadlineAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holderEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minutesLate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  testTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type PlanSubmissionCountResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PlanSubmissionCount'] = ResolversParentTypes['PlanSubmissionCount']> = ResolversObject<{
  last7Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  education?: Resolver<ResolversTypes['Education'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  extraTests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  planExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  practiceWithHints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  selectedExam?: Resolver<ResolversTypes['ExamKey'], ParentType, ContextType>;
  targetScore?: Resolver<ResolversTypes['TargetScore'], ParentType, ContextType>;
  targetScores?: Resolver<Array<ResolversTypes['ExamTargetScore']>, ParentType, ContextType>;
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
  answersNearDeadline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempt?: Resolver<Maybe<ResolversTypes['Attempt']>, ParentType, ContextType, RequireFields<QueryAttemptArgs, 'id'>>;
  claimChanges?: Resolver<Array<ResolversTypes['ClaimChange']>, ParentType, ContextType, RequireFields<QueryClaimChangesArgs, 'limit'>>;
  escalationMailSettings?: Resolver<ResolversTypes['EscalationMailSettings'], ParentType, ContextType>;
  evaluationQueue?: Resolver<ResolversTypes['QueuePage'], ParentType, ContextType, RequireFields<QueryEvaluationQueueArgs, 'limit' | 'offset'>>;
  evaluationQueueConnection?: Resolver<ResolversTypes['QueueItemConnection'], ParentType, ContextType, RequireFields<QueryEvaluationQueueConnectionArgs, 'first'>>;
  exams?: Resolver<Array<ResolversTypes['Exam']>, ParentType, ContextType>;
  gradingItem?: Resolver<Maybe<ResolversTypes['QueueItem']>, ParentType, ContextType, RequireFields<QueryGradingItemArgs, 'attemptId'>>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  markingAgreement?: Resolver<ResolversTypes['MarkingAgreement'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  mockTest?: Resolver<Maybe<ResolversTypes['MockTest']>, ParentType, ContextType, RequireFields<QueryMockTestArgs, 'id'>>;
  mockTests?: Resolver<Array<ResolversTypes['MockTest']>, ParentType, ContextType, Partial<QueryMockTestsArgs>>;
  myApiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  myAttempts?: Resolver<ResolversTypes['AttemptPage'], ParentType, ContextType, RequireFields<QueryMyAttemptsArgs, 'limit' | 'offset'>>;
  myAttemptsConnection?: Resolver<ResolversTypes['AttemptConnection'], ParentType, ContextType, RequireFields<QueryMyAttemptsConnectionArgs, 'first'>>;
  myCommentPhrases?: Resolver<Array<ResolversTypes['CommentPhrase']>, ParentType, ContextType, RequireFields<QueryMyCommentPhrasesArgs, 'exam'>>;
  myGradedWork?: Resolver<ResolversTypes['QueuePage'], ParentType, ContextType, RequireFields<QueryMyGradedWorkArgs, 'limit' | 'offset'>>;
  myGradedWorkConnection?: Resolver<ResolversTypes['QueueItemConnection'], ParentType, ContextType, RequireFields<QueryMyGradedWorkConnectionArgs, 'first'>>;
  myPurchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  outbox?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType, RequireFields<QueryOutboxArgs, 'limit'>>;
  overallPreview?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType, RequireFields<QueryOverallPreviewArgs, 'criterionScores' | 'exam' | 'taskKeys'>>;
  people?: Resolver<Array<ResolversTypes['Profile']>, ParentType, ContextType, RequireFields<QueryPeopleArgs, 'limit' | 'search'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  purchase?: Resolver<Maybe<ResolversTypes['Purchase']>, ParentType, ContextType, RequireFields<QueryPurchaseArgs, 'id'>>;
  recheckItem?: Resolver<Maybe<ResolversTypes['RecheckItem']>, ParentType, ContextType, RequireFields<QueryRecheckItemArgs, 'rewriteId'>>;
  recheckQueue?: Resolver<ResolversTypes['RecheckPage'], ParentType, ContextType, RequireFields<QueryRecheckQueueArgs, 'limit' | 'offset'>>;
  rewrite?: Resolver<Maybe<ResolversTypes['Rewrite']>, ParentType, ContextType, RequireFields<QueryRewriteArgs, 'id'>>;
  roleChanges?: Resolver<Array<ResolversTypes['RoleChange']>, ParentType, ContextType, RequireFields<QueryRoleChangesArgs, 'limit'>>;
  secondMarking?: Resolver<Maybe<ResolversTypes['SecondMarking']>, ParentType, ContextType, RequireFields<QuerySecondMarkingArgs, 'attemptId'>>;
  secondMarkingQueue?: Resolver<ResolversTypes['SecondMarkingPage'], ParentType, ContextType, RequireFields<QuerySecondMarkingQueueArgs, 'limit' | 'offset'>>;
  turnaroundDashboard?: Resolver<ResolversTypes['TurnaroundDashboard'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'limit'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
}>;

export type QueueItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueItem'] = ResolversParentTypes['QueueItem']> = ResolversObject<{
  amendable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType>;
  candidateEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  candidateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  claimedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closeToDeadline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deadlineState?: Resolver<ResolversTypes['DeadlineState'], ParentType, ContextType>;
  evaluation?: Resolver<Maybe<ResolversTypes['Evaluation']>, ParentType, ContextType>;
  evaluationVersions?: Resolver<Array<ResolversTypes['EvaluationVersion']>, ParentType, ContextType>;
  evaluationWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['Exam'], ParentType, ContextType>;
  onTime?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type QueueItemConnectionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueItemConnection'] = ResolversParentTypes['QueueItemConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['QueueItemEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type QueueItemEdgeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueItemEdge'] = ResolversParentTypes['QueueItemEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType>;
}>;

export type QueuePageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueuePage'] = ResolversParentTypes['QueuePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['QueueItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecheckItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RecheckItem'] = ResolversParentTypes['RecheckItem']> = ResolversObject<{
  candidateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['Exam'], ParentType, ContextType>;
  original?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType>;
  rewrite?: Resolver<ResolversTypes['Rewrite'], ParentType, ContextType>;
}>;

export type RecheckPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RecheckPage'] = ResolversParentTypes['RecheckPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['RecheckItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecheckVerdictResolvers = { FIXED: 'Fixed', NOT_YET_FIXED: 'NotYetFixed', PARTLY_FIXED: 'PartlyFixed' };

export type ReferralCaseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ReferralCase'] = ResolversParentTypes['ReferralCase']> = ResolversObject<{
  instructions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taskDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisteredWebhookEndpointResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RegisteredWebhookEndpoint'] = ResolversParentTypes['RegisteredWebhookEndpoint']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RewriteResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Rewrite'] = ResolversParentTypes['Rewrite']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['CriterionRecheck']>, ParentType, ContextType>;
  criterionScores?: Resolver<Array<ResolversTypes['CriterionScore']>, ParentType, ContextType>;
  deadlineAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalAttemptId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType>;
  recheckedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  descriptors?: Resolver<Array<ResolversTypes['ScoreDescriptor']>, ParentType, ContextType>;
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

export type ScoreDescriptorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ScoreDescriptor'] = ResolversParentTypes['ScoreDescriptor']> = ResolversObject<{
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SecondMarkingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SecondMarking'] = ResolversParentTypes['SecondMarking']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Attempt'], ParentType, ContextType>;
  candidateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  claimedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  claimedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  criterionScores?: Resolver<Array<ResolversTypes['CriterionScore']>, ParentType, ContextType>;
  exam?: Resolver<ResolversTypes['Exam'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['OverallScore']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SecondMarkingDrawResolvers = { ALWAYS: 'always', NEVER: 'never' };

export type SecondMarkingPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SecondMarkingPage'] = ResolversParentTypes['SecondMarkingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SecondMarking']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SentenceItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SentenceItem'] = ResolversParentTypes['SentenceItem']> = ResolversObject<{
  blanks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chunks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  context?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  correctReply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  replyParts?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  right?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type SentenceScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SentenceScore'] = ResolversParentTypes['SentenceScore']> = ResolversObject<{
  rightCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TargetScoreResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TargetScore'] = ResolversParentTypes['TargetScore']> = ResolversObject<{
  listening?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speaking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskClockResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TaskClock'] = ResolversParentTypes['TaskClock']> = ResolversObject<{
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TaskHintResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TaskHint'] = ResolversParentTypes['TaskHint']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['HintKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskHintsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TaskHints'] = ResolversParentTypes['TaskHints']> = ResolversObject<{
  hints?: Resolver<Array<ResolversTypes['TaskHint']>, ParentType, ContextType>;
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaskTextResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TaskText'] = ResolversParentTypes['TaskText']> = ResolversObject<{
  taskKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TestClockResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TestClock'] = ResolversParentTypes['TestClock']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evaluationDeadlineSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  secondMarking?: Resolver<Maybe<ResolversTypes['SecondMarkingDraw']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  writingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type TreatmentPlanUpdateResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TreatmentPlanUpdate'] = ResolversParentTypes['TreatmentPlanUpdate']> = ResolversObject<{
  medicationAdjustments?: Resolver<ResolversTypes['MedicationAdjustment'], ParentType, ContextType>;
  monitoringDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newMedicationOrTherapy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TurnaroundDashboardResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TurnaroundDashboard'] = ResolversParentTypes['TurnaroundDashboard']> = ResolversObject<{
  dueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  latenessMaxMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latenessP50Minutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latenessP95Minutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  onTimeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onTimeShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overdue?: Resolver<Array<ResolversTypes['OverdueAnswer']>, ParentType, ContextType>;
  submissions?: Resolver<Array<ResolversTypes['PlanSubmissionCount']>, ParentType, ContextType>;
  workload?: Resolver<Array<ResolversTypes['TutorWorkload']>, ParentType, ContextType>;
}>;

export type TutorAgreementResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TutorAgreement'] = ResolversParentTypes['TutorAgreement']> = ResolversObject<{
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withinOneStep?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TutorWorkloadResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TutorWorkload'] = ResolversParentTypes['TutorWorkload']> = ResolversObject<{
  averageGradingMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  claimedNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gradedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VitalSignsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VitalSigns'] = ResolversParentTypes['VitalSigns']> = ResolversObject<{
  bloodPressure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heartRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  respiratoryRate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['WebhookEventType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookDeliveryStatusResolvers = { DELIVERED: 'delivered', FAILED: 'failed', PENDING: 'pending' };

export type WebhookEndpointResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEventType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEventTypeResolvers = { ATTEMPT_SUBMITTED: 'attempt.submitted', EVALUATION_OVERDUE: 'evaluation.overdue', EVALUATION_RELEASED: 'evaluation.released', PURCHASE_REFUNDED: 'purchase.refunded', PURCHASE_SUCCEEDED: 'purchase.succeeded' };

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
  AttemptConnection?: AttemptConnectionResolvers<ContextType>;
  AttemptEdge?: AttemptEdgeResolvers<ContextType>;
  AttemptPage?: AttemptPageResolvers<ContextType>;
  AttemptStatus?: AttemptStatusResolvers;
  CaseNoteCase?: CaseNoteCaseResolvers<ContextType>;
  CaseSummaryCase?: CaseSummaryCaseResolvers<ContextType>;
  CaseSummaryInvestigations?: CaseSummaryInvestigationsResolvers<ContextType>;
  CaseSummaryPatient?: CaseSummaryPatientResolvers<ContextType>;
  CaseSummaryTreatment?: CaseSummaryTreatmentResolvers<ContextType>;
  ClaimChange?: ClaimChangeResolvers<ContextType>;
  CollaborationAndCoordination?: CollaborationAndCoordinationResolvers<ContextType>;
  CommentPhrase?: CommentPhraseResolvers<ContextType>;
  CommunicationCase?: CommunicationCaseResolvers<ContextType>;
  CommunicationPatient?: CommunicationPatientResolvers<ContextType>;
  ConditionChange?: ConditionChangeResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CriterionAgreement?: CriterionAgreementResolvers<ContextType>;
  CriterionRecheck?: CriterionRecheckResolvers<ContextType>;
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
  EscalationMailSettings?: EscalationMailSettingsResolvers<ContextType>;
  Evaluation?: EvaluationResolvers<ContextType>;
  EvaluationVersion?: EvaluationVersionResolvers<ContextType>;
  Exam?: ExamResolvers<ContextType>;
  ExamTargetScore?: ExamTargetScoreResolvers<ContextType>;
  FamilyEducation?: FamilyEducationResolvers<ContextType>;
  FirstRead?: FirstReadResolvers<ContextType>;
  FirstReadFlag?: FirstReadFlagResolvers<ContextType>;
  FollowUpAndMonitoring?: FollowUpAndMonitoringResolvers<ContextType>;
  FollowUpAppointment?: FollowUpAppointmentResolvers<ContextType>;
  HealthcareScenarioCase?: HealthcareScenarioCaseResolvers<ContextType>;
  HintKind?: HintKindResolvers;
  LabelText?: LabelTextResolvers<ContextType>;
  MailStatus?: MailStatusResolvers;
  MarkingAgreement?: MarkingAgreementResolvers<ContextType>;
  MedicalHistory?: MedicalHistoryResolvers<ContextType>;
  MedicationAdjustment?: MedicationAdjustmentResolvers<ContextType>;
  MockTest?: MockTestResolvers<ContextType>;
  ModelAnswer?: ModelAnswerResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OetCase?: OetCaseResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OverallScore?: OverallScoreResolvers<ContextType>;
  OverdueAnswer?: OverdueAnswerResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentGatewayKind?: PaymentGatewayKindResolvers;
  PaymentSession?: PaymentSessionResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanSubmissionCount?: PlanSubmissionCountResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  PurchaseStatus?: PurchaseStatusResolvers;
  Query?: QueryResolvers<ContextType>;
  QueueItem?: QueueItemResolvers<ContextType>;
  QueueItemConnection?: QueueItemConnectionResolvers<ContextType>;
  QueueItemEdge?: QueueItemEdgeResolvers<ContextType>;
  QueuePage?: QueuePageResolvers<ContextType>;
  RecheckItem?: RecheckItemResolvers<ContextType>;
  RecheckPage?: RecheckPageResolvers<ContextType>;
  RecheckVerdict?: RecheckVerdictResolvers;
  ReferralCase?: ReferralCaseResolvers<ContextType>;
  RegisteredWebhookEndpoint?: RegisteredWebhookEndpointResolvers<ContextType>;
  Rewrite?: RewriteResolvers<ContextType>;
  Role?: RoleResolvers;
  RoleChange?: RoleChangeResolvers<ContextType>;
  Rubric?: RubricResolvers<ContextType>;
  RubricCriterion?: RubricCriterionResolvers<ContextType>;
  ScenarioPatient?: ScenarioPatientResolvers<ContextType>;
  ScoreDescriptor?: ScoreDescriptorResolvers<ContextType>;
  SecondMarking?: SecondMarkingResolvers<ContextType>;
  SecondMarkingDraw?: SecondMarkingDrawResolvers;
  SecondMarkingPage?: SecondMarkingPageResolvers<ContextType>;
  SentenceItem?: SentenceItemResolvers<ContextType>;
  SentenceScore?: SentenceScoreResolvers<ContextType>;
  TargetScore?: TargetScoreResolvers<ContextType>;
  TaskClock?: TaskClockResolvers<ContextType>;
  TaskHint?: TaskHintResolvers<ContextType>;
  TaskHints?: TaskHintsResolvers<ContextType>;
  TaskText?: TaskTextResolvers<ContextType>;
  TestClock?: TestClockResolvers<ContextType>;
  TreatmentPlanUpdate?: TreatmentPlanUpdateResolvers<ContextType>;
  TurnaroundDashboard?: TurnaroundDashboardResolvers<ContextType>;
  TutorAgreement?: TutorAgreementResolvers<ContextType>;
  TutorWorkload?: TutorWorkloadResolvers<ContextType>;
  VitalSigns?: VitalSignsResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryStatus?: WebhookDeliveryStatusResolvers;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEventType?: WebhookEventTypeResolvers;
  WordCountLimit?: WordCountLimitResolvers<ContextType>;
  WritingTask?: WritingTaskResolvers<ContextType>;
}>;

