import type { ExamKey } from '../exam/exam.ts';
import { examKeys, toeflKey } from '../exam/exam.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TargetScore, TargetScores } from './profile.ts';

/** The four skills a desired score is given for, in the order the profile shows them. */
export const targetSkills = ['reading', 'writing', 'listening', 'speaking'] as const;
export type TargetSkill = (typeof targetSkills)[number];

/** The scale a desired score of an exam is written in: a number range on a step, and for OET a grade letter too. */
export type TargetScale = {
  /** The exam family as candidates name it: IELTS, PTE, TOEFL or OET. */
  name: string;
  /** 'band' (IELTS, TOEFL) or 'score' (PTE, OET). */
  unit: 'band' | 'score';
  min: number;
  max: number;
  /** 0.5 for a half-band scale, 1 for whole numbers. */
  step: number;
  /** Grade letters accepted instead of a number, best first (OET only). */
  grades: readonly string[];
  /** The scale in a few words, to show beside a desired-score field, e.g. 'IELTS band 0-9, steps of 0.5'. */
  description: string;
};

const ielts: TargetScale = {
  name: 'IELTS',
  unit: 'band',
  min: 0,
  max: 9,
  step: 0.5,
  grades: [],
  description: 'IELTS band 0-9, steps of 0.5 (e.g. 7.0 or 6.5)',
};
const pte: TargetScale = {
  name: 'PTE',
  unit: 'score',
  min: 10,
  max: 90,
  step: 1,
  grades: [],
  description: 'PTE score 10-90, whole numbers',
};
const toefl: TargetScale = {
  name: 'TOEFL',
  unit: 'band',
  min: 1,
  max: 6,
  step: 0.5,
  grades: [],
  description: 'TOEFL band 1-6, steps of 0.5 (e.g. 5.0 or 4.5)',
};
const oet: TargetScale = {
  name: 'OET',
  unit: 'score',
  min: 0,
  max: 500,
  step: 1,
  grades: ['A', 'B', 'C+', 'C', 'D', 'E'],
  description: 'OET score 0-500 (whole numbers) or grade A, B, C+, C, D, E',
};

const scales: Record<ExamKey, TargetScale> = {
  IELTSAcademic: ielts,
  IELTSGeneral: ielts,
  PTE: pte,
  [toeflKey]: toefl,
  OETNurses: oet,
  OETDoctors: oet,
};

/** The scale desired scores for this exam are written in. */
export function targetScaleOf(exam: ExamKey): TargetScale {
  return scales[exam];
}

/** What a desired score of this scale must be, as the end of a sentence: 'a band from 0 to 9 in steps of 0.5'. */
function scaleRequirement(scale: TargetScale): string {
  const range = `from ${scale.min} to ${scale.max}`;
  const number = scale.step === 1 ? `a whole number ${range}` : `a ${scale.unit} ${range} in steps of ${scale.step}`;
  if (scale.grades.length === 0) return number;
  const grades = `${scale.grades.slice(0, -1).join(', ')} or ${scale.grades.at(-1)}`;
  return `${number} or a grade ${grades}`;
}

/** Why a desired score is refused, naming the exam's scale. */
export function targetScaleMessage(exam: ExamKey, skill: TargetSkill): string {
  const scale = targetScaleOf(exam);
  return `The desired ${skill} score for ${scale.name} must be ${scaleRequirement(scale)}.`;
}

export type TargetCheck = { ok: true; value: string } | { ok: false; message: string };

const epsilon = 1e-9;

/**
 * Checks a desired score against the exam's scale. Empty text (after trimming) means unset and is always valid.
 * A valid value comes back normalised: trimmed, leading zeros dropped, a half-band with one decimal when it was
 * typed with decimals ('6.50' -> '6.5', '7.0' stays '7.0', '7' stays '7'), a whole-number scale without decimals
 * ('65.0' -> '65'), a grade letter in capitals ('c+' -> 'C+').
 */
export function checkTargetValue(exam: ExamKey, skill: TargetSkill, text: unknown): TargetCheck {
  if (typeof text !== 'string') return { ok: false, message: `The desired ${skill} score must be text.` };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  const scale = targetScaleOf(exam);
  const refused: TargetCheck = { ok: false, message: targetScaleMessage(exam, skill) };
  const grade = scale.grades.find((candidate) => candidate === trimmed.toUpperCase());
  if (grade) return { ok: true, value: grade };
  if (!/^\d{1,6}(\.\d{1,6})?$/u.test(trimmed)) return refused;
  const value = Number(trimmed);
  if (value < scale.min - epsilon || value > scale.max + epsilon) return refused;
  const steps = (value - scale.min) / scale.step;
  if (Math.abs(steps - Math.round(steps)) > epsilon) return refused;
  if (scale.step === 1) return { ok: true, value: String(Math.round(value)) };
  return { ok: true, value: trimmed.includes('.') ? value.toFixed(1) : String(value) };
}

/** A desired score checked against the exam's scale and normalised; BAD_USER_INPUT naming the scale otherwise. */
export function validTargetValue(exam: ExamKey, skill: TargetSkill, text: unknown): string {
  const check = checkTargetValue(exam, skill, text);
  if (!check.ok) throw new DomainError('BAD_USER_INPUT', 'SCORE_INVALID', check.message);
  return check.value;
}

/** The four desired scores checked against the exam's scale (BAD_USER_INPUT on the first one off the scale). */
export function validTargetScore(exam: ExamKey, target: TargetScore): TargetScore {
  const result = emptyTargetScore();
  for (const skill of targetSkills) result[skill] = validTargetValue(exam, skill, target[skill]);
  return result;
}

/** Every skill unset. */
export function emptyTargetScore(): TargetScore {
  return { reading: '', writing: '', listening: '', speaking: '' };
}

/**
 * Stored desired scores as they may be read: whatever is not a valid value of the exam's scale (a value kept from the
 * free-text days, another exam's number, malformed data) reads as unset. Never throws.
 */
export function readableTargetScore(exam: ExamKey, stored: unknown): TargetScore {
  const result = emptyTargetScore();
  if (typeof stored !== 'object' || stored === null) return result;
  const record = stored as Record<string, unknown>;
  for (const skill of targetSkills) {
    const check = checkTargetValue(exam, skill, record[skill]);
    result[skill] = check.ok ? check.value : '';
  }
  return result;
}

/** The per-exam desired scores as stored (any JSON), keeping the known exams and their readable values only. */
export function readableTargetScores(stored: unknown): TargetScores {
  const result: TargetScores = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return result;
  const record = stored as Record<string, unknown>;
  for (const exam of examKeys) {
    if (!Object.hasOwn(record, exam)) continue;
    const target = readableTargetScore(exam, record[exam]);
    if (targetSkills.some((skill) => target[skill] !== '')) result[exam] = target;
  }
  return result;
}

/** The desired scores for one exam (every skill unset when none were given). */
export function targetScoreFor(targets: TargetScores, exam: ExamKey): TargetScore {
  return readableTargetScore(exam, targets[exam]);
}
