import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import { createTestUser, type TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, expectNoStackTrace, graphql, graphqlOk, rest, signUp } from './api-helpers.ts';

// Tokens are checked in process (signature and claims); whether the account was disabled or its sign-ins revoked is
// asked of the identity service once per TOKEN_REVOCATION_CHECK_SECONDS (60 by default) per user, and at once by a
// role change or a publish. These run on the Auth emulator, whose tokens are unsigned (`alg: none`).

const password = 'correct-horse-battery';
const windowSeconds = 60;

type Claims = Record<string, unknown> & { sub: string; auth_time: number; iat: number; exp: number };

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string): Claims =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims;
/** A token as the emulator would issue it, with other claims. */
const emulatorToken = (claims: Claims) => `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`;

/** Revocation has a precision of one second: a sign-in in the second of the revocation stays valid. */
async function nextSecondAfter(token: string): Promise<void> {
  const waitMs = (claimsOf(token).auth_time + 1) * 1000 - Date.now() + 50;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}

const meQuery = '{ me { id role } }';
const grantQuery = 'mutation($email: String!) { grantRole(email: $email, role: TUTOR) { role } }';

describe('ID tokens: forged, expired, revoked, disabled', () => {
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

  const signedIn = async (name: string) => {
    const user = await signUp(name);
    await graphqlOk(t.app, meQuery, { token: user.idToken });
    return user;
  };
  const refusedEverywhere = async (token: string, uid: string) => {
    const answer = await graphql(t.app, meQuery, { token });
    expect(errorCodes(answer), answer.raw).toEqual(['UNAUTHENTICATED']);
    expectNoStackTrace(answer.raw);
    const legacy = await rest(t.app, 'GET', `/v1/api/users/${uid}`, { token });
    expect(legacy.status).toBe(401);
    expect(legacy.body.error.code).toBe('UNAUTHENTICATED');
    return answer.errors[0]?.message ?? '';
  };

  it('refuses forged tokens: no claims, a made-up signature, another project, another issuer', async () => {
    const user = await signedIn('Fay Forged');
    const claims = claimsOf(user.idToken);
    const forgeries = [
      'eyJhbGciOiJub25lIn0.e30.',
      `${segment({ alg: 'RS256', kid: 'made-up', typ: 'JWT' })}.${segment(claims)}.${Buffer.from('x'.repeat(256)).toString('base64url')}`,
      emulatorToken({ ...claims, aud: 'someone-elses-project' }),
      emulatorToken({ ...claims, iss: 'https://securetoken.google.com/someone-elses-project' }),
      emulatorToken({ ...claims, sub: '' }),
    ];
    for (const forged of forgeries) {
      expect(await refusedEverywhere(forged, user.uid)).toBe(
        'Your sign-in has expired or is invalid. Please sign in again.',
      );
    }
    // The genuine token still works: what was refused is the forgery, not the account.
    await graphqlOk(t.app, meQuery, { token: user.idToken });
  });

  it('refuses an expired token of a live account', async () => {
    const user = await signedIn('Ezra Expired');
    const now = Math.floor(Date.now() / 1000);
    const expired = emulatorToken({ ...claimsOf(user.idToken), iat: now - 3700, exp: now - 100 });

    expect(await refusedEverywhere(expired, user.uid)).toBe(
      'Your sign-in has expired or is invalid. Please sign in again.',
    );
  });

  it(`refuses a revoked sign-in within ${windowSeconds} s on ordinary calls, and a new sign-in works`, async () => {
    const user = await signedIn('Rita Revoked');
    await nextSecondAfter(user.idToken);
    await t.container.tokens.auth.revokeRefreshTokens(user.uid);

    // Inside the window the verdict read at the last check stands: no round trip to the identity service.
    await graphqlOk(t.app, meQuery, { token: user.idToken });
    expect((await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken })).status).toBe(200);

    t.clock.advanceSeconds(windowSeconds);
    expect(await refusedEverywhere(user.idToken, user.uid)).toBe('Your sign-in was revoked. Please sign in again.');

    const again = await createTestUser({ email: user.email, password });
    await graphqlOk(t.app, meQuery, { token: again.idToken });
  });

  it('refuses a revoked admin at once when granting a role, and from then on everywhere', async () => {
    const admin = await signedIn('Ada Admin');
    await grantRole(t.container.deps, { actor: 'system', email: admin.email, role: 'admin' });
    const target = await signedIn('Tim Target');
    await graphqlOk(t.app, meQuery, { token: admin.idToken });
    await nextSecondAfter(admin.idToken);
    await t.container.tokens.auth.revokeRefreshTokens(admin.uid);

    const grant = await graphql(t.app, grantQuery, { token: admin.idToken, variables: { email: target.email } });

    expect(errorCodes(grant)).toEqual(['UNAUTHENTICATED']);
    expect(grant.errors[0]?.message).toBe('Your sign-in was revoked. Please sign in again.');
    expect((await t.container.deps.profiles.findByUserId(target.uid))?.role).toBe('candidate');
    // The fresh verdict replaces the remembered one: the revoked token is refused on every call now.
    await refusedEverywhere(admin.idToken, admin.uid);
    // A sign-in after the revocation may grant the role.
    const again = await createTestUser({ email: admin.email, password });
    await graphqlOk(t.app, grantQuery, { token: again.idToken, variables: { email: target.email } });
  });

  it('refuses a revoked candidate at once when buying a plan, over GraphQL and REST', async () => {
    const buyer = await signedIn('Bea Buyer');
    await nextSecondAfter(buyer.idToken);
    await t.container.tokens.auth.revokeRefreshTokens(buyer.uid);

    const started = await graphql(
      t.app,
      'mutation { startPurchase(input: { exam: IELTSAcademic, plan: "silver" }) { clientSecret } }',
      { token: buyer.idToken },
    );
    expect(errorCodes(started)).toEqual(['UNAUTHENTICATED']);
    const intent = await rest(t.app, 'POST', '/v1/api/payment/create-payment-intent?code=silver', {
      token: buyer.idToken,
    });
    expect(intent.status).toBe(401);
    expect(await t.container.deps.purchases.listByUser(buyer.uid)).toEqual([]);
  });

  it('refuses a disabled tutor at once when publishing, and within the window everywhere', async () => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
    const writer = await signedIn('Wes Writer');
    const { startAttempt } = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: writer.idToken, variables: { id: test.id } },
    );
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $answers: [AnswerInput!]!) { submitAttempt(attemptId: $id, answers: $answers) { id } }',
      {
        token: writer.idToken,
        variables: { id: startAttempt.id, answers: test.tasks.map((task) => ({ taskKey: task.key, text: 'Essay.' })) },
      },
    );
    const tutor: TestUser = await signedIn('Tara Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    await graphqlOk(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tutor.idToken,
      variables: { id: startAttempt.id },
    });
    await t.container.tokens.auth.updateUser(tutor.uid, { disabled: true });

    // Reading the queue is an ordinary call: the verdict of the last check stands within the window.
    await graphqlOk(t.app, '{ evaluationQueue { total } }', { token: tutor.idToken });
    const publish = await graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { attempt { id } } }',
      { token: tutor.idToken, variables: { id: startAttempt.id, input: buildEvaluationInput(test) } },
    );

    expect(errorCodes(publish)).toEqual(['UNAUTHENTICATED']);
    expect(publish.errors[0]?.message).toBe('This account is disabled. Please contact support.');
    expect(await t.container.deps.evaluations.findByAttemptId(startAttempt.id)).toBeNull();
    t.clock.advanceSeconds(windowSeconds);
    await refusedEverywhere(tutor.idToken, tutor.uid);
  });
});

describe('TOKEN_REVOCATION_CHECK_SECONDS=0', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TOKEN_REVOCATION_CHECK_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks the identity service on every request', async () => {
    await t.reset();
    const user = await signUp('Nell Now');
    await graphqlOk(t.app, meQuery, { token: user.idToken });
    await t.container.tokens.auth.updateUser(user.uid, { disabled: true });

    const answer = await graphql(t.app, meQuery, { token: user.idToken });

    expect(errorCodes(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.errors[0]?.message).toBe('This account is disabled. Please contact support.');
  });
});
