import type { AttemptStatus } from '../../../gql/graphql';

export type RowAction = 'start' | 'continue' | 'feedback' | 'upgrade';

/** Which button a test row shows: an attempt decides before the lock, so past work stays readable. */
export function rowAction(test: { unlocked: boolean; myAttempt?: { status: AttemptStatus } | null }): RowAction {
  const status = test.myAttempt?.status;
  if (status === 'IN_PROGRESS') return 'continue';
  if (status && status !== 'NOT_ATTEMPTED') return 'feedback';
  return test.unlocked ? 'start' : 'upgrade';
}

export const rowActionLabel: Record<RowAction, string> = {
  start: 'Start test',
  continue: 'Continue test',
  feedback: 'View Feedback',
  upgrade: 'Upgrade',
};
