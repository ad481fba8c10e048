import type { FastifyInstance } from 'fastify';
import { buildMockTest } from '../application/testing/builders.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { graphqlOk } from './api-helpers.ts';

// Helpers of the payment API tests: the purchase operations, the simulated card form, the legacy calls.

export const purchaseFields =
  'id exam plan { key name } amountUsd currency status receiptNumber failureMessage createdAt succeededAt planExpiresAt';

export type PurchaseData = {
  id: string;
  exam: string;
  plan: { key: string; name: string };
  amountUsd: number;
  currency: string;
  status: string;
  receiptNumber: string | null;
  failureMessage: string | null;
  succeededAt: string | null;
  planExpiresAt: string | null;
};

export type SessionData = {
  purchase: PurchaseData;
  gateway: string;
  clientSecret: string;
  publishableKey: string | null;
};

export const startPurchaseMutation = `mutation($input: StartPurchaseInput!) {
  startPurchase(input: $input) { gateway clientSecret publishableKey purchase { ${purchaseFields} } }
}`;
export const confirmPurchaseMutation = `mutation($id: ID!) { confirmPurchase(id: $id) { ${purchaseFields} } }`;
export const purchaseQuery = `query($id: ID!) { purchase(id: $id) { ${purchaseFields} } }`;
export const meQuery = '{ me { id isSubscribed planExpired expiryDate selectedExam plan { key tests } } }';

export type MeData = {
  id: string;
  isSubscribed: boolean;
  planExpired: boolean;
  expiryDate: string | null;
  selectedExam: string;
  plan: { key: string; tests: number } | null;
};

// Many requests from one client in a few seconds: the limits are not what these tests are about.
export const generousLimits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' };

export async function startPurchase(app: FastifyInstance, token: string, exam: string, plan: string) {
  return (
    await graphqlOk<{ startPurchase: SessionData }>(app, startPurchaseMutation, {
      token,
      variables: { input: { exam, plan } },
    })
  ).startPurchase;
}

export async function me(app: FastifyInstance, token: string): Promise<MeData> {
  return (await graphqlOk<{ me: MeData }>(app, meQuery, { token })).me;
}

/** The simulated gateway's card form, as the browser posts it. */
export async function payWithCard(app: FastifyInstance, clientSecret: string, cardNumber: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/simulated-gateway/confirm',
    payload: { clientSecret, cardNumber },
  });
  return { status: response.statusCode, body: response.json() as { status: string; message?: string } };
}

/** A REST call with any method (the shared helper knows GET, POST and PUT). */
export async function restCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as string } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null, raw: response.body };
}

/** Seeds `count` tests of an exam (sequence 1..count). */
export async function seedTests(t: TestApp, exam: ExamKey, count: number) {
  const tests = Array.from({ length: count }, (_, i) =>
    buildMockTest({ id: `${exam.toLowerCase()}-${i + 1}`, exam, sequence: i + 1, title: `${exam} test ${i + 1}` }),
  );
  for (const test of tests) await t.container.deps.mockTests.upsert(test);
  return tests;
}

/** The outbox mails to one address, oldest first. */
export async function mailsTo(t: TestApp, email: string) {
  return (await t.persistence.outbox.list(10_000)).filter((mail) => mail.to === email).reverse();
}

/** Whole days between two instants (the expiry is about 3 months ahead). */
export const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 86_400_000);
