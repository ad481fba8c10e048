import '../task-screen.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { RewriteWorkspace } from '../components/rewrite-workspace';
import { TaskHeader } from '../components/task-header';
import { RewriteScreenQuery } from '../graphql/rewrite.operations';
import { screenPath } from '../lib/screen-path';

/** The rewrite screen (/dashboard/writingtasks/rewrite/:id?attempt=<original>): once submitted, back to the evaluation. */
export function RewritePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const attemptId = params.get('attempt') ?? '';
  const navigate = useNavigate();
  const query = useQuery(RewriteScreenQuery, { variables: { rewriteId: id, attemptId }, fetchPolicy: 'network-only' });
  const rewrite = query.data?.rewrite;
  const attempt = query.data?.attempt;

  const loadError = query.error
    ? errorMessage(query.error)
    : query.data && (!rewrite || !attempt)
      ? 'This rewrite does not exist.'
      : null;
  if (loadError) {
    return (
      <section className="page">
        <TaskHeader title="Rewrite" />
        <ErrorAlert message={loadError} onRetry={() => void query.refetch().catch(() => undefined)} />
      </section>
    );
  }
  if (!rewrite || !attempt) {
    return (
      <section className="page">
        <TaskHeader title="Rewrite" />
        <LoadingState label="Opening your rewrite…" />
      </section>
    );
  }
  const evaluationPath = screenPath(attempt.mockTest);
  if (rewrite.submittedAt) return <Navigate to={evaluationPath} replace />;
  return (
    <RewriteWorkspace
      attempt={attempt}
      rewrite={rewrite}
      onSubmitted={() => void navigate(evaluationPath, { replace: true })}
    />
  );
}
