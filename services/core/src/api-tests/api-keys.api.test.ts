import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, expectNoStackTrace, graphql, graphqlOk, rest, signUp } from './api-helpers.ts';

// A key is `Authorization: Bearer mtk_...` beside Firebase ID tokens, on GraphQL and the REST contract alike.

const meQuery = '{ me { id userId role } }';
const createMutation = `mutation($name: String!, $readOnly: Boolean) {
  createApiKey(name: $name, readOnly: $readOnly) { secret key { id name hint readOnly createdAt expiresAt lastUsedAt revokedAt } }
}`;
const listQuery = '{ myApiKeys { id name hint readOnly createdAt expiresAt lastUsedAt revokedAt } }';
const revokeMutation = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';
const queueQuery = '{ evaluationQueue { total } }';

type Created = { createApiKey: { secret: string; key: { id: string; hint: string; expiresAt: string } } };
type Listed = { myApiKeys: { id: string; lastUsedAt: string | null; revokedAt: string | null }[] };

describe('API keys', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: pino({ level: 'trace' }, sink) });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const signedIn = async (name: string): Promise<TestUser> => {
    const user = await signUp(name);
    await graphqlOk(t.app, meQuery, { token: user.idToken });
    return user;
  };
  const createKey = async (user: TestUser, readOnly = false) =>
    (await graphqlOk<Created>(t.app, createMutation, { token: user.idToken, variables: { name: 'School', readOnly } }))
      .createApiKey;
  const refused = async (secret: string, uid: string) => {
    const answer = await graphql(t.app, meQuery, { token: secret });
    expect(errorCodes(answer), answer.raw).toEqual(['UNAUTHENTICATED']);
    expectNoStackTrace(answer.raw);
    const legacy = await rest(t.app, 'GET', `/v1/api/users/${uid}`, { token: secret });
    expect(legacy.status).toBe(401);
    expect(legacy.body.error.code).toBe('UNAUTHENTICATED');
  };

  it('is created, used on GraphQL and REST, listed with its last use, then revoked and refused', async () => {
    const user = await signedIn('Key Owner');
    const { secret, key } = await createKey(user);
    expect(secret).toMatch(/^mtk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.hint)).toBe(true);
    const days = (Date.parse(key.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const me = await graphqlOk<{ me: { userId: string } }>(t.app, meQuery, { token: secret });
    expect(me.me.userId).toBe(user.uid);
    const legacy = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: secret });
    expect(legacy.status, legacy.raw).toBe(200);

    const listed = await graphql<Listed>(t.app, listQuery, { token: user.idToken });
    expect(listed.data?.myApiKeys.map((k) => k.id)).toEqual([key.id]);
    expect(listed.data?.myApiKeys[0]?.lastUsedAt).not.toBeNull();
    expect(listed.raw).not.toContain(secret);

    await graphqlOk(t.app, revokeMutation, { token: user.idToken, variables: { id: key.id } });
    await refused(secret, user.uid);
    const after = await graphqlOk<Listed>(t.app, listQuery, { token: user.idToken });
    expect(after.myApiKeys[0]?.revokedAt).not.toBeNull();

    // The secret never reaches the logs, whatever the request did with it.
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(secret);
  });

  it('refuses an unknown key and an expired one like a bad token', async () => {
    const user = await signedIn('Expiring');
    await refused(`mtk_${'A'.repeat(43)}`, user.uid);
    const { secret } = await createKey(user);
    await graphqlOk(t.app, meQuery, { token: secret });
    t.clock.advanceSeconds(90 * 86_400 + 1);
    try {
      await refused(secret, user.uid);
    } finally {
      t.clock.advanceSeconds(-(90 * 86_400 + 1));
    }
  });

  it('narrowed to read-only, reads but cannot change anything', async () => {
    const user = await signedIn('Reader');
    const { secret } = await createKey(user, true);
    await graphqlOk(t.app, meQuery, { token: secret });
    const change = await graphql(t.app, 'mutation { updateMyProfile(input: { country: "FR" }) { id } }', {
      token: secret,
    });
    expect(errorCodes(change), change.raw).toEqual(['FORBIDDEN']);
    expect(change.status).toBe(403);
    const me = await graphqlOk<{ me: { id: string } }>(t.app, meQuery, { token: user.idToken });
    const legacy = await rest(t.app, 'PUT', `/v1/api/users/${me.me.id}`, { token: secret, body: { Country: 'FR' } });
    expect(legacy.status, legacy.raw).toBe(403);
    expect(legacy.body.error.code).toBe('FORBIDDEN');
  });

  it("of one user cannot read another user's data", async () => {
    const owner = await signedIn('Key Holder');
    const other = await signedIn('Someone Else');
    const { secret } = await createKey(owner);
    const profile = await rest(t.app, 'GET', `/v1/api/users/${other.uid}`, { token: secret });
    expect(profile.status).toBe(403);
    const answers = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${other.uid}`, { token: secret });
    expect(answers.status).toBe(403);
  });

  it('of a disabled or deleted account is refused like its tokens', async () => {
    const disabled = await signedIn('Disabled Owner');
    const first = await createKey(disabled);
    const deleted = await signedIn('Deleted Owner');
    const second = await createKey(deleted);
    await t.container.tokens.auth.updateUser(disabled.uid, { disabled: true });
    await t.container.tokens.auth.deleteUser(deleted.uid);
    await refused(first.secret, disabled.uid);
    await refused(second.secret, deleted.uid);
  });

  it('cannot create keys, and says a sign-in is needed', async () => {
    const user = await signedIn('Minting');
    const { secret } = await createKey(user);
    const answer = await graphql(t.app, createMutation, { token: secret, variables: { name: 'Another' } });
    expect(errorCodes(answer)).toEqual(['FORBIDDEN']);
    expect(answer.errors[0]?.message).toMatch(/API key cannot create API keys: sign in/);
  });

  it('narrows at once when the owner loses the tutor role', async () => {
    const tutor = await signedIn('Tutor Key');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    const { secret } = await createKey(tutor);
    await graphqlOk(t.app, queueQuery, { token: secret });
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'candidate' });
    const answer = await graphql(t.app, queueQuery, { token: secret });
    expect(errorCodes(answer), answer.raw).toEqual(['FORBIDDEN']);
  });

  it('ends revoked when a revoke and a use race, 20 times', async () => {
    const user = await signedIn('Racer');
    for (let round = 0; round < 20; round += 1) {
      const { secret, key } = await createKey(user);
      await Promise.all([
        graphql(t.app, revokeMutation, { token: user.idToken, variables: { id: key.id } }),
        graphql(t.app, meQuery, { token: secret }),
        graphql(t.app, meQuery, { token: secret }),
      ]);
      const listed = await graphqlOk<Listed>(t.app, listQuery, { token: user.idToken });
      expect(listed.myApiKeys.find((k) => k.id === key.id)?.revokedAt, `round ${round}`).not.toBeNull();
      const after = await graphql(t.app, meQuery, { token: secret });
      expect(errorCodes(after), `round ${round}`).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('API keys per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEYS_PER_USER: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses one key more than API_KEYS_PER_USER, naming the limit, even when 4 creates race, 20 times', async () => {
    await t.reset();
    const user = await signUp('Many Keys');
    await graphqlOk(t.app, meQuery, { token: user.idToken });
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          graphql(t.app, createMutation, { token: user.idToken, variables: { name: `Round ${round}` } }),
        ),
      );
      const created = answers.filter((answer) => errorCodes(answer).length === 0);
      const refusals = answers.filter((answer) => errorCodes(answer).length > 0);
      expect(created, `round ${round}`).toHaveLength(2);
      for (const refusal of refusals) {
        expect(errorCodes(refusal), refusal.raw).toEqual(['CONFLICT']);
        expect(refusal.raw).toContain('already have 2 active API keys');
      }
      for (const answer of created) {
        const { key } = (answer.data as Created).createApiKey;
        await graphqlOk(t.app, revokeMutation, { token: user.idToken, variables: { id: key.id } });
      }
    }
  });
});
