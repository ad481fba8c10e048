import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '../../application/attempt/save-draft.use-case.ts';
import { startAttempt } from '../../application/attempt/start-attempt.use-case.ts';
import { submitAttempt } from '../../application/attempt/submit-attempt.use-case.ts';
import { writeTaskAnswer } from '../../application/attempt/write-task-answer.use-case.ts';
import type { CoreDeps } from '../../application/deps.ts';
import { claimAttempt } from '../../application/evaluation/claim-attempt.use-case.ts';
import { buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import { createRecordingDeadlineScheduler } from '../../application/testing/in-memory-recorders.ts';
import type { MockTest } from '../../domain/exam/mock-test.ts';
import { loadConfig } from '../../main/config.ts';
import { type Container, createContainer } from '../../main/container.ts';
import { createTestPersistence, testDatabaseUrl } from '../../test-support/test-database.ts';

// An autosave starts from the attempt as its process last saw it. Here two processes share one database (the server
// and the worker, or two servers), so each one's copy goes out of date behind its back: nothing written by the other
// may be lost or undone, and no answer may come from an out-of-date copy.

describe('autosave from a copy another process made out of date (PostgreSQL)', () => {
  const containers: Container[] = [];
  let server: CoreDeps;
  let other: CoreDeps;
  let test: MockTest;

  const open = async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl(),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    const persistence = await createTestPersistence();
    const container = await createContainer(config, { persistence, logger: pino({ level: 'silent' }) });
    containers.push(container);
    return { deps: { ...container.deps, deadlines: createRecordingDeadlineScheduler() }, persistence };
  };

  beforeAll(async () => {
    const first = await open();
    await first.persistence.reset();
    server = first.deps;
    other = (await open()).deps;
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await server.mockTests.upsert(test);
  });
  afterAll(async () => {
    for (const container of containers) await container.close();
  });

  const started = async () => {
    const actor = buildProfile();
    await server.profiles.save(actor);
    const attempt = await startAttempt(server, { actor, mockTestId: test.id });
    await saveDraft(server, {
      actor,
      attemptId: attempt.id,
      answers: [{ taskKey: 'task1', text: 'chart, first draft' }],
    });
    return { actor, attemptId: attempt.id };
  };

  it("keeps the other process's draft of the other task", async () => {
    const { actor, attemptId } = await started();
    await saveDraft(other, { actor, attemptId, answers: [{ taskKey: 'task2', text: 'essay from the other tab' }] });
    const saved = await saveDraft(server, { actor, attemptId, answers: [{ taskKey: 'task1', text: 'chart, second' }] });
    const expected = [
      { taskKey: 'task1', text: 'chart, second' },
      { taskKey: 'task2', text: 'essay from the other tab' },
    ];
    expect(saved.answers).toEqual(expected);
    expect((await other.attempts.findById(attemptId))?.answers).toEqual(expected);
  });

  it('refuses a draft after a submit made by the other process, and the submitted answers stay', async () => {
    const { actor, attemptId } = await started();
    const answers = [{ taskKey: 'task1', text: 'final chart' }];
    await submitAttempt(other, { actor, attemptId, answers });
    await expect(
      saveDraft(server, { actor, attemptId, answers: [{ taskKey: 'task1', text: 'late draft' }] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const stored = await other.attempts.findById(attemptId);
    expect(stored).toMatchObject({ status: 'Submitted', answers });
  });

  it('answers a repeated submit with what is stored now, changes by the other process included', async () => {
    const { actor, attemptId } = await started();
    const answers = [{ taskKey: 'task1', text: 'final chart' }];
    await submitAttempt(server, { actor, attemptId, answers });
    const tutor = buildProfile({ role: 'tutor', fullName: 'Tess Tutor' });
    await other.profiles.save(tutor);
    await claimAttempt(other, { actor: tutor, attemptId });
    const again = await submitAttempt(server, { actor, attemptId, answers: [{ taskKey: 'task1', text: 'other' }] });
    expect(again).toEqual(await other.attempts.findById(attemptId));
    expect(again.claimedBy).toBe(tutor.id);
  });

  it("the old contract writes by test from its copy: the other process's draft is kept, its submit refuses later drafts", async () => {
    const { actor, attemptId } = await started();
    const write = (text: string) =>
      writeTaskAnswer(server, {
        userId: actor.userId,
        profile: async () => actor,
        mockTestId: test.id,
        taskIndex: 0,
        text,
        submit: false,
      });
    await saveDraft(other, { actor, attemptId, answers: [{ taskKey: 'task2', text: 'essay from the other tab' }] });
    expect((await write('chart from the old client')).attempt.answers).toEqual([
      { taskKey: 'task1', text: 'chart from the old client' },
      { taskKey: 'task2', text: 'essay from the other tab' },
    ]);
    await submitAttempt(other, { actor, attemptId, answers: [{ taskKey: 'task1', text: 'final chart' }] });
    await expect(write('a draft after the submit')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await other.attempts.findById(attemptId)).toMatchObject({
      status: 'Submitted',
      answers: [
        { taskKey: 'task1', text: 'final chart' },
        { taskKey: 'task2', text: 'essay from the other tab' },
      ],
    });
  });
});
