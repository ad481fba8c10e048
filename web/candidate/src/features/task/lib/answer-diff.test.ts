import { describe, expect, it } from 'vitest';
import { compareAnswers, submittedAnswerText } from './answer-diff';

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

  it('reports no change when the tutor kept the answer as it was', () => {
    const comparison = compareAnswers('Same text here.', 'Same text here.');
    expect(comparison.changed).toBe(false);
    expect(comparison.original).toEqual([{ kind: 'same', text: 'Same text here.' }]);
  });
});

describe('submittedAnswerText', () => {
  const tasks = [
    { key: 'task1', title: 'Writing Task 1' },
    { key: 'task2', title: 'Writing Task 2' },
  ];

  it('puts each answered task under its title when the test has several', () => {
    const text = submittedAnswerText(tasks, [
      { taskKey: 'task2', text: 'Essay. ' },
      { taskKey: 'task1', text: ' Report.' },
    ]);
    expect(text).toBe('Writing Task 1\n\nReport.\n\nWriting Task 2\n\nEssay.');
  });

  it('gives the one answer alone for a one-task test, and nothing when nothing was written', () => {
    expect(
      submittedAnswerText([{ key: 'letter', title: 'Letter' }], [{ taskKey: 'letter', text: 'Dear Dr Lee,' }]),
    ).toBe('Dear Dr Lee,');
    expect(submittedAnswerText(tasks, [{ taskKey: 'task1', text: '  ' }])).toBe('');
  });
});
