import { describe, expect, it } from 'vitest';
import { getExam } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { AnchoredComment } from './anchored-comment.ts';
import { maxAnchoredCommentCharacters, maxAnchoredComments, validateAnchoredComments } from './anchored-comment.ts';

const context = {
  exam: getExam('IELTSAcademic'),
  taskKeys: ['task1', 'task2'],
  answers: [
    { taskKey: 'task1', text: 'The chart shows sales.' },
    { taskKey: 'task2', text: 'Some people think 🙂 so.' },
  ],
};

function comment(overrides: Partial<AnchoredComment> = {}): AnchoredComment {
  return { taskKey: 'task1', start: 4, end: 9, criterion: 'taskAchievement', text: ' Name the chart. ', ...overrides };
}

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') return error.message;
    throw error;
  }
  throw new Error('expected a BAD_USER_INPUT DomainError');
}

describe('comments anchored to passages', () => {
  it('keeps a passage within the answer, with a criterion of its task, trimming the text', () => {
    expect(
      validateAnchoredComments([comment(), comment({ start: 0, end: 22, criterion: 'lexicalResource' })], context),
    ).toEqual([
      { taskKey: 'task1', start: 4, end: 9, criterion: 'taskAchievement', text: 'Name the chart.' },
      { taskKey: 'task1', start: 0, end: 22, criterion: 'lexicalResource', text: 'Name the chart.' },
    ]);
  });

  it.each([
    ['a negative start', { start: -1 }],
    ['an empty passage', { start: 5, end: 5 }],
    ['an end before the start', { start: 9, end: 4 }],
    ['an end past the answer', { end: 23 }],
    ['a fractional offset', { end: 8.5 }],
  ])('refuses %s, saying where the passage must be', (_name, overrides) => {
    expect(messageOf(() => validateAnchoredComments([comment(overrides)], context))).toMatch(
      /^Comment 1: the passage .* is not within the answer to Writing Task 1 \(22 characters\)/,
    );
  });

  it('refuses a passage that cuts an emoji in half', () => {
    const start = context.answers[1]?.text.indexOf('🙂') ?? 0;
    expect(
      messageOf(() =>
        validateAnchoredComments(
          [comment({ taskKey: 'task2', criterion: 'taskResponse', start, end: start + 1 })],
          context,
        ),
      ),
    ).toBe('Comment 1: the passage cuts a character in half.');
  });

  it("refuses a criterion that does not score the passage's task", () => {
    expect(messageOf(() => validateAnchoredComments([comment({ criterion: 'taskResponse' })], context))).toBe(
      "Comment 1: 'taskResponse' is not a criterion of Writing Task 1.",
    );
    expect(messageOf(() => validateAnchoredComments([comment({ criterion: 'purpose' })], context))).toMatch(/purpose/);
  });

  it('refuses a task outside the test', () => {
    const oneTask = { ...context, taskKeys: ['task1'] };
    expect(messageOf(() => validateAnchoredComments([comment({ taskKey: 'task2' })], oneTask))).toBe(
      "Comment 1: this test has no task 'task2'.",
    );
  });

  it('refuses a blank or too long comment and too many comments', () => {
    expect(messageOf(() => validateAnchoredComments([comment(), comment({ text: '  ' })], context))).toBe(
      'Comment 2 needs a text.',
    );
    const long = 'x'.repeat(maxAnchoredCommentCharacters + 1);
    expect(messageOf(() => validateAnchoredComments([comment({ text: long })], context))).toBe(
      'Comment 1 may be at most 1,000 characters.',
    );
    const many = Array.from({ length: maxAnchoredComments + 1 }, () => comment());
    expect(messageOf(() => validateAnchoredComments(many, context))).toBe(
      'An evaluation may have at most 100 comments.',
    );
  });
});
