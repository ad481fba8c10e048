import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver types for the core's GraphQL adapter, generated from the SDL in schema/ (the contract), never from a
// live server. Mappers make resolver parents the domain objects the use cases return; enumValues map GraphQL enum
// names to the domain's values where they differ. Run `pnpm codegen` after a schema change and commit the output.
const domain = '../../../domain';
const application = '../../../application';

const config: CodegenConfig = {
  overwrite: true,
  schema: '../../schema/*.graphql',
  generates: {
    'src/adapters/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        mapperTypeSuffix: 'Model',
        enumsAsTypes: true,
        useIndexSignature: true,
        strictScalars: true,
        scalars: {
          // graphql-scalars' DateTimeISO reads a Date from a variable or literal and sends a string.
          DateTime: { input: 'Date', output: 'Date | string' },
        },
        contextType: '../graphql-context.ts#GraphqlContext',
        mappers: {
          Profile: `${domain}/profile/profile.ts#Profile`,
          TargetScore: `${domain}/profile/profile.ts#TargetScore`,
          Plan: `${domain}/plan/plan.ts#Plan`,
          Exam: `${domain}/exam/exam.ts#Exam`,
          Rubric: `${domain}/exam/exam.ts#Rubric`,
          RubricCriterion: '../graphql-mappers.ts#RubricCriterionInRubric',
          MockTest: '../graphql-mappers.ts#CatalogEntry',
          WritingTask: `${domain}/exam/mock-test.ts#MockTestTask`,
          Discussion: `${domain}/exam/mock-test.ts#Discussion`,
          DiscussionPost: `${domain}/exam/mock-test.ts#DiscussionPost`,
          OetCase: `${domain}/exam/mock-test.ts#OetCase`,
          ReferralCase: `${domain}/exam/mock-test.ts#ReferralCase`,
          HealthcareScenarioCase: `${domain}/exam/mock-test.ts#HealthcareScenarioCase`,
          CaseNoteCase: `${domain}/exam/mock-test.ts#CaseNoteCase`,
          CaseSummaryCase: `${domain}/exam/mock-test.ts#CaseSummaryCase`,
          CommunicationCase: `${domain}/exam/mock-test.ts#CommunicationCase`,
          DischargeSummaryCase: `${domain}/exam/mock-test.ts#DischargeSummaryCase`,
          TaskHint: `${domain}/exam/mock-test.ts#TaskHint`,
          Attempt: `${domain}/attempt/attempt.ts#Attempt`,
          Answer: `${domain}/attempt/attempt.ts#Answer`,
          Evaluation: `${domain}/evaluation/evaluation.ts#Evaluation`,
          LabelText: `${domain}/evaluation/evaluation.ts#LabelText`,
          CriterionScore: `${domain}/evaluation/evaluation.ts#CriterionScore`,
          OverallScore: `${domain}/evaluation/evaluation.ts#OverallScore`,
          QueueItem: `${application}/evaluation/grading-row.ts#QueueEntry`,
          Purchase: `${domain}/payment/purchase.ts#Purchase`,
          PaymentSession: `${application}/payment/start-purchase.use-case.ts#PaymentSession`,
          RoleChange: `${domain}/profile/role-change.ts#RoleChange`,
          OutboxMail: `${application}/mail/ports.ts#OutboxEntry`,
          Rewrite: `${domain}/rewrite/rewrite.ts#Rewrite`,
          CriterionRecheck: `${domain}/rewrite/rewrite.ts#CriterionRecheck`,
          RecheckItem: `${application}/rewrite/recheck-item.ts#RecheckItem`,
          WebhookEndpoint: `${domain}/webhook/webhook.ts#WebhookEndpoint`,
          WebhookDelivery: `${domain}/webhook/webhook.ts#WebhookDelivery`,
          RegisteredWebhookEndpoint: `${application}/webhook/register-webhook-endpoint.use-case.ts#RegisteredEndpoint`,
          SecondMarking: `${application}/evaluation/second-marking-entry.ts#SecondMarkingEntry`,
          CriterionAgreement: `${domain}/evaluation/marking-agreement.ts#CriterionAgreement`,
          TutorAgreement: `${application}/evaluation/get-marking-agreement.use-case.ts#TutorAgreementRow`,
          EvaluationVersion: `${application}/evaluation/list-evaluation-versions.use-case.ts#EvaluationVersionView`,
          TestClock: `${application}/test-clock/set-test-clock.use-case.ts#TestClockView`,
        },
        enumValues: {
          Role: { CANDIDATE: 'candidate', TUTOR: 'tutor', ADMIN: 'admin' },
          HintKind: {
            INCLUDE: 'include',
            TONE: 'tone',
            CLOSING: 'closing',
            INTERPRETATION: 'interpretation',
            RATIONALE: 'rationale',
            REGISTER: 'register',
            CONTENT: 'content',
          },
          AttemptStatus: {
            NOT_ATTEMPTED: 'NotAttempted',
            IN_PROGRESS: 'InProgress',
            SUBMITTED: 'Submitted',
            EVALUATION_DONE: 'EvaluationDone',
            TIMED_OUT: 'TimedOut',
          },
          PurchaseStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed', REFUNDED: 'refunded' },
          PaymentGatewayKind: { STRIPE: 'stripe', SIMULATED: 'simulated' },
          MailStatus: { PENDING: 'pending', SENT: 'sent', FAILED: 'failed' },
          RecheckVerdict: { FIXED: 'Fixed', PARTLY_FIXED: 'PartlyFixed', NOT_YET_FIXED: 'NotYetFixed' },
          WebhookEventType: {
            ATTEMPT_SUBMITTED: 'attempt.submitted',
            EVALUATION_RELEASED: 'evaluation.released',
            EVALUATION_OVERDUE: 'evaluation.overdue',
            PURCHASE_SUCCEEDED: 'purchase.succeeded',
            PURCHASE_REFUNDED: 'purchase.refunded',
          },
          WebhookDeliveryStatus: { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' },
          SecondMarkingDraw: { ALWAYS: 'always', NEVER: 'never' },
        },
      },
    },
  },
};

export default config;
