import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPublicAnswers } from './public-answers.ts';

const request = (body: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'POST', headers, body }) as unknown as FastifyRequest;
const ok = { statusCode: 200 } as FastifyReply;
const plans = { query: '{ plans { key } }', variables: {} };
const answer = '{"data":{"plans":[{"key":"bronze"}]}}\n';

describe('anonymous answers of the catalogue constants', () => {
  it("keeps Apollo's answer of a query for plans or exams and gives it to the next anonymous caller", () => {
    const answers = createPublicAnswers({ maxEntries: 10, maxTokens: 1000 });
    const first = request(plans);
    expect(answers.lookup(first)).toBeNull();
    answers.keep(first, ok, answer);
    expect(answers.lookup(request(plans))).toBe(answer);
    expect(answers.lookup(request({ ...plans, variables: { other: 1 } }))).toBeNull();
  });

  it('never answers a signed-in caller, a query asking for anything else, an error or a failed request', () => {
    const answers = createPublicAnswers({ maxEntries: 10, maxTokens: 1000 });
    const signedIn = request(plans, { authorization: 'Bearer x' });
    answers.lookup(signedIn);
    answers.keep(signedIn, ok, answer);
    expect(answers.lookup(signedIn)).toBeNull();
    for (const query of [
      '{ plans { key } me { id } }',
      'mutation { plans }',
      '{ ...F } fragment F on Query { plans }',
    ]) {
      const mixed = request({ query });
      answers.lookup(mixed);
      answers.keep(mixed, ok, answer);
      expect(answers.lookup(request({ query }))).toBeNull();
    }
    const failing = request({ query: '{ exams { key } }' });
    answers.lookup(failing);
    answers.keep(failing, ok, '{"errors":[{"message":"x"}]}');
    const refused = request({ query: '{ exams { label } }' });
    answers.lookup(refused);
    answers.keep(refused, { statusCode: 429 } as FastifyReply, answer);
    expect(answers.lookup(request({ query: '{ exams { key } }' }))).toBeNull();
    expect(answers.lookup(request({ query: '{ exams { label } }' }))).toBeNull();
  });

  it('keeps at most the set number of documents, dropping the oldest; 0 keeps none', () => {
    const answers = createPublicAnswers({ maxEntries: 2, maxTokens: 1000 });
    const queries = ['{ plans { key } }', '{ plans { name } }', '{ plans { level } }'];
    for (const query of queries) {
      const asked = request({ query });
      answers.lookup(asked);
      answers.keep(asked, ok, answer);
    }
    expect(queries.map((query) => answers.lookup(request({ query })))).toEqual([null, answer, answer]);
    const none = createPublicAnswers({ maxEntries: 0, maxTokens: 1000 });
    none.keep(request(plans), ok, answer);
    expect(none.lookup(request(plans))).toBeNull();
  });
});
