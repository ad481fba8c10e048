import type { Evaluation } from '../../domain/evaluation/evaluation.ts';
import { mayReadFirstEvaluation } from '../../domain/evaluation/second-marking.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import type { SecondMarkingHolders } from './grading-row.ts';

/**
 * Every staff read of an evaluation passes here (the grading page, the queue, a claim's answer, an attempt by id, the
 * old REST contract): the first evaluation of an answer under blind second marking is withheld from whoever may not
 * read it (domain rule mayReadFirstEvaluation). Candidates are not staff and never reach it: they see the first
 * evaluation on its release and never the second.
 */
export async function withheldFromStaff<
  T extends { attempt: { id: string }; evaluation: Evaluation | null; secondMarking?: SecondMarkingHolders | null },
>(
  deps: Pick<CoreDeps, 'secondMarkings'>,
  actor: Profile,
  entries: T[],
): Promise<Array<T & { evaluationWithheld: boolean }>> {
  // Entries read with their second marking (the grading reads join it) need no second read.
  const evaluated = entries
    .filter((entry) => entry.evaluation !== null && entry.secondMarking === undefined)
    .map((entry) => entry.attempt.id);
  const markings = evaluated.length > 0 ? await deps.secondMarkings.findMany(evaluated) : [];
  const byAttempt = new Map<string, SecondMarkingHolders>(markings.map((marking) => [marking.attemptId, marking]));
  return entries.map((entry) => {
    // Without an evaluation there is nothing to withhold, whatever the marking (one is drawn at submission).
    const marking = entry.evaluation === null ? null : (entry.secondMarking ?? byAttempt.get(entry.attempt.id) ?? null);
    if (mayReadFirstEvaluation(actor.id, entry.evaluation?.tutorId ?? null, marking)) {
      return { ...entry, evaluationWithheld: false };
    }
    return { ...entry, evaluation: null, evaluationWithheld: true };
  });
}

/** One entry through withheldFromStaff. */
export async function withheldFromStaffOne<
  T extends { attempt: { id: string }; evaluation: Evaluation | null; secondMarking?: SecondMarkingHolders | null },
>(deps: Pick<CoreDeps, 'secondMarkings'>, actor: Profile, entry: T): Promise<T & { evaluationWithheld: boolean }> {
  const [one] = await withheldFromStaff(deps, actor, [entry]);
  return one as T & { evaluationWithheld: boolean };
}
