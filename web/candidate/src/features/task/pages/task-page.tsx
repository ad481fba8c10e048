import '../task-screen.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SubmittedAttempt } from '../components/submitted-attempt';
import { TaskHeader } from '../components/task-header';
import { TaskWorkspace } from '../components/task-workspace';
import { TaskMockTestQuery } from '../graphql/task.operations';
import { movedOnNotice, taskStep } from '../lib/task-step';

function stateTitle(state: unknown): string | undefined {
  const title = (state as { test?: { title?: unknown } } | null)?.test?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * A task screen (writing1, writing2, writing3): the test given by ?test=<id>, once started on its instructions page.
 * A test in progress opens with the time it has left; a submitted one shows the stored answer.
 */
export function TaskPage() {
  const [params] = useSearchParams();
  const testId = params.get('test');
  const location = useLocation();
  const title = stateTitle(location.state) ?? 'Writing test';
  const query = useQuery(TaskMockTestQuery, {
    variables: { id: testId ?? '' },
    skip: !testId,
    fetchPolicy: 'network-only',
  });
  // Set when the server turned out to have closed the attempt while it was on screen, or (PTE, TOEFL) one of its
  // tasks: then the next task opens, with a short notice saying why.
  const [closed, setClosed] = useState<TaskAttemptFieldsFragment | null>(null);
  const [movedOn, setMovedOn] = useState<{ timeUp: boolean } | null>(null);
  const onClosed = (stored: TaskAttemptFieldsFragment, trigger?: 'candidate' | 'time-up') => {
    setMovedOn(stored.status === 'IN_PROGRESS' ? { timeUp: trigger !== 'candidate' } : null);
    setClosed(stored);
  };

  const mockTest = query.data?.mockTest;
  const existing = mockTest?.myAttempt ?? null;

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
  if (!mockTest) {
    return (
      <section className="page">
        <TaskHeader title={title} />
        <LoadingState label="Opening the test…" />
      </section>
    );
  }
  // Only Start Test on the instructions page starts the clock: a test not started yet is introduced first.
  const attempt = closed && closed.id === existing?.id ? closed : existing;
  if (!attempt || attempt.status === 'NOT_ATTEMPTED') {
    return <Navigate to={`/dashboard/writingtasks/${encodeURIComponent(testId)}/intro`} replace />;
  }
  const titles = Object.fromEntries(attempt.mockTest.tasks.map((task) => [task.key, task.title]));
  const notice = movedOn ? movedOnNotice(attempt.taskClocks, titles, movedOn.timeUp) : null;
  return (
    <>
      {attempt.status === 'IN_PROGRESS' ? (
        <TaskWorkspace
          // A new task (PTE, TOEFL) opens a new workspace: its own clock, text and submit.
          key={`${attempt.id}:${taskStep(attempt.taskClocks)?.key ?? ''}`}
          attempt={attempt}
          onClosed={onClosed}
          notice={notice}
          handedOff={movedOn !== null}
        />
      ) : (
        <SubmittedAttempt attempt={attempt} />
      )}
      {/* In the page before any hand-off, so that screen readers announce the text when it changes. */}
      <p className="visually-hidden" role="status">
        {attempt.status === 'IN_PROGRESS' ? (notice ?? '') : ''}
      </p>
    </>
  );
}
