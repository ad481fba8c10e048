import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';
import { amendEvaluation, canAmend, isReleased, publishedVersions } from './amendment.ts';
import type { Evaluation } from './evaluation.ts';
import type { EvaluationContent } from './evaluation-rules.ts';
import { editEvaluation, publish } from './evaluation-rules.ts';

const exam = getExam(toeflKey);
const taskKeys = ['email', 'discussion'];
const publishedAt = new Date('2026-03-02T09:00:00Z');
const amendedAt = new Date('2026-03-02T09:20:00Z');
const deadlineAt = new Date('2026-03-02T10:00:00Z');
const answers = [
  { taskKey: 'email', text: 'Dear Ms Okafor, thank you for the invitation.' },
  { taskKey: 'discussion', text: 'I side with Maya: libraries matter.' },
];
const base = { exam, taskKeys, answers, id: 'ev-7', attemptId: 'att-7', tutorId: 'tutor-a', rubricVersion: 'v1' };

function content(overrides: Partial<EvaluationContent> = {}): EvaluationContent {
  return {
    criterionScores: [
      { taskKey: 'email', criterion: 'holistic', score: 3 },
      { taskKey: 'discussion', criterion: 'holistic', score: 4 },
    ],
    strengths: [{ label: 'Register', text: 'Courteous throughout.' }],
    weaknesses: [],
    areasOfImprovement: [],
    feedback: 'Answers the invitation; one typo in the closing.',
    revisedAnswers: [],
    comments: [],
    ...overrides,
  };
}

function published(): Evaluation {
  return publish(editEvaluation(null, content(), { ...base, now: publishedAt }), { ...base, now: publishedAt });
}

const waiting = { status: 'Submitted' as const, deadlineAt };
let ids = 0;
const context = (overrides: Record<string, unknown> = {}) => ({
  ...base,
  now: amendedAt,
  attempt: waiting,
  basedOnVersion: 1,
  newId: () => `ver-${++ids}`,
  ...overrides,
});

function errorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('release', () => {
  it('is the released status or a passed deadline', () => {
    expect(isReleased(waiting, amendedAt)).toBe(false);
    expect(isReleased(waiting, deadlineAt)).toBe(true);
    expect(isReleased({ status: 'EvaluationDone', deadlineAt }, amendedAt)).toBe(true);
  });

  it('lets only the publisher amend, only before the release', () => {
    const evaluation = published();
    expect(canAmend(evaluation, waiting, 'tutor-a', amendedAt)).toBe(true);
    expect(canAmend(evaluation, waiting, 'tutor-b', amendedAt)).toBe(false);
    expect(canAmend(evaluation, waiting, 'tutor-a', deadlineAt)).toBe(false);
    expect(canAmend({ ...evaluation, publishedAt: null }, waiting, 'tutor-a', amendedAt)).toBe(false);
  });
});

describe('amending a published evaluation', () => {
  it('replaces the content, keeps the first publication time and records versions 1 and 2', () => {
    const fixed = content({ feedback: 'Answers the invitation well.' });
    const { evaluation, newVersions } = amendEvaluation(published(), [], fixed, context());
    expect(evaluation.feedback).toBe('Answers the invitation well.');
    expect(evaluation.publishedAt).toEqual(publishedAt);
    expect(evaluation.overall?.value).toBeGreaterThan(0);
    expect(newVersions.map((version) => [version.number, version.publishedBy, version.publishedAt])).toEqual([
      [1, 'tutor-a', publishedAt],
      [2, 'tutor-a', amendedAt],
    ]);
    expect(newVersions[0]?.feedback).toBe('Answers the invitation; one typo in the closing.');
  });

  it('adds only the next number once versions are stored', () => {
    const first = amendEvaluation(published(), [], content({ feedback: 'Second take.' }), context());
    const second = amendEvaluation(
      first.evaluation,
      first.newVersions,
      content({ feedback: 'Third take.' }),
      context({ basedOnVersion: 2 }),
    );
    expect(second.newVersions.map((version) => version.number)).toEqual([3]);
    expect(publishedVersions(second.evaluation, [...first.newVersions, ...second.newVersions]).length).toBe(3);
  });

  it('refuses an amend based on an older version (another tab amended first)', () => {
    const first = amendEvaluation(published(), [], content({ feedback: 'Tab one.' }), context());
    const error = errorOf(() =>
      amendEvaluation(first.evaluation, first.newVersions, content({ feedback: 'Tab two.' }), context()),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('version 2');
  });

  it('refuses another tutor', () => {
    const error = errorOf(() => amendEvaluation(published(), [], content(), context({ tutorId: 'tutor-b' })));
    expect(error.code).toBe('FORBIDDEN');
  });

  it('refuses after the release: the evaluation is final', () => {
    const released = { status: 'EvaluationDone' as const, deadlineAt };
    expect(errorOf(() => amendEvaluation(published(), [], content(), context({ attempt: released }))).code).toBe(
      'CONFLICT',
    );
    expect(errorOf(() => amendEvaluation(published(), [], content(), context({ now: deadlineAt }))).message).toContain(
      'final',
    );
  });

  it('refuses a draft and an incomplete amend', () => {
    const draft = editEvaluation(null, content(), { ...base, now: publishedAt });
    expect(errorOf(() => amendEvaluation(draft, [], content(), context())).code).toBe('CONFLICT');
    const incomplete = content({ criterionScores: [{ taskKey: 'email', criterion: 'holistic', score: 3 }] });
    expect(errorOf(() => amendEvaluation(published(), [], incomplete, context())).code).toBe('BAD_USER_INPUT');
    expect(errorOf(() => amendEvaluation(published(), [], content({ feedback: ' ' }), context())).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('derives version 1 of a published evaluation never amended', () => {
    expect(publishedVersions(published(), []).map((version) => version.number)).toEqual([1]);
    expect(publishedVersions(null, [])).toEqual([]);
  });
});
