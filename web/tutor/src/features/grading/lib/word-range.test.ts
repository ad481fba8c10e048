import { describe, expect, it } from 'vitest';
import { wordRange, wordSpans } from './word-range';

describe('choosing a passage by word numbers', () => {
  const text = 'Cities  should ban\ncars, says the essay.';
  it('numbers the words from 1 and maps a range to offsets into the text', () => {
    expect(wordSpans(text)).toHaveLength(7);
    const range = wordRange(text, 2, 4);
    expect(range && text.slice(range.start, range.end)).toBe('should ban\ncars,');
    const one = wordRange(text, 7, 7);
    expect(one && text.slice(one.start, one.end)).toBe('essay.');
  });

  it('refuses numbers that name no words of the answer', () => {
    expect(wordRange(text, 0, 2)).toBeNull();
    expect(wordRange(text, 3, 2)).toBeNull();
    expect(wordRange(text, 1, 8)).toBeNull();
    expect(wordRange(text, 1.5, 2)).toBeNull();
  });
});
