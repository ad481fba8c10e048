import { afterAll, describe, expect, it } from 'vitest';
import {
  describeFigures,
  type FlawedAnswerFigures,
  type ModelAnswerFigures,
  measureFlawedAnswers,
  measureModelAnswers,
} from './first-read-accuracy.ts';
import { createHarperMechanicsChecker } from './harper-mechanics-checker.ts';

// The first read's accuracy on the question bank's model answers and on answers with planted errors, with the real
// harper.js. The bounds sit a little outside the measured figures (docs/first-read.md) so that a change to the
// checker or its rules that makes it noisier or blinder fails here.

const checker = createHarperMechanicsChecker();
afterAll(() => checker.dispose());

describe('first read accuracy', () => {
  let model: ModelAnswerFigures;
  let flawed: FlawedAnswerFigures;

  it('measures both sets', { timeout: 180_000 }, async () => {
    model = await measureModelAnswers(checker);
    flawed = await measureFlawedAnswers(checker);
    console.log(describeFigures(model, flawed).join('\n'));
    expect(model.answers).toBe(200);
    expect(flawed.answers).toBeGreaterThanOrEqual(12);
    expect(flawed.planted).toBeGreaterThanOrEqual(80);
  });

  it('raises few flags on model answers (measured: 46 in 200 answers, 165 with none)', () => {
    expect(model.flags).toBeLessThanOrEqual(60);
    expect(model.clean).toBeGreaterThanOrEqual(155);
    // The whole-answer checks never fire on an edited answer.
    expect(model.byKind.filter(({ value }) => value === 'length' || value === 'paragraphing')).toEqual([]);
  });

  it('finds the planted errors (measured: 59 of 106)', () => {
    expect(flawed.found).toBeGreaterThanOrEqual(54);
    expect(flawed.byKind.spelling?.found).toBeGreaterThanOrEqual(23);
    expect(flawed.byKind.repetition?.found).toBe(flawed.byKind.repetition?.planted);
    expect(flawed.byKind.length?.found).toBe(flawed.byKind.length?.planted);
    expect(flawed.byKind.paragraphing?.found).toBe(flawed.byKind.paragraphing?.planted);
    // Harper's weak point: agreement with a noun subject ("the display show") goes unseen.
    expect(flawed.byKind.grammar?.found).toBeGreaterThanOrEqual(18);
    expect(flawed.unplannedFlags.length).toBeLessThanOrEqual(3);
  });
});
