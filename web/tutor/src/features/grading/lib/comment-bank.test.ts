import { describe, expect, it } from 'vitest';
import { insertPhrase, phrasesOf } from './comment-bank';

describe('comment bank: inserting a phrase', () => {
  it('inserts into an empty comment as it is', () => {
    expect(insertPhrase('', 'Vary your linking words.', { start: 0, end: 0 }, 1000)).toEqual({
      text: 'Vary your linking words.',
      caret: 24,
    });
  });

  it('inserts at the caret, with a space where it would run into a word', () => {
    expect(insertPhrase('Good.', 'Check the tense.', { start: 5, end: 5 }, 1000)).toEqual({
      text: 'Good. Check the tense.',
      caret: 22,
    });
    expect(insertPhrase('Good. Also', 'check this', { start: 5, end: 5 }, 1000)).toEqual({
      text: 'Good. check this Also',
      caret: 16,
    });
    expect(insertPhrase('Use here.', 'a synonym', { start: 3, end: 3 }, 1000)?.text).toBe('Use a synonym here.');
    // Before punctuation no space is added.
    expect(insertPhrase('Use .', 'a synonym', { start: 4, end: 4 }, 1000)?.text).toBe('Use a synonym.');
  });

  it('replaces the selected text', () => {
    expect(insertPhrase('Use XXX here.', 'a synonym', { start: 4, end: 7 }, 1000)).toEqual({
      text: 'Use a synonym here.',
      caret: 13,
    });
  });

  it('refuses when the comment would pass its limit', () => {
    expect(insertPhrase('12345', 'abcdef', { start: 5, end: 5 }, 10)).toBeNull();
    expect(insertPhrase('1234', 'abcde', { start: 4, end: 4 }, 10)?.text).toBe('1234 abcde');
  });

  it('keeps a selection beyond the text inside it', () => {
    expect(insertPhrase('Hi', 'there', { start: 10, end: 12 }, 1000)?.text).toBe('Hi there');
  });

  it("lists one criterion's phrases in the bank's order", () => {
    const bank = [
      { id: '1', criterion: 'lexicalResource', text: 'a' },
      { id: '2', criterion: 'coherenceCohesion', text: 'b' },
      { id: '3', criterion: 'lexicalResource', text: 'c' },
    ];
    expect(phrasesOf(bank, 'lexicalResource').map((phrase) => phrase.id)).toEqual(['1', '3']);
    expect(phrasesOf(bank, 'taskAchievement')).toEqual([]);
  });
});
