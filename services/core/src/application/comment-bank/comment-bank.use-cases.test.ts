import { beforeEach, describe, expect, it } from 'vitest';
import { buildProfile } from '../testing/builders.ts';
import { domainErrorOf } from '../testing/expect-domain-error.ts';
import { createInMemoryDeps, type InMemoryDeps } from '../testing/in-memory-deps.ts';
import { deleteCommentPhrase, listMyCommentPhrases, saveCommentPhrase } from './comment-bank.use-cases.ts';

describe('comment bank', () => {
  let deps: InMemoryDeps;
  const tutor = buildProfile({ role: 'tutor' });
  const otherTutor = buildProfile({ role: 'tutor' });
  const admin = buildProfile({ role: 'admin' });
  const candidate = buildProfile({ role: 'candidate' });

  beforeEach(() => {
    deps = createInMemoryDeps({ commentPhrasesPerTutor: 3 });
  });

  const save = (text: string, overrides: { criterion?: string; actor?: typeof tutor } = {}) =>
    saveCommentPhrase(deps, {
      actor: overrides.actor ?? tutor,
      exam: 'IELTSAcademic',
      criterion: overrides.criterion ?? 'lexicalResource',
      text,
    });

  it("saves a trimmed phrase to the caller's bank and lists it for that exam only", async () => {
    const saved = await save('  Try a less common synonym here.  ');
    expect(saved).toMatchObject({
      ownerId: tutor.id,
      exam: 'IELTSAcademic',
      criterion: 'lexicalResource',
      text: 'Try a less common synonym here.',
      createdAt: deps.clock.now(),
    });
    expect(await listMyCommentPhrases(deps, { actor: tutor, exam: 'IELTSAcademic' })).toEqual([saved]);
    expect(await listMyCommentPhrases(deps, { actor: tutor, exam: 'IELTSGeneral' })).toEqual([]);
    expect(await listMyCommentPhrases(deps, { actor: otherTutor, exam: 'IELTSAcademic' })).toEqual([]);
  });

  it('returns the stored phrase when the identical one is saved again, also with the bank full', async () => {
    const first = await save('Vary the linking words.');
    deps.clock.advanceMinutes(5);
    expect(await save(' Vary the linking words. ')).toEqual(first);
    await save('Another one.');
    await save('A third one.');
    expect(await save('Vary the linking words.')).toEqual(first);
    // The same text for another criterion is another phrase.
    expect((await domainErrorOf(save('Vary the linking words.', { criterion: 'coherenceCohesion' }))).code).toBe(
      'CONFLICT',
    );
    expect(deps.commentPhrases.all()).toHaveLength(3);
  });

  it('refuses one phrase more than COMMENT_PHRASES_PER_TUTOR, naming the limit; other tutors have their own', async () => {
    await save('One.');
    await save('Two.', { criterion: 'coherenceCohesion' });
    await save('Three.', { criterion: 'taskAchievement' });
    const refused = await domainErrorOf(save('Four.'));
    expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'COMMENT_BANK_FULL' });
    expect(refused.message).toMatch(/holds 3 phrases/);
    await save('Four.', { actor: otherTutor });
    const [first] = await listMyCommentPhrases(deps, { actor: tutor, exam: 'IELTSAcademic' });
    if (!first) throw new Error('expected a phrase');
    expect(await deleteCommentPhrase(deps, { actor: tutor, id: first.id })).toBe(true);
    await save('Four.');
  });

  it('lists by criterion, then oldest first', async () => {
    await save('Lexis 1.');
    deps.clock.advanceSeconds(1);
    await save('Cohesion 1.', { criterion: 'coherenceCohesion' });
    deps.clock.advanceSeconds(1);
    await save('Lexis 2.');
    const listed = await listMyCommentPhrases(deps, { actor: tutor, exam: 'IELTSAcademic' });
    expect(listed.map((phrase) => phrase.text)).toEqual(['Cohesion 1.', 'Lexis 1.', 'Lexis 2.']);
  });

  it('validates the text and the criterion against the rubric of the exam', async () => {
    expect(await domainErrorOf(save('   '))).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'VALUE_REQUIRED' });
    expect(await domainErrorOf(save('x'.repeat(1001)))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await domainErrorOf(save('Fine.', { criterion: 'purpose' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'UNKNOWN_VALUE',
    });
    expect(deps.commentPhrases.all()).toEqual([]);
  });

  it("deletes only the caller's own phrase; deleting again, or another tutor's, is false and changes nothing", async () => {
    const mine = await save('Mine.');
    expect(await deleteCommentPhrase(deps, { actor: otherTutor, id: mine.id })).toBe(false);
    expect(deps.commentPhrases.all()).toHaveLength(1);
    expect(await deleteCommentPhrase(deps, { actor: tutor, id: mine.id })).toBe(true);
    expect(await deleteCommentPhrase(deps, { actor: tutor, id: mine.id })).toBe(false);
    expect(deps.commentPhrases.all()).toEqual([]);
  });

  it('lets admins keep a bank too, and refuses candidates every operation', async () => {
    await save('Admin phrase.', { actor: admin });
    expect(await listMyCommentPhrases(deps, { actor: admin, exam: 'IELTSAcademic' })).toHaveLength(1);
    const forbidden = { code: 'FORBIDDEN' };
    expect(await domainErrorOf(save('Candidate phrase.', { actor: candidate }))).toMatchObject(forbidden);
    expect(await domainErrorOf(listMyCommentPhrases(deps, { actor: candidate, exam: 'IELTSAcademic' }))).toMatchObject(
      forbidden,
    );
    expect(await domainErrorOf(deleteCommentPhrase(deps, { actor: candidate, id: 'any' }))).toMatchObject(forbidden);
  });

  it('stores one phrase when the same one is saved 20 times at once', async () => {
    const saved = await Promise.all(Array.from({ length: 20 }, () => save('Same phrase.')));
    expect(new Set(saved.map((phrase) => phrase.id)).size).toBe(1);
    expect(deps.commentPhrases.all()).toHaveLength(1);
  });
});
