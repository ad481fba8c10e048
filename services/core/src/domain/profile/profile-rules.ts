import type { ExamKey } from '../exam/exam.ts';
import { defaultProfileExamKey, isExamKey } from '../exam/exam-catalogue.ts';
import { hasActivePlan } from '../plan/test-access.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Education, Profile, Role, TargetScore } from './profile.ts';
import { educationCodes, roles } from './profile.ts';
import { validTargetScore } from './target-scale.ts';

/** Longest name a profile keeps (characters, i.e. code points). */
export const maxFullNameCharacters = 200;

// C0 and C1 controls (U+0000 included: PostgreSQL text cannot hold it), DEL, and the Unicode line and paragraph
// separators: none belongs in a name shown in mails, the back office and evaluations.
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
const controlCharactersEverywhere = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A name as the identity provider (or the old client) sent it, made storable and displayable, never refused: each
 * control character and unpaired surrogate becomes a space, runs of spaces one, capped at maxFullNameCharacters.
 */
export function cleanDisplayName(raw: string): string {
  const spaced = raw.toWellFormed().replaceAll('\uFFFD', ' ').replace(controlCharactersEverywhere, ' ');
  const collapsed = spaced.replace(/\s+/gu, ' ').trim();
  return Array.from(collapsed).slice(0, maxFullNameCharacters).join('').trim();
}

/** The name a new profile shows: the identity's name cleaned, else the e-mail's local part. */
export function displayNameFor(name: string | null, email: string): string {
  const cleaned = name ? cleanDisplayName(name) : '';
  if (cleaned) return cleaned;
  const localPart = cleanDisplayName(email.split('@')[0] ?? '');
  return localPart || 'Candidate';
}

/** A name the user typed: spaces collapsed; BAD_USER_INPUT when blank, too long or holding control characters. */
function typedFullName(value: unknown): string {
  if (typeof value !== 'string') throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The name must be text.');
  if (controlCharacters.test(value) || !value.isWellFormed()) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      'The name cannot contain control characters (line breaks, tabs, escapes); type it on one line.',
    );
  }
  const collapsed = value.replace(/\s+/gu, ' ').trim();
  if (!collapsed) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'The name cannot be blank.');
  if (Array.from(collapsed).length > maxFullNameCharacters) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'TEXT_TOO_LONG',
      `The name may be at most ${maxFullNameCharacters} characters.`,
    );
  }
  return collapsed;
}

/** A new candidate profile with the old product's defaults (exam OET-Nurses, education BD, destination AU). */
export function newProfile(input: {
  id: string;
  userId: string;
  email: string;
  fullName: string;
  photoUrl: string | null;
  emailVerified: boolean;
  provider: Profile['provider'];
  now: Date;
}): Profile {
  return {
    id: input.id,
    userId: input.userId,
    email: input.email,
    fullName: input.fullName,
    photoUrl: input.photoUrl,
    emailVerified: input.emailVerified,
    provider: input.provider,
    role: 'candidate',
    selectedExam: defaultProfileExamKey,
    country: null,
    education: 'BD',
    destination: 'AU',
    targetScores: {},
    plan: null,
    isSubscribed: false,
    purchasedAt: null,
    expiresAt: null,
    extraTests: 0,
    practiceWithHints: false,
    examNames: [],
    createdAt: input.now,
  };
}

/**
 * What a user may change on their own profile. An absent or null field is left as it is, except `country`, which
 * null or '' clears (the only optional field).
 */
export type ProfileChanges = {
  /** The name shown to tutors and in mails (checked by typedFullName). */
  fullName?: string | null;
  selectedExam?: ExamKey | null;
  country?: string | null;
  education?: Education | null;
  destination?: string | null;
  /** The four desired scores, checked against the scale of `targetExam` (else of the selected exam, after this edit). */
  targetScore?: TargetScore | null;
  /** The exam `targetScore` is for; absent or null: the profile's selected exam. */
  targetExam?: ExamKey | null;
};

function countryCode(value: unknown, field: string): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/u.test(code)) {
    throw new DomainError(
      'BAD_USER_INPUT',
      'VALIDATION_FAILED',
      `${field} must be a two-letter country code, e.g. AU.`,
    );
  }
  return code;
}

/**
 * Applies a user's edits. The target exam is locked while a plan is active (the plan was bought for that exam);
 * choosing the same exam again is harmless.
 */
export function applyProfileChanges(profile: Profile, changes: ProfileChanges, now: Date): Profile {
  const updated = { ...profile };
  if (changes.fullName !== undefined && changes.fullName !== null) updated.fullName = typedFullName(changes.fullName);
  if (changes.selectedExam !== undefined && changes.selectedExam !== null) {
    if (!isExamKey(changes.selectedExam)) {
      throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown exam '${String(changes.selectedExam)}'.`);
    }
    if (changes.selectedExam !== profile.selectedExam && hasActivePlan(profile, now)) {
      throw new DomainError('FORBIDDEN', 'EXAM_LOCKED', 'The target exam cannot be changed while a plan is active.');
    }
    updated.selectedExam = changes.selectedExam;
  }
  if (changes.country !== undefined) {
    const blank = changes.country === null || (typeof changes.country === 'string' && changes.country.trim() === '');
    updated.country = blank ? null : countryCode(changes.country, 'Country');
  }
  if (changes.education !== undefined && changes.education !== null) {
    if (!(educationCodes as readonly string[]).includes(changes.education)) {
      throw new DomainError(
        'BAD_USER_INPUT',
        'UNKNOWN_VALUE',
        `Unknown education level '${String(changes.education)}'.`,
      );
    }
    updated.education = changes.education;
  }
  if (changes.destination !== undefined && changes.destination !== null)
    updated.destination = countryCode(changes.destination, 'Destination country');
  if (changes.targetScore !== undefined && changes.targetScore !== null) {
    const exam = changes.targetExam ?? updated.selectedExam;
    if (!isExamKey(exam)) throw new DomainError('BAD_USER_INPUT', 'UNKNOWN_VALUE', `Unknown exam '${String(exam)}'.`);
    if (typeof changes.targetScore !== 'object') {
      throw new DomainError(
        'BAD_USER_INPUT',
        'VALUE_REQUIRED',
        'The desired scores must give reading, writing, listening and speaking.',
      );
    }
    updated.targetScores = { ...profile.targetScores, [exam]: validTargetScore(exam, changes.targetScore) };
  }
  return updated;
}

/** True when `value` is one of the three roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Tutors and admins: they grade and may read any candidate's data. */
export function isStaff(profile: Pick<Profile, 'role'>): boolean {
  return profile.role === 'tutor' || profile.role === 'admin';
}
