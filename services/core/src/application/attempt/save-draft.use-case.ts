import type { Answer, Attempt } from '../../domain/attempt/attempt.ts';
import { moveOnToTask, saveDraftAnswers } from '../../domain/attempt/attempt-rules.ts';
import { testTaskKeys } from '../../domain/exam/mock-test-rules.ts';
import { evaluationMinutesFor } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import type { CoreDeps } from '../deps.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { armTimer } from './arm-timer.ts';
import { changeOwnAttempt } from './change-own-attempt.ts';

/**
 * Autosaves the caller's drafts, merged by task into what is stored (two tabs saving different tasks keep both).
 * CONFLICT once the attempt is submitted (a submit always wins over a draft save), during reading time and after
 * the time is up; with per-task clocks (PTE, TOEFL) also for a task closed or not open yet, unless `moveOn` (callers
 * that write one task per call, the old REST contract): then writing a later task hands in the tasks before it.
 * One conditional write; `current` is the attempt as the caller just read it, if at hand. A plain autosave needs
 * only who the caller is (the owner check), so its callers need not read the caller's profile; moving on needs the
 * profile's plan (the deadline of a test it hands in).
 */
export async function saveDraft(
  deps: Pick<
    CoreDeps,
    'attempts' | 'clock' | 'deadlines' | 'escalationTimers' | 'mockTests' | 'settings' | 'testClocks' | 'transaction'
  >,
  input: { attemptId: string; answers: Answer[]; current?: Attempt } & (
    | { actor: Pick<Profile, 'userId'>; moveOn?: false }
    | { actor: Profile; moveOn: true }
  ),
): Promise<Attempt> {
  const grace = deps.settings.timeUpGraceSeconds;
  // Only moving on can hand in the test (and fix its deadline): a plain autosave reads no test clock.
  const moveOn = input.moveOn ? { actor: input.actor, knobs: await clockKnobsFor(deps, input.actor.userId) } : null;
  let movedOn = false;
  const outcome = await changeOwnAttempt(deps, input, (attempt, test) => {
    const now = deps.clock.now();
    const [target] = input.answers;
    let base = attempt;
    if (moveOn && target) {
      const terms = {
        evaluationMinutes: evaluationMinutesFor(moveOn.actor, now),
        overrideSeconds: moveOn.knobs.deadlineSecondsOverride,
      };
      base = moveOnToTask(attempt, target.taskKey, now, terms, grace);
    }
    // Set on every try: a retry after a conflict starts again from the attempt as stored then.
    movedOn = base !== attempt;
    return saveDraftAnswers(base, input.answers, now, testTaskKeys(test), grace);
  });
  // Moving on opened another task: its clock is the attempt's timer now. A save of the open task leaves the timer as
  // it was armed (arming it again on each save cost a few Redis round trips per REST autosave).
  if (outcome.changed && movedOn) await armTimer(deps, outcome.attempt);
  return outcome.attempt;
}
