import '../grading.css';
import { useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useParams } from 'react-router';
import { Notice } from '../../../shared/ui/notice';
import { BackToQueue, StartGrading } from '../components/grade-page-parts';
import { GradingWorkspace } from '../components/grading-workspace';
import { ReadingPaneProvider } from '../components/reading-pane';
import { TaskPanel } from '../components/task-panel';
import { gradingItemQuery } from '../graphql/grading-item.query';
import { claimExpiryText } from '../lib/claim-expiry';
import { useGradingClaim } from '../lib/use-grading-claim';

function GradeAttempt({ attemptId }: { attemptId: string }) {
  const { data, error, refetch } = useQuery(gradingItemQuery, {
    variables: { attemptId },
    fetchPolicy: 'cache-and-network',
  });
  const item = data?.gradingItem;
  const published = item?.evaluation?.published === true;
  const { claim, requestClaim } = useGradingClaim(attemptId, item, published);

  if (error && !item) {
    const described = describeError(error);
    return (
      <section className="page">
        <BackToQueue />
        <h1>Grade answer</h1>
        <ErrorAlert
          title="This answer could not be loaded."
          message={described.message}
          onRetry={() => void refetch()}
        />
      </section>
    );
  }
  if (!data) return <LoadingState label="Loading the answer…" />;
  if (!item) {
    return (
      <section className="page">
        <BackToQueue />
        <h1>Grade answer</h1>
        <ErrorAlert message="This answer does not exist or is no longer waiting for evaluation." />
      </section>
    );
  }

  const editable = !published && claim.status === 'claimed';
  return (
    <section className="page" aria-labelledby="grade-title">
      <BackToQueue />
      <div className="page-header">
        <div>
          <h1 id="grade-title">Grade answer</h1>
          <p className="muted">
            {item.candidateName} · {item.exam.label} · {item.attempt.mockTest.title}
          </p>
          {editable && item.claimedByMe ? (
            <p className="muted">{claimExpiryText(item.claimExpiresAt, new Date())}</p>
          ) : null}
        </div>
      </div>

      {claim.status === 'failed' && claim.error.code === 'CONFLICT' ? (
        <Notice tone="warning">
          <p className="alert__title">{claim.error.message}</p>
          <p>
            {item.claimedBy ? `${item.claimedBy} is grading this answer. ` : ''}You can read it, but not change the
            evaluation.
          </p>
        </Notice>
      ) : null}
      {claim.status === 'failed' && claim.error.code !== 'CONFLICT' ? (
        <ErrorAlert
          title="This answer could not be claimed, so the form is read-only."
          message={claim.error.message}
          onRetry={() => void requestClaim()}
        />
      ) : null}
      {error ? <ErrorAlert title="The answer could not be refreshed." message={describeError(error).message} /> : null}

      <ReadingPaneProvider>
        <div className="grade-layout">
          <TaskPanel item={item} />
          {published || claim.status === 'claimed' || claim.status === 'failed' ? (
            // A successful retry of the claim remounts the form as editable; publishing keeps it mounted.
            <GradingWorkspace key={`${item.attempt.id}-${claim.status}`} item={item} editable={editable} />
          ) : claim.status === 'claiming' ? (
            <div className="card">
              <LoadingState label="Claiming this answer for you…" />
            </div>
          ) : (
            <StartGrading claimedBy={item.claimedBy} onStart={() => void requestClaim()} />
          )}
        </div>
      </ReadingPaneProvider>
    </section>
  );
}

/**
 * Grading one attempt: the answers on the left, readable at once; the evaluation form on the right once the tutor
 * presses Start grading, which claims the answer (an answer the tutor already holds opens straight into the form).
 */
export function GradePage() {
  const { attemptId = '' } = useParams();
  // A new attempt id is a new visit: fresh claim, fresh form.
  return <GradeAttempt key={attemptId} attemptId={attemptId} />;
}
