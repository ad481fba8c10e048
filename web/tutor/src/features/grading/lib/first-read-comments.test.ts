import type { FlagView } from '@mocktest/web-shared/first-read';
import { describe, expect, it } from 'vitest';
import { flagAnchor, flagCommentOf, flagCommentText, flagCriterion } from './first-read-comments';

const flag = (overrides: Partial<FlagView>): FlagView => ({
  taskKey: 'task2',
  kind: 'SPELLING',
  start: null,
  end: null,
  message: "Possible spelling mistake: 'recieved'.",
  suggestions: [],
  criterion: 'lexicalResource',
  ...overrides,
});

describe('a comment made from a first-read flag', () => {
  const text = '  I have recieved the the letter.  \nSecond paragraph.';

  it("sits on the flag's passage, or on the first paragraph for a whole-answer point", () => {
    expect(flagAnchor(flag({ start: 9, end: 17 }), text)).toEqual({ taskKey: 'task2', start: 9, end: 17 });
    const first = flagAnchor(flag({ kind: 'LENGTH' }), text);
    expect(first).toEqual({ taskKey: 'task2', start: 2, end: 33 });
    expect(text.slice(first?.start, first?.end)).toBe('I have recieved the the letter.');
    expect(flagAnchor(flag({ kind: 'PARAGRAPHING' }), ' One long paragraph. ')).toEqual({
      taskKey: 'task2',
      start: 1,
      end: 20,
    });
    expect(flagAnchor(flag({ kind: 'LENGTH' }), '   ')).toBeNull();
  });

  it("starts as the message with the checker's best suggestion", () => {
    expect(flagCommentText(flag({ suggestions: ['received', 'relieved'] }))).toBe(
      "Possible spelling mistake: 'recieved'. Suggestion: “received”.",
    );
    expect(flagCommentText(flag({ message: ' The word "the" is written twice. ' }))).toBe(
      'The word "the" is written twice.',
    );
    expect(flagCommentText(flag({ message: 'x'.repeat(1200) }))).toHaveLength(1000);
  });

  it("takes the suggested criterion when the task's rubric has it, else the task's first", () => {
    const criteria = [
      { taskKey: 'task1', key: 'taskAchievement' },
      { taskKey: 'task2', key: 'taskResponse' },
      { taskKey: null, key: 'lexicalResource' },
    ];
    expect(flagCriterion(flag({}), criteria)).toBe('lexicalResource');
    expect(flagCriterion(flag({ criterion: 'taskAchievement' }), criteria)).toBe('taskResponse');
  });

  it('is found among the comments: any on the same passage, or on the same criterion for whole-answer points', () => {
    const comments = [
      { taskKey: 'task2', start: 9, end: 17, criterion: 'grammaticalRange', number: 1 },
      { taskKey: 'task2', start: 2, end: 33, criterion: 'taskResponse', number: 2 },
    ];
    const anchor = { taskKey: 'task2', start: 9, end: 17 };
    expect(flagCommentOf(comments, anchor, 'lexicalResource', false)?.number).toBe(1);
    expect(flagCommentOf(comments, { ...anchor, taskKey: 'task1' }, 'lexicalResource', false)).toBeUndefined();
    const whole = { taskKey: 'task2', start: 2, end: 33 };
    expect(flagCommentOf(comments, whole, 'taskResponse', true)?.number).toBe(2);
    expect(flagCommentOf(comments, whole, 'coherenceCohesion', true)).toBeUndefined();
  });
});
