import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, it } from 'vitest';
import { desiredWritingScore, gapText, targetValue } from './desired-score';

describe('targetValue', () => {
  it('reads a band or a scale score from the profile', () => {
    expect(targetValue(' 7 ')).toBe(7);
    expect(targetValue('6.5')).toBe(6.5);
    expect(targetValue('350')).toBe(350);
  });

  it('has none for an empty target or a grade', () => {
    expect(targetValue('')).toBeNull();
    expect(targetValue(null)).toBeNull();
    expect(targetValue('B')).toBeNull();
  });
});

describe('gapText', () => {
  it('says how far below or above the target a score is', () => {
    expect(gapText(6.5, 7)).toBe('0.5 below');
    expect(gapText(7, 7)).toBe('meets it');
    expect(gapText(8, 7)).toBe('1 above');
    expect(gapText(6.7, 7)).toBe('0.3 below');
  });
});

describe('desiredWritingScore', () => {
  const profile = {
    targetScores: [
      { exam: 'IELTSAcademic', writing: '7.0' },
      { exam: toeflKey, writing: ' 5 ' },
      { exam: 'PTE', writing: '' },
    ],
  };

  it("reads the target of the given exam, never another exam's", () => {
    expect(desiredWritingScore(profile, toeflKey)).toBe('5');
    expect(desiredWritingScore(profile, 'IELTSAcademic')).toBe('7.0');
    expect(desiredWritingScore(profile, 'PTE')).toBe('');
    expect(desiredWritingScore(profile, 'OETNurses')).toBe('');
    expect(desiredWritingScore(null, toeflKey)).toBe('');
  });
});
