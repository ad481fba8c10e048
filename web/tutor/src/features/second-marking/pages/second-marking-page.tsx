import '../second-marking.css';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../shared/ui/notice';
import { SecondMarkingAnswers } from '../components/second-marking-answers';
import { SecondMarkingSide } from '../components/second-marking-side';
import { useSecondMarking } from '../lib/use-second-marking';

/** The page without a marking to show: the way back, the title, and why. */
function NoMarking({ children }: { children: ReactNode }) {
  return (
    <section className="page">
      <BackToQueue />
      <h1>Second marking</h1>
      {children}
    </section>
  );
}

function BackToQueue() {
  return (
    <Link className="back-link" to="/">
      <span aria-hidden="true">← </span>Back to the queue
    </Link>
  );
}

/**
 * A blind second marking: the candidate's answer and the rubric, with no trace of the first evaluation (the server
 * withholds it from the second marker). Opening the page claims the marking, as the grading page claims an answer.
 */
export function SecondMarkingPage() {
  const { data, error, marking, claimError, saved, onSave, onPublish } = useSecondMarking(useParams().attemptId ?? '');

  if (error && !data) {
    return (
      <NoMarking>
        <ErrorAlert title="This second marking could not be loaded." message={describeError(error).message} />
      </NoMarking>
    );
  }
  if (!data) return <LoadingState label="Loading the answer…" />;
  if (!marking) {
    return (
      <NoMarking>
        <Notice>This answer was not drawn for a second marking.</Notice>
      </NoMarking>
    );
  }

  return (
    <section className="page second-marking-page" aria-labelledby="second-marking-title">
      <BackToQueue />
      <div className="page-header">
        <div>
          <p className="eyebrow">
            <span className="status-badge status-other">Second marking</span>
          </p>
          <h1 id="second-marking-title">{marking.attempt.mockTest.title}</h1>
          <p className="muted">
            {marking.exam.label} · {marking.candidateName}
            {marking.attempt.submittedAt ? ` · submitted ${formatDateTime(marking.attempt.submittedAt)}` : ''}
          </p>
        </div>
      </div>
      <Notice>
        Mark this answer on your own. The first tutor's evaluation is hidden from you, and yours never reaches the
        candidate: the two are only compared on the admins' agreement screen.
      </Notice>
      {claimError ? <ErrorAlert title="You cannot take this second marking." message={claimError} /> : null}
      {saved ? <Notice tone="success">{saved}</Notice> : null}

      <div className="second-marking-layout">
        <SecondMarkingAnswers marking={marking} />
        <div className="second-marking-side">
          <SecondMarkingSide marking={marking} onSave={onSave} onPublish={onPublish} />
        </div>
      </div>
    </section>
  );
}
