import '../task-screen.css';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SubmittedAttempt } from '../components/submitted-attempt';
import { TaskHeader } from '../components/task-header';
import { TaskWorkspace } from '../components/task-workspace';
import { StartAttemptMutation, TaskMockTestQuery } from '../graphql/task.operations';

function stateTitle(state: unknown): string | undefined {
  const title = (state as { test?: { title?: unknown } } | null)?.test?.title;
  return typeof title === 'string' ? title : undefined;
}

/** A task screen (writing1, writing2, writing3): opens the test given by ?test=<id>. */
export function TaskPage() {
  const [params] = useSearchParams();
  const testId = params.get('test');
  const location = useLocation();
  const client = useApolloClient();
  const title = stateTitle(location.state) ?? 'Writing test';
  const query = useQuery(TaskMockTestQuery, {
    variables: { id: testId ?? '' },
    skip: !testId,
    fetchPolicy: 'network-only',
  });
  const [started, setStarted] = useState<TaskAttemptFieldsFragment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  // Set when the server turned out to have closed the attempt while it was on screen.
  const [closed, setClosed] = useState<TaskAttemptFieldsFragment | null>(null);
  const startedFor = useRef<string | null>(null);

  const mockTest = query.data?.mockTest;
  const existing = mockTest?.myAttempt ?? null;
  const mustStart = Boolean(mockTest) && (!existing || existing.status === 'IN_PROGRESS');

  const start = useCallback(
    async (mockTestId: string) => {
      setStartError(null);
      try {
        const result = await client.mutate({ mutation: StartAttemptMutation, variables: { mockTestId } });
        setStarted(result.data?.startAttempt ?? null);
      } catch (error) {
        setStartError(errorMessage(error, 'The test could not be started. Please try again.'));
      }
    },
    [client],
  );

  // startAttempt is idempotent; the ref only avoids a second request when React re-runs the effect.
  useEffect(() => {
    if (!testId || !mustStart || startedFor.current === testId) return;
    startedFor.current = testId;
    void start(testId);
  }, [testId, mustStart, start]);

  if (!testId) {
    return (
      <section className="page">
        <TaskHeader title="No test selected" />
        <p>
          Choose a test from the <Link to="/dashboard/writingtasks">Writing Mock Tests</Link> list.
        </p>
      </section>
    );
  }

  const loadError = query.error ? errorMessage(query.error) : mockTest === null ? 'This test does not exist.' : null;
  if (loadError) {
    return (
      <section className="page">
        <TaskHeader title={title} />
        <ErrorAlert message={loadError} onRetry={() => void query.refetch().catch(() => undefined)} />
      </section>
    );
  }
  if (startError) {
    return (
      <section className="page">
        <TaskHeader title={title} />
        <ErrorAlert message={startError} onRetry={() => void start(testId)} />
        {mockTest && !mockTest.unlocked && (
          <p>
            <Link to="/dashboard/upgrade">See the plans</Link> to unlock this test.
          </p>
        )}
      </section>
    );
  }

  const opened = mustStart ? (started?.mockTest.id === testId ? started : null) : existing;
  const attempt = closed && closed.id === opened?.id ? closed : opened;
  if (!attempt) {
    return (
      <section className="page">
        <TaskHeader title={title} />
        <LoadingState label="Opening the test…" />
      </section>
    );
  }
  return attempt.status === 'IN_PROGRESS' ? (
    <TaskWorkspace key={attempt.id} attempt={attempt} onClosed={setClosed} />
  ) : (
    <SubmittedAttempt attempt={attempt} />
  );
}
