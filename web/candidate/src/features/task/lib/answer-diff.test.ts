import { describe, expect, it } from 'vitest';
import { compareAnswers, comparedTasks } from './answer-diff';

const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

describe('compareAnswers', () => {
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

describe('comparedTasks', () => {
  const tasks = [
    { key: 'task1', title: 'Writing Task 1' },
    { key: 'task2', title: 'Writing Task 2' },
  ];

  it("pairs each task's answer with its own revision, in the test's order", () => {
    const compared = comparedTasks(
      tasks,
      [
        { taskKey: 'task2', text: 'Essay. ' },
        { taskKey: 'task1', text: ' Report.' },
      ],
      [{ taskKey: 'task2', text: 'An essay.' }],
    );
    expect(compared).toEqual([
      { key: 'task1', title: 'Writing Task 1', original: 'Report.', revised: '' },
      { key: 'task2', title: 'Writing Task 2', original: 'Essay.', revised: 'An essay.' },
    ]);
  });

  it('leaves out a task with neither answer nor revision, and keeps the first task when nothing was written', () => {
    expect(comparedTasks(tasks, [{ taskKey: 'task2', text: 'Essay.' }], [])).toEqual([
      { key: 'task2', title: 'Writing Task 2', original: 'Essay.', revised: '' },
    ]);
    expect(comparedTasks(tasks, [{ taskKey: 'task1', text: '  ' }], [])).toEqual([
      { key: 'task1', title: 'Writing Task 1', original: '', revised: '' },
    ]);
  });
});
