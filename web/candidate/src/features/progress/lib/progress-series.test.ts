import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, it } from 'vitest';
import { criterionScoreText, overallText, progressByExam, taskTitle } from './progress-series';

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
      { taskKey: 'summary', key: 'form', label: 'Form', max: 1 },
      { taskKey: 'essay', key: 'content', label: 'Content', max: 6 },
      { taskKey: 'essay', key: 'form', label: 'Form', max: 2 },
    ],
  },
};
const toefl = {
  key: toeflKey,
  label: 'TOEFL',
  rubric: {
    criteria: [
      { taskKey: 'email', key: 'holistic', label: 'Holistic rating', max: 5 },
      { taskKey: 'discussion', key: 'holistic', label: 'Holistic rating', max: 5 },
    ],
  },
};
const oet = {
  key: 'OETNurses',
  label: 'OET',
  rubric: {
    criteria: [
      { taskKey: null, key: 'purpose', label: 'Purpose', max: 3 },
      { taskKey: null, key: 'content', label: 'Content', max: 7 },
    ],
  },
};

const ieltsAttempt = (id: string, submittedAt: string, t1: number, t2: number, cc1: number, cc2: number) => ({
  id,
  submittedAt,
  mockTest: { exam: 'IELTSAcademic', title: `Test ${id}` },
  evaluation: {
    overall: { value: 7, display: 'Band 7.0' },
    criterionScores: [
      { taskKey: 'task1', criterion: 'taskAchievement', score: t1 },
      { taskKey: 'task2', criterion: 'taskResponse', score: t2 },
      { taskKey: 'task1', criterion: 'coherenceCohesion', score: cc1 },
      { taskKey: 'task2', criterion: 'coherenceCohesion', score: cc2 },
    ],
  },
});

