import { claimExpiredMessage, isClaimExpired } from '../attempt/claim-expiry.ts';
import { validateCriterionScores } from '../exam/overall-score.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { CriterionScore, OverallScore } from './evaluation.ts';
import { overallIn, type ScoringContext } from './scoring-context.ts';

/**
 * A blind second evaluation of a sampled answer, kept apart from the evaluation the candidate receives: it is never
 * shown to the candidate and never moves the release. Only scores and a note: what agreement is measured on.
 */
export type SecondMarking = {
  attemptId: string;
  /** When the answer was drawn for second marking (its submission). */
  sampledAt: Date;
  claimedBy: string | null;
  claimedAt: Date | null;
  claimTouchedAt: Date | null;
  /** Who wrote it (the claim holder at the last save); null before the first save. */
  tutorId: string | null;
  criterionScores: CriterionScore[];
  overall: OverallScore | null;
  note: string;
  publishedAt: Date | null;
  updatedAt: Date;
  version: number;
};

export const maxSecondMarkingNoteCharacters = 5_000;

/** The buckets a share is counted in: 0.01 % steps, so a share such as 2.5 % is exact. */
const buckets = 10_000;

/** FNV-1a over the id's UTF-16 code units: cheap, stable across processes and versions, spread well enough. */
function bucketOf(attemptId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < attemptId.length; index += 1) {
    hash ^= attemptId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

/**
 * Whether an answer is drawn for second marking at `percent` (0 to 100). A function of the answer's id alone, so a
 * retried or repeated submit draws the same way; the draw is stored at submission, so a later change of the setting
 * changes nothing for answers already submitted.
 */
export function isDrawnForSecondMarking(attemptId: string, percent: number): boolean {
  return bucketOf(attemptId) < Math.round(percent * (buckets / 100));
}

/** A newly drawn answer: open, unclaimed, nothing written. */
export function newSecondMarking(attemptId: string, now: Date): SecondMarking {
  return {
    attemptId,
    sampledAt: now,
    claimedBy: null,
    claimedAt: null,
    claimTouchedAt: null,
    tutorId: null,
    criterionScores: [],
    overall: null,
    note: '',
    publishedAt: null,
    updatedAt: now,
    version: 1,
  };
}

/** The first evaluation as far as the second marking cares: who wrote it and whether it is published. */
export type FirstMarking = { tutorId: string; publishedAt: Date | null } | null;

/**
 * Takes the second marking for `tutorId`. It opens once the first evaluation is published, so "the first marker" is
 * settled (a claim on the first can still lapse or be reassigned before that) and is never the same person: the
 * author of the first evaluation is refused. Of two tutors claiming at once, one holds it; a lapsed claim
 * (`idleMinutes`) may be taken like the first marking's.
 */
export function claimSecondMarking(
  marking: SecondMarking,
  first: FirstMarking,
  tutorId: string,
  idleMinutes: number,
  now: Date,
): SecondMarking {
  if (marking.publishedAt)
    throw new DomainError('CONFLICT', 'ALREADY_PUBLISHED', 'This second marking is already published.');
  if (!first?.publishedAt) {
    throw new DomainError(
      'CONFLICT',
      'NOT_PUBLISHED',
      'The second marking opens once the first evaluation is published.',
    );
  }
  if (first.tutorId === tutorId) {
    throw new DomainError(
      'FORBIDDEN',
      'OWN_WORK',
      'You wrote the first evaluation of this answer; the second marking needs another tutor.',
    );
  }
  if (marking.claimedBy === tutorId) return { ...marking, claimTouchedAt: now, updatedAt: now };
  if (marking.claimedBy !== null && !isClaimExpired(marking, idleMinutes, now)) {
    if (marking.tutorId === tutorId)
      throw new DomainError('CONFLICT', 'CLAIM_EXPIRED', claimExpiredMessage(idleMinutes));
    throw new DomainError(
      'CONFLICT',
      'ALREADY_CLAIMED',
      'Another tutor is already doing the second marking of this answer.',
    );
  }
  return { ...marking, claimedBy: tutorId, claimedAt: now, claimTouchedAt: now, updatedAt: now };
}

function checkNote(note: string): string {
  if (typeof note !== 'string') throw new DomainError('BAD_USER_INPUT', 'VALIDATION_FAILED', 'The note must be text.');
  if (Array.from(note).length > maxSecondMarkingNoteCharacters) {
    throw new DomainError('BAD_USER_INPUT', 'TEXT_TOO_LONG', 'The note may be at most 5,000 characters.');
  }
  return note.trim();
}

/** Stores the holder's scores so far (each given score valid, some may be missing) and a note; the claim is touched. */
export function writeSecondMarking(
  marking: SecondMarking,
  content: { criterionScores: CriterionScore[]; note: string },
  context: ScoringContext & { tutorId: string; now: Date },
): SecondMarking {
  const scores = validateCriterionScores(context.exam, content.criterionScores, {
    taskKeys: context.taskKeys,
    complete: false,
  });
  let overall: OverallScore | null = null;
  try {
    overall = overallIn(context, scores);
  } catch (error) {
    // A partial draft simply has no overall yet.
    if (!(error instanceof DomainError)) throw error;
  }
  return {
    ...marking,
    tutorId: context.tutorId,
    criterionScores: scores,
    overall,
    note: checkNote(content.note),
    claimTouchedAt: context.now,
    updatedAt: context.now,
  };
}

/** Publishes the second marking: every criterion scored. Final; it still never reaches the candidate. */
export function publishSecondMarking(marking: SecondMarking, context: ScoringContext & { now: Date }): SecondMarking {
  const overall = overallIn(context, marking.criterionScores);
  return { ...marking, overall, publishedAt: context.now, updatedAt: context.now };
}

/**
 * Whether a staff member may read the first evaluation of an answer. Without a second marking, always. With one, its
 * marker never may, and while it is open nobody but the first evaluation's author may either: whoever read the first
 * could otherwise claim the second and it would no longer be blind. Once both are published, everyone else may.
 */
export function mayReadFirstEvaluation(
  viewerId: string,
  firstAuthorId: string | null,
  marking: Pick<SecondMarking, 'claimedBy' | 'tutorId' | 'publishedAt'> | null,
): boolean {
  if (marking === null) return true;
  if (viewerId === firstAuthorId) return true;
  if (viewerId === marking.claimedBy || viewerId === marking.tutorId) return false;
  return marking.publishedAt !== null;
}
