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

const savedDraft = {
  criterionScores: [{ taskKey: 'letter', criterion: 'purpose', score: 2 }],
  strengths: [{ label: 'Tone', text: 'Polite and suited to a colleague.' }],
  weaknesses: [],
  areasOfImprovement: [],
  feedback: 'A clear letter overall.',
  revisedAnswer: '',
};

describe('formFromEvaluation', () => {
  it('starts the revised answer from the candidate text when the tutor has not written one', () => {
    const form = formFromEvaluation(savedDraft, 'Dear Dr Okafor,');
    expect(form.revisedAnswer).toBe('Dear Dr Okafor,');
  });

  it('keeps a revised answer the tutor already wrote', () => {
    const form = formFromEvaluation({ ...savedDraft, revisedAnswer: 'Dear Dr Okafor, I am writing' }, 'Dear Dr');
    expect(form.revisedAnswer).toBe('Dear Dr Okafor, I am writing');
  });

  it('shows saved scores in their selects', () => {
    const form = formFromEvaluation(savedDraft, '');
    expect(form.scores['letter::purpose']).toBe('2');
    expect(form.scores['letter::content']).toBeUndefined();
  });
});

describe('evaluationInputSchema', () => {
  it('sends only the scores chosen so far, as numbers', () => {
    const form = formFromEvaluation(savedDraft, '');
    form.scores['letter::content'] = '';
    expect(evaluationInputSchema(fields).parse(form).criterionScores).toEqual([
      { taskKey: 'letter', criterion: 'purpose', score: 2 },
    ]);
  });

  it('leaves out rows that were added but never filled, and keeps half-filled ones for the server to check', () => {
    const form = formFromEvaluation(null, '');
    form.weaknesses = [
      { label: '  ', text: '' },
      { label: 'Spelling', text: '' },
    ];
    expect(evaluationInputSchema(fields).parse(form).weaknesses).toEqual([{ label: 'Spelling', text: '' }]);
  });
});

describe('evaluationFormSchema', () => {
  it('accepts a fresh form and a saved draft', () => {
    expect(evaluationFormSchema.safeParse(formFromEvaluation(null, '')).success).toBe(true);
    expect(evaluationFormSchema.safeParse(formFromEvaluation(savedDraft, 'Dear Dr')).success).toBe(true);
  });

  it('refuses a text longer than its field allows, naming the field', () => {
    const form = { ...formFromEvaluation(savedDraft, ''), strengths: [{ label: 'x'.repeat(201), text: '' }] };
    const result = evaluationFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['strengths', 0, 'label']);
  });
});

describe('sameEvaluation', () => {
  it('treats two forms with the same content as the same, even when built twice', () => {
    expect(sameEvaluation(formFromEvaluation(savedDraft, ''), formFromEvaluation(savedDraft, ''), fields)).toBe(true);
  });

  it('notices a changed text', () => {
    const changed = formFromEvaluation(savedDraft, '');
    changed.feedback = 'A clear letter; watch the register.';
    expect(sameEvaluation(changed, formFromEvaluation(savedDraft, ''), fields)).toBe(false);
  });
});
