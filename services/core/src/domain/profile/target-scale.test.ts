import { describe, expect, it } from 'vitest';
import { toeflKey } from '../exam/exam.ts';
import { DomainError } from '../shared/domain-error.ts';
import {
  checkTargetValue,
  readableTargetScore,
  readableTargetScores,
  targetScaleOf,
  targetScoreFor,
  validTargetScore,
  validTargetValue,
} from './target-scale.ts';

const ieltsMessage = 'The desired writing score for IELTS must be a band from 0 to 9 in steps of 0.5.';
const pteMessage = 'The desired writing score for PTE must be a whole number from 10 to 90.';
const toeflMessage = 'The desired writing score for TOEFL must be a band from 1 to 6 in steps of 0.5.';
const oetMessage =
  'The desired writing score for OET must be a whole number from 0 to 500 or a grade A, B, C+, C, D or E.';

const writingCheck = (exam: Parameters<typeof checkTargetValue>[0], text: unknown) =>
  checkTargetValue(exam, 'writing', text);

describe('desired-score scales', () => {
  it('gives each exam its scale and step', () => {
    expect(targetScaleOf('IELTSAcademic')).toMatchObject({ name: 'IELTS', min: 0, max: 9, step: 0.5, grades: [] });
    expect(targetScaleOf('IELTSGeneral')).toEqual(targetScaleOf('IELTSAcademic'));
    expect(targetScaleOf('PTE')).toMatchObject({ name: 'PTE', min: 10, max: 90, step: 1 });
    expect(targetScaleOf(toeflKey)).toMatchObject({ name: 'TOEFL', min: 1, max: 6, step: 0.5 });
    expect(targetScaleOf('OETNurses')).toMatchObject({ name: 'OET', min: 0, max: 500, step: 1 });
    expect(targetScaleOf('OETDoctors').grades).toEqual(['A', 'B', 'C+', 'C', 'D', 'E']);
    expect(targetScaleOf('IELTSAcademic').description).toMatch(/^IELTS band 0-9, steps of 0\.5/);
  });

  it('treats empty text as unset on every scale', () => {
    for (const exam of ['IELTSAcademic', 'PTE', toeflKey, 'OETNurses'] as const) {
      expect(writingCheck(exam, '')).toEqual({ ok: true, value: '' });
      expect(writingCheck(exam, '   ')).toEqual({ ok: true, value: '' });
    }
  });

  describe.each([
    { exam: 'IELTSAcademic', valid: ['7', '6.5', '0', '9'], outOfRange: ['10', '9.5'], offStep: ['6.3', '7.25'] },
    { exam: 'IELTSGeneral', valid: ['5.5', '8.0'], outOfRange: ['12'], offStep: ['5.1'] },
    { exam: 'PTE', valid: ['10', '65', '90'], outOfRange: ['9', '91', '0'], offStep: ['65.5'] },
    { exam: toeflKey, valid: ['1', '5.0', '4.5', '6'], outOfRange: ['25', '0.5', '6.5'], offStep: ['4.2'] },
    { exam: 'OETNurses', valid: ['350', '0', '500'], outOfRange: ['501', '1000'], offStep: ['350.5'] },
    { exam: 'OETDoctors', valid: ['420'], outOfRange: ['600'], offStep: ['0.5'] },
  ] as const)('$exam', ({ exam, valid, outOfRange, offStep }) => {
    const message = { IELTSAcademic: ieltsMessage, IELTSGeneral: ieltsMessage, PTE: pteMessage }[exam as string];
    const expected = message ?? (exam === toeflKey ? toeflMessage : oetMessage);

    it.each(valid)('accepts %s', (text) => {
      expect(writingCheck(exam, text).ok).toBe(true);
    });
    it.each(outOfRange)('refuses %s (out of range), naming the scale', (text) => {
      expect(writingCheck(exam, text)).toEqual({ ok: false, message: expected });
    });
    it.each(offStep)('refuses %s (off the step), naming the scale', (text) => {
      expect(writingCheck(exam, text)).toEqual({ ok: false, message: expected });
    });
    it('refuses words', () => {
      expect(writingCheck(exam, 'as high as possible')).toEqual({ ok: false, message: expected });
    });
  });

  it('accepts the OET grade letters in any case, and only those', () => {
    for (const grade of ['A', 'B', 'C+', 'C', 'D', 'E']) {
      expect(writingCheck('OETNurses', grade)).toEqual({ ok: true, value: grade });
    }
    expect(writingCheck('OETDoctors', ' c+ ')).toEqual({ ok: true, value: 'C+' });
    expect(writingCheck('OETNurses', 'F').ok).toBe(false);
    expect(writingCheck('OETNurses', 'B+').ok).toBe(false);
    expect(writingCheck('IELTSAcademic', 'B')).toEqual({ ok: false, message: ieltsMessage });
  });

  it('normalises a valid value: trimmed, no leading zeros, one decimal for a half band typed with decimals', () => {
    expect(writingCheck('IELTSAcademic', ' 7 ')).toEqual({ ok: true, value: '7' });
    expect(writingCheck('IELTSAcademic', '7.0')).toEqual({ ok: true, value: '7.0' });
    expect(writingCheck('IELTSAcademic', '6.50')).toEqual({ ok: true, value: '6.5' });
    expect(writingCheck('IELTSAcademic', '07.5')).toEqual({ ok: true, value: '7.5' });
    expect(writingCheck('PTE', '065')).toEqual({ ok: true, value: '65' });
    expect(writingCheck('PTE', '65.0')).toEqual({ ok: true, value: '65' });
  });

  it('refuses what is not a plain number', () => {
    for (const text of ['7,5', '-1', '+7', '1e1', '7.', '.5', 'NaN', 'Infinity']) {
      expect(writingCheck('IELTSAcademic', text).ok).toBe(false);
    }
    expect(writingCheck('IELTSAcademic', 7)).toEqual({ ok: false, message: 'The desired writing score must be text.' });
  });

  it('throws BAD_USER_INPUT naming the scale when validating, for the skill at fault', () => {
    expect(validTargetValue('PTE', 'writing', '79')).toBe('79');
    let caught: unknown;
    try {
      validTargetScore('IELTSAcademic', { reading: '7', writing: '6.5', listening: '10', speaking: '' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The desired listening score for IELTS must be a band from 0 to 9 in steps of 0.5.',
    });
  });

  it('reads stored values off the scale, or malformed, as unset without throwing', () => {
    expect(
      readableTargetScore('IELTSAcademic', { reading: '10', writing: '6.5', listening: 7, speaking: null }),
    ).toEqual({ reading: '', writing: '6.5', listening: '', speaking: '' });
    expect(readableTargetScore(toeflKey, 'garbage')).toEqual({ reading: '', writing: '', listening: '', speaking: '' });
    expect(
      readableTargetScores({
        IELTSAcademic: { reading: '7', writing: '', listening: '', speaking: '' },
        [toeflKey]: { reading: '', writing: '25', listening: '', speaking: '' },
        TOEFL: { reading: '5', writing: '5', listening: '5', speaking: '5' },
      }),
    ).toEqual({ IELTSAcademic: { reading: '7', writing: '', listening: '', speaking: '' } });
    expect(readableTargetScores(null)).toEqual({});
    expect(readableTargetScores(['7'])).toEqual({});
    expect(targetScoreFor({}, 'PTE')).toEqual({ reading: '', writing: '', listening: '', speaking: '' });
  });
});
