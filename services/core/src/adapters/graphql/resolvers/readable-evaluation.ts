import { withheldFromStaffOne } from '../../../application/evaluation/first-evaluation-blindness.ts';
import type { Attempt } from '../../../domain/attempt/attempt.ts';
import type { Evaluation } from '../../../domain/evaluation/evaluation.ts';
import { isStaff } from '../../../domain/profile/profile-rules.ts';
import type { GraphqlContext } from '../graphql-context.ts';

/** What readableEvaluation answers, when it can tell without reading anything more; undefined otherwise. */
export function readableEvaluationIfKnown(
  context: Pick<GraphqlContext, 'actorIfKnown'>,
  entry: { evaluation: Evaluation | null; evaluationWithheld?: boolean },
): { evaluation: Evaluation | null; evaluationWithheld: boolean } | undefined {
  if (entry.evaluationWithheld !== undefined) {
    return { evaluation: entry.evaluation, evaluationWithheld: entry.evaluationWithheld };
  }
  if (entry.evaluation === null) return { evaluation: null, evaluationWithheld: false };
  const actor = context.actorIfKnown();
  if (actor && !isStaff(actor)) return { evaluation: entry.evaluation, evaluationWithheld: false };
  return undefined;
}

/**
 * The last guard of blind second marking on the GraphQL side: an evaluation reached through a path that did not
 * already check it (a new queue listing, a mutation's result, an attempt read from a primed entry) is checked here
 * before a staff caller reads it. Entries that were checked carry `evaluationWithheld` and cost nothing more.
 */
export async function readableEvaluation(
  context: Pick<GraphqlContext, 'deps' | 'actor'>,
  entry: { attempt: Attempt; evaluation: Evaluation | null; evaluationWithheld?: boolean },
): Promise<{ evaluation: Evaluation | null; evaluationWithheld: boolean }> {
  if (entry.evaluationWithheld !== undefined) {
    return { evaluation: entry.evaluation, evaluationWithheld: entry.evaluationWithheld };
  }
  if (entry.evaluation === null) return { evaluation: null, evaluationWithheld: false };
  const actor = await context.actor();
  // A candidate reads their own attempt through getAttempt, which already shows only what is released.
  if (!isStaff(actor)) return { evaluation: entry.evaluation, evaluationWithheld: false };
  const checked = await withheldFromStaffOne(context.deps, actor, entry);
  return { evaluation: checked.evaluation, evaluationWithheld: checked.evaluationWithheld };
}
