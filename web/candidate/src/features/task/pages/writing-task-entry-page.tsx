import '../task-screen.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Link, Navigate, useParams } from 'react-router';
import { TaskHeader } from '../components/task-header';
import { isSampleId } from '../data/sample-questions';
import { TestEntryQuery } from '../graphql/test-entry.query';
import { screenPath } from '../lib/screen-path';
import { SampleTaskPage } from './sample-task-page';

function OpenTest({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(TestEntryQuery, { variables: { id } });
  if (error) {
    return (
      <section className="page">
        <TaskHeader title="Writing test" />
        <ErrorAlert message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      </section>
    );
  }
  if (!data) return <LoadingState label="Opening the test…" />;
  if (!data.mockTest) {
    return (
      <section className="page">
        <TaskHeader title="Writing test" />
        <p className="empty">
          This test does not exist. Choose one from the <Link to="/dashboard/writingtasks">Writing Mock Tests</Link>.
        </p>
      </section>
    );
  }
  return <Navigate to={screenPath(data.mockTest)} replace />;
}

/** /dashboard/writingtasks/{id}: the practice task for ids 1 and 2, otherwise the test's own task screen. */
export function WritingTaskEntryPage() {
  const { id = '' } = useParams();
  return isSampleId(id) ? <SampleTaskPage key={id} id={id} /> : <OpenTest id={id} />;
}
