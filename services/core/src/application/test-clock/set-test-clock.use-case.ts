import type { Profile } from '../../domain/profile/profile.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { newTestClock, type SecondMarkingDraw, type TestClock } from '../../domain/test-clock/test-clock.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { CoreDeps } from '../deps.ts';
import { requireTestClocks } from './require-test-clocks.ts';

export type TestClockView = TestClock & { email: string };

/**
 * Sets one account's test clock (admins, TEST_CLOCKS platforms): its evaluation deadline and writing time in seconds
 * and its second-marking draw, each winning over the setting for that account's attempts from now on. The clock is
 * replaced as a whole: a field left out clears that override. FORBIDDEN with TEST_CLOCKS off or for anyone but an
 * admin, NOT_FOUND for an unknown e-mail, BAD_USER_INPUT for seconds outside 1..86400.
 */
export async function setTestClock(
  deps: Pick<CoreDeps, 'clock' | 'profiles' | 'settings' | 'testClocks'>,
  input: {
    actor: Profile;
    email: string;
    evaluationDeadlineSeconds?: number | null;
    writingSeconds?: number | null;
    secondMarking?: SecondMarkingDraw | null;
  },
): Promise<TestClockView> {
  requireTestClocks(deps);
  requireAdmin(input.actor);
  const email = input.email.trim();
  if (!email) throw new DomainError('BAD_USER_INPUT', 'VALUE_REQUIRED', 'Give the e-mail address of the account.');
  const profile =
    (await deps.profiles.findByEmail(email)) ??
    (email === email.toLowerCase() ? null : await deps.profiles.findByEmail(email.toLowerCase()));
  if (!profile) throw new DomainError('NOT_FOUND', 'ACCOUNT_NOT_FOUND', `No account has the e-mail address ${email}.`);
  const clock = newTestClock({
    userId: profile.userId,
    evaluationDeadlineSeconds: input.evaluationDeadlineSeconds ?? null,
    writingSeconds: input.writingSeconds ?? null,
    secondMarking: input.secondMarking ?? null,
    now: deps.clock.now(),
  });
  const stored = await deps.testClocks.set(clock);
  return { ...stored, email: profile.email };
}
