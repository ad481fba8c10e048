import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { chooseCoursePlan } from '../../application/payment/choose-course-plan.use-case.ts';
import { confirmSubscription } from '../../application/payment/confirm-subscription.use-case.ts';
import { handlePaymentWebhook } from '../../application/payment/handle-payment-webhook.use-case.ts';
import { startPurchase } from '../../application/payment/start-purchase.use-case.ts';
import { examByCode } from '../../domain/exam/exam-catalogue.ts';
import type { PlanKey } from '../../domain/plan/plan.ts';
import { isPlanKey, planByLevel } from '../../domain/plan/plan-catalogue.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Authenticator } from '../http/authenticate.ts';
import { toLegacyProfile } from './legacy-mappers.ts';

// The old contract's purchase calls and the payment provider's webhook. Prices, plan levels and the
// subscription flag are never read from a client: the catalogue prices, the provider's word subscribes.

const coursePlanBody = {
  type: 'object',
  required: ['Id', 'SelectedTest', 'Plan'],
  properties: {
    Id: { type: 'string', minLength: 1, maxLength: 128 },
    SelectedTest: { type: 'integer' },
    Plan: { type: 'integer' },
    // Sent by the old client; recomputed by the server from the exam and the plan, never stored as sent.
    Exams: { type: ['array', 'null'], maxItems: 100, items: { type: 'string', maxLength: 20 } },
  },
} as const;

const paymentIntentQuery = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

const subscriptionBody = {
  type: 'object',
  required: ['Id'],
  properties: { Id: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/** The plan of a legacy plan code: bronze, silver or gold (any case), or the level 1-3. */
export function planOfCode(code: string): PlanKey {
  const text = code.trim().toLowerCase();
  const key = /^[123]$/.test(text) ? planByLevel(Number(text))?.key : text;
  if (!isPlanKey(key)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'UNKNOWN_VALUE',
      `Unknown plan code '${code}'. Use bronze, silver or gold.`,
    );
  }
  return key;
}

function planOfLevel(level: number): PlanKey {
  const plan = planByLevel(level);
  if (!plan)
    throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', 'Plan must be 1 (Bronze), 2 (Silver) or 3 (Gold).');
  return plan.key;
}

/** Mounts the purchase calls and the webhook on the /v1/api scope (whose error handler words the answers). */
export async function registerPaymentRoutes(
  scope: FastifyInstance,
  context: {
    /** The ports of the three purchase use cases these routes call. */
    deps: Parameters<typeof chooseCoursePlan>[0] &
      Parameters<typeof startPurchase>[0] &
      Parameters<typeof confirmSubscription>[0];
    auth: Authenticator;
  },
): Promise<void> {
  const { deps, auth } = context;
  // Request types come from the schemas above (json-schema-to-ts), never from a hand-kept copy.
  const api = scope.withTypeProvider<JsonSchemaToTsProvider>();

  api.patch('/users/course-plan', { schema: { body: coursePlanBody } }, async (request) => {
    const actor = await auth.actor(request);
    const exam = examByCode(request.body.SelectedTest);
    if (!exam) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `SelectedTest ${request.body.SelectedTest} is not a known exam code.`,
      );
    }
    const plan = planOfLevel(request.body.Plan);
    return toLegacyProfile(
      await chooseCoursePlan(deps, { actor, profileId: request.body.Id, exam: exam.key, plan }),
      deps.clock.now(),
    );
  });

  api.post('/payment/create-payment-intent', { schema: { querystring: paymentIntentQuery } }, async (request) => {
    // Money moves: a revoked or disabled account is refused at once (see the GraphQL resolvers).
    const actor = await auth.freshActor(request);
    // The exam is the one Buy Now (PATCH course-plan) made the target exam; any amount the client sends is ignored.
    const session = await startPurchase(deps, {
      actor,
      exam: actor.selectedExam,
      plan: planOfCode(request.query.code),
    });
    return { clientSecret: session.clientSecret };
  });

  api.post('/users/subscription', { schema: { body: subscriptionBody } }, async (request) => {
    const actor = await auth.freshActor(request);
    return toLegacyProfile(await confirmSubscription(deps, { actor, profileId: request.body.Id }), deps.clock.now());
  });

  // The signature covers the exact bytes sent, so this one route keeps its body as raw text instead of parsed JSON.
  await api.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post('/payment/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      const result = await handlePaymentWebhook(deps, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        signature: typeof signature === 'string' ? signature : undefined,
      });
      return { received: true, ...result };
    });
  });
}
