import { describe, expect, it } from 'vitest';
import { chosenScores } from './chosen-scores';
import type { ScoreField } from './score-fields';

const field = (taskKey: string, criterion: string): ScoreField => ({
  id: `${taskKey}::${criterion}`,
  taskKey,
  criterion,
  label: criterion,
  options: [0, 1, 2],
});

describe('chosenScores', () => {
  const fields = [field('task1', 'ta'), field('task1', 'cc'), field('task2', 'tr')];

  it('is incomplete until every criterion of every task has a score', () => {
    const partial = chosenScores({ 'task1::ta': '6', 'task1::cc': '' }, fields);
    expect(partial).toEqual({
      criterionScores: [{ taskKey: 'task1', criterion: 'ta', score: 6 }],
      taskKeys: ['task1', 'task2'],
      complete: false,
    });
  });

  it('is complete once all are chosen', () => {
    expect(chosenScores({ 'task1::ta': '6', 'task1::cc': '7', 'task2::tr': '5' }, fields).complete).toBe(true);
  });
});
