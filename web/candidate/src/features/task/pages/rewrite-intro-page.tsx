import '../task-screen.css';
import './rewrite-intro.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { TaskHeader } from '../components/task-header';
import { RewriteIntroQuery, StartRewriteMutation } from '../graphql/rewrite.operations';
import { rewriteMinutes, rewritePath } from '../lib/rewrite-path';
import { screenPath } from '../lib/screen-path';

/**
 * The rewrite's instructions (/dashboard/writingtasks/rewrite/start?attempt=<id>): what happens, then the clock starts
 * only on "Start the rewrite". A rewrite already started opens where it is.
 */
export function RewriteIntroPage() {
  const [params] = useSearchParams();
  const attemptId = params.get('attempt') ?? '';
  const navigate = useNavigate();
  const query = useQuery(RewriteIntroQuery, { variables: { attemptId }, fetchPolicy: 'network-only' });
  const [start, started] = useMutation(StartRewriteMutation);
  const attempt = query.data?.attempt;

  if (query.error || (query.data && !attempt)) {
    return (
      <section className="page">
        <TaskHeader title="Rewrite" />
        <ErrorAlert
          message={query.error ? errorMessage(query.error) : 'This answer does not exist.'}
          onRetry={() => void query.refetch().catch(() => undefined)}
        />
      </section>
    );
  }
  if (!attempt) {
    return (
      <section className="page">
        <TaskHeader title="Rewrite" />
        <LoadingState label="Loading…" />
      </section>
    );
  }
  const evaluationPath = screenPath(attempt.mockTest);
  if (attempt.rewrite) {
    return <Navigate to={attempt.rewrite.submittedAt ? evaluationPath : rewritePath(attempt.rewrite)} replace />;
  }
  const minutes = rewriteMinutes(attempt.mockTest);

  async function startRewrite() {
    const result = await start({ variables: { attemptId } }).catch(() => null);
    const opened = result?.data?.startRewrite;
    if (opened) await navigate(rewritePath(opened), { replace: true });
  }

  return (
    <section className="page rewrite-intro">
      <TaskHeader title={`Rewrite: ${attempt.mockTest.title}`} />
      <div className="rewrite-intro__card">
        <h2>Before you start</h2>
        <ul className="rewrite-intro__steps">
          <li>
            You get the same time as the test: <strong>{minutes} minutes</strong>, counted from when you press Start the
            rewrite. At the end, the text on screen is handed in.
          </li>
          <li>
            Your answer is in the box to improve. Your tutor's feedback, weaknesses and comments stay beside it while
            you write.
          </li>
          <li>
            The tutor's revised answer and the model answers are put away until your rewrite has been rechecked, so that
            the rewrite is your own work. They come back with the recheck.
          </li>
          <li>
            A tutor then checks, criterion by criterion, whether you fixed each weakness. You have one rewrite for this
            answer, and it does not use a test of your plan.
          </li>
        </ul>
        {started.error && <ErrorAlert message={errorMessage(started.error)} />}
        <div className="rewrite-intro__actions">
          <Link className="button button--secondary" to={evaluationPath}>
            Back to the evaluation
          </Link>
          <button
            type="button"
            className="button button--primary button--large"
            disabled={started.loading}
            onClick={() => void startRewrite()}
          >
            {started.loading ? 'Starting…' : 'Start the rewrite'}
          </button>
        </div>
      </div>
    </section>
  );
}
