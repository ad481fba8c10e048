import { type ClockKnobs, knobsFor } from '../../domain/test-clock/test-clock.ts';
import type { CoreDeps } from '../deps.ts';

/**
 * The deadline, writing-time and second-marking knobs for one account's attempt: its test clock's overrides over the
 * settings. Read through `deps` (pass the transaction's to read inside it); with TEST_CLOCKS off the store is the
 * null one and no query is made.
 */
export async function clockKnobsFor(
  deps: Pick<CoreDeps, 'settings' | 'testClocks'>,
  userId: string,
): Promise<ClockKnobs> {
  const clock = await deps.testClocks.forUser(userId);
  return knobsFor(clock, deps.settings);
}
