import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// The admin's People and Mail operations through the whole app on PostgreSQL: who may use them, the audit log
// written with each role change, and what two admins acting at once leave behind (each race fired 20 rounds).

const rounds = 20;
const changeRoleMutation = `mutation($email: String!, $role: Role!, $reason: String!) {
  changeRole(email: $email, role: $role, reason: $reason) { email role }
}`;
const roleChangesQuery = `query($subjectId: ID) {
  roleChanges(limit: 100, subjectId: $subjectId) { actorEmail subjectEmail fromRole toRole reason }
}`;
const resendMutation = 'mutation($id: ID!) { resendMail(id: $id) { id status tries lastError } }';
type RoleChangeData = {
  actorEmail: string;
  subjectEmail: string;
  fromRole: string;
  toRole: string;
  reason: string | null;
};
const generousLimits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' };

describe('admin operations through the API', () => {
  let t: TestApp;
  let admins: TestUser[];
  let tutor: TestUser;
  let candidate: TestUser;
  let unverified: TestUser;
  const profileIds = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ env: generousLimits });
    await t.reset();
    admins = [await signUp('Ada Admin'), await signUp('Abe Admin')];
    tutor = await signUp('Toni Tutor');
    candidate = await signUp('Mei Lin');
    unverified = await signUp('Una Unverified', { verified: false });
    for (const user of [...admins, tutor, candidate, unverified]) {
      const { me } = await graphqlOk<{ me: { id: string } }>(t.app, '{ me { id } }', { token: user.idToken });
      profileIds.set(user.email, me.id);
    }
    for (const admin of admins)
      await grantRole(t.container.deps, { actor: 'system', email: admin.email, role: 'admin' });
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
  });
  afterAll(async () => {
    await t.close();
  });

  const changesOf = async (user: TestUser) =>
    (
      await graphqlOk<{ roleChanges: RoleChangeData[] }>(t.app, roleChangesQuery, {
        token: admins[0]?.idToken,
        variables: { subjectId: profileIds.get(user.email) },
      })
    ).roleChanges;
  const roleOf = async (user: TestUser) =>
    (await graphqlOk<{ me: { role: string } }>(t.app, '{ me { role } }', { token: user.idToken })).me.role;

  it('refuses candidates and tutors every admin operation, with FORBIDDEN and no data', async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['{ people(search: "") { email } }', {}],
      ['{ roleChanges { id } }', {}],
      ['{ outbox { id } }', {}],
      [changeRoleMutation, { email: candidate.email, role: 'ADMIN', reason: 'Promoting myself' }],
      [resendMutation, { id: 'any' }],
    ];
    for (const user of [candidate, tutor]) {
      for (const [query, variables] of operations) {
        const answer = await graphql(t.app, query, { token: user.idToken, variables });
        expect(errorCodes(answer), `${user.email}: ${query}`).toEqual(['FORBIDDEN']);
        expect(answer.data).toBeNull();
        expect(answer.errors[0]?.message).toBe('Only admins can do this.');
      }
    }
    expect(await roleOf(candidate)).toBe('CANDIDATE');
    expect(await changesOf(candidate)).toEqual([]);
  });

  it('finds an account by part of its e-mail or name, with its role and plan', async () => {
    const { people } = await graphqlOk<{ people: { email: string; role: string; plan: unknown }[] }>(
      t.app,
      'query($s: String!) { people(search: $s) { email role plan { key } } }',
      { token: admins[0]?.idToken, variables: { s: 'mei LIN' } },
    );
    expect(people).toEqual([{ email: candidate.email, role: 'CANDIDATE', plan: null }]);
  });

  it('refuses a staff role for an unverified e-mail, and logs nothing', async () => {
    const answer = await graphql(t.app, changeRoleMutation, {
      token: admins[0]?.idToken,
      variables: { email: unverified.email, role: 'TUTOR', reason: 'New marker' },
    });
    expect(errorCodes(answer)).toEqual(['CONFLICT']);
    expect(answer.errors[0]?.message).toContain('has not verified its e-mail address yet');
    expect(await roleOf(unverified)).toBe('CANDIDATE');
    expect(await changesOf(unverified)).toEqual([]);
  });

  it('writes one audit line per change, with who, whom, what and why', async () => {
    const admin = admins[0] as TestUser;
    const grant = { email: candidate.email, role: 'TUTOR', reason: 'Joined the marking team' };
    await graphqlOk(t.app, changeRoleMutation, { token: admin.idToken, variables: grant });
    await graphqlOk(t.app, changeRoleMutation, { token: admin.idToken, variables: grant });
    const noReason = await graphql(t.app, changeRoleMutation, {
      token: admin.idToken,
      variables: { ...grant, role: 'CANDIDATE', reason: '   ' },
    });
    expect(errorCodes(noReason)).toEqual(['BAD_USER_INPUT']);
    await graphqlOk(t.app, changeRoleMutation, {
      token: admin.idToken,
      variables: { ...grant, role: 'CANDIDATE', reason: 'Left the team' },
    });
    expect(await changesOf(candidate)).toEqual([
      {
        actorEmail: admin.email,
        subjectEmail: candidate.email,
        fromRole: 'TUTOR',
        toRole: 'CANDIDATE',
        reason: 'Left the team',
      },
      {
        actorEmail: admin.email,
        subjectEmail: candidate.email,
        fromRole: 'CANDIDATE',
        toRole: 'TUTOR',
        reason: grant.reason,
      },
    ]);
    expect(await roleOf(candidate)).toBe('CANDIDATE');
  });

  it('two admins changing one account at once leave one consistent state and its audit trail', async () => {
    const [first, second] = admins as [TestUser, TestUser];
    for (let round = 0; round < rounds; round++) {
      await grantRole(t.container.deps, { actor: 'system', email: candidate.email, role: 'candidate' });
      // Different roles: both changes apply, one after the other, and the log tells them in that order.
      const answers = await Promise.all([
        graphql(t.app, changeRoleMutation, {
          token: first.idToken,
          variables: { email: candidate.email, role: 'TUTOR', reason: `Round ${round}: marker` },
        }),
        graphql(t.app, changeRoleMutation, {
          token: second.idToken,
          variables: { email: candidate.email, role: 'ADMIN', reason: `Round ${round}: team lead` },
        }),
      ]);
      for (const answer of answers) expect(answer.errors, answer.raw).toEqual([]);
      const log = await changesOf(candidate);
      const [last, previous] = log;
      expect(log.filter((line) => line.reason?.startsWith(`Round ${round}:`))).toHaveLength(2);
      expect([last?.reason, previous?.reason].sort()).toEqual([`Round ${round}: marker`, `Round ${round}: team lead`]);
      expect(previous?.fromRole).toBe('CANDIDATE');
      expect(last?.fromRole).toBe(previous?.toRole);
      expect(await roleOf(candidate)).toBe(last?.toRole);

      // The same role: the first applies it, the second finds it done; one line in the log.
      await grantRole(t.container.deps, { actor: 'system', email: candidate.email, role: 'candidate' });
      const same = await Promise.all(
        [first, second].map((admin) =>
          graphql<{ changeRole: { role: string } }>(t.app, changeRoleMutation, {
            token: admin.idToken,
            variables: { email: candidate.email, role: 'TUTOR', reason: `Round ${round}: both` },
          }),
        ),
      );
      expect(same.map((answer) => answer.data?.changeRole.role)).toEqual(['TUTOR', 'TUTOR']);
      const lines = (await changesOf(candidate)).filter((line) => line.reason === `Round ${round}: both`);
      expect(lines).toEqual([expect.objectContaining({ fromRole: 'CANDIDATE', toRole: 'TUTOR' })]);
      expect(await roleOf(candidate)).toBe('TUTOR');
    }
  });

  it('lists the outbox and resends a failed mail once, even when two admins press Resend together', async () => {
    const { outbox } = t.container.persistence;
    const [first, second] = admins as [TestUser, TestUser];
    for (let round = 0; round < rounds; round++) {
      const queued = await outbox.add({
        to: candidate.email,
        subject: `Your evaluation is ready ${round}`,
        text: 'Hi',
      });
      const now = new Date();
      const claimed = await outbox.claim(queued, { now, leaseUntil: now, newSendId: `send-${round}@mocktest` });
      expect(claimed).not.toBeNull();
      expect(await outbox.markFailed(claimed as NonNullable<typeof claimed>, '550 Mailbox unavailable')).toBe(true);

      const listed = await graphqlOk<{ outbox: { id: string; status: string; tries: number; lastError: string }[] }>(
        t.app,
        '{ outbox(limit: 5) { id status tries lastError } }',
        { token: first.idToken },
      );
      expect(listed.outbox[0]).toEqual({
        id: queued.id,
        status: 'FAILED',
        tries: 1,
        lastError: '550 Mailbox unavailable',
      });

      const answers = await Promise.all(
        [first, second].map((admin) =>
          graphql(t.app, resendMutation, { token: admin.idToken, variables: { id: queued.id } }),
        ),
      );
      expect(answers.map((answer) => errorCodes(answer).join()).sort()).toEqual(['', 'CONFLICT']);
      const stored = await t.container.deps.mailOutbox.findById(queued.id);
      expect(stored).toMatchObject({ status: 'pending', tries: 0, sendId: `send-${round}@mocktest` });
    }
  });
});
