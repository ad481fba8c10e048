import { describe, expect, it } from 'vitest';
import { evaluationFormSchema, evaluationInputSchema, formFromEvaluation, sameEvaluation } from './evaluation-form';
import { scoreFields } from './score-fields';

const fields = scoreFields(
  [{ key: 'letter', title: 'Letter' }],
  [
    { taskKey: null, key: 'purpose', label: 'Purpose', min: 0, max: 3, step: 1 },
    { taskKey: null, key: 'content', label: 'Content', min: 0, max: 7, step: 1 },
  ],
);

const blank = { letter: '' };

const savedDraft = {
  criterionScores: [{ taskKey: 'letter', criterion: 'purpose', score: 2 }],
  strengths: [{ label: 'Tone', text: 'Polite and suited to a colleague.' }],
  weaknesses: [],
  areasOfImprovement: [],
  feedback: 'A clear letter overall.',
  revisedAnswers: [] as { taskKey: string; text: string }[],
};

describe('formFromEvaluation', () => {
  it('starts the revised answer from the candidate text when the tutor has not written one', () => {
    const form = formFromEvaluation(savedDraft, { letter: 'Dear Dr Okafor,' });
    expect(form.revisedAnswers).toEqual({ letter: 'Dear Dr Okafor,' });
  });

  it('keeps a revised answer the tutor already wrote', () => {
    const revisedAnswers = [{ taskKey: 'letter', text: 'Dear Dr Okafor, I am writing' }];
    const form = formFromEvaluation({ ...savedDraft, revisedAnswers }, { letter: 'Dear Dr' });
    expect(form.revisedAnswers).toEqual({ letter: 'Dear Dr Okafor, I am writing' });
  });

  it('gives each part of a two-part test its own revision, or its own answer where none is written yet', () => {
    const revisedAnswers = [{ taskKey: 'task2', text: 'Cities should ban cars.' }];
    const prefill = { task1: 'The chart shows.', task2: 'Cities ban cars.' };
    const form = formFromEvaluation({ ...savedDraft, revisedAnswers }, prefill);
    expect(form.revisedAnswers).toEqual({ task1: 'The chart shows.', task2: 'Cities should ban cars.' });
    expect(
      evaluationInputSchema(fields).parse({ ...form, revisedAnswers: { task1: ' ', task2: 'Cars.' } }).revisedAnswers,
    ).toEqual([{ taskKey: 'task2', text: 'Cars.' }]);
  });

  it('shows saved scores in their selects', () => {
    const form = formFromEvaluation(savedDraft, blank);
    expect(form.scores['letter::purpose']).toBe('2');
    expect(form.scores['letter::content']).toBeUndefined();
  });
});

describe('evaluationInputSchema', () => {
  it('sends only the scores chosen so far, as numbers', () => {
    const form = formFromEvaluation(savedDraft, blank);
    form.scores['letter::content'] = '';
    expect(evaluationInputSchema(fields).parse(form).criterionScores).toEqual([
      { taskKey: 'letter', criterion: 'purpose', score: 2 },
    ]);
  });

  it('leaves out rows that were added but never filled, and keeps half-filled ones for the server to check', () => {
    const form = formFromEvaluation(null, blank);
    form.weaknesses = [
      { label: '  ', text: '' },
      { label: 'Spelling', text: '' },
    ];
    expect(evaluationInputSchema(fields).parse(form).weaknesses).toEqual([{ label: 'Spelling', text: '' }]);
  });
});

describe('evaluationFormSchema', () => {
  it('accepts a fresh form and a saved draft', () => {
    expect(evaluationFormSchema.safeParse(formFromEvaluation(null, blank)).success).toBe(true);
    expect(evaluationFormSchema.safeParse(formFromEvaluation(savedDraft, { letter: 'Dear Dr' })).success).toBe(true);
  });

  it('refuses a text longer than its field allows, naming the field', () => {
    const form = { ...formFromEvaluation(savedDraft, blank), strengths: [{ label: 'x'.repeat(201), text: '' }] };
    const result = evaluationFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['strengths', 0, 'label']);
  });
});

describe('sameEvaluation', () => {
  it('treats two forms with the same content as the same, even when built twice', () => {
    expect(sameEvaluation(formFromEvaluation(savedDraft, blank), formFromEvaluation(savedDraft, blank), fields)).toBe(
      true,
    );
  });

  it('notices a changed text', () => {
    const changed = formFromEvaluation(savedDraft, blank);
    changed.feedback = 'A clear letter; watch the register.';
    expect(sameEvaluation(changed, formFromEvaluation(savedDraft, blank), fields)).toBe(false);
  });
});
