import type { Attempt } from '../../domain/attempt/attempt.ts';
import { newAttempt } from '../../domain/attempt/attempt-rules.ts';
import { isTestUnlocked } from '../../domain/plan/test-access.ts';
import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CoreDeps } from '../deps.ts';
import { saveNewOrReuse } from '../shared/save-new.ts';
import { clockKnobsFor } from '../test-clock/clock-knobs.ts';
import { armTimer } from './arm-timer.ts';

/**
 * Starts a test, or returns the attempt already started, so a refresh or another device never resets the clock.
 * The server closes the attempt itself when its time is up. FORBIDDEN when the caller's plan does not include it.
 */
export async function startAttempt(
  deps: Pick<
    CoreDeps,
    'attempts' | 'clock' | 'deadlines' | 'escalationTimers' | 'ids' | 'mockTests' | 'settings' | 'testClocks'
  >,
  input: { actor: Profile; mockTestId: string },
): Promise<Attempt> {
  const { actor, mockTestId } = input;
  const test = await deps.mockTests.findById(mockTestId);
  if (!test) throw new DomainError('NOT_FOUND', 'NOT_FOUND', 'This mock test does not exist.');
  const existing = await deps.attempts.findByUserAndTest(actor.userId, test.id);
  if (existing) return existing;
  const now = deps.clock.now();
  if (!isTestUnlocked(actor, test, now))
    throw new DomainError('FORBIDDEN', 'PLAN_REQUIRED', 'This test is not included in your plan.');
  const knobs = await clockKnobsFor(deps, actor.userId);
  const attempt = newAttempt({
    id: deps.ids.newId(),
    userId: actor.userId,
    test,
    now,
    writingSecondsOverride: knobs.writingSecondsOverride,
    // The switch's last state on the profile is the choice: the tutor sees it, and it decides who reads the hints.
    withHints: actor.practiceWithHints,
  });
  let created = false;
  const stored = await saveNewOrReuse(
    attempt,
    async (record) => {
      await deps.attempts.insert(record);
      created = true;
    },
    () => deps.attempts.findByUserAndTest(actor.userId, test.id),
  );
  if (created) await armTimer(deps, stored);
  return stored;
}
