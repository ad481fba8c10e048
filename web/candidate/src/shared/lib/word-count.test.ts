import { describe, expect, it } from 'vitest';
import { wordCount } from './word-count';

describe('wordCount', () => {
  it('counts whitespace-separated pieces, whatever the whitespace', () => {
    expect(wordCount('Cities  grow\tfast\nnowadays.')).toBe(4);
  });

  it('counts an empty or blank answer as 0 words', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  \n\t ')).toBe(0);
  });

  it('counts hyphenated words and numbers as single pieces', () => {
    expect(wordCount('A well-known 25-44 group')).toBe(4);
  });
});
