import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, signUp } from './api-helpers.ts';

describe('GraphQL limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses 240 aliases of mockTests with a clear message, before any database list', async () => {
    const user = await signUp('Alias Abuser');
    const tests = t.container.deps.mockTests;
    const original = tests.listByExam;
    let lists = 0;
    tests.listByExam = async (...args) => {
      lists += 1;
      return original.apply(tests, args);
    };
    try {
      const aliases = Array.from({ length: 240 }, (_, i) => `t${i}: mockTests(exam: IELTSAcademic) { id }`).join(' ');

      const answer = await graphql(t.app, `{ ${aliases} }`, { token: user.idToken });

      expect(answer.status).toBe(400);
      expect(errorCodes(answer)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(answer.errors[0]?.message).toBe(
        'The query uses too many aliases (240, at most 15 per request); split it into several requests.',
      );
      expect(lists).toBe(0);
    } finally {
      tests.listByExam = original;
    }
  });

  it('refuses a document longer than the token limit', async () => {
    const fields = Array.from({ length: 3_100 }, () => '__typename').join(' ');

    const answer = await graphql(t.app, `{ ${fields} }`);

    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(answer.errors[0]?.message).toMatch(/Document contains more that 3000 tokens/);
  });
});
