import type { Attempt } from '../../domain/attempt/attempt.ts';
import { closeAtTimeUp, closesAt, isSubmitted } from '../../domain/attempt/attempt-rules.ts';
import { markOverdue, release } from '../../domain/attempt/release.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import { evaluationOverdueData, evaluationReleasedData } from '../../domain/webhook/webhook-payloads.ts';
import { armTimer } from '../attempt/arm-timer.ts';
import { recordSubmission } from '../attempt/record-submission.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { emitWebhookEvent } from '../webhook/emit-webhook-event.ts';
import { alertAdminsOfMissedDeadline } from './alert-admins-of-missed-deadline.ts';
import { apologiseForLateEvaluation } from './apologise-for-late-evaluation.ts';
import { notifyEvaluationReady } from './notify-candidate.ts';

export type TimerOutcome = 'closed' | 'released' | 'overdue' | 'skipped';

/**
 * Acts when an attempt's timer fires. At the end of the writing time plus the grace, an attempt still in progress is
 * closed: its last saved answers are submitted, timed out, and the evaluation deadline starts; with per-task clocks
 * (PTE, TOEFL) the task whose time is up is closed and the next opened, and the timer re-armed for it. At the evaluation
 * deadline, a published evaluation is released and the candidate mailed, or the attempt is marked overdue
 * (publishing later releases it), the candidate credited one extra test and sent an apology, and the admins alerted. Idempotent and safe against concurrent requests: an early wake-up, an unknown
 * attempt or a timer already handled is 'skipped'.
 */
export async function handleDeadline(
  deps: Pick<CoreDeps, 'deadlines' | 'escalationTimers' | 'settings' | 'transaction'>,
  input: { attemptId: string },
): Promise<TimerOutcome> {
  const outcome = await deps.transaction(async (tx): Promise<{ result: TimerOutcome; attempt?: Attempt }> => {
    const attempt = await tx.attempts.findByIdForUpdate(input.attemptId);
    if (!attempt) return { result: 'skipped' };
    const now = tx.clock.now();
    if (!isSubmitted(attempt)) {
      if (now.getTime() < closesAt(attempt, tx.settings.timeUpGraceSeconds).getTime()) return { result: 'skipped' };
      // The plan held now, at the submission the server makes on the candidate's behalf.
      const candidate = await tx.profiles.findByUserId(attempt.userId);
      const knobs = await clockKnobsFor(tx, attempt.userId);
      const terms = {
        evaluationMinutes: evaluationMinutesFor(candidate ?? { isSubscribed: false, plan: null, expiresAt: null }, now),
        overrideSeconds: knobs.deadlineSecondsOverride,
      };
      const closed = closeAtTimeUp(attempt, now, terms, tx.settings.timeUpGraceSeconds);
      if (closed === attempt) return { result: 'skipped' };
      const stored = await tx.attempts.update(closed);
      // A per-task clock may only have moved to the next task; the submission itself is the event.
      if (isSubmitted(stored)) await recordSubmission(tx, stored);
      return { result: 'closed', attempt: stored };
    }
    if (attempt.status !== 'Submitted' || attempt.deadlineHandledAt !== null || attempt.deadlineAt === null) {
      return { result: 'skipped' };
    }
    if (attempt.deadlineAt.getTime() > now.getTime()) return { result: 'skipped' };
    const evaluation = await tx.evaluations.findByAttemptId(attempt.id);
    if (evaluation?.publishedAt) {
      const released = await tx.attempts.update(release(attempt, now));
      await notifyEvaluationReady(tx, released);
      await emitWebhookEvent(tx, 'evaluation.released', evaluationReleasedData(released, evaluation));
      return { result: 'released' };
    }
    const overdue = await tx.attempts.update(markOverdue(attempt, now));
    // One read of the candidate's profile serves the apology and the admins' alert.
    const candidate = await tx.profiles.findByUserId(overdue.userId);
    await apologiseForLateEvaluation(tx, overdue, candidate);
    await alertAdminsOfMissedDeadline(tx, overdue, candidate);
    await emitWebhookEvent(tx, 'evaluation.overdue', evaluationOverdueData(overdue));
    return { result: 'overdue' };
  });
  if (outcome.attempt) await armTimer(deps, outcome.attempt);
  return outcome.result;
}
