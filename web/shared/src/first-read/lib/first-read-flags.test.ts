import { describe, expect, it } from 'vitest';
import {
  dialectNote,
  type FlagView,
  flagExcerpt,
  flagKindLabel,
  isPassageFlag,
  suggestionList,
  taskFlags,
} from './first-read-flags';

const flag = (overrides: Partial<FlagView>): FlagView => ({
  taskKey: 'task1',
  kind: 'SPELLING',
  start: null,
  end: null,
  message: 'Possible spelling mistake.',
  suggestions: [],
  criterion: 'lexicalResource',
  ...overrides,
});

describe('first read flags', () => {
  const text = 'I have recieved the the letter.\nIt was late.';

  it('names each kind in plain words', () => {
    expect(flagKindLabel('REPETITION')).toBe('Repeated word');
    expect(flagKindLabel('PARAGRAPHING')).toBe('Paragraphing');
  });

  it('tells a passage flag from a whole-answer point and refuses offsets outside the text', () => {
    expect(isPassageFlag(flag({ start: 7, end: 15 }), text)).toBe(true);
    expect(isPassageFlag(flag({ kind: 'LENGTH' }), text)).toBe(false);
    expect(isPassageFlag(flag({ start: 40, end: 99 }), text)).toBe(false);
    expect(isPassageFlag(flag({ start: 5, end: 5 }), text)).toBe(false);
  });

  it("lists a task's whole-answer points first, then its passages in reading order", () => {
    const flags = [
      flag({ kind: 'REPETITION', start: 16, end: 23 }),
      flag({ start: 7, end: 15 }),
      flag({ kind: 'LENGTH' }),
      flag({ taskKey: 'task2', start: 0, end: 1 }),
    ];
    expect(taskFlags(flags, 'task1', text).map((entry) => entry.kind)).toEqual(['LENGTH', 'SPELLING', 'REPETITION']);
  });

  it('quotes the passage with whole words around it, an ellipsis where cut, never past a line break', () => {
    const long = 'Firstly, many people in the modern world have recieved letters from their local council about it.';
    const at = long.indexOf('recieved');
    expect(flagExcerpt(long, at, at + 8, 20)).toEqual({
      before: '…modern world have ',
      passage: 'recieved',
      after: ' letters from their…',
    });
    const second = text.indexOf('It');
    expect(flagExcerpt(text, second, second + 2)).toEqual({ before: '', passage: 'It', after: ' was late.' });
    expect(flagExcerpt(text, 7, 15)).toEqual({ before: 'I have ', passage: 'recieved', after: ' the the letter.' });
  });

  it('says which English was read and that the other spelling passes', () => {
    expect(dialectNote('British English')).toBe('Read as British English; American spellings are accepted too.');
    expect(dialectNote('American English')).toBe('Read as American English; British spellings are accepted too.');
  });

  it('quotes at most three suggestions', () => {
    expect(suggestionList(['which', 'witch', 'wish', 'with'])).toBe('“which”, “witch”, “wish”');
    expect(suggestionList([])).toBe('');
  });
});
