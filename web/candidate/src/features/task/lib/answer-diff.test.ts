import { describe, expect, it } from 'vitest';
import { comparedTasks } from './answer-diff';

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
