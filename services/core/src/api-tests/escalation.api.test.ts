import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { escalateDeadline } from '../application/evaluation/escalate-deadline.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { loadConfig } from '../main/config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, waitUntil } from './api-helpers.ts';
import { escalationScenes } from './escalation-helpers.ts';
import { mailsTo } from './payment-helpers.ts';

const dueSoon = /^Due soon: /;
const overdue = /^Overdue: /;

const queueQuery = `{ answersNearDeadline evaluationQueue { items { attempt { id } closeToDeadline } } }`;
type QueueData = {
  answersNearDeadline: number;
  evaluationQueue: { items: Array<{ attempt: { id: string }; closeToDeadline: boolean }> };
};

describe('Deadline escalation: a short deadline run by the in-process timers', () => {
  let t: TestApp;
  let test: MockTest;
  const scenes = escalationScenes(() => t);

  beforeAll(async () => {
    // Escalation at 75% of 8 s: 6 s after submission; the admins' alert at 8 s.
    t = await createTestApp({ deadlineSeconds: 8 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Night trains' });
    await t.container.deps.mockTests.upsert(test);
  });

  it('mails every tutor once at 75%, highlights the answer in the queue, then alerts the admins at the deadline', async () => {
    const [tessa, theo, ada, cleo] = await Promise.all([
      scenes.asStaff('Tessa Tutor', 'tutor'),
      scenes.asStaff('Theo Tutor', 'tutor'),
      scenes.asStaff('Ada Admin', 'admin'),
      scenes.asCandidate('Cleo Candidate'),
    ]);
    const attemptId = await scenes.submit(cleo, test);
    const queue = async () => await graphqlOk<QueueData>(t.app, queueQuery, { token: tessa.idToken });
    const before = await queue();
    expect(before.answersNearDeadline).toBe(0);
    expect(before.evaluationQueue.items).toEqual([{ attempt: { id: attemptId }, closeToDeadline: false }]);

    await waitUntil(async () => (await mailsTo(t, tessa.email)).length > 0, 15_000, 'the tutors’ escalation mail');
    const during = await queue();
    expect(during.answersNearDeadline).toBe(1);
    expect(during.evaluationQueue.items).toEqual([{ attempt: { id: attemptId }, closeToDeadline: true }]);
    for (const tutor of [tessa, theo]) {
      const mails = await mailsTo(t, tutor.email);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(dueSoon)]);
      expect(mails[0]?.text).toContain('Night trains');
    }
    // The admins hear at the deadline, not before.
    expect((await mailsTo(t, ada.email)).filter((mail) => dueSoon.test(mail.subject))).toEqual([]);

    await waitUntil(async () => (await mailsTo(t, ada.email)).length > 0, 15_000, 'the admins’ overdue alert');
    expect((await mailsTo(t, ada.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(overdue)]);
    // Past the deadline the answer stays highlighted, and no tutor got a second mail.
    expect((await queue()).answersNearDeadline).toBe(1);
    expect((await mailsTo(t, theo.email)).length).toBe(1);
  });

  it('sends nothing for an answer whose evaluation was published before 75% of the time', async () => {
    const [tessa, cleo] = await Promise.all([
      scenes.asStaff('Tessa Tutor', 'tutor'),
      scenes.asCandidate('Cleo Candidate'),
    ]);
    const attemptId = await scenes.submit(cleo, test);
    await scenes.claimAndPublish(tessa, attemptId, test);
    // Past both the escalation point and the deadline.
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    expect(await mailsTo(t, tessa.email)).toEqual([]);
    expect(await escalateDeadline(t.container.deps, { attemptId })).toEqual({ result: 'skipped' });
  }, 20_000);

  it('refuses the escalation count and the mail switch to a candidate', async () => {
    const cleo = await scenes.asCandidate('Cleo Candidate');
    for (const query of [
      '{ answersNearDeadline }',
      '{ escalationMailSettings { optedIn } }',
      'mutation { setEscalationMails(enabled: true) { optedIn } }',
    ]) {
      expect(errorCodes(await graphql(t.app, query, { token: cleo.idToken }))).toEqual(['FORBIDDEN']);
    }
  });
});

describe('Deadline escalation: once per answer, and only to tutors who opted in', () => {
  let t: TestApp;
  let test: MockTest;
  const scenes = escalationScenes(() => t);

  beforeAll(async () => {
    // A long deadline: the test moves the server's clock instead of waiting, so no timer fires by itself.
    t = await createTestApp({ deadlineSeconds: 600, env: { ESCALATION_MAIL_TUTORS: 'opted-in' } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Rooftop gardens' });
    await t.container.deps.mockTests.upsert(test);
  });

  it('sends one mail per opted-in tutor when the escalation fires 25 times at once', async () => {
    const [keen, quiet, cleo] = await Promise.all([
      scenes.asStaff('Kim Keen', 'tutor'),
      scenes.asStaff('Quinn Quiet', 'tutor'),
      scenes.asCandidate('Cleo Candidate'),
    ]);
    const switched = await graphqlOk<{ setEscalationMails: { optedIn: boolean; allTutorsMailed: boolean } }>(
      t.app,
      'mutation { setEscalationMails(enabled: true) { optedIn allTutorsMailed } }',
      { token: keen.idToken },
    );
    expect(switched.setEscalationMails).toEqual({ optedIn: true, allTutorsMailed: false });
    const quietSettings = await graphqlOk<{ escalationMailSettings: { optedIn: boolean; sharePercent: number } }>(
      t.app,
      '{ escalationMailSettings { optedIn sharePercent } }',
      { token: quiet.idToken },
    );
    expect(quietSettings.escalationMailSettings).toEqual({ optedIn: false, sharePercent: 75 });

    const attemptId = await scenes.submit(cleo, test);
    // Before 75% of the 600 s nothing is sent however often it fires.
    expect(await escalateDeadline(t.container.deps, { attemptId })).toEqual({ result: 'skipped' });
    t.clock.advanceSeconds(451);
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, () => escalateDeadline(t.container.deps, { attemptId })),
    );
    expect(outcomes.filter((outcome) => outcome.result === 'escalated')).toEqual([
      { result: 'escalated', tutorsMailed: 1 },
    ]);
    expect((await mailsTo(t, keen.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(dueSoon)]);
    expect(await mailsTo(t, quiet.email)).toEqual([]);
  });
});

describe('Escalation settings', () => {
  const base = { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('defaults to 75% and every tutor, and refuses shares outside 1 to 99 and unknown recipients', () => {
    expect(loadConfig(base).escalation).toEqual({ sharePercent: 75, mailTutors: 'all' });
    expect(loadConfig({ ...base, ESCALATION_SHARE_PERCENT: '60' }).escalation.sharePercent).toBe(60);
    for (const share of ['0', '100', '75.5', 'most']) {
      expect(() => loadConfig({ ...base, ESCALATION_SHARE_PERCENT: share })).toThrow(/ESCALATION_SHARE_PERCENT/);
    }
    expect(() => loadConfig({ ...base, ESCALATION_MAIL_TUTORS: 'admins' })).toThrow(/ESCALATION_MAIL_TUTORS/);
  });
});
