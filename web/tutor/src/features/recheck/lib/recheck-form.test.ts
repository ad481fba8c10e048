import { describe, expect, it } from 'vitest';
import { needsVerdict, originalScoreOf, prefilledScores, recheckRows } from './recheck-form';

const criteria = [
  { taskKey: 'task1', key: 'taskAchievement', label: 'Task Achievement', min: 0, max: 9, step: 1 },
  { taskKey: null, key: 'lexicalResource', label: 'Lexical Resource', min: 0, max: 9, step: 1 },
];
const tasks = [
  { key: 'task1', title: 'Writing Task 1' },
  { key: 'task2', title: 'Writing Task 2' },
];
const original = [
  { taskKey: 'task1', criterion: 'taskAchievement', score: 9 },
  { taskKey: 'task1', criterion: 'lexicalResource', score: 6 },
];

describe('the recheck form', () => {
  it('needs a verdict where the original score was below the maximum or missing, as the server does', () => {
    expect(needsVerdict(9, originalScoreOf(original, 'task1', 'taskAchievement'))).toBe(false);
    expect(needsVerdict(9, originalScoreOf(original, 'task1', 'lexicalResource'))).toBe(true);
    expect(needsVerdict(9, originalScoreOf(original, 'task2', 'lexicalResource'))).toBe(true);
  });

  it('prefills every row with the original score, else the scale minimum', () => {
    expect(prefilledScores(recheckRows(tasks, criteria), original)).toEqual({
      'task1:taskAchievement': 9,
      'task1:lexicalResource': 6,
      'task2:lexicalResource': 0,
    });
  });
});
