import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, rest } from './api-helpers.ts';

// The identity provider's display name becomes the profile's name on the first call. A name PostgreSQL cannot store
// (U+0000) made the profile insert fail, so every GraphQL call of that account answered 500; CR/LF and other control
// characters reached mails and the back office; a very long one was stored whole. The name is cleaned instead, and
// the candidate can change it (updateMyProfile's fullName, checked and refused with BAD_USER_INPUT when unfit).

const profileQuery = '{ me { fullName email } }';
const rename = 'mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { fullName } }';

describe('display names from the identity provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const account = (displayName: string) =>
    createTestUser({
      email: `name-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
      password: 'correct-horse-battery',
      displayName,
    });
  const me = async (token: string) =>
    (await graphqlOk<{ me: { fullName: string; email: string } }>(t.app, profileQuery, { token })).me;

  it('creates the profile of an account whose name holds U+0000, CR/LF and tabs, with the name cleaned', async () => {
    const user = await account('Nadia\u0000 Null\r\n\tSmith\u0007');
    const answer = await graphql<{ me: { fullName: string } }>(t.app, profileQuery, { token: user.idToken });
    expect(answer.status).toBe(200);
    expect(answer.errors).toEqual([]);
    expect(answer.data?.me.fullName).toBe('Nadia Null Smith');
    // Every later call works too.
    expect((await me(user.idToken)).fullName).toBe('Nadia Null Smith');
  });

  it('caps a very long name at 200 characters', async () => {
    const user = await account(`${'Long '.repeat(400)}Name`);
    const { fullName } = await me(user.idToken);
    expect(Array.from(fullName).length).toBeLessThanOrEqual(200);
    expect(fullName.startsWith('Long Long')).toBe(true);
    expect(fullName).not.toMatch(/\s$/);
  });

  it("falls back to the e-mail's local part when nothing printable is left of the name", async () => {
    const user = await account('\u0000\r\n\u0001');
    const { fullName, email } = await me(user.idToken);
    expect(fullName).toBe(email.split('@')[0]);
  });

  it('cleans the name the old REST contract sends when it creates the profile', async () => {
    const user = await account('Plain Name');
    const created = await rest(t.app, 'POST', '/v1/api/users', {
      token: user.idToken,
      body: { UserId: user.uid, FullName: ' Rita\r\nRest\u001b[31m ' },
    });
    expect(created.status).toBe(200);
    expect(created.body.FullName).toBe('Rita Rest [31m');
  });

  it('lets the candidate change their name, collapsing spaces', async () => {
    const user = await account('Nadia\u0000Null');
    const renamed = await graphqlOk<{ updateMyProfile: { fullName: string } }>(t.app, rename, {
      token: user.idToken,
      variables: { input: { fullName: '  Nadia   Noor ' } },
    });
    expect(renamed.updateMyProfile.fullName).toBe('Nadia Noor');
    expect((await me(user.idToken)).fullName).toBe('Nadia Noor');
  });

  it.each([
    ['a line break', 'Nadia\nNoor', /control characters/],
    ['a tab', 'Nadia\tNoor', /control characters/],
    ['an escape sequence', 'Nadia\u001b[2JNoor', /control characters/],
    ['nothing but spaces', '   ', /cannot be blank/],
    ['201 characters', 'x'.repeat(201), /at most 200 characters/],
  ])('refuses a new name with %s (BAD_USER_INPUT), keeping the old one', async (_what, fullName, message) => {
    const user = await account('Kept Name');
    const answer = await graphql(t.app, rename, { token: user.idToken, variables: { input: { fullName } } });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors[0]?.message).toMatch(message);
    expect((await me(user.idToken)).fullName).toBe('Kept Name');
  });

  it('refuses U+0000 in a new name with a 400 naming the field', async () => {
    const user = await account('Kept Name');
    const answer = await graphql(t.app, rename, {
      token: user.idToken,
      variables: { input: { fullName: 'Nadia\u0000Noor' } },
    });
    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors[0]?.message).toMatch(/^variables\.input\.fullName contains a null character/);
  });
});
