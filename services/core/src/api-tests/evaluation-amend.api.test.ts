import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDeadline } from '../application/evaluation/handle-deadline.use-case.ts';
import { buildEvaluationInput, buildMockTest } from '../application/testing/builders.ts';
import type { MockTest } from '../domain/exam/mock-test.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk } from './api-helpers.ts';
import { apiScenes } from './api-scenes.ts';

// Every evaluation is released ten minutes after submission; the test moves the server's clock past it.
const deadlineSeconds = 600;

type Item = {
  amendable: boolean;
  evaluation: { feedback: string; publishedAt: string } | null;
  evaluationVersions: { number: number; publishedBy: string | null; publishedAt: string; feedback: string }[];
};
const itemFields =
  'amendable evaluation { feedback publishedAt } evaluationVersions { number publishedBy publishedAt feedback }';
const amendMutation = `mutation($id: ID!, $based: Int!, $input: EvaluationInput!) {
  amendEvaluation(attemptId: $id, basedOnVersion: $based, input: $input) { ${itemFields} }
}`;

describe('GraphQL: amending a published evaluation before its release', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ deadlineSeconds });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const scenes = apiScenes(() => t);
  const { asCandidate, asStaff } = scenes;
  const submit = (user: TestUser, test: MockTest) => scenes.submit(user, test, 'Trains beat cars for short trips.');
  const amend = (user: TestUser, attemptId: string, test: MockTest, based: number, feedback: string) =>
    graphql<{ amendEvaluation: Item }>(t.app, amendMutation, {
      token: user.idToken,
      variables: { id: attemptId, based, input: buildEvaluationInput(test, { feedback }) },
    });
  const gradingItem = async (user: TestUser, attemptId: string) =>
    (
      await graphqlOk<{ gradingItem: Item }>(
        t.app,
        `query($id: ID!) { gradingItem(attemptId: $id) { ${itemFields} } }`,
        {
          token: user.idToken,
          variables: { id: attemptId },
        },
      )
    ).gradingItem;

  /** Cara answers an IELTS test; Tom claims and publishes its evaluation; the deadline is ten minutes away. */
  const published = async () => {
    const test = buildMockTest({ exam: 'IELTSAcademic', sequence: 1, title: 'Public transport' });
    await t.container.deps.mockTests.upsert(test);
    const [cara, tom] = await Promise.all([asCandidate('Cara Candidate'), asStaff('Tom Tutor')]);
    const attemptId = await submit(cara, test);
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { publishEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      {
        token: tom.idToken,
        variables: { id: attemptId, input: buildEvaluationInput(test, { feedback: 'Frist draft.' }) },
      },
    );
    return { test, cara, tom, attemptId };
  };

  it('lets the publishing tutor amend before the release, as version 2 with who and when, keeping version 1', async () => {
    const { test, cara, tom, attemptId } = await published();
    const before = await gradingItem(tom, attemptId);
    expect(before.amendable).toBe(true);
    expect(before.evaluationVersions.map((version) => version.number)).toEqual([1]);

    t.clock.advanceSeconds(60);
    const answer = await amend(tom, attemptId, test, 1, 'First draft, typo fixed.');
    expect(errorCodes(answer)).toEqual([]);
    const versions = answer.data?.amendEvaluation.evaluationVersions ?? [];
    expect(versions.map((version) => [version.number, version.publishedBy, version.feedback])).toEqual([
      [1, 'Tom Tutor', 'Frist draft.'],
      [2, 'Tom Tutor', 'First draft, typo fixed.'],
    ]);
    expect(new Date(versions[1]?.publishedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(versions[0]?.publishedAt ?? 0).getTime(),
    );
    expect(answer.data?.amendEvaluation.evaluation?.feedback).toBe('First draft, typo fixed.');

    // At the release the candidate reads the amended text.
    t.clock.advanceSeconds(deadlineSeconds);
    await handleDeadline(t.container.deps, { attemptId });
    const seen = await graphqlOk<{ attempt: { evaluation: { feedback: string } | null } }>(
      t.app,
      'query($id: ID!) { attempt(id: $id) { evaluation { feedback } } }',
      { token: cara.idToken, variables: { id: attemptId } },
    );
    expect(seen.attempt.evaluation?.feedback).toBe('First draft, typo fixed.');
  });

  it('refuses an amend after the release: the evaluation is final', async () => {
    const { test, tom, attemptId } = await published();
    t.clock.advanceSeconds(deadlineSeconds + 1);
    // The deadline has passed: refused even before the deadline timer has released it ...
    expect(errorCodes(await amend(tom, attemptId, test, 1, 'Too late.'))).toEqual(['CONFLICT']);
    await handleDeadline(t.container.deps, { attemptId });
    // ... and after.
    const refused = await amend(tom, attemptId, test, 1, 'Too late.');
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    const item = await gradingItem(tom, attemptId);
    expect(item.amendable).toBe(false);
    expect(item.evaluation?.feedback).toBe('Frist draft.');
    expect(item.evaluationVersions.map((version) => version.number)).toEqual([1]);
  });

  it('refuses an amend by another tutor, and by an admin who did not publish it', async () => {
    const { test, attemptId } = await published();
    const [tara, ada] = await Promise.all([asStaff('Tara Tutor'), asStaff('Ada Admin', 'admin')]);
    expect(errorCodes(await amend(tara, attemptId, test, 1, 'Not mine to change.'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await amend(ada, attemptId, test, 1, 'Not mine either.'))).toEqual(['FORBIDDEN']);
    const item = await gradingItem(ada, attemptId);
    expect(item.amendable).toBe(false);
    expect(item.evaluation?.feedback).toBe('Frist draft.');
    // The admin sees the history all the same.
    expect(item.evaluationVersions.map((version) => version.publishedBy)).toEqual(['Tom Tutor']);
  });

  it('never lets a candidate amend, not even their own answer', async () => {
    const { test, cara, attemptId } = await published();
    const other = await asCandidate('Otto Other');
    expect(errorCodes(await amend(cara, attemptId, test, 1, 'A better score please.'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await amend(other, attemptId, test, 1, 'Sneaky.'))).toEqual(['FORBIDDEN']);
    expect(
      errorCodes(
        await graphql(t.app, `query($id: ID!) { gradingItem(attemptId: $id) { amendable } }`, {
          token: cara.idToken,
          variables: { id: attemptId },
        }),
      ),
    ).toEqual(['FORBIDDEN']);
  });

  it('refuses an amend of a draft, and one based on a version amended meanwhile (a second tab)', async () => {
    const { test, tom, attemptId } = await published();
    expect(errorCodes(await amend(tom, attemptId, test, 1, 'Tab one.'))).toEqual([]);
    const second = await amend(tom, attemptId, test, 1, 'Tab two.');
    expect(errorCodes(second)).toEqual(['CONFLICT']);
    expect(second.errors?.[0]?.message).toContain('version 2');
    expect(errorCodes(await amend(tom, attemptId, test, 2, 'Tab two, reloaded.'))).toEqual([]);
    expect((await gradingItem(tom, attemptId)).evaluationVersions.map((version) => version.feedback)).toEqual([
      'Frist draft.',
      'Tab one.',
      'Tab two, reloaded.',
    ]);

    // A draft has nothing to amend: it is saved or published.
    const [dora, cleo] = await Promise.all([asStaff('Dora Drafter'), asCandidate('Cleo Second')]);
    const draftAttempt = await submit(cleo, test);
    await graphqlOk(
      t.app,
      'mutation($id: ID!, $input: EvaluationInput!) { saveEvaluation(attemptId: $id, input: $input) { claimedByMe } }',
      { token: dora.idToken, variables: { id: draftAttempt, input: buildEvaluationInput(test) } },
    );
    expect(errorCodes(await amend(dora, draftAttempt, test, 1, 'Still a draft.'))).toEqual(['CONFLICT']);
  });
});
