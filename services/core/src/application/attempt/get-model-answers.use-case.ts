import type { Attempt } from '../../domain/attempt/attempt.ts';
import { modelAnswersVisible } from '../../domain/attempt/model-answer-visibility.ts';
import { isEvaluationVisible } from '../../domain/evaluation/visibility.ts';
import { writtenTasks } from '../../domain/exam/build-sentence.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { isStaff } from '../../domain/profile/profile-rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';

/** A written task's model answer with the examiner's note of why it scores at the top. */
export type ModelAnswer = { taskKey: string; title: string; text: string; note: string | null };

/**
 * The model answers of an attempt's test, for its author once the evaluation is released (and no rewrite of it waits
 * for its recheck), for staff always; an empty list otherwise, so no path hands them out early.
 */
export async function getModelAnswers(
  deps: Pick<CoreDeps, 'mockTests' | 'evaluations' | 'rewrites' | 'clock'>,
  input: { actor: Profile; attempt: Pick<Attempt, 'id' | 'userId' | 'mockTestId' | 'deadlineAt'> },
): Promise<ModelAnswer[]> {
  const { actor, attempt } = input;
  const staff = isStaff(actor);
  if (attempt.userId !== actor.userId && !staff) {
    throw new DomainError('FORBIDDEN', 'NOT_OWNER', 'This attempt belongs to another user.');
  }
  const now = deps.clock.now();
  if (!staff) {
    // Most reads come before the plan's promised time: answered without reading the evaluation or the rewrite.
    if (attempt.deadlineAt === null || attempt.deadlineAt.getTime() > now.getTime()) return [];
    const evaluation = await deps.evaluations.findByAttemptId(attempt.id);
    const evaluationReleased = isEvaluationVisible(evaluation, attempt, now);
    const rewrite = evaluationReleased ? await deps.rewrites.findByOriginalAttemptId(attempt.id) : null;
    if (!modelAnswersVisible({ viewerIsStaff: false, evaluationReleased, rewrite, now })) return [];
  }
  const test = await deps.mockTests.findById(attempt.mockTestId);
  return writtenTasks(test?.tasks ?? []).flatMap((task) =>
    task.modelAnswer
      ? [{ taskKey: task.key, title: task.title, text: task.modelAnswer, note: task.modelNote ?? null }]
      : [],
  );
}
