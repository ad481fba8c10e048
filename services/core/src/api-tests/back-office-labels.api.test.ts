import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import { markVerified } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// The back office's labels come from the server: the queue's deadline state, the plan that set the deadline (the
// same in the queue and on the Turnaround dashboard), People's verification as the identity provider has it now,
// and the body of an outbox mail for the admin's Mail screen.

type QueueData = {
  evaluationQueue: {
    items: Array<{ attempt: { id: string }; deadlineState: string; closeToDeadline: boolean; plan: { key: string } }>;
  };
};
const queueQuery = '{ evaluationQueue { items { attempt { id } deadlineState closeToDeadline plan { key } } } }';

describe('Back-office labels', () => {
  let t: TestApp;
  let test: MockTest;
  const scenes = apiScenes(() => t);

  beforeAll(async () => {
    // A 600 s deadline: 75% (the escalation point) is 450 s after submission. The test moves the server's clock.
    t = await createTestApp({ deadlineSeconds: 600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Night trains' });
    await t.container.deps.mockTests.upsert(test);
  });

  it('labels an answer ON_TRACK, NEAR_DEADLINE before the deadline and OVERDUE after it, with the plan that set it', async () => {
    const [tutor, admin, cleo] = await Promise.all([
      scenes.asStaff('Tessa Tutor', 'tutor'),
      scenes.asStaff('Ada Admin', 'admin'),
      scenes.asCandidate('Cleo Candidate'),
    ]);
    // Cleo bought Silver once, but it ran out before she submitted: Bronze's time applies, and Bronze is the label.
    const profile = await t.container.deps.profiles.findByUserId(cleo.uid);
    if (!profile) throw new Error('Cleo has no profile');
    await t.container.deps.profiles.save({
      ...profile,
      isSubscribed: true,
      plan: 'silver',
      expiresAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    const attemptId = await scenes.submit(cleo, test);
    const itemOf = async () => {
      const data = await graphqlOk<QueueData>(t.app, queueQuery, { token: tutor.idToken });
      return data.evaluationQueue.items.find((item) => item.attempt.id === attemptId);
    };

    expect(await itemOf()).toMatchObject({
      deadlineState: 'ON_TRACK',
      closeToDeadline: false,
      plan: { key: 'bronze' },
    });
    t.clock.advanceSeconds(460);
    expect(await itemOf()).toMatchObject({ deadlineState: 'NEAR_DEADLINE', closeToDeadline: true });
    t.clock.advanceSeconds(150);
    // Past the deadline: OVERDUE, not "near" (closeToDeadline alone stays true, which is why it misled).
    expect(await itemOf()).toMatchObject({ deadlineState: 'OVERDUE', closeToDeadline: true });

    const filtered = await graphqlOk<QueueData>(
      t.app,
      '{ evaluationQueue(filter: { plan: "bronze" }) { items { attempt { id } deadlineState closeToDeadline plan { key } } } }',
      { token: tutor.idToken },
    );
    expect(filtered.evaluationQueue.items.map((item) => item.attempt.id)).toContain(attemptId);
    const silver = await graphqlOk<QueueData>(
      t.app,
      '{ evaluationQueue(filter: { plan: "silver" }) { items { attempt { id } deadlineState closeToDeadline plan { key } } } }',
      { token: tutor.idToken },
    );
    expect(silver.evaluationQueue.items.map((item) => item.attempt.id)).not.toContain(attemptId);

    const dashboard = await graphqlOk<{
      turnaroundDashboard: { overdue: Array<{ attemptId: string; plan: { key: string; name: string } }> };
    }>(t.app, '{ turnaroundDashboard { overdue { attemptId plan { key name } } } }', { token: admin.idToken });
    const late = dashboard.turnaroundDashboard.overdue.find((answer) => answer.attemptId === attemptId);
    expect(late?.plan.key).toBe('bronze');
  });

  it("shows People an account verified since its owner's last call, and stores it", async () => {
    const admin = await scenes.asStaff('Ada Admin', 'admin');
    const vera = await signUp('Vera Verifier', { verified: false });
    await graphqlOk(t.app, '{ me { id } }', { token: vera.idToken });
    type People = { people: Array<{ email: string; emailVerified: boolean }> };
    const search = async () =>
      (
        await graphqlOk<People>(t.app, '{ people(search: "vera", limit: 10) { email emailVerified } }', {
          token: admin.idToken,
        })
      ).people.find((person) => person.email === vera.email);
    expect(await search()).toEqual({ email: vera.email, emailVerified: false });

    // She follows the link; she makes no call with a new token.
    await markVerified(vera.uid);
    expect(await search()).toEqual({ email: vera.email, emailVerified: true });
    expect((await t.container.deps.profiles.findByUserId(vera.uid))?.emailVerified).toBe(true);
  });

  it("gives the admin an outbox mail's body, and nobody else", async () => {
    const admin = await scenes.asStaff('Ada Admin', 'admin');
    const tutor = await scenes.asStaff('Tessa Tutor', 'tutor');
    await t.container.deps.mailer.send({
      to: 'reader@example.com',
      subject: 'Hello there',
      text: 'Line one.\nLine two.',
    });
    const { outbox } = await graphqlOk<{ outbox: Array<{ to: string; subject: string; text: string }> }>(
      t.app,
      '{ outbox(limit: 20) { to subject text } }',
      { token: admin.idToken },
    );
    expect(outbox.find((mail) => mail.to === 'reader@example.com')).toEqual({
      to: 'reader@example.com',
      subject: 'Hello there',
      text: 'Line one.\nLine two.',
    });
    const refused = errorCodes(await graphql(t.app, '{ outbox(limit: 20) { text } }', { token: tutor.idToken }));
    expect(refused).toEqual(['FORBIDDEN']);
  });
});
