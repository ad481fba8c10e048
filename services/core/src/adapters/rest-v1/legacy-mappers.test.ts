import { describe, expect, it } from 'vitest';
import { buildAttempt, buildEvaluation, buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import { taskIndexFor, toLegacyEvaluation, toLegacyProfile, toLegacyWritingResponse } from './legacy-mappers.ts';

const now = new Date('2025-06-01T09:30:00.000Z');

describe('legacy mappers', () => {
  it('writes a profile with the old numeric codes', () => {
    const profile = buildProfile({ selectedExam: 'TOFEL', plan: 'silver', provider: 'Facebook' });
    expect(toLegacyProfile(profile)).toMatchObject({ SelectedTest: 12, Plan: 2, Provider: 2 });
    expect(toLegacyProfile(buildProfile({ plan: null })).Plan).toBe(0);
  });

  it('keeps every line of a label:text list, even with a repeated label', () => {
    const evaluation = buildEvaluation({
      strengths: [
        { label: 'Grammar', text: 'Complex sentences.' },
        { label: 'Grammar', text: 'Accurate tenses.' },
      ],
    });
    expect(toLegacyEvaluation(evaluation).Strengths).toEqual({
      Grammar: 'Complex sentences.',
      'Grammar (2)': 'Accurate tenses.',
    });
  });

  it('addresses the second task with WritingTask2, else the first', () => {
    expect(taskIndexFor(4)).toBe(1);
    expect(taskIndexFor(3)).toBe(0);
    expect(taskIndexFor(undefined)).toBe(0);
  });

  it("shows an in-progress attempt's elapsed time and the OET case type", () => {
    const test = buildMockTest({ exam: 'OETNurses', type: 'dischargesummary' });
    const attempt = buildAttempt({
      mockTestId: test.id,
      exam: 'OETNurses',
      startedAt: new Date('2025-06-01T09:00:00.000Z'),
      answers: [{ taskKey: test.tasks[0]?.key ?? '', text: 'Dear Nurse Manager,' }],
    });
    expect(toLegacyWritingResponse({ attempt, test, evaluation: null, now })).toMatchObject({
      Status: 1,
      TT: 30 * 60,
      TaskType: 11,
      SelectedTest: 2,
      UA: 'Dear Nurse Manager,',
    });
  });

  it('records the second task as WritingTask2 when only that one was written', () => {
    const test = buildMockTest({ exam: 'IELTSAcademic' });
    const attempt = buildAttempt({
      mockTestId: test.id,
      answers: [{ taskKey: test.tasks[1]?.key ?? '', text: 'Essay only.' }],
    });
    const record = toLegacyWritingResponse({ attempt, test, evaluation: null, now });
    expect(record).toMatchObject({ TaskType: 4, UA: 'Essay only.', Question: test.tasks[1]?.prompt });
    expect(record.DE).toBeUndefined();
  });

  it('sends an OET question as its case object serialised to text, with the writing task', () => {
    const base = buildMockTest({ exam: 'OETNurses', type: 'referral' });
    const [task] = base.tasks;
    if (!task) throw new Error('builder made no task');
    const oetCase = {
      type: 'Referral' as const,
      scenario: 'Community clinic, leg ulcer review.',
      taskDescription: 'Refer to the vascular nurse.',
      instructions: ['Expand the notes.'],
      note: 'Use letter format.',
    };
    const test = { ...base, tasks: [{ ...task, oetCase, modelAnswer: 'Dear Nurse, ...' }] };
    const attempt = buildAttempt({ mockTestId: test.id, exam: 'OETNurses' });
    const question = toLegacyWritingResponse({ attempt, test, evaluation: null, now }).Question;
    expect(JSON.parse(question)).toEqual({ ...oetCase, writingTask: task.prompt });
    expect(question).not.toContain('Dear Nurse, ...');
  });
});
