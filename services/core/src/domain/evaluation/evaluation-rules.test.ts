import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import { getExam } from '../exam/exam-catalogue.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CriterionScore } from './evaluation.ts';
import type { EvaluationContent } from './evaluation-rules.ts';
import { editEvaluation, publish, validateLabelTexts } from './evaluation-rules.ts';

const exam = getExam(toeflKey);
const taskKeys = ['email', 'discussion'];
const now = new Date('2025-06-01T12:00:00Z');
const later = new Date('2025-06-01T12:10:00Z');
const context = {
  exam,
  taskKeys,
  answers: [
    { taskKey: 'email', text: 'Dear Professor Lin, I am writing.' },
    { taskKey: 'discussion', text: 'I agree with Paul.' },
  ],
  id: 'ev-1',
  attemptId: 'att-1',
  tutorId: 'tutor-1',
  rubricVersion: 'toefl-2026',
  now,
};
const fullScores: CriterionScore[] = [
  { taskKey: 'email', criterion: 'holistic', score: 4 },
  { taskKey: 'discussion', criterion: 'holistic', score: 3 },
];

function content(overrides: Partial<EvaluationContent> = {}): EvaluationContent {
  return {
    criterionScores: fullScores,
    strengths: [{ label: 'Tone', text: 'Polite and fitting for a professor.' }],
    weaknesses: [{ label: 'Range', text: 'Repeats "very important" four times.' }],
    areasOfImprovement: [{ label: 'Linking', text: 'Use contrast connectors between points.' }],
    feedback: 'A clear email that answers all three requests.',
    revisedAnswers: [{ taskKey: 'email', text: 'Dear Professor Lin,\n\nI am writing to ask...' }],
    comments: [],
    ...overrides,
  };
}

function errorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('label:text lists', () => {
  it('trims labels and texts', () => {
    expect(validateLabelTexts('Strengths', [{ label: '  Tone ', text: ' Polite.\n' }])).toEqual([
      { label: 'Tone', text: 'Polite.' },
    ]);
  });

  it('refuses blank labels or texts, naming the list and the item', () => {
    expect(
      errorOf(() =>
        validateLabelTexts('Weaknesses', [
          { label: 'a', text: 'b' },
          { label: ' ', text: 'c' },
        ]),
      ).message,
    ).toBe('Weaknesses, item 2 needs a label.');
    expect(errorOf(() => validateLabelTexts('Strengths', [{ label: 'a', text: '   ' }])).message).toBe(
      'Strengths, item 1 needs a text.',
    );
  });

  it('allows at most 50 items', () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ label: `L${index}`, text: 'text' }));
    expect(validateLabelTexts('Strengths', items)).toHaveLength(50);
    expect(errorOf(() => validateLabelTexts('Strengths', [...items, { label: 'one more', text: 'x' }])).message).toBe(
      'Strengths may have at most 50 items.',
    );
  });

  it('allows texts of at most 5,000 characters', () => {
    expect(validateLabelTexts('Strengths', [{ label: 'a', text: 'b'.repeat(5_000) }])).toHaveLength(1);
    expect(errorOf(() => validateLabelTexts('Strengths', [{ label: 'a', text: 'b'.repeat(5_001) }])).message).toBe(
      'Strengths, item 1: the text may be at most 5,000 characters.',
    );
  });
});

describe('evaluation drafts', () => {
  it('creates a draft with partial scores', () => {
    const draft = editEvaluation(
      null,
      content({ criterionScores: [fullScores[0] as CriterionScore], feedback: '' }),
      context,
    );
    expect(draft.id).toBe('ev-1');
    expect(draft.publishedAt).toBeNull();
    expect(draft.overall).toBeNull();
    expect(draft.criterionScores).toHaveLength(1);
  });

  it('shows the tutor a provisional overall score once every criterion is scored', () => {
    expect(editEvaluation(null, content(), context).overall?.display).toBe('Band 4.5');
  });

  it('still refuses an invalid score in a draft', () => {
    const scores = [{ taskKey: 'email', criterion: 'holistic', score: 6 }];
    expect(errorOf(() => editEvaluation(null, content({ criterionScores: scores }), context)).code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('replaces the content of an existing draft and keeps its id', () => {
    const first = editEvaluation(null, content(), context);
    const second = editEvaluation(first, content({ feedback: 'Rewritten.' }), {
      ...context,
      id: 'ignored',
      tutorId: 'admin-1',
      now: later,
    });
    expect(second.id).toBe('ev-1');
    expect(second.feedback).toBe('Rewritten.');
    expect(second.tutorId).toBe('admin-1');
    expect(second.updatedAt).toEqual(later);
  });

  it('limits the general feedback and the revised answer to 20,000 characters', () => {
    expect(errorOf(() => editEvaluation(null, content({ feedback: 'f'.repeat(20_001) }), context)).message).toBe(
      'General feedback may be at most 20,000 characters.',
    );
    const long = content({ revisedAnswers: [{ taskKey: 'discussion', text: 'r'.repeat(20_001) }] });
    expect(errorOf(() => editEvaluation(null, long, context)).message).toBe(
      'The revised answer of discussion may be at most 20,000 characters.',
    );
  });

  it('keeps one revised answer per written task, in the test order, leaving blank ones out', () => {
    const revisedAnswers = [
      { taskKey: 'discussion', text: 'I agree with Kelly.' },
      { taskKey: 'email', text: '  ' },
    ];
    expect(editEvaluation(null, content({ revisedAnswers }), context).revisedAnswers).toEqual([
      { taskKey: 'discussion', text: 'I agree with Kelly.' },
    ]);
    const twice = [
      { taskKey: 'email', text: 'Dear Professor Lin,' },
      { taskKey: 'email', text: 'Dear Prof. Lin,' },
    ];
    expect(errorOf(() => editEvaluation(null, content({ revisedAnswers: twice }), context)).code).toBe(
      'BAD_USER_INPUT',
    );
    const unknown = [{ taskKey: 'essay', text: 'An essay.' }];
    expect(errorOf(() => editEvaluation(null, content({ revisedAnswers: unknown }), context)).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('publishing', () => {
  it('computes the overall score and records the publication', () => {
    const published = publish(editEvaluation(null, content(), context), { exam, taskKeys, now: later });
    expect(published.publishedAt).toEqual(later);
    expect(published.overall).toEqual({ value: 4.5, display: 'Band 4.5', grade: null });
  });

  it('requires every criterion to be scored', () => {
    const draft = editEvaluation(null, content({ criterionScores: [fullScores[0] as CriterionScore] }), context);
    const error = errorOf(() => publish(draft, { exam, taskKeys, now: later }));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Score missing: Holistic rating (Academic Discussion).');
  });

  it('requires general feedback', () => {
    const draft = editEvaluation(null, content({ feedback: '  ' }), context);
    expect(errorOf(() => publish(draft, { exam, taskKeys, now: later })).message).toBe(
      'Write the general feedback before publishing.',
    );
  });

  it('refuses to edit or publish again once published', () => {
    const published = publish(editEvaluation(null, content(), context), { exam, taskKeys, now: later });
    expect(errorOf(() => editEvaluation(published, content(), context)).code).toBe('CONFLICT');
    expect(errorOf(() => publish(published, { exam, taskKeys, now: later })).code).toBe('CONFLICT');
  });
});
