import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, signUp } from './api-helpers.ts';

// Anonymous queries for the catalogue's constants are answered from memory after the first time: the answer must
// stay exactly what Apollo gives, and nothing else may ever be answered that way.

describe('anonymous answers kept in memory', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (query: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { query },
    });

  it('answers the pricing cards the same, with the same headers, the second time as the first', async () => {
    const query = '{ plans { key name priceUsd } exams { key label } }';
    const first = await post(query);
    const second = await post(query);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body).data.plans.length).toBeGreaterThan(0);
    for (const response of [first, second]) {
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('still asks Apollo for anything that depends on the caller', async () => {
    const mixed = '{ plans { key } me { id } }';
    for (let round = 0; round < 2; round++) {
      expect(errorCodes(await graphql(t.app, mixed))).toEqual(['UNAUTHENTICATED']);
    }
    const user = await signUp('Pia Public');
    const signedIn = await graphql<{ me: { fullName: string } }>(t.app, mixed, { token: user.idToken });
    expect(signedIn.data?.me).toBeTruthy();
  });
});
