import { type Account, demoAdminAccount, graphqlAs } from './accounts.ts';

// The platform's test clocks (TEST_CLOCKS=true on the shared platform): per-account deadlines, writing times and
// second-marking draws, and timers made due now through the real scheduler, so no test waits on wall time.

type Clock = { evaluationDeadlineSeconds?: number; writingSeconds?: number; secondMarking?: 'ALWAYS' | 'NEVER' };

/** Replaces `account`'s test clock; what it leaves out follows the platform's settings. */
export async function setTestClock(account: Pick<Account, 'email'>, clock: Clock): Promise<void> {
  await graphqlAs(
    await demoAdminAccount(),
    'mutation ($input: SetTestClockInput!) { setTestClock(input: $input) { email } }',
    { input: { email: account.email, ...clock } },
  );
}

/**
 * Fires a timer now: an attempt id (end of writing time or evaluation deadline), `escalation:<attempt id>`,
 * `rewrite:<rewrite id>` or `recheck:<rewrite id>`. False when the timer had nothing left to do.
 */
export async function makeTimerDueNow(timerId: string): Promise<boolean> {
  const { makeTimerDueNow } = await graphqlAs<{ makeTimerDueNow: boolean }>(
    await demoAdminAccount(),
    'mutation ($id: String!) { makeTimerDueNow(timerId: $id) }',
    { id: timerId },
  );
  return makeTimerDueNow;
}
