import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigratedOrm } from '../adapters/persistence/create-persistence.ts';
import { toeflKey } from '../domain/exam/exam.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { testDatabaseUrl } from '../test-support/test-database.ts';
import { errorCodes, expectNoStackTrace, graphql, graphqlOk, rest, signUp } from './api-helpers.ts';

const ieltsScale = 'The desired writing score for IELTS must be a band from 0 to 9 in steps of 0.5.';

const profileFields = `selectedExam
  targetScore { reading writing listening speaking }
  targetScores { exam reading writing listening speaking scale }`;

type Target = { reading: string; writing: string; listening: string; speaking: string };
type ProfileTargets = {
  selectedExam: string;
  targetScore: Target;
  targetScores: (Target & { exam: string; scale: string })[];
};

const update = `mutation($input: UpdateProfileInput!) { updateMyProfile(input: $input) { ${profileFields} } }`;
const empty: Target = { reading: '', writing: '', listening: '', speaking: '' };

describe('desired scores per exam, checked against its scale', () => {
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

  const me = async (user: TestUser) =>
    (await graphqlOk<{ me: ProfileTargets }>(t.app, `{ me { ${profileFields} } }`, { token: user.idToken })).me;

  const createLegacyProfile = async (user: TestUser) => {
    const created = await rest(t.app, 'POST', '/v1/api/users', {
      token: user.idToken,
      body: { UserId: user.uid, Email: user.email, FullName: 'Test Person', Provider: 1, emailVerified: false },
    });
    expect(created.status, created.raw).toBe(200);
    return created.body;
  };

  it('refuses an IELTS target of 10 on GraphQL, naming the scale, and keeps the stored one', async () => {
    const user = await signUp('Ines Ielts');
    await graphqlOk(t.app, update, {
      token: user.idToken,
      variables: { input: { selectedExam: 'IELTSAcademic', targetScore: { ...empty, writing: '7' } } },
    });

    const refused = await graphql(t.app, update, {
      token: user.idToken,
      variables: { input: { targetScore: { ...empty, writing: '10' } } },
    });

    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors[0]?.message).toBe(ieltsScale);
    expectNoStackTrace(refused.raw);
    expect((await me(user)).targetScore.writing).toBe('7');
  });

  it('refuses an IELTS target of 10 on REST with a 400 naming the scale, and keeps the stored one', async () => {
    const user = await signUp('Rafa Rest');
    const profile = await createLegacyProfile(user);
    const saved = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...profile, SelectedTest: 6, TargetScore: { Reading: '7', Listening: '7', Speaking: '7', Writing: '7' } },
    });
    expect(saved.status, saved.raw).toBe(200);

    const refused = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...saved.body, TargetScore: { ...saved.body.TargetScore, Writing: '10' } },
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: { code: 'BAD_USER_INPUT', message: ieltsScale, reason: 'SCORE_INVALID', requestId: expect.any(String) },
    });
    const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
    expect(read.body.TargetScore).toEqual({ Reading: '7', Listening: '7', Speaking: '7', Writing: '7' });
  });

  it('keeps a TOEFL target apart from the IELTS one after switching exam, and each is checked on its scale', async () => {
    const user = await signUp('Tomas Toefl');
    const ielts = { reading: '7', writing: '6.5', listening: '7.0', speaking: '' };
    await graphqlOk(t.app, update, {
      token: user.idToken,
      variables: { input: { selectedExam: 'IELTSAcademic', targetScore: ielts } },
    });

    const switched = await graphqlOk<{ updateMyProfile: ProfileTargets }>(t.app, update, {
      token: user.idToken,
      variables: { input: { selectedExam: toeflKey } },
    });
    // The new exam has no target yet: the IELTS one does not carry over.
    expect(switched.updateMyProfile.targetScore).toEqual(empty);

    // A TOEFL target of 25 (a score of the old 0-30 scale) is off TOEFL's 1-6 bands.
    const refused = await graphql(t.app, update, {
      token: user.idToken,
      variables: { input: { targetScore: { ...empty, writing: '25' } } },
    });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors[0]?.message).toBe(
      'The desired writing score for TOEFL must be a band from 1 to 6 in steps of 0.5.',
    );

    await graphqlOk(t.app, update, {
      token: user.idToken,
      variables: { input: { targetScore: { ...empty, writing: '5' } } },
    });
    // targetExam sets another exam's target without changing the selected exam.
    await graphqlOk(t.app, update, {
      token: user.idToken,
      variables: { input: { targetExam: 'OETNurses', targetScore: { ...empty, writing: 'b' } } },
    });

    const profile = await me(user);
    expect(profile.selectedExam).toBe(toeflKey);
    expect(profile.targetScore).toEqual({ ...empty, writing: '5' });
    const byExam = Object.fromEntries(profile.targetScores.map(({ exam, scale: _scale, ...target }) => [exam, target]));
    expect(byExam).toEqual({
      OETNurses: { ...empty, writing: 'B' },
      OETDoctors: empty,
      IELTSAcademic: ielts,
      IELTSGeneral: empty,
      PTE: empty,
      [toeflKey]: { ...empty, writing: '5' },
    });
    expect(profile.targetScores.find((target) => target.exam === 'IELTSAcademic')?.scale).toMatch(
      /^IELTS band 0-9, steps of 0\.5/,
    );
    expect(profile.targetScores.find((target) => target.exam === 'PTE')?.scale).toBe('PTE score 10-90, whole numbers');

    // Back on IELTS, its own target is there again.
    const back = await graphqlOk<{ updateMyProfile: ProfileTargets }>(t.app, update, {
      token: user.idToken,
      variables: { input: { selectedExam: 'IELTSAcademic' } },
    });
    expect(back.updateMyProfile.targetScore).toEqual(ielts);
  });

  it('round-trips a valid REST TargetScore as before, and the old client switching exam keeps both targets', async () => {
    const user = await signUp('Lee Legacy');
    const profile = await createLegacyProfile(user);
    const target = { Reading: '7', Listening: '7.5', Speaking: '6.5', Writing: '7' };

    const saved = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...profile, SelectedTest: 6, TargetScore: target },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(Object.keys(saved.body).sort()).toEqual(Object.keys(profile).sort());
    expect(saved.body.TargetScore).toEqual(target);
    const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
    expect(read.body).toEqual(saved.body);

    // The old client re-sends the whole record with the new exam code: the IELTS target is not PTE's.
    const pte = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...read.body, SelectedTest: 10 },
    });
    expect(pte.status, pte.raw).toBe(200);
    expect(pte.body.TargetScore).toEqual({ Reading: '', Listening: '', Speaking: '', Writing: '' });

    const pteTarget = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...pte.body, TargetScore: { Reading: '65', Listening: '65', Speaking: '65', Writing: '79' } },
    });
    expect(pteTarget.status, pteTarget.raw).toBe(200);
    expect(pteTarget.body.TargetScore).toEqual({ Reading: '65', Listening: '65', Speaking: '65', Writing: '79' });

    const backToIelts = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
      token: user.idToken,
      body: { ...pteTarget.body, SelectedTest: 6 },
    });
    expect(backToIelts.body.TargetScore).toEqual(target);
  });

  it('reads an old stored value off its exam scale as unset, without failing', async () => {
    const user = await signUp('Olu Old-Value');
    await graphqlOk(t.app, update, { token: user.idToken, variables: { input: { selectedExam: toeflKey } } });
    // As the free-text days left it: a TOEFL target of 25 and an IELTS 10, beside a valid band and a malformed entry.
    const orm = await openMigratedOrm({ databaseUrl: testDatabaseUrl(), dataDir: '' });
    try {
      await orm.em
        .fork()
        .getConnection()
        .execute('update profiles set target_scores = ?::jsonb where user_id = ?', [
          JSON.stringify({
            [toeflKey]: { reading: '4.5', writing: '25', listening: 'high', speaking: 7 },
            IELTSAcademic: { reading: '', writing: '10', listening: '', speaking: '' },
            PTE: 'not an object',
          }),
          user.uid,
        ]);
    } finally {
      await orm.close();
    }

    const profile = await me(user);
    expect(profile.targetScore).toEqual({ ...empty, reading: '4.5' });
    expect(profile.targetScores.find((target) => target.exam === 'IELTSAcademic')).toMatchObject(empty);
    expect(profile.targetScores.find((target) => target.exam === 'PTE')).toMatchObject(empty);

    const legacy = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
    expect(legacy.status).toBe(200);
    expect(legacy.body.TargetScore).toEqual({ Reading: '4.5', Listening: '', Speaking: '', Writing: '' });
  });
});
