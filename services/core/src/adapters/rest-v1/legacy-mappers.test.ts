import { describe, expect, it } from 'vitest';
import { buildAttempt, buildEvaluation, buildMockTest, buildProfile } from '../../application/testing/builders.ts';
import {
  taskIndexFor,
  toLegacyEvaluation,
  toLegacyProfile,
  toLegacyWritingResponse,
  toLegacyWritingResponses,
} from './legacy-mappers.ts';

const now = new Date('2025-06-01T09:30:00.000Z');

describe('legacy mappers', () => {
  it('writes a profile with the old numeric codes', () => {
    const profile = buildProfile({ selectedExam: 'TOFEL', plan: 'silver', provider: 'Facebook' });
    expect(toLegacyProfile(profile, now)).toMatchObject({ SelectedTest: 12, Plan: 2, Provider: 2 });
    expect(toLegacyProfile(buildProfile({ plan: null }), now).Plan).toBe(0);
  });

  it('says IsSubscribed while the plan runs and not once it has expired, keeping the expiry date', () => {
    const plan = { plan: 'gold' as const, isSubscribed: true };
    const running = buildProfile({ ...plan, expiresAt: new Date('2025-06-01T09:30:00.000Z') });
    const expired = buildProfile({ ...plan, expiresAt: new Date('2025-06-01T09:29:59.999Z') });
    expect(toLegacyProfile(running, now).IsSubscribed).toBe(true);
    expect(toLegacyProfile(expired, now)).toMatchObject({
      IsSubscribed: false,
      ExpiryDate: '2025-06-01T09:29:59.999Z',
    });
  });

  it('keeps every line of a label:text list, even with a repeated label', () => {
    const evaluation = buildEvaluation({
      strengths: [
        { label: 'Grammar', text: 'Complex sentences.' },
        { label: 'Grammar', text: 'Accurate tenses.' },
      ],
    });
    expect(toLegacyEvaluation(evaluation, []).Strengths).toEqual({
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
    expect(toLegacyWritingResponse({ attempt, test, evaluation: null, now, taskIndex: 0 })).toMatchObject({
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
    const records = toLegacyWritingResponses({ attempt, test, evaluation: null, now });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ TaskType: 4, UA: 'Essay only.', Question: test.tasks[1]?.prompt });
    expect(records[0]?.DE).toBeUndefined();
  });

  it('lists one record per written task, each with its own TaskType, Question and answer, and the evaluation', () => {
    const test = buildMockTest({ exam: 'IELTSGeneral' });
    const [task1, task2] = test.tasks;
    const attempt = buildAttempt({
      mockTestId: test.id,
      exam: 'IELTSGeneral',
      status: 'EvaluationDone',
      answers: [
        { taskKey: task1?.key ?? '', text: 'Dear Sir or Madam,' },
        { taskKey: task2?.key ?? '', text: 'Some people believe...' },
      ],
    });
    const evaluation = buildEvaluation({ feedback: 'Clear overall.' });
    const records = toLegacyWritingResponses({ attempt, test, evaluation, now });
    expect(records.map(({ TaskType, UA, Question, QId }) => ({ TaskType, UA, Question, QId }))).toEqual([
      { TaskType: 3, UA: 'Dear Sir or Madam,', Question: task1?.prompt, QId: test.id },
      { TaskType: 4, UA: 'Some people believe...', Question: task2?.prompt, QId: test.id },
    ]);
    expect(records.map((record) => record.DE?.Feedback)).toEqual(['Clear overall.', 'Clear overall.']);
  });

  it("still lists an attempt with nothing written, as its first task's record", () => {
    const test = buildMockTest({ exam: 'PTE' });
    const attempt = buildAttempt({ mockTestId: test.id, exam: 'PTE' });
    const records = toLegacyWritingResponses({ attempt, test, evaluation: null, now });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ TaskType: 3, UA: '', Question: test.tasks[0]?.prompt });
  });

  it("carries a task's points, passage and discussion in Question, after the prompt", () => {
    const base = buildMockTest({ exam: 'TOFEL' });
    const [, email, discussion] = base.tasks;
    if (!email || !discussion) throw new Error('builder made no TOEFL tasks');
    const test = {
      ...base,
      tasks: [
        {
          ...email,
          prompt: 'Write an email to Dr Marsh.',
          bullets: ['Explain.', 'Ask.'],
        },
        {
          ...discussion,
          prompt: 'Contribute to the discussion.',
          discussion: {
            professor: { name: 'Dr Kowalczyk', post: 'Should cities ban cars?' },
            students: [
              { name: 'Priya', post: 'Yes.' },
              { name: 'Marcus', post: 'No.' },
            ],
          },
        },
      ],
    };
    const attempt = buildAttempt({ mockTestId: test.id, exam: 'TOFEL' });
    const question = (taskIndex: number) =>
      toLegacyWritingResponse({ attempt, test, evaluation: null, now, taskIndex }).Question;
    expect(question(0)).toBe('Write an email to Dr Marsh.\n\n- Explain.\n- Ask.');
    expect(question(1)).toBe(
      'Contribute to the discussion.\n\nDr Kowalczyk: Should cities ban cars?\n\nPriya: Yes.\n\nMarcus: No.',
    );
    const pte = buildMockTest({ exam: 'PTE' });
    const summary = { ...pte.tasks[0], passage: 'The passage.\n\nIts second paragraph.' } as (typeof pte.tasks)[number];
    expect(
      toLegacyWritingResponse({ attempt, test: { ...pte, tasks: [summary] }, evaluation: null, now, taskIndex: 0 })
        .Question,
    ).toBe(`${summary.prompt}\n\nThe passage.\n\nIts second paragraph.`);
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
    const question = toLegacyWritingResponse({ attempt, test, evaluation: null, now, taskIndex: 0 }).Question;
    expect(JSON.parse(question)).toEqual({ ...oetCase, writingTask: task.prompt });
    expect(question).not.toContain('Dear Nurse, ...');
  });
});
