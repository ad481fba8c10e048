import { describe, expect, it } from 'vitest';
import { overallWithRounding, scoreEstimate } from './score-estimate';
import { toeflKey } from './toefl-key';

describe('scoreEstimate', () => {
  it('names every overall score an estimate, with how it is derived', () => {
    expect(scoreEstimate('OETNurses').label).toBe('Estimated OET score');
    expect(scoreEstimate('OETDoctors').note).toContain('raw points out of 38');
    expect(scoreEstimate('PTE').label).toBe('Estimated PTE writing score');
    expect(scoreEstimate('PTE').note).toContain('10 + 80 ×');
    expect(scoreEstimate(toeflKey).label).toBe('Estimated TOEFL writing band');
    expect(scoreEstimate('IELTSAcademic').label).toBe('Estimated writing band');
  });

  it('says that IELTS publishes no rule for combining and rounding the tasks, so the rounding is ours', () => {
    expect(scoreEstimate('IELTSGeneral').note).toContain('does not publish how it combines and rounds the task scores');
    expect(scoreEstimate('IELTSGeneral').note).toContain('this rounding is ours');
  });

  it('says that Pearson publishes no item weights and that the two PTE tasks weigh the same here', () => {
    expect(scoreEstimate('PTE').note).toContain(
      'Pearson does not publish how items are weighted; this estimate weighs the two tasks equally.',
    );
  });

  it('states the weight of Build a Sentence, why, and that ETS publishes none', () => {
    const { note } = scoreEstimate(toeflKey);
    expect(note).toContain('counts for a quarter, its share of the section’s time');
    expect(note).toContain('ETS does not publish how it weighs the tasks');
    expect(note).toContain('concordance points');
  });

  it('says, for each exam, that the real scale differs', () => {
    for (const exam of ['OETNurses', 'PTE', toeflKey]) expect(scoreEstimate(exam).note).toMatch(/real/);
  });
});

describe('overallWithRounding', () => {
  it('shows the IELTS weighted mean beside the band and says the rounding is ours', () => {
    expect(overallWithRounding('IELTSAcademic', { display: 'Band 6.5', weightedMean: 77 / 12 })).toBe(
      'Band 6.5 (weighted mean 6.42, rounded to the nearest half band by us)',
    );
    expect(overallWithRounding('IELTSGeneral', { display: 'Band 6.0', weightedMean: 6 })).toBe(
      'Band 6.0 (weighted mean 6.00, rounded to the nearest half band by us)',
    );
  });

  it('reads as the display for other exams and for IELTS scores stored without the mean', () => {
    expect(overallWithRounding('IELTSAcademic', { display: 'Band 6.5' })).toBe('Band 6.5');
    expect(overallWithRounding('IELTSAcademic', { display: 'Band 6.5', weightedMean: null })).toBe('Band 6.5');
    expect(overallWithRounding(toeflKey, { display: 'Band 4.5', weightedMean: 3.5 })).toBe('Band 4.5');
  });
});
