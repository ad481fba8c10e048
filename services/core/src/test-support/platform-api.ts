import { expect } from 'vitest';
import { buildEvaluationInput } from '../application/testing/builders.ts';
import type { ExamKey } from '../domain/exam/exam.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { servedByHeader } from '../scale-out/round-robin-proxy.ts';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';

// What the tests that run the platform as processes do over HTTP: GraphQL calls, a candidate's first test, a tutor's
// evaluation, the admin's outbox. Each takes the origin it talks to (a replica, or the proxy in front of several).

export type GraphqlCall = { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> };

export type GraphqlAnswer<T> = {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string } }[];
  raw: string;
  /** The replica that answered, when a round-robin proxy is in front ('?' otherwise). */
  servedBy: string;
};

/** One GraphQL request, answered as it came: status, data, errors and the raw body. */
export async function graphqlAt<T>(origin: string, query: string, call: GraphqlCall = {}): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...call.headers,
    },
    body: JSON.stringify({ query, variables: call.variables ?? {} }),
  });
  const raw = await response.text();
  let body: { data?: T | null; errors?: GraphqlAnswer<T>['errors'] } = {};
  try {
    body = JSON.parse(raw);
  } catch {
    // A proxy or server error page: kept in raw.
  }
  return {
    status: response.status,
    data: body.data ?? null,
    errors: body.errors ?? [],
    raw,
    servedBy: response.headers.get(servedByHeader) ?? '?',
  };
}

/** The same, failing the test on any error; the data with the replica that answered. */
export async function graphqlOkAt<T>(
  origin: string,
  query: string,
  call: GraphqlCall = {},
): Promise<T & { servedBy: string }> {
  const answer = await graphqlAt<T>(origin, query, call);
  expect(answer.errors, `${answer.servedBy} answered ${answer.status}: ${answer.raw}`).toEqual([]);
  expect(answer.status, answer.raw).toBe(200);
  return { ...(answer.data as T), servedBy: answer.servedBy };
}

export type Account = TestUser & { password: string };

/** A new candidate in the Auth emulator, with a verified e-mail and a profile on the platform. */
export async function newCandidate(origin: string, name: string): Promise<Account> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const password = 'correct-horse-battery';
  const user = await createTestUser({
    email: `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
    password,
    displayName: name,
    emailVerified: true,
  });
  await graphqlOkAt(origin, '{ me { id } }', { token: user.idToken });
  return { ...user, password };
}

export type TestEntry = { id: string; sequence: number; title: string; unlocked: boolean; tasks: { key: string }[] };

/** The first test of `exam` in the question bank, as `user` sees it. */
export async function firstTestOf(origin: string, user: TestUser, exam: ExamKey): Promise<TestEntry> {
  const answer = await graphqlOkAt<{ mockTests: TestEntry[] }>(
    origin,
    `{ mockTests(exam: ${exam}) { id sequence title unlocked tasks { key } } }`,
    { token: user.idToken },
  );
  const test = answer.mockTests.find((entry) => entry.sequence === 1);
  if (!test) throw new Error(`no ${exam} test 1 in the question bank`);
  return test;
}

/** Starts the first test of `exam` and submits `text` for every task; when, by this machine's clock. */
export async function submitFirstTest(
  origin: string,
  user: TestUser,
  exam: ExamKey,
  text: string,
  submitHeaders: Record<string, string> = {},
) {
  const test = await firstTestOf(origin, user, exam);
  const started = await graphqlOkAt<{ startAttempt: { id: string } }>(
    origin,
    'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
    { token: user.idToken, variables: { id: test.id } },
  );
  await graphqlOkAt(
    origin,
    'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
    {
      token: user.idToken,
      variables: { id: started.startAttempt.id, answers: test.tasks.map((task) => ({ taskKey: task.key, text })) },
      headers: submitHeaders,
    },
  );
  return { attemptId: started.startAttempt.id, test, submittedAt: Date.now() };
}

/** The tutor claims the attempt and publishes a complete evaluation of it. */
export async function publishEvaluationAs(
  origin: string,
  tutor: TestUser,
  submitted: { attemptId: string; test: TestEntry },
  exam: ExamKey,
): Promise<void> {
  const call = (query: string, variables: Record<string, unknown>) =>
    graphqlOkAt(origin, query, { token: tutor.idToken, variables });
  await call('mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', { id: submitted.attemptId });
  await call(
    'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
    {
      id: submitted.attemptId,
      input: buildEvaluationInput({ exam, tasks: submitted.test.tasks as unknown as MockTest['tasks'] }),
    },
  );
}

export type Mail = { to: string; subject: string };

/** The outbox as the admin's Mail screen lists it, read with an API key of an admin's. */
export async function outboxAt(origin: string, adminKey: string): Promise<Mail[]> {
  return (await graphqlOkAt<{ outbox: Mail[] }>(origin, '{ outbox(limit: 100) { to subject } }', { token: adminKey }))
    .outbox;
}

/** The URL of a database beside the tests' own, its name ending in `_<suffix>` (so it still names a test database). */
export function siblingDatabaseUrl(url: string, suffix: string): string {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = `/${name}_${suffix}`;
  return parsed.toString();
}
