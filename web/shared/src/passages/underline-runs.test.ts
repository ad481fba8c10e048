import { describe, expect, it } from 'vitest';
import { type Underline, underlineRuns } from './underline-runs';

const line = (start: number, end: number, key = `${start}-${end}`): Underline => ({
  start,
  end,
  kind: 'SPELLING',
  label: key,
  key,
});

describe('underline runs', () => {
  it('keeps a text without underlines whole', () => {
    expect(underlineRuns('abc', 10, [])).toEqual([{ text: 'abc', start: 10, underlines: [] }]);
  });

  it('cuts a segment at the underlines inside it, offsets counted in the whole answer', () => {
    const runs = underlineRuns('cdefgh', 2, [line(3, 5, 'a'), line(4, 9, 'b')]);
    expect(runs.map(({ text, start, underlines }) => ({ text, start, keys: underlines.map((u) => u.key) }))).toEqual([
      { text: 'c', start: 2, keys: [] },
      { text: 'd', start: 3, keys: ['a'] },
      { text: 'e', start: 4, keys: ['a', 'b'] },
      { text: 'fgh', start: 5, keys: ['b'] },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('cdefgh');
  });

  it('ignores empty underlines and those outside the text', () => {
    expect(underlineRuns('abc', 0, [line(2, 2), line(5, 8)])).toEqual([{ text: 'abc', start: 0, underlines: [] }]);
  });
});
