import { describe, expect, it } from 'vitest';
import { scoreDescriptor, scoreFields, scoreOptions } from './score-fields';

const tasks = [
  { key: 'task1', title: 'Part 1' },
  { key: 'task2', title: 'Part 2' },
];

const criteria = [
  { taskKey: 'task1', key: 'TA', label: 'Task Achievement', min: 0, max: 9, step: 0.5 },
  { taskKey: 'task2', key: 'TR', label: 'Task Response', min: 0, max: 9, step: 0.5 },
  { taskKey: null, key: 'CC', label: 'Coherence and Cohesion', min: 0, max: 9, step: 0.5 },
];

describe('scoreFields', () => {
  it('asks for a shared criterion on every task and a task criterion only on its own task', () => {
    const labels = scoreFields(tasks, criteria).map((field) => field.label);
    expect(labels).toEqual([
      'Part 1 — Task Achievement',
      'Part 1 — Coherence and Cohesion',
      'Part 2 — Task Response',
      'Part 2 — Coherence and Cohesion',
    ]);
  });

  it('sends each score under the task and criterion keys the server expects', () => {
    const [first] = scoreFields(tasks, criteria);
    expect(first).toMatchObject({ taskKey: 'task1', criterion: 'TA' });
  });
});

describe('scoreDescriptor', () => {
  const descriptors = [
    { score: 7, text: 'Clear position throughout.' },
    { score: 8, text: 'Answers all parts well.' },
  ];
  const [field] = scoreFields(
    [{ key: 'task1', title: 'Part 1' }],
    [{ taskKey: 'task1', key: 'TA', label: 'Task Achievement', min: 0, max: 9, step: 1, descriptors }],
  );

  it("gives the chosen score's line, and nothing before a score is chosen or without one", () => {
    if (!field) throw new Error('no field');
    expect(scoreDescriptor(field, '8')).toBe('Answers all parts well.');
    expect(scoreDescriptor(field, '')).toBeUndefined();
    expect(scoreDescriptor(field, '3')).toBeUndefined();
    expect(scoreDescriptor({ ...field, descriptors: undefined }, '8')).toBeUndefined();
  });
});

describe('scoreOptions', () => {
  it('offers half bands from 0 to 9', () => {
    const options = scoreOptions(0, 9, 0.5);
    expect(options).toHaveLength(19);
    expect(options.slice(0, 3)).toEqual([0, 0.5, 1]);
    expect(options.at(-1)).toBe(9);
  });

  it('offers whole points for a 0 to 3 criterion', () => {
    expect(scoreOptions(0, 3, 1)).toEqual([0, 1, 2, 3]);
  });

  it('keeps decimal steps exact instead of 0.30000000000000004', () => {
    expect(scoreOptions(0, 0.5, 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });
});
