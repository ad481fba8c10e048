import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { AttemptRewriteQuery } from '../graphql/rewrite.operations';
import { rewriteIntroPath, rewriteMinutes, rewritePath } from '../lib/rewrite-path';
import './rewrite-panel.css';
import { RecheckTable, RewriteText } from './rewrite-recheck-parts';

type Attempt = TaskAttemptFieldsFragment;

/**
 * Rewrite and recheck, under the released evaluation: the one rewrite of this answer (same test, same time limit),
 * its state, and once released the tutor's verdict per criterion on whether each weakness was fixed, with the updated
 * overall estimate beside the original's.
 */
export function RewritePanel({
  attempt,
  criterionLabel,
}: {
  attempt: Attempt;
  criterionLabel: (taskKey: string, key: string) => string;
}) {
  const query = useQuery(AttemptRewriteQuery, {
    variables: { attemptId: attempt.id },
    fetchPolicy: 'cache-and-network',
  });
  const rewrite = query.data?.attempt?.rewrite ?? null;
  // The rewrite covers the written tasks, so TOEFL's Build a Sentence minutes are not in its time.
  const minutes = rewriteMinutes(attempt.mockTest);

  let body: ReactNode;
  if (query.error && !query.data) {
    body = (
      <ErrorAlert message={errorMessage(query.error)} onRetry={() => void query.refetch().catch(() => undefined)} />
    );
  } else if (!query.data) {
    body = <p className="muted">Loading…</p>;
  } else if (!rewrite) {
    body = (
      <>
        <p>
          Write this test again with the feedback above in mind. You have the same time as the test ({minutes} minutes),
          and the clock starts only when you press Start the rewrite on the next page. A tutor then checks, criterion by
          criterion, whether you fixed the weaknesses. You have one rewrite for this answer; it does not use a test of
          your plan.
        </p>
        <Link className="button button--primary" to={rewriteIntroPath(attempt.id)}>
          Rewrite this answer
        </Link>
      </>
    );
  } else if (!rewrite.submittedAt) {
    body = (
      <>
        <p>Your rewrite is in progress; its time runs until {formatDateTime(rewrite.endsAt)}.</p>
        <Link className="button button--primary" to={rewritePath(rewrite)}>
          Continue your rewrite
        </Link>
      </>
    );
  } else if (!rewrite.recheckedAt) {
    body = (
      <>
        <p role="status">
          Rewrite submitted {formatDateTime(rewrite.submittedAt)}
          {rewrite.timedOut && ' (after the time ran out)'}. A tutor is rechecking it; the verdicts show here by{' '}
          {formatDateTime(rewrite.deadlineAt)}.
        </p>
        <RewriteText attempt={attempt} rewrite={rewrite} />
      </>
    );
  } else {
    body = (
      <>
        <p>A tutor compared your rewrite with this answer and its feedback:</p>
        {rewrite.overall ? (
          <p className="rewrite-panel__estimate">
            Updated estimate: <strong>{rewrite.overall.display}</strong>
            {attempt.evaluation?.overall ? ` (was ${attempt.evaluation.overall.display})` : ''}
          </p>
        ) : null}
        {rewrite.checks.length > 0 && (
          <RecheckTable attempt={attempt} rewrite={rewrite} criterionLabel={criterionLabel} />
        )}
        <RewriteText attempt={attempt} rewrite={rewrite} />
      </>
    );
  }

  return (
    <section className="evaluation__section rewrite-panel" aria-labelledby="rewrite-panel-title">
      <h3 id="rewrite-panel-title">Rewrite and recheck</h3>
      {body}
    </section>
  );
}
