import { describe, expect, it } from 'vitest';
import { criteriaOfTask, scoreOptions } from './score-options';

describe('second-marking score options', () => {
  it('lists an IELTS band scale in half bands and a whole-point scale in points', () => {
    expect(scoreOptions({ min: 0, max: 2, step: 0.5 })).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(scoreOptions({ min: 0, max: 3, step: 1 })).toEqual([0, 1, 2, 3]);
  });

  it("keeps a task's own criteria and the shared ones", () => {
    const criteria = [
      { taskKey: 'task1', key: 'a' },
      { taskKey: 'task2', key: 'b' },
      { taskKey: null, key: 'c' },
    ];
    expect(criteriaOfTask(criteria, 'task1').map((c) => c.key)).toEqual(['a', 'c']);
  });
});
