import { markOverdue, release } from '../../domain/attempt/attempt-rules.ts';
import type { CoreDeps } from '../deps.ts';
import { notifyEvaluationReady } from './notify-candidate.ts';

/**
 * Acts at an evaluation deadline: releases a published evaluation and mails the candidate, or marks the attempt
 * overdue (publishing later releases it). Idempotent: an early wake-up, an unknown attempt or a deadline already
 * handled is 'skipped'.
 */
export async function handleDeadline(
  deps: CoreDeps,
  input: { attemptId: string },
): Promise<'released' | 'overdue' | 'skipped'> {
  const attempt = await deps.attempts.findById(input.attemptId);
  if (attempt?.status !== 'Submitted' || attempt.deadlineHandledAt !== null || attempt.deadlineAt === null) {
    return 'skipped';
  }
  const now = deps.clock.now();
  if (attempt.deadlineAt.getTime() > now.getTime()) return 'skipped';
  const evaluation = await deps.evaluations.findByAttemptId(attempt.id);
  if (evaluation?.publishedAt) {
    const released = release(attempt, now);
    await deps.attempts.save(released);
    await notifyEvaluationReady(deps, released);
    return 'released';
  }
  await deps.attempts.save(markOverdue(attempt, now));
  return 'overdue';
}
