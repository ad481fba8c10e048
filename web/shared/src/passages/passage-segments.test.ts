import { describe, expect, it } from 'vitest';
import { passageSegments } from './passage-segments';

describe('passage segments', () => {
  it('splits the text at each passage, overlapping ones included, numbering passages in comment order', () => {
    const segments = passageSegments('abcdefghij', [
      { start: 2, end: 6 },
      { start: 4, end: 8 },
    ]);
    expect(segments.map(({ text, numbers, startsNumbers }) => ({ text, numbers, startsNumbers }))).toEqual([
      { text: 'ab', numbers: [], startsNumbers: [] },
      { text: 'cd', numbers: [1], startsNumbers: [1] },
      { text: 'ef', numbers: [1, 2], startsNumbers: [2] },
      { text: 'gh', numbers: [2], startsNumbers: [] },
      { text: 'ij', numbers: [], startsNumbers: [] },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('abcdefghij');
  });

  it('ignores a passage outside the text and keeps its number for the others', () => {
    const segments = passageSegments('abc', [
      { start: 1, end: 9 },
      { start: 0, end: 1 },
    ]);
    expect(segments.map(({ text, numbers }) => ({ text, numbers }))).toEqual([
      { text: 'a', numbers: [2] },
      { text: 'bc', numbers: [] },
    ]);
  });
});
