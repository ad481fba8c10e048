import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';

export type GraphqlAnswer<T> = {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; [key: string]: unknown }; [key: string]: unknown }[];
  raw: string;
};

/** Posts one GraphQL operation through the whole app, as a browser would. */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<GraphqlAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: { query, variables: options.variables ?? {} },
  });
  const body = response.json() as { data?: T | null; errors?: GraphqlAnswer<T>['errors'] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [], raw: response.body };
}

/** The data of an operation that must succeed (fails the test with the server's errors otherwise). */
export async function graphqlOk<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<T> {
  const answer = await graphql<T>(app, query, options);
  expect(answer.errors, answer.raw).toEqual([]);
  return answer.data as T;
}

/** The error codes of an operation that must fail. */
export function errorCodes(answer: GraphqlAnswer<unknown>): string[] {
  return answer.errors.map((error) => String(error.extensions?.code));
}

/** Calls the REST contract with a bearer token. */
export async function rest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null, raw: response.body };
}

/** A signed-up emulator account with a unique e-mail, verified unless `verified: false` (a fresh sign-up). */
export function signUp(name: string, options: { verified?: boolean } = {}): Promise<TestUser> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return createTestUser({
    email: `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
    password: 'correct-horse-battery',
    displayName: name,
    emailVerified: options.verified ?? true,
  });
}

/** Asserts that no error text reveals server internals (stack frames, file paths). */
export function expectNoStackTrace(raw: string): void {
  expect(raw).not.toMatch(/\bat\s+\S+\s+\(|\.ts:\d+|node_modules|stacktrace/i);
}

/** Resolves once `check` returns true, polling; fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
