import { publishedVersions } from '../../domain/evaluation/amendment.ts';
import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import type { EvaluationVersion } from '../../domain/evaluation/evaluation-version.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { requireStaff } from '../shared/access.ts';
import { withheldFromStaffOne } from './first-evaluation-blindness.ts';

export type EvaluationVersionView = EvaluationVersion & {
  /** The publishing tutor's name, or their e-mail address when they have none; null for a deleted account. */
  publishedByName: string | null;
};

/** The published versions of an evaluation, oldest first, with who published each (tutors and admins). */
export async function listEvaluationVersions(
  deps: Pick<CoreDeps, 'evaluations' | 'profiles' | 'secondMarkings'>,
  input: { actor: Profile; evaluation: Evaluation | null },
): Promise<EvaluationVersionView[]> {
  requireStaff(input.actor);
  const evaluation = input.evaluation;
  if (!evaluation?.publishedAt) return [];
  // Past versions hold the same words: withheld like the evaluation itself under blind second marking.
  const readable = await withheldFromStaffOne(deps, input.actor, { attempt: { id: evaluation.attemptId }, evaluation });
  if (!readable.evaluation) return [];
  const versions = publishedVersions(evaluation, await deps.evaluations.listVersions(evaluation.id));
  const tutorIds = [...new Set(versions.map((version) => version.publishedBy))];
  const tutors = new Map(
    await Promise.all(tutorIds.map(async (id) => [id, await deps.profiles.findById(id)] as const)),
  );
  return versions.map((version) => {
    const tutor = tutors.get(version.publishedBy);
    return { ...version, publishedByName: tutor ? tutor.fullName || tutor.email : null };
  });
}
