import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import { criteriaForTask, exams } from '../exam/exam-catalogue.ts';
import { firstReadFlagKinds } from './first-read.ts';
import { criterionForFlag } from './flag-criterion.ts';

describe('criterion for a first-read flag', () => {
  const cases = exams.flatMap((exam) =>
    exam.tasks.map((task) => ({ exam, task, keys: criteriaForTask(exam.rubric, task.key).map(({ key }) => key) })),
  );

  it.each(
    // Build a Sentence is scored by the server: it has no criteria and no prose for the first read.
    cases.filter(({ keys }) => keys.length > 0).map((entry) => [`${entry.exam.key} ${entry.task.key}`, entry] as const),
  )('%s: every kind maps to a criterion that applies to the task', (_, { exam, task, keys }) => {
    for (const kind of firstReadFlagKinds) expect(keys).toContain(criterionForFlag(exam.key, task.key, kind));
  });

  it('skips only the server-scored task', () => {
    expect(cases.filter(({ keys }) => keys.length === 0).map(({ exam, task }) => `${exam.key} ${task.key}`)).toEqual([
      'TOFEL buildSentence',
    ]);
  });

  it('puts each kind where a tutor would comment on it', () => {
    expect(criterionForFlag('IELTSAcademic', 'task1', 'length')).toBe('taskAchievement');
    expect(criterionForFlag('IELTSGeneral', 'task2', 'length')).toBe('taskResponse');
    expect(criterionForFlag('IELTSAcademic', 'task2', 'spelling')).toBe('lexicalResource');
    expect(criterionForFlag('IELTSAcademic', 'task2', 'grammar')).toBe('grammaticalRangeAccuracy');
    expect(criterionForFlag('IELTSAcademic', 'task2', 'paragraphing')).toBe('coherenceCohesion');
    expect(criterionForFlag('OETNurses', 'letter', 'grammar')).toBe('language');
    expect(criterionForFlag('OETDoctors', 'letter', 'paragraphing')).toBe('organisationLayout');
    expect(criterionForFlag('OETDoctors', 'letter', 'length')).toBe('concisenessClarity');
    expect(criterionForFlag('PTE', 'summary', 'spelling')).toBe('vocabulary');
    expect(criterionForFlag('PTE', 'summary', 'paragraphing')).toBe('form');
    expect(criterionForFlag('PTE', 'essay', 'spelling')).toBe('spelling');
    expect(criterionForFlag('PTE', 'essay', 'paragraphing')).toBe('developmentStructureCoherence');
    expect(criterionForFlag(toeflKey, 'email', 'grammar')).toBe('holistic');
  });
});
