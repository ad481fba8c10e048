import { describe, expect, it } from 'vitest';
import { changedWordCounts, compareAnswers } from './word-diff';

const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

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

  it('marks the words the tutor replaced as removed on one side and added on the other', () => {
    const comparison = compareAnswers('Cities is growing fast.', 'Cities are growing fast.');
    expect(comparison.changed).toBe(true);
    expect(comparison.original).toContainEqual({ kind: 'removed', text: 'is' });
    expect(comparison.revised).toContainEqual({ kind: 'added', text: 'are' });
  });

  it('keeps each side whole, paragraphs included', () => {
    const original = 'Parks matter.\n\nThey are good for peoples.';
    const revised = 'Parks matter.\n\nThey are good for people and for wildlife.';
    const comparison = compareAnswers(original, revised);
    expect(joined(comparison.original)).toBe(original);
    expect(joined(comparison.revised)).toBe(revised);
  });

  it('merges both sides into one inline text, each removed passage just before the words that replaced it', () => {
    const original = 'The chart show how. Some people thinks this view.';
    const revised = 'The chart shows how. Some people think this view, for two reasons.';
    const { inline } = compareAnswers(original, revised);
    expect(inline).toEqual([
      { kind: 'same', text: 'The chart ' },
      { kind: 'removed', text: 'show' },
      { kind: 'added', text: 'shows' },
      { kind: 'same', text: ' how. Some people ' },
      { kind: 'removed', text: 'thinks' },
      { kind: 'added', text: 'think' },
      { kind: 'same', text: ' this view' },
      { kind: 'added', text: ', for two reasons' },
      { kind: 'same', text: '.' },
    ]);
    // Without the added words it reads as the answer; without the removed ones, as the revision.
    expect(joined(inline.filter((segment) => segment.kind !== 'added'))).toBe(original);
    expect(joined(inline.filter((segment) => segment.kind !== 'removed'))).toBe(revised);
  });

  it('keeps paragraphs in the inline text, which reads as the revision without the removed words', () => {
    const original = 'Parks matter.\n\nThey are good for peoples.';
    const revised = 'Parks matter a lot.\n\nThey are good for people.';
    const { inline } = compareAnswers(original, revised);
    // (The word diff gives an inserted passage's spaces to the revision, so only that side reads back exactly.)
    expect(joined(inline.filter((segment) => segment.kind !== 'removed'))).toBe(revised);
    expect(inline).toContainEqual({ kind: 'removed', text: 'peoples' });
    expect(joined(inline)).toContain('\n\nThey are good for ');
  });

  it('reports no change when the tutor kept the answer as it was', () => {
    const comparison = compareAnswers('Same text here.', 'Same text here.');
    expect(comparison.changed).toBe(false);
    expect(comparison.original).toEqual([{ kind: 'same', text: 'Same text here.' }]);
    expect(comparison.inline).toEqual([{ kind: 'same', text: 'Same text here.' }]);
  });
});
