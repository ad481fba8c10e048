import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../adapters/content/load-content.ts';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { expectNoStackTrace, graphqlOk, rest, signUp } from './api-helpers.ts';

const profileFields = [
  'Country',
  'CreatedDt',
  'Destination',
  'Education',
  'Email',
  'ExpiryDate',
  'FullName',
  'Id',
  'IsSubscribed',
  'Plan',
  'Provider',
  'PurchasedDt',
  'SelectedTest',
  'TargetScore',
  'UserId',
  'emailVerified',
];

const responseFields = ['QId', 'Question', 'SelectedTest', 'Status', 'TO', 'TT', 'TaskType', 'UA', 'UD', 'UId'];

describe('legacy REST contract /v1/api', () => {
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

  const createProfile = async (user: TestUser, fullName = 'Test Person') => {
    const created = await rest(t.app, 'POST', '/v1/api/users', {
      token: user.idToken,
      body: { UserId: user.uid, Email: user.email, FullName: fullName, Provider: 1, emailVerified: false },
    });
    expect(created.status, created.raw).toBe(200);
    return created.body;
  };

  const makeTutor = async () => {
    const tutor = await signUp('Tess Tutor');
    await createProfile(tutor, 'Tess Tutor');
    await grantRole(t.container.deps, { actor: 'system', email: tutor.email, role: 'tutor' });
    return tutor;
  };

  describe('users', () => {
    it('answers 404 for a user without a profile and keeps answering 404 until the client creates it', async () => {
      const user = await signUp('Nadia New');

      const first = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(first.status).toBe(404);
      expect(first.body).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: expect.any(String),
          reason: 'PROFILE_NOT_FOUND',
          requestId: expect.any(String),
        },
      });

      const second = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(second.status).toBe(404);
      expect(await t.container.deps.profiles.findByUserId(user.uid)).toBeNull();
    });

    it('says IsSubscribed only while the plan is active, as GraphQL does; the expiry date stays for "Plan Expired"', async () => {
      const user = await signUp('Ezra Expired');
      await graphqlOk(t.app, '{ me { id } }', { token: user.idToken });
      const profile = await t.container.deps.profiles.findByUserId(user.uid);
      if (!profile) throw new Error('The profile was not created.');
      const expiredAt = new Date(Date.now() - 86_400_000);
      await t.container.deps.profiles.save({ ...profile, plan: 'silver', isSubscribed: true, expiresAt: expiredAt });

      const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(read.body).toMatchObject({ Plan: 2, IsSubscribed: false, ExpiryDate: expiredAt.toISOString() });
      const graph = await graphqlOk<{ me: { isSubscribed: boolean } }>(t.app, '{ me { isSubscribed } }', {
        token: user.idToken,
      });
      expect(graph.me.isSubscribed).toBe(false);
    });

    it('creates the profile on POST in the old field names, taking identity fields from the token', async () => {
      const user = await signUp('Omar Okafor', { verified: false });

      const created = await rest(t.app, 'POST', '/v1/api/users', {
        token: user.idToken,
        body: {
          UserId: user.uid,
          Email: 'someone-else@example.test',
          FullName: 'Omar O.',
          Provider: 1,
          emailVerified: true,
        },
      });

      expect(created.status).toBe(200);
      expect(Object.keys(created.body).sort()).toEqual(profileFields);
      expect(created.body).toMatchObject({
        UserId: user.uid,
        Email: user.email,
        FullName: 'Omar O.',
        emailVerified: false,
        SelectedTest: 2,
        Plan: 0,
        IsSubscribed: false,
        Education: 'BD',
        Destination: 'AU',
        ExpiryDate: null,
        PurchasedDt: null,
        TargetScore: { Reading: '', Listening: '', Speaking: '', Writing: '' },
      });
      expect(Number.isNaN(Date.parse(created.body.CreatedDt))).toBe(false);

      const again = await rest(t.app, 'POST', '/v1/api/users', {
        token: user.idToken,
        body: { UserId: user.uid, Email: user.email, FullName: 'Another Name' },
      });
      expect(again.body.Id).toBe(created.body.Id);

      const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created.body);
    });

    it("refuses to create a profile for another user's id", async () => {
      const user = await signUp('Mallory');

      const answer = await rest(t.app, 'POST', '/v1/api/users', {
        token: user.idToken,
        body: { UserId: 'somebody-else', Email: user.email, FullName: 'Mallory' },
      });

      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('FORBIDDEN');
    });

    it('saves only the editable fields of a PUT and ignores identity, plan and subscription fields', async () => {
      const user = await signUp('Priya Patel');
      const profile = await createProfile(user, 'Priya Patel');

      const saved = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
        token: user.idToken,
        body: {
          ...profile,
          UserId: 'forged-uid',
          Email: 'forged@example.test',
          FullName: 'Forged Name',
          emailVerified: true,
          Plan: 3,
          IsSubscribed: true,
          ExpiryDate: '2099-01-01T00:00:00.000Z',
          SelectedTest: 6,
          Country: 'NZ',
          Education: 'MD',
          Destination: 'CA',
          TargetScore: { Reading: '7', Listening: '7.5', Speaking: '6.5', Writing: '7' },
        },
      });
      expect(saved.status, saved.raw).toBe(200);

      const read = await rest(t.app, 'GET', `/v1/api/users/${user.uid}`, { token: user.idToken });
      expect(read.body).toMatchObject({
        Id: profile.Id,
        UserId: user.uid,
        Email: user.email,
        FullName: 'Priya Patel',
        Plan: 0,
        IsSubscribed: false,
        ExpiryDate: null,
        SelectedTest: 6,
        Country: 'NZ',
        Education: 'MD',
        Destination: 'CA',
        TargetScore: { Reading: '7', Listening: '7.5', Speaking: '6.5', Writing: '7' },
      });
    });

    it('rejects an unknown exam code on PUT', async () => {
      const user = await signUp('Quinn');
      const profile = await createProfile(user);

      const answer = await rest(t.app, 'PUT', `/v1/api/users/${profile.Id}`, {
        token: user.idToken,
        body: { ...profile, SelectedTest: 99 },
      });

      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('BAD_USER_INPUT');
    });

    it("lets a tutor read another user's profile but not a candidate", async () => {
      const owner = await signUp('Olga Owner');
      await createProfile(owner);
      const nosy = await signUp('Nosy Neighbour');
      await createProfile(nosy);
      const tutor = await makeTutor();

      const refused = await rest(t.app, 'GET', `/v1/api/users/${owner.uid}`, { token: nosy.idToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');

      const allowed = await rest(t.app, 'GET', `/v1/api/users/${owner.uid}`, { token: tutor.idToken });
      expect(allowed.status).toBe(200);
      expect(allowed.body.UserId).toBe(owner.uid);
    });

    it('answers 401 without a valid token', async () => {
      const none = await rest(t.app, 'GET', '/v1/api/users/anyone');
      expect(none.status).toBe(401);
      expect(none.body.error.code).toBe('UNAUTHENTICATED');

      const forged = await rest(t.app, 'GET', '/v1/api/users/anyone', { token: 'not-a-real-token' });
      expect(forged.status).toBe(401);
      expect(forged.body.error.code).toBe('UNAUTHENTICATED');
      expectNoStackTrace(forged.raw);
    });
  });

  describe('writing responses', () => {
    it('saves a draft, submits once, and lists the response in the old field names', async () => {
      const user = await signUp('Wen Writer');
      await createProfile(user);
      const test = buildMockTest({ id: 'oet-referral-1', exam: 'OETNurses', sequence: 1, type: 'referral' });
      await t.container.deps.mockTests.upsert(test);
      const record = {
        UId: user.uid,
        TT: 120,
        TO: false,
        QId: test.id,
        Question: 'ignored',
        SelectedTest: 2,
        TaskType: 10,
      };

      // OET starts with five minutes of reading: nothing can be written yet.
      const early = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record, Status: 1, UA: 'Dear Dr Lee' },
      });
      expect(early.status, early.raw).toBe(409);
      expect(early.body.error.message).toBe('This is reading time: you can start writing when it ends.');
      t.clock.advanceSeconds(5 * 60);

      const draft = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record, Status: 1, UA: 'Dear Dr Lee, I am writing to refer' },
      });
      expect(draft.status, draft.raw).toBe(200);
      expect(Object.keys(draft.body).sort()).toEqual(responseFields);
      expect(draft.body).toMatchObject({
        UId: user.uid,
        Status: 1,
        QId: test.id,
        UA: 'Dear Dr Lee, I am writing to refer',
        SelectedTest: 2,
        TaskType: 10,
        TO: false,
        Question: test.tasks[0]?.prompt,
      });

      const submitted = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record, Status: 2, UA: 'Dear Dr Lee, I am writing to refer Mrs Shah.' },
      });
      expect(submitted.status).toBe(200);
      expect(submitted.body).toMatchObject({ Status: 2, UA: 'Dear Dr Lee, I am writing to refer Mrs Shah.' });
      expect(submitted.body.DE).toBeUndefined();

      const resubmitted = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { ...record, Status: 2, UA: 'A different answer after the fact.' },
      });
      expect(resubmitted.status).toBe(200);
      expect(resubmitted.body).toMatchObject({ Status: 2, UA: 'Dear Dr Lee, I am writing to refer Mrs Shah.' });

      // The old client uses both spellings of the path.
      for (const path of ['/v1/api/WritingResponse', '/v1/api/writingresponse']) {
        const list = await rest(t.app, 'GET', `${path}?userId=${user.uid}`, { token: user.idToken });
        expect(list.status, path).toBe(200);
        expect(list.body, path).toEqual([submitted.body]);
      }
    });

    it('puts a WritingTask2 answer on the second task of a two-task test', async () => {
      const user = await signUp('Tomas Two');
      await createProfile(user);
      const test = buildMockTest({ id: 'iea-two-tasks', exam: 'IELTSAcademic', sequence: 1 });
      await t.container.deps.mockTests.upsert(test);

      const saved = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: user.idToken,
        body: { UId: user.uid, Status: 1, TT: 5, TO: false, QId: test.id, UA: 'Essay opening.', TaskType: 4 },
      });
      expect(saved.status, saved.raw).toBe(200);
      expect(saved.body).toMatchObject({ TaskType: 4, UA: 'Essay opening.', Question: test.tasks[1]?.prompt });

      const data = await graphqlOk<{ myAttempts: { items: { answers: { taskKey: string; text: string }[] }[] } }>(
        t.app,
        '{ myAttempts { items { answers { taskKey text } } } }',
        { token: user.idToken },
      );
      expect(data.myAttempts.items[0]?.answers).toEqual([{ taskKey: test.tasks[1]?.key, text: 'Essay opening.' }]);
    });

    it('lists both parts of a two-part IELTS test, one record per task with its TaskType, Question and answer', async () => {
      const user = await signUp('Pia Parts');
      await createProfile(user);
      const test = buildMockTest({ id: 'iea-both-parts', exam: 'IELTSAcademic', sequence: 1 });
      await t.container.deps.mockTests.upsert(test);
      const [task1, task2] = test.tasks;
      const post = (TaskType: number, Status: number, UA: string) =>
        rest(t.app, 'POST', '/v1/api/writingresponse', {
          token: user.idToken,
          body: { UId: user.uid, Status, TT: 60, TO: false, QId: test.id, UA, TaskType, SelectedTest: 6 },
        });

      expect((await post(3, 1, 'The chart shows three trends.')).status).toBe(200);
      // The saved record is the task the POST addressed, although the first task has an answer too.
      const part2 = await post(4, 1, 'In my opinion, cities should invest in parks.');
      expect(part2.status, part2.raw).toBe(200);
      expect(part2.body).toMatchObject({
        TaskType: 4,
        UA: 'In my opinion, cities should invest in parks.',
        Question: task2?.prompt,
      });
      const submitted = await post(3, 2, 'The chart shows three clear trends.');
      expect(submitted.body).toMatchObject({ Status: 2, TaskType: 3, UA: 'The chart shows three clear trends.' });

      const list = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
      expect(list.status, list.raw).toBe(200);
      expect(list.body).toHaveLength(2);
      for (const record of list.body) expect(Object.keys(record).sort()).toEqual(responseFields);
      expect(list.body).toEqual([
        { ...submitted.body },
        {
          ...submitted.body,
          TaskType: 4,
          UA: 'In my opinion, cities should invest in parks.',
          Question: task2?.prompt,
        },
      ]);
      expect(list.body[0]).toMatchObject({ QId: test.id, Question: task1?.prompt, Status: 2, UId: user.uid });
    });

    it("keeps every line of a TOEFL prompt in Question: the email's points and the discussion's posts", async () => {
      const user = await signUp('Toby Toefl');
      await createProfile(user);
      const test = (await loadContent()).find((candidate) => candidate.id === 'toefl-01');
      if (!test) throw new Error('toefl-01 is not in the question bank');
      await t.container.deps.mockTests.upsert(test);
      const [, email, discussion] = test.tasks;
      if (!email?.bullets || !discussion?.discussion) throw new Error('toefl-01 lost its bullets or discussion');
      for (const [TaskType, UA] of [
        [3, 'Dear Dr Marsh, I am writing about my project.'],
        [4, 'I agree with Priya, and I would add that...'],
      ] as const) {
        const saved = await rest(t.app, 'POST', '/v1/api/writingresponse', {
          token: user.idToken,
          body: { UId: user.uid, Status: 1, TT: 30, TO: false, QId: test.id, UA, TaskType, SelectedTest: 12 },
        });
        expect(saved.status, saved.raw).toBe(200);
      }

      const list = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
      expect(list.status, list.raw).toBe(200);
      const [emailRecord, discussionRecord] = list.body as { TaskType: number; UA: string; Question: string }[];
      expect(list.body).toHaveLength(2);
      expect(emailRecord).toMatchObject({ TaskType: 3, UA: 'Dear Dr Marsh, I am writing about my project.' });
      expect(discussionRecord).toMatchObject({ TaskType: 4, UA: 'I agree with Priya, and I would add that...' });
      expect(emailRecord?.Question).toBe(
        [email.prompt, email.bullets.map((bullet) => `- ${bullet}`).join('\n')].join('\n\n'),
      );
      const { professor, students } = discussion.discussion;
      expect(discussionRecord?.Question.startsWith(discussion.prompt)).toBe(true);
      for (const { name, post } of [professor, ...students]) {
        expect(discussionRecord?.Question).toContain(`${name}: ${post}`);
      }
    });

    it("refuses a candidate another user's responses but shows them to a tutor", async () => {
      const owner = await signUp('Ola Owner');
      await createProfile(owner);
      const test = buildMockTest({ id: 'pte-1', exam: 'PTE', sequence: 1 });
      await t.container.deps.mockTests.upsert(test);
      await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: owner.idToken,
        body: { UId: owner.uid, Status: 1, QId: test.id, UA: 'A short summary.' },
      });
      const nosy = await signUp('Nosy Parker');
      await createProfile(nosy);
      const tutor = await makeTutor();

      const refused = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${owner.uid}`, { token: nosy.idToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');

      const forged = await rest(t.app, 'POST', '/v1/api/writingresponse', {
        token: nosy.idToken,
        body: { UId: owner.uid, Status: 1, QId: test.id, UA: 'Overwritten?' },
      });
      expect(forged.status).toBe(403);

      const allowed = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${owner.uid}`, { token: tutor.idToken });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toHaveLength(1);
      expect(allowed.body[0]).toMatchObject({ UId: owner.uid, UA: 'A short summary.' });
    });

    it('answers bad input with a 4xx and an error code, never a stack trace', async () => {
      const user = await signUp('Bad Input');
      await createProfile(user);
      const test = buildMockTest({ id: 'iea-bad-input', exam: 'IELTSAcademic', sequence: 1 });
      await t.container.deps.mockTests.upsert(test);
      const valid = { UId: user.uid, Status: 1, TT: 10, TO: false, QId: test.id, UA: 'Fine.', TaskType: 3 };
      const { UId: _omitted, ...withoutUId } = valid;

      const cases: { name: string; body: unknown; status: number; code: string; reason: string }[] = [
        {
          name: 'answer over 20,000 characters',
          body: { ...valid, UA: 'a'.repeat(20_001) },
          status: 400,
          code: 'BAD_USER_INPUT',
          reason: 'TEXT_TOO_LONG',
        },
        { name: 'missing UId', body: withoutUId, status: 400, code: 'BAD_USER_INPUT', reason: 'VALIDATION_FAILED' },
        {
          name: 'string for TT',
          body: { ...valid, TT: 'two minutes' },
          status: 400,
          code: 'BAD_USER_INPUT',
          reason: 'VALIDATION_FAILED',
        },
        {
          name: 'unknown Status',
          body: { ...valid, Status: 7 },
          status: 400,
          code: 'BAD_USER_INPUT',
          reason: 'VALIDATION_FAILED',
        },
        {
          name: 'unknown QId',
          body: { ...valid, QId: 'no-such-test' },
          status: 404,
          code: 'NOT_FOUND',
          reason: 'NOT_FOUND',
        },
      ];
      for (const { name, body, status, code, reason } of cases) {
        const answer = await rest(t.app, 'POST', '/v1/api/writingresponse', { token: user.idToken, body });
        expect(answer.status, name).toBe(status);
        expect(answer.body, name).toEqual({
          error: { code, message: expect.any(String), reason, requestId: expect.any(String) },
        });
        expectNoStackTrace(answer.raw);
      }

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/v1/api/writingresponse',
        headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
        payload: '{"UId": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('BAD_USER_INPUT');

      const missingQuery = await rest(t.app, 'GET', '/v1/api/WritingResponse', { token: user.idToken });
      expect(missingQuery.status).toBe(400);
    });

    it('hides an unexpected failure behind a generic 500', async () => {
      const user = await signUp('Unlucky');
      await createProfile(user);
      const attempts = t.container.deps.attempts;
      const original = attempts.listByUser;
      attempts.listByUser = async () => {
        throw new Error('connection reset at /srv/app/secret-path.ts:42');
      };
      try {
        const answer = await rest(t.app, 'GET', `/v1/api/WritingResponse?userId=${user.uid}`, { token: user.idToken });
        expect(answer.status).toBe(500);
        expect(answer.body).toMatchObject({
          error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
        });
        expect(answer.raw).not.toContain('secret-path');
      } finally {
        attempts.listByUser = original;
      }
    });
  });
});
