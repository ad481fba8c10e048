import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import {
  type CommentPhrase,
  commentPhraseCriterion,
  commentPhraseMaxLength,
  commentPhraseText,
  orderCommentPhrases,
} from './comment-phrase.ts';

describe('comment phrases', () => {
  it('trims the text at both ends and keeps its inner line breaks', () => {
    expect(commentPhraseText('  Vary the linking words.\nTry "moreover".  ')).toBe(
      'Vary the linking words.\nTry "moreover".',
    );
  });

  it('refuses an empty or blank text, and one over 1000 characters once trimmed', () => {
    for (const blank of ['', '   ', '\n\t']) {
      expect(() => commentPhraseText(blank)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    }
    expect(commentPhraseText(` ${'a'.repeat(commentPhraseMaxLength)} `)).toHaveLength(1000);
    expect(() => commentPhraseText('a'.repeat(commentPhraseMaxLength + 1))).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        reason: 'TEXT_TOO_LONG',
        message: expect.stringMatching(/1000/),
      }),
    );
  });

  it("accepts a criterion of the exam's rubric, whichever task it scores, and names the keys otherwise", () => {
    expect(commentPhraseCriterion('IELTSAcademic', 'lexicalResource')).toBe('lexicalResource');
    expect(commentPhraseCriterion('IELTSAcademic', 'taskAchievement')).toBe('taskAchievement');
    expect(commentPhraseCriterion(toeflKey, 'holistic')).toBe('holistic');
    expect(() => commentPhraseCriterion('OETNurses', 'lexicalResource')).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        reason: 'UNKNOWN_VALUE',
        message: expect.stringMatching(/no criterion "lexicalResource".*purpose, content/),
      }),
    );
    // Keys are matched exactly: no case folding, no trimming.
    expect(() => commentPhraseCriterion('IELTSAcademic', 'LexicalResource')).toThrow();
    expect(() => commentPhraseCriterion('IELTSAcademic', ' lexicalResource')).toThrow();
  });

  it('lists by criterion, then oldest first', () => {
    const phrase = (id: string, criterion: string, at: string): CommentPhrase => ({
      id,
      ownerId: 'tutor',
      exam: 'IELTSAcademic',
      criterion,
      text: id,
      createdAt: new Date(at),
    });
    const ordered = orderCommentPhrases([
      phrase('c', 'lexicalResource', '2025-06-01T10:00:00Z'),
      phrase('a', 'lexicalResource', '2025-06-01T09:00:00Z'),
      phrase('b', 'coherenceCohesion', '2025-06-01T11:00:00Z'),
    ]);
    expect(ordered.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});
