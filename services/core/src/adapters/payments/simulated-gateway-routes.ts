import type { FastifyInstance } from 'fastify';
import type { SimulatedAnswer, SimulatedPaymentGateway } from './simulated-payment-gateway.ts';

const clientSecret = { type: 'string', minLength: 1, maxLength: 200 } as const;

const confirmBody = {
  type: 'object',
  required: ['clientSecret', 'cardNumber'],
  additionalProperties: false,
  properties: { clientSecret, cardNumber: { type: 'string', maxLength: 40 } },
} as const;

const authenticateBody = {
  type: 'object',
  required: ['clientSecret', 'approve'],
  additionalProperties: false,
  properties: { clientSecret, approve: { type: 'boolean' } },
} as const;

const unknownPayment = {
  error: { code: 'NOT_FOUND', message: 'No test payment has this client secret; start the purchase again.' },
};

/**
 * The simulated gateway's own browser API, under /simulated-gateway/ (embedded mode only): the test card form posts
 * here, as Stripe.js would post to Stripe. The client secret is the capability, as it is at Stripe; the outcome
 * reaches the purchase only through the signed webhook or the server's own retrieve, never through this answer.
 */
export async function registerSimulatedGatewayRoutes(
  app: FastifyInstance,
  gateway: SimulatedPaymentGateway,
): Promise<void> {
  await app.register(
    async (routes) => {
      const answer = (
        result: SimulatedAnswer | null,
        reply: { code(status: number): { send(body: unknown): unknown } },
      ) => (result ? result : reply.code(404).send(unknownPayment));

      routes.post<{ Body: { clientSecret: string; cardNumber: string } }>(
        '/confirm',
        { schema: { body: confirmBody } },
        async (request, reply) => answer(await gateway.confirm(request.body), reply),
      );
      routes.post<{ Body: { clientSecret: string; approve: boolean } }>(
        '/authenticate',
        { schema: { body: authenticateBody } },
        async (request, reply) => answer(await gateway.authenticate(request.body), reply),
      );
    },
    { prefix: '/simulated-gateway' },
  );
}
