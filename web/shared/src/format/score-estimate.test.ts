import { describe, expect, it } from 'vitest';
import { scoreEstimate } from './score-estimate';

describe('scoreEstimate', () => {
  it('names every overall score an estimate, with how it is derived', () => {
    expect(scoreEstimate('OETNurses').label).toBe('Estimated OET score');
    expect(scoreEstimate('OETDoctors').note).toContain('raw points out of 38');
    expect(scoreEstimate('PTE').label).toBe('Estimated PTE writing score');
    expect(scoreEstimate('PTE').note).toContain('10 + 80 ×');
    expect(scoreEstimate('TOFEL').label).toBe('Estimated TOEFL writing band');
    expect(scoreEstimate('IELTSAcademic').label).toBe('Estimated writing band');
  });

  it('says that IELTS publishes no rounding rule for Writing alone', () => {
    expect(scoreEstimate('IELTSGeneral').note).toContain('IELTS does not publish a rounding rule for Writing alone');
  });

  it('says, for each exam, that the real scale differs', () => {
    for (const exam of ['OETNurses', 'PTE', 'TOFEL']) expect(scoreEstimate(exam).note).toMatch(/real/);
  });
});
