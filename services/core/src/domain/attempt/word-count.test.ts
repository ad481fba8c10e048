import { describe, expect, it } from 'vitest';
import { wordCount } from './word-count.ts';

describe('word count', () => {
  it('counts whitespace-separated pieces', () => {
    expect(wordCount('The chart shows three trends.')).toBe(5);
    expect(wordCount('  spaced   out\ttext\nover lines  ')).toBe(5);
    expect(wordCount('well-known, e.g. co-operate')).toBe(3);
  });

  it('counts an empty or blank text as 0 words', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   \n\t ')).toBe(0);
  });
});
