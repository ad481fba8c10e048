import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import { useNavigate } from 'react-router';
import { StartAttemptMutation } from '../../task/graphql/task.operations';
import { screenPath } from '../../task/lib/screen-path';

/** Start Test: the server records the start now (the clock begins), then the task screen opens. */
export function StartTestButton({ test }: { test: { id: string; type: string } }) {
  const navigate = useNavigate();
  const [startTest, { loading, error, reset }] = useMutation(StartAttemptMutation);

  async function start() {
    reset();
    const result = await startTest({ variables: { mockTestId: test.id } }).catch(() => null);
    const started = result?.data?.startAttempt;
    // The instructions page is left behind: Back from the task screen goes to the list.
    if (started) await navigate(screenPath(started.mockTest), { replace: true });
  }

  return (
    <div className="test-intro__start">
      {error && <ErrorAlert message={errorMessage(error, 'The test could not be started. Please try again.')} />}
      <button
        type="button"
        className="button button--primary button--large"
        disabled={loading}
        aria-busy={loading}
        onClick={() => void start()}
      >
        {loading ? 'Starting…' : 'Start Test'}
      </button>
    </div>
  );
}
