import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Every answer names its request (X-Request-Id), and so does every error in it: the id a user or an integrator
// quotes to support is the one on the server's log lines of that request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
});
afterAll(async () => {
  await t.close();
});

async function post(query: string) {
  const answer = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  return { id: answer.headers['x-request-id'], body: answer.json() as { data?: unknown; errors?: unknown[] } };
}

describe('request ids on GraphQL and REST answers', () => {
  it('puts the id of the request in each GraphQL error, as in the header', async () => {
    const refused = await post('{ me { id } }');
    expect(refused.id).toEqual(expect.any(String));
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN', requestId: refused.id },
      }),
    ]);

    const unparsable = await post('{ me { id ');
    expect(unparsable.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'GRAPHQL_PARSE_FAILED', requestId: unparsable.id } }),
    ]);
    expect(unparsable.id).not.toBe(refused.id);
  });

  it('answers without errors carry the id in the header only', async () => {
    const fine = await post('{ exams { key } }');
    expect(fine.id).toEqual(expect.any(String));
    expect(fine.body.errors).toBeUndefined();
  });

  it('puts it in REST error answers and in answers of routes that do not exist', async () => {
    for (const url of ['/v1/api/users/nobody', '/v1/api/no-such-route', '/no-such-page.json']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.json().error.requestId, url).toBe(answer.headers['x-request-id']);
    }
  });
});