describe('progressByExam', () => {
  it('gives a shared criterion one line per task, oldest test first, never the mean of the tasks', () => {
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
    expect(progress?.criteria.map(({ key, label, scores, values }) => ({ key, label, scores, values }))).toEqual([
      { key: 'task1:taskAchievement', label: 'Task 1 — Task Achievement', scores: [5, 7], values: [5, 7] },
      { key: 'task1:coherenceCohesion', label: 'Task 1 — Coherence and Cohesion', scores: [5, 7], values: [5, 7] },
      { key: 'task2:taskResponse', label: 'Task 2 — Task Response', scores: [6, 7], values: [6, 7] },
      { key: 'task2:coherenceCohesion', label: 'Task 2 — Coherence and Cohesion', scores: [6, 8], values: [6, 8] },
    ]);
  });

  it('draws one chart per task when the tasks have several criteria, named by the task', () => {
    const [progress] = progressByExam([ielts], [ieltsAttempt('a', '2026-01-01T00:00:00Z', 5, 6, 5, 6)]);
    expect(
      progress?.groups.map((group) => ({
        title: group.taskTitle,
        lines: group.series.map((line) => line.criterionLabel),
      })),
    ).toEqual([
      { title: 'Task 1', lines: ['Task Achievement', 'Coherence and Cohesion'] },
      { title: 'Task 2', lines: ['Task Response', 'Coherence and Cohesion'] },
    ]);
  });

  it('leaves out the lines of a task no evaluation scored a shared criterion in (a Task 2 only test)', () => {
    const [progress] = progressByExam(
      [ielts],
      [
        {
          id: 'a',
          submittedAt: '2026-01-01T00:00:00Z',
          mockTest: { exam: 'IELTSAcademic', title: 'Task 2 only' },
          evaluation: {
            overall: { value: 6, display: 'Band 6.0' },
            criterionScores: [
              { taskKey: 'task2', criterion: 'taskResponse', score: 6 },
              { taskKey: 'task2', criterion: 'coherenceCohesion', score: 6 },
            ],
          },
        },
      ],
    );
    expect(progress?.criteria.map((line) => [line.label, line.scores])).toEqual([
      ['Task 1 — Task Achievement', [null]],
      ['Task 2 — Task Response', [6]],
      ['Task 2 — Coherence and Cohesion', [6]],
    ]);
  });

  it('puts criteria of different scales on a percentage of their maximum, keeping the scores as given', () => {
    const [progress] = progressByExam(
      [ielts, pte],
      [
        {
          id: 'p',
          submittedAt: '2026-01-01T00:00:00Z',
          mockTest: { exam: 'PTE', title: 'PTE 1' },
          evaluation: {
            overall: { value: 60, display: 'PTE 60' },
            criterionScores: [
              { taskKey: 'summary', criterion: 'content', score: 1 },
              { taskKey: 'summary', criterion: 'form', score: 1 },
              { taskKey: 'essay', criterion: 'content', score: 3 },
              { taskKey: 'essay', criterion: 'form', score: 2 },
            ],
          },
        },
      ],
    );
    expect(progress?.scale).toEqual({ kind: 'percent', max: 100 });
    expect(progress?.criteria.map(({ key, label, scores, values }) => ({ key, label, scores, values }))).toEqual([
      { key: 'summary:content', label: 'Summary — Content', scores: [1], values: [50] },
      { key: 'summary:form', label: 'Summary — Form', scores: [1], values: [100] },
      { key: 'essay:content', label: 'Essay — Content', scores: [3], values: [50] },
      { key: 'essay:form', label: 'Essay — Form', scores: [2], values: [100] },
    ]);
    expect(progress?.groups.map((group) => group.taskTitle)).toEqual(['Summary', 'Essay']);
    expect(progress?.points[0]?.overallDisplay).toBe('PTE 60');
  });

  it('keeps one chart for tasks of one criterion each (TOEFL) and plain names for a single-task exam (OET)', () => {
    const [toeflProgress] = progressByExam(
      [toefl],
      [
        {
          id: 't',
          submittedAt: '2026-01-01T00:00:00Z',
          mockTest: { exam: toeflKey, title: 'TOEFL 1' },
          evaluation: {
            overall: { value: 4, display: 'Band 4.0' },
            criterionScores: [
              { taskKey: 'email', criterion: 'holistic', score: 3 },
              { taskKey: 'discussion', criterion: 'holistic', score: 4 },
            ],
          },
        },
      ],
    );
    expect(toeflProgress?.groups).toHaveLength(1);
    expect(toeflProgress?.criteria.map((line) => line.label)).toEqual([
      'Email — Holistic rating',
      'Discussion — Holistic rating',
    ]);
    const [oetProgress] = progressByExam(
      [oet],
      [
        {
          id: 'o',
          submittedAt: '2026-01-01T00:00:00Z',
          mockTest: { exam: 'OETNurses', title: 'OET 1' },
          evaluation: {
            overall: { value: 380, display: '380 (C+)' },
            criterionScores: [
              { taskKey: 'letter', criterion: 'purpose', score: 2 },
              { taskKey: 'letter', criterion: 'content', score: 5 },
            ],
          },
        },
      ],
    );
    expect(oetProgress?.criteria.map((line) => [line.label, line.scores, line.values])).toEqual([
      ['Purpose', [2], [66.7]],
      ['Content', [5], [71.4]],
    ]);
    expect(oetProgress?.groups.map((group) => group.taskTitle)).toEqual(['']);
  });

  it('leaves out exams without an evaluated attempt', () => {
    expect(progressByExam([ielts, pte], [])).toEqual([]);
  });
});

describe('score text', () => {
  it('reads the overall as the evaluation shows it', () => {
    expect(overallText({ overall: 7, overallDisplay: 'Band 7.0' })).toBe('Band 7.0');
    expect(overallText({ overall: 380, overallDisplay: '380 (C+)' })).toBe('380 (C+)');
    expect(overallText({ overall: null, overallDisplay: null })).toBe('–');
  });

  it('reads a criterion as the evaluation does: the whole score as given, over its maximum', () => {
    expect(criterionScoreText(7, 9)).toEqual({ score: '7', max: '9' });
    expect(criterionScoreText(6.5, 9)).toEqual({ score: '6.5', max: '9' });
    expect(criterionScoreText(null, 9)).toBeNull();
  });

  it('names tasks from their keys', () => {
    expect(taskTitle('task1')).toBe('Task 1');
    expect(taskTitle('summary')).toBe('Summary');
    expect(taskTitle('buildSentence')).toBe('Build sentence');
  });
});
