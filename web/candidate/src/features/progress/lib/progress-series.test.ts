import { describe, expect, it } from 'vitest';
import { progressByExam } from './progress-series';

const ielts = {
  key: 'IELTSAcademic',
  label: 'IELTS-Academic',
  rubric: {
    criteria: [
      { taskKey: 'task1', key: 'taskAchievement', label: 'Task Achievement', max: 9 },
      { taskKey: 'task2', key: 'taskResponse', label: 'Task Response', max: 9 },
      { taskKey: null, key: 'coherenceCohesion', label: 'Coherence and Cohesion', max: 9 },
    ],
  },
};
const pte = {
  key: 'PTE',
  label: 'PTE',
  rubric: {
    criteria: [
      { taskKey: 'summary', key: 'content', label: 'Content', max: 2 },
      { taskKey: 'essay', key: 'content', label: 'Content', max: 6 },
    ],
  },
};

const ieltsAttempt = (id: string, submittedAt: string, t1: number, t2: number, cc1: number, cc2: number) => ({
  id,
  submittedAt,
  mockTest: { exam: 'IELTSAcademic', title: `Test ${id}` },
  evaluation: {
    overall: { value: (t1 + 2 * t2) / 3, display: '' },
    criterionScores: [
      { taskKey: 'task1', criterion: 'taskAchievement', score: t1 },
      { taskKey: 'task2', criterion: 'taskResponse', score: t2 },
      { taskKey: 'task1', criterion: 'coherenceCohesion', score: cc1 },
      { taskKey: 'task2', criterion: 'coherenceCohesion', score: cc2 },
    ],
  },
});

describe('progressByExam', () => {
  it('gives one line per criterion over the evaluated attempts, oldest first, shared criteria averaged over tasks', () => {
    const [progress] = progressByExam(
      [ielts, pte],
      [
        ieltsAttempt('b', '2026-02-01T00:00:00Z', 7, 7, 7, 8),
        ieltsAttempt('a', '2026-01-01T00:00:00Z', 5, 6, 5, 6),
        {
          id: 'c',
          submittedAt: '2026-03-01T00:00:00Z',
          mockTest: { exam: 'IELTSAcademic', title: 'x' },
          evaluation: null,
        },
      ],
    );
    expect(progress?.points.map((point) => point.attemptId)).toEqual(['a', 'b']);
    expect(progress?.scale).toEqual({ kind: 'score', max: 9 });
    expect(progress?.criteria).toEqual([
      { key: 'task1:taskAchievement', label: 'Task Achievement', values: [5, 7] },
      { key: 'task2:taskResponse', label: 'Task Response', values: [6, 7] },
      { key: 'coherenceCohesion', label: 'Coherence and Cohesion', values: [5.5, 7.5] },
    ]);
  });

  it('puts criteria of different scales on a percentage of their maximum and names the task of a repeated trait', () => {
    const [progress] = progressByExam(
      [ielts, pte],
      [
        {
          id: 'p',
          submittedAt: '2026-01-01T00:00:00Z',
          mockTest: { exam: 'PTE', title: 'PTE 1' },
          evaluation: {
            overall: { value: 60, display: '60' },
            criterionScores: [
              { taskKey: 'summary', criterion: 'content', score: 1 },
              { taskKey: 'essay', criterion: 'content', score: 3 },
            ],
          },
        },
      ],
    );
    expect(progress?.scale).toEqual({ kind: 'percent', max: 100 });
    expect(progress?.criteria).toEqual([
      { key: 'summary:content', label: 'Content (summary)', values: [50] },
      { key: 'essay:content', label: 'Content (essay)', values: [50] },
    ]);
  });

  it('leaves out exams without an evaluated attempt', () => {
    expect(progressByExam([ielts, pte], [])).toEqual([]);
  });
});
