import { ConfirmDialog } from '@mocktest/web-shared/ui';
import type { Blocker } from 'react-router';

const leaveQuestion =
  'The clock keeps running while you are away: the time you spend outside the test counts. Your answer so far is saved, and Continue test on the Writing Mock Tests list brings you back.';

/** Asks before a held navigation leaves a running test; No keeps the candidate writing. */
export function LeaveTestDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave the test?"
      description={leaveQuestion}
      confirmLabel="Leave the test"
      cancelLabel="Stay in the test"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
