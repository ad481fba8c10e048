import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// A claim nobody touches for 30 minutes lapses; the evaluation deadline is far away so it never interferes.
const idleMinutes = 30;

type ItemData = { gradingItem: { claimedByMe: boolean; claimedBy: string | null } };
const itemQuery = 'query($id: ID!) { gradingItem(attemptId: $id) { claimedByMe claimedBy } }';

describe('GraphQL: claims (idle expiry, admin reassignment)', () => {
  let t: TestApp;
  let test: MockTest;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 24 * 3600, env: { CLAIM_IDLE_MINUTES: String(idleMinutes) } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Commuting habits' });
    await t.container.deps.mockTests.upsert(test);
  });

  const scenes = apiScenes(() => t);
  const { asCandidate, asStaff } = scenes;
  const submit = (user: TestUser) => scenes.submit(user, test, 'Cities grow as people move for work.');
  const asTutor = (name: string) => asStaff(name, 'tutor');
  const claim = (tutor: TestUser, attemptId: string) =>
    graphql(t.app, 'mutation($id: ID!) { claimAttempt(attemptId: $id) { claimedByMe } }', {
      token: tutor.idToken,
      variables: { id: attemptId },
    });
  const save = (tutor: TestUser, attemptId: string) =>
    graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { saveEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  const publish = (tutor: TestUser, attemptId: string) =>
    graphql(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: tutor.idToken, variables: { id: attemptId, input: buildEvaluationInput(test) } },
    );
  const item = async (tutor: TestUser, attemptId: string) =>
    (await graphqlOk<ItemData>(t.app, itemQuery, { token: tutor.idToken, variables: { id: attemptId } })).gradingItem;

  it('an idle claim is taken by another tutor, and the first tutor is told why their save and publish are refused', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    expect((await claim(tessa, attemptId)).errors).toEqual([]);
    expect(errorCodes(await claim(theo, attemptId))).toEqual(['CONFLICT']);
    const { gradingItem } = await graphqlOk<{ gradingItem: { claimExpiresAt: string } }>(
      t.app,
      'query($id: ID!) { gradingItem(attemptId: $id) { claimExpiresAt } }',
      { token: tessa.idToken, variables: { id: attemptId } },
    );
    // The idle time counted from the claim just made (the test clock runs on, so within the last minute).
    const minutesLeft = (new Date(gradingItem.claimExpiresAt).getTime() - t.clock.now().getTime()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(idleMinutes - 1);
    expect(minutesLeft).toBeLessThanOrEqual(idleMinutes);

    // Idle for the whole time: the answer shows as unclaimed and Theo takes it.
    t.clock.advanceSeconds(idleMinutes * 60);
    expect(await item(theo, attemptId)).toEqual({ claimedByMe: false, claimedBy: null });
    expect((await claim(theo, attemptId)).data).toEqual({ claimAttempt: { claimedByMe: true } });
    expect(await item(tessa, attemptId)).toEqual({ claimedByMe: false, claimedBy: 'Theo Tutor' });

    const expected = `Your claim on this answer expired after ${idleMinutes} minutes of inactivity and another tutor has taken it.`;
    for (const refused of [await save(tessa, attemptId), await publish(tessa, attemptId)]) {
      expect(errorCodes(refused)).toEqual(['CONFLICT']);
      expect(refused.errors[0]?.message).toBe(expected);
    }
    expect((await publish(theo, attemptId)).data).toEqual({ publishEvaluation: { claimedByMe: true } });
  });

  it('a saved draft keeps the claim alive', async () => {
    const [candidate, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await claim(tessa, attemptId);
    t.clock.advanceSeconds((idleMinutes - 1) * 60);
    expect((await save(tessa, attemptId)).errors).toEqual([]);
    t.clock.advanceSeconds((idleMinutes - 1) * 60);
    expect(await item(theo, attemptId)).toEqual({ claimedByMe: false, claimedBy: 'Tessa Tutor' });
    const refused = await claim(theo, attemptId);
    expect(refused.errors[0]?.message).toBe('Another tutor is already grading this answer.');
  });

  const reassign = (admin: TestUser, attemptId: string, tutorEmail: string, reason = 'Tessa is away today.') =>
    graphql<{ reassignClaim: { claimedBy: string | null } }>(
      t.app,
      'mutation($id: ID!, $email: String!, $reason: String!) { reassignClaim(attemptId: $id, tutorEmail: $email, reason: $reason) { claimedBy } }',
      { token: admin.idToken, variables: { id: attemptId, email: tutorEmail, reason } },
    );
  const holderOf = async (attemptId: string) => (await t.container.deps.attempts.findById(attemptId))?.claimedBy;

  it('an admin reassigns a claim to a named tutor with a reason; the previous holder and the audit log record it', async () => {
    const [candidate, tessa, theo, ada] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
      asStaff('Ada Admin', 'admin'),
    ]);
    const attemptId = await submit(candidate);
    await claim(tessa, attemptId);

    expect(errorCodes(await reassign(ada, attemptId, theo.email, '  '))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await reassign(ada, attemptId, candidate.email))).toEqual(['BAD_USER_INPUT']);
    expect((await reassign(ada, attemptId, theo.email)).data).toEqual({ reassignClaim: { claimedBy: 'Theo Tutor' } });

    const profiles = t.container.deps.profiles;
    const [tessaId, theoId, adaId] = await Promise.all(
      [tessa, theo, ada].map(async (user) => (await profiles.findByEmail(user.email))?.id),
    );
    expect(await t.container.deps.attempts.findById(attemptId)).toMatchObject({
      claimedBy: theoId,
      takenOverFrom: tessaId,
    });
    expect(await t.container.deps.claimAudit.list({ limit: 10, attemptId })).toEqual([
      expect.objectContaining({
        actorId: adaId,
        fromTutorId: tessaId,
        toTutorId: theoId,
        reason: 'Tessa is away today.',
      }),
    ]);

    // Tessa is told the answer is no longer hers; Theo grades it.
    const refused = await save(tessa, attemptId);
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    expect(refused.errors[0]?.message).toBe(
      'An admin has given this answer to another tutor; it is no longer yours to grade.',
    );
    expect((await save(theo, attemptId)).errors).toEqual([]);
  });

  const claimLog = (caller: TestUser, limit = 10) =>
    graphql<{ claimChanges: Record<string, unknown>[] }>(
      t.app,
      'query($limit: Int!) { claimChanges(limit: $limit) { attemptId actorEmail fromTutorEmail toTutorEmail reason } }',
      { token: caller.idToken, variables: { limit } },
    );

  it('an admin reads the claim log newest first; tutors and candidates are refused; the limit is checked', async () => {
    const [candidate, tessa, theo, ada] = await Promise.all([
      asCandidate('Carla Costa'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
      asStaff('Ada Admin', 'admin'),
    ]);
    const attemptId = await submit(candidate);
    await claim(tessa, attemptId);
    await reassign(ada, attemptId, theo.email, 'Tessa is away today.');
    t.clock.advanceSeconds(60);
    await reassign(ada, attemptId, tessa.email, 'Tessa is back.');

    expect((await claimLog(ada)).data).toEqual({
      claimChanges: [
        {
          attemptId,
          actorEmail: ada.email,
          fromTutorEmail: theo.email,
          toTutorEmail: tessa.email,
          reason: 'Tessa is back.',
        },
        {
          attemptId,
          actorEmail: ada.email,
          fromTutorEmail: tessa.email,
          toTutorEmail: theo.email,
          reason: 'Tessa is away today.',
        },
      ],
    });
    expect((await claimLog(ada, 1)).data?.claimChanges).toHaveLength(1);
    for (const limit of [0, 101]) expect(errorCodes(await claimLog(ada, limit))).toEqual(['BAD_USER_INPUT']);
    for (const caller of [candidate, tessa]) expect(errorCodes(await claimLog(caller))).toEqual(['FORBIDDEN']);
  });

  it('candidates and tutors cannot reassign a claim', async () => {
    const [candidate, other, tessa, theo] = await Promise.all([
      asCandidate('Carla Costa'),
      asCandidate('Otto Other'),
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
    ]);
    const attemptId = await submit(candidate);
    await claim(tessa, attemptId);
    for (const caller of [candidate, other, tessa, theo]) {
      expect(errorCodes(await reassign(caller, attemptId, theo.email))).toEqual(['FORBIDDEN']);
    }
    expect(await holderOf(attemptId)).toBe((await t.container.deps.profiles.findByEmail(tessa.email))?.id);
    expect(await t.container.deps.claimAudit.list({ limit: 10, attemptId })).toEqual([]);
  });

  it('two admins reassigning at once end with one holder and one audit line each (20 rounds)', async () => {
    const [tessa, theo, ada, abe] = await Promise.all([
      asTutor('Tessa Tutor'),
      asTutor('Theo Tutor'),
      asStaff('Ada Admin', 'admin'),
      asStaff('Abe Admin', 'admin'),
    ]);
    const ids = new Map<string, string>();
    for (const user of [tessa, theo]) {
      ids.set((await t.container.deps.profiles.findByEmail(user.email))?.id ?? '', user.email);
    }
    for (let round = 0; round < 20; round += 1) {
      const candidate = await asCandidate(`Candidate ${round}`);
      const attemptId = await submit(candidate);
      const [first, second] = await Promise.all([
        reassign(ada, attemptId, tessa.email, 'Balancing the load.'),
        reassign(abe, attemptId, theo.email, 'Balancing the load.'),
      ]);
      expect([first.errors, second.errors], `round ${round}`).toEqual([[], []]);
      const holder = (await holderOf(attemptId)) ?? '';
      expect(ids.has(holder), `round ${round}`).toBe(true);
      // The audit log tells the same story: the last line's new holder is the holder.
      const changes = await t.container.deps.claimAudit.list({ limit: 10, attemptId });
      expect(changes).toHaveLength(2);
      expect(changes.map((change) => change.fromTutorId).sort()).toEqual(
        [null, changes.find((change) => change.fromTutorId === null)?.toTutorId].sort(),
      );
      const last = changes.find((change) => change.fromTutorId !== null);
      expect(last?.toTutorId, `round ${round}`).toBe(holder);
    }
  });
});
