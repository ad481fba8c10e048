import type { Attempt } from '../attempt/attempt.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Evaluation } from './evaluation.ts';
import { type EvaluationContent, editEvaluation, publish } from './evaluation-rules.ts';
import type { EvaluationVersion } from './evaluation-version.ts';

type ReleaseState = Pick<Attempt, 'status' | 'deadlineAt'>;

/**
 * Whether the candidate has the evaluation: the attempt was released, or its deadline has passed (the candidate may
 * read a published evaluation from then on, even before the deadline timer has run).
 */
export function isReleased(attempt: ReleaseState, now: Date): boolean {
  if (attempt.status === 'EvaluationDone') return true;
  return attempt.deadlineAt !== null && attempt.deadlineAt.getTime() <= now.getTime();
}

/** Whether `actorId` may amend the evaluation now: they published it and the candidate does not have it yet. */
export function canAmend(evaluation: Evaluation | null, attempt: ReleaseState, actorId: string, now: Date): boolean {
  return (
    evaluation !== null &&
    evaluation.publishedAt !== null &&
    evaluation.tutorId === actorId &&
    !isReleased(attempt, now)
  );
}

function versionOf(evaluation: Evaluation, id: string, number: number, at: Date): EvaluationVersion {
  return {
    id,
    evaluationId: evaluation.id,
    attemptId: evaluation.attemptId,
    number,
    publishedBy: evaluation.tutorId,
    publishedAt: at,
    overall: evaluation.overall,
    criterionScores: evaluation.criterionScores,
    strengths: evaluation.strengths,
    weaknesses: evaluation.weaknesses,
    areasOfImprovement: evaluation.areasOfImprovement,
    feedback: evaluation.feedback,
    revisedAnswers: evaluation.revisedAnswers,
    comments: evaluation.comments,
  };
}

/**
 * The published versions, oldest first. Stored rows begin with the first amend; an evaluation published and never
 * amended has one version, its publication, which is derived rather than stored.
 */
export function publishedVersions(
  evaluation: Evaluation | null,
  stored: readonly EvaluationVersion[],
): EvaluationVersion[] {
  if (stored.length > 0) return [...stored].sort((a, b) => a.number - b.number);
  if (!evaluation?.publishedAt) return [];
  return [versionOf(evaluation, `${evaluation.id}-v1`, 1, evaluation.publishedAt)];
}

type AmendContext = Parameters<typeof editEvaluation>[2] & {
  attempt: ReleaseState;
  /** The version the tutor's form was filled from: an amend based on an older one is refused. */
  basedOnVersion: number;
  newId(): string;
};

/**
 * Replaces a published evaluation's content before its release, as a complete publication again (every criterion
 * scored, general feedback written). Refused when not published, when the caller did not publish it, once released
 * (final), and when another amend came first. Returns the evaluation to store and the version rows to add: the first
 * amend also stores version 1, the publication it replaces, so earlier versions are kept.
 */
export function amendEvaluation(
  current: Evaluation | null,
  stored: readonly EvaluationVersion[],
  content: EvaluationContent,
  context: AmendContext,
): { evaluation: Evaluation; newVersions: EvaluationVersion[] } {
  if (!current?.publishedAt) {
    throw new DomainError(
      'CONFLICT',
      'NOT_PUBLISHED',
      'This evaluation is not published yet: save or publish it instead.',
    );
  }
  if (current.tutorId !== context.tutorId) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'Only the tutor who published this evaluation can amend it.');
  }
  if (isReleased(context.attempt, context.now)) {
    throw new DomainError(
      'CONFLICT',
      'ALREADY_RELEASED',
      'This evaluation has been released to the candidate and is final.',
    );
  }
  const versions = publishedVersions(current, stored);
  const latest = versions[versions.length - 1]?.number ?? 1;
  if (context.basedOnVersion !== latest) {
    throw new DomainError(
      'CONFLICT',
      'STALE_VERSION',
      `This evaluation was amended meanwhile (it is now version ${latest}); reload it before amending again.`,
    );
  }
  // The same checks as the first publication, on the content as a draft; the first publication time is kept.
  const draft = editEvaluation({ ...current, publishedAt: null }, content, context);
  const amended = { ...publish(draft, context), publishedAt: current.publishedAt };
  const newVersions = stored.length === 0 ? [{ ...(versions[0] as EvaluationVersion), id: context.newId() }] : [];
  newVersions.push(versionOf(amended, context.newId(), latest + 1, context.now));
  return { evaluation: amended, newVersions };
}
