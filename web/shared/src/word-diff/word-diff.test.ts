import { describe, expect, it } from 'vitest';
import { changedWordCounts, compareAnswers } from './word-diff';

describe('compareAnswers', () => {
  it('marks the removed and the added words, keeping the rest', () => {
    const comparison = compareAnswers('Some people says it is good.', 'Some people say it is good.');
    expect(comparison.changed).toBe(true);
    expect(comparison.inline.filter((segment) => segment.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'says' },
      { kind: 'added', text: 'say' },
    ]);
    expect(changedWordCounts(comparison.inline)).toEqual({ added: 1, removed: 1 });
    expect(compareAnswers('Same text.', 'Same text.').changed).toBe(false);
  });
});
