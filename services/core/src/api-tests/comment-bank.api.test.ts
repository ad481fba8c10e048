import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../application/profile/grant-role.use-case.ts';
import type { TestUser } from '../test-support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { errorCodes, graphql, graphqlOk, signUp } from './api-helpers.ts';

// The tutors' comment banks over GraphQL, on two core replicas sharing one database: a phrase saved through one is
// listed through the other, the identical phrase saved 20 times at once (spread over both) is stored once, and the
// per-tutor limit holds under concurrent saves of different phrases.

type Phrase = { id: string; exam: string; criterion: string; text: string; createdAt: string };

const fields = 'id exam criterion text createdAt';
const saveMutation = `mutation($exam: ExamKey!, $criterion: String!, $text: String!) {
  saveCommentPhrase(exam: $exam, criterion: $criterion, text: $text) { ${fields} } }`;
const listQuery = `query($exam: ExamKey!) { myCommentPhrases(exam: $exam) { ${fields} } }`;
const deleteMutation = 'mutation($id: ID!) { deleteCommentPhrase(id: $id) }';
const limits = { RATE_LIMIT_USER_PER_MINUTE: '1000000', COMMENT_PHRASES_PER_TUTOR: '5' };

describe('GraphQL: the comment bank', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ env: limits });
    b = await createTestApp({ env: limits });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  beforeEach(async () => {
    await a.reset();
  });

  const account = async (name: string, role?: 'tutor' | 'admin') => {
    const user = await signUp(name);
    await graphqlOk(a.app, '{ me { id } }', { token: user.idToken });
    if (role) await grantRole(a.container.deps, { actor: 'system', email: user.email, role });
    return user;
  };
  const save = (t: TestApp, user: TestUser, variables: { exam?: string; criterion?: string; text: string }) =>
    graphql<{ saveCommentPhrase: Phrase }>(t.app, saveMutation, {
      token: user.idToken,
      variables: { exam: 'IELTSAcademic', criterion: 'lexicalResource', ...variables },
    });
  const list = async (t: TestApp, user: TestUser, exam = 'IELTSAcademic') =>
    (await graphqlOk<{ myCommentPhrases: Phrase[] }>(t.app, listQuery, { token: user.idToken, variables: { exam } }))
      .myCommentPhrases;

  it('saves a trimmed phrase through one replica and lists it through the other, for its exam only', async () => {
    const tutor = await account('Tess Phrasebank', 'tutor');
    const saved = await save(a, tutor, { text: '  Try a less common word here, e.g. "substantial".  ' });
    expect(saved.errors, saved.raw).toEqual([]);
    expect(saved.data?.saveCommentPhrase).toMatchObject({
      exam: 'IELTSAcademic',
      criterion: 'lexicalResource',
      text: 'Try a less common word here, e.g. "substantial".',
    });
    expect(await list(b, tutor)).toEqual([saved.data?.saveCommentPhrase]);
    expect(await list(b, tutor, 'IELTSGeneral')).toEqual([]);

    // Another tutor's bank is their own.
    const other = await account('Omar Otherbank', 'tutor');
    expect(await list(a, other)).toEqual([]);
    const phraseId = saved.data?.saveCommentPhrase.id;
    const foreign = await graphqlOk<{ deleteCommentPhrase: boolean }>(b.app, deleteMutation, {
      token: other.idToken,
      variables: { id: phraseId },
    });
    expect(foreign.deleteCommentPhrase).toBe(false);
    expect(await list(a, tutor)).toHaveLength(1);

    // Deleting is true once, then false; the phrase is gone on both replicas.
    const deleted = async () =>
      (
        await graphqlOk<{ deleteCommentPhrase: boolean }>(a.app, deleteMutation, {
          token: tutor.idToken,
          variables: { id: phraseId },
        })
      ).deleteCommentPhrase;
    expect(await deleted()).toBe(true);
    expect(await deleted()).toBe(false);
    expect(await list(b, tutor)).toEqual([]);
  });

  it('stores the same phrase once when it is saved 20 times at once over both replicas', async () => {
    const tutor = await account('Rae Racer', 'tutor');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        save(index % 2 === 0 ? a : b, tutor, {
          text: index % 3 === 0 ? ' Vary your linking words. ' : 'Vary your linking words.',
        }),
      ),
    );
    for (const answer of answers) expect(answer.errors, answer.raw).toEqual([]);
    const ids = new Set(answers.map((answer) => answer.data?.saveCommentPhrase.id));
    expect(ids.size).toBe(1);
    const listed = await list(b, tutor);
    expect(listed.map((phrase) => phrase.text)).toEqual(['Vary your linking words.']);
    expect(listed[0]?.id).toBe([...ids][0]);
  });

  it('refuses the phrase after COMMENT_PHRASES_PER_TUTOR with CONFLICT, also when 10 different ones race', async () => {
    const tutor = await account('Lena Limit', 'tutor');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => save(index % 2 === 0 ? a : b, tutor, { text: `Phrase ${index}.` })),
    );
    const stored = answers.filter((answer) => answer.errors.length === 0);
    const refused = answers.filter((answer) => answer.errors.length > 0);
    expect(stored).toHaveLength(5);
    expect(refused.flatMap(errorCodes)).toEqual(Array(5).fill('CONFLICT'));
    expect(refused[0]?.errors[0]?.message).toMatch(/holds 5 phrases, the most allowed/);
    expect(await list(a, tutor)).toHaveLength(5);
    // A phrase already in the full bank is still answered (the stored one), not refused.
    const again = await save(b, tutor, { text: stored[0]?.data?.saveCommentPhrase.text ?? '' });
    expect(again.data?.saveCommentPhrase.id).toBe(stored[0]?.data?.saveCommentPhrase.id);
  });

  it('validates the text and the criterion against the exam rubric', async () => {
    const tutor = await account('Val Idator', 'tutor');
    const blank = await save(a, tutor, { text: '   ' });
    expect(errorCodes(blank)).toEqual(['BAD_USER_INPUT']);
    const long = await save(a, tutor, { text: 'x'.repeat(1001) });
    expect(errorCodes(long)).toEqual(['BAD_USER_INPUT']);
    expect((await save(a, tutor, { text: 'y'.repeat(1000) })).errors).toEqual([]);
    const wrongCriterion = await save(a, tutor, { exam: 'OETNurses', criterion: 'lexicalResource', text: 'Fine.' });
    expect(errorCodes(wrongCriterion)).toEqual(['BAD_USER_INPUT']);
    expect(wrongCriterion.errors[0]?.message).toMatch(/no criterion "lexicalResource"/);
    expect((await save(a, tutor, { exam: 'OETNurses', criterion: 'language', text: 'Fine.' })).errors).toEqual([]);
  });

  it('lets an admin keep a bank and refuses a candidate every operation, and a caller without a token', async () => {
    const admin = await account('Ada Admin', 'admin');
    expect((await save(a, admin, { text: 'Admin phrase.' })).errors).toEqual([]);
    const candidate = await account('Cara Candidate');
    expect(errorCodes(await save(a, candidate, { text: 'Mine.' }))).toEqual(['FORBIDDEN']);
    const listed = await graphql(a.app, listQuery, { token: candidate.idToken, variables: { exam: 'IELTSAcademic' } });
    expect(errorCodes(listed)).toEqual(['FORBIDDEN']);
    const deleted = await graphql(a.app, deleteMutation, { token: candidate.idToken, variables: { id: 'x' } });
    expect(errorCodes(deleted)).toEqual(['FORBIDDEN']);
    const anonymous = await graphql(a.app, listQuery, { variables: { exam: 'IELTSAcademic' } });
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
  });
});
