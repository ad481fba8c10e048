import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runFirstReads } from '../application/first-read/run-first-reads.use-case.ts';
import { buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// The automatic first read, on the real checker and PostgreSQL: owed by the submit, run by its job after the submit
// has answered, read by the author and tutors (never by another candidate), and never in the way of a hand-in.

const answer = 'Last year the museum recieved more visitors then before, wich surprised the the staff.';

type FirstReadAnswer = {
  status: string;
  dialect: string;
  flags: { taskKey: string; kind: string; start: number | null; end: number | null; criterion: string }[];
};

describe('GraphQL: the automatic first read', () => {
  let t: TestApp;
  const scenes = apiScenes(() => t);
  let test: MockTest;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds: 600 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1 });
    await t.container.deps.mockTests.upsert(test);
  });

  const firstReadOf = async (user: TestUser, id: string) =>
    (
      await graphqlOk<{ attempt: { firstRead: FirstReadAnswer | null } }>(
        t.app,
        'query($id: ID!) { attempt(id: $id) { firstRead { status dialect flags { taskKey kind start end criterion } } } }',
        { token: user.idToken, variables: { id } },
      )
    ).attempt.firstRead;
  const runJob = () => runFirstReads(t.container.firstReadJob, t.container.config.firstRead);

  it('is pending right after the submit and lists the mechanical slips once the job has run', async () => {
    const candidate = await scenes.asCandidate('reader');
    const id = await scenes.submit(candidate, test, answer);
    expect(await firstReadOf(candidate, id)).toMatchObject({
      status: 'PENDING',
      dialect: 'British English',
      flags: [],
    });

    expect(await runJob()).toMatchObject({ read: 1 });
    const read = await firstReadOf(candidate, id);
    expect(read?.status).toBe('READY');
    const found = (read?.flags ?? [])
      .filter((flag) => flag.taskKey === 'task1' && flag.start !== null)
      .map((flag) => answer.slice(flag.start ?? 0, flag.end ?? 0));
    for (const slip of ['recieved', 'wich']) expect(found).toContain(slip);
    expect(found.some((passage) => passage.includes('the the'))).toBe(true);
    // A one-line answer is far under IELTS's 150 and 250 words: each task's length is flagged, against Task Achievement
    // and Task Response.
    expect(read?.flags.filter((flag) => flag.kind === 'LENGTH').map((flag) => [flag.taskKey, flag.criterion])).toEqual([
      ['task1', 'taskAchievement'],
      ['task2', 'taskResponse'],
    ]);

    const tutor = await scenes.asStaff('tutor');
    expect((await firstReadOf(tutor, id))?.flags).toEqual(read?.flags);
    const other = await scenes.asCandidate('someone else');
    const refused = await graphql(t.app, 'query($id: ID!) { attempt(id: $id) { firstRead { status } } }', {
      token: other.idToken,
      variables: { id },
    });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it('is not there while the test runs', async () => {
    const candidate = await scenes.asCandidate('writer');
    const started = await graphqlOk<{ startAttempt: { id: string } }>(
      t.app,
      'mutation($id: ID!) { startAttempt(mockTestId: $id) { id } }',
      { token: candidate.idToken, variables: { id: test.id } },
    );
    expect(await firstReadOf(candidate, started.startAttempt.id)).toBeNull();
  });

  it('reads each answer once when three processes run the job at the same time', async () => {
    const candidates = await Promise.all(['one', 'two', 'three', 'four'].map((name) => scenes.asCandidate(name)));
    const ids = await Promise.all(candidates.map((candidate) => scenes.submit(candidate, test, answer)));
    const outcomes = await Promise.all([runJob(), runJob(), runJob()]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.read, 0)).toBe(ids.length);
    for (const [index, id] of ids.entries()) {
      const candidate = candidates[index];
      if (candidate) expect((await firstReadOf(candidate, id))?.status).toBe('READY');
    }
  });

  it('leaves the submit acknowledged when the checker fails, and the first read unavailable after its tries', async () => {
    const candidate = await scenes.asCandidate('unlucky');
    const id = await scenes.submit(candidate, test, answer);
    const logged: string[] = [];
    const broken = {
      ...t.container.firstReadJob,
      checker: {
        check: async () => {
          throw new Error('checker unavailable');
        },
      },
      log: { error: (line: string) => logged.push(line) },
    };
    const policy = { ...t.container.config.firstRead, maxTries: 1 };
    expect(await runFirstReads(broken, policy)).toMatchObject({ unavailable: 1 });
    expect(logged[0]).toContain('checker unavailable');
    const attempt = await graphqlOk<{ attempt: { status: string; firstRead: { status: string } } }>(
      t.app,
      'query($id: ID!) { attempt(id: $id) { status firstRead { status } } }',
      { token: candidate.idToken, variables: { id } },
    );
    expect(attempt.attempt).toEqual({ status: 'SUBMITTED', firstRead: { status: 'UNAVAILABLE' } });
  });
});
