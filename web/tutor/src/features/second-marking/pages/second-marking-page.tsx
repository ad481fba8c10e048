import '../second-marking.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { formatDateTime } from '@mocktest/web-shared/format';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Notice } from '../../../shared/ui/notice';
import { SentenceResult } from '../../grading/components/sentence-result';
import { buildSentenceTaskKey } from '../../grading/lib/answer-text';
import { SecondMarkingForm } from '../components/second-marking-form';
import {
  claimSecondMarkingMutation,
  publishSecondMarkingMutation,
  saveSecondMarkingMutation,
  secondMarkingQuery,
} from '../graphql/second-marking.graphql';

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
  const attemptId = useParams().attemptId ?? '';
  const { data, error, refetch } = useQuery(secondMarkingQuery, {
    variables: { attemptId },
    fetchPolicy: 'cache-and-network',
  });
  const [claim] = useMutation(claimSecondMarkingMutation);
  const [save] = useMutation(saveSecondMarkingMutation);
  const [publish] = useMutation(publishSecondMarkingMutation);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const claimed = useRef(false);
  const marking = data?.secondMarking;

  useEffect(() => {
    if (!marking || marking.publishedAt || marking.claimedByMe || claimed.current) return;
    claimed.current = true;
    // The marking has no id for the cache to merge the mutation's answer into: read it again once taken.
    claim({ variables: { attemptId } })
      .then(() => refetch())
      .catch((caught) => setClaimError(describeError(caught).message));
  }, [marking, attemptId, claim, refetch]);

  if (error && !data) {
    return (
      <section className="page">
        <BackToQueue />
        <h1>Second marking</h1>
        <ErrorAlert title="This second marking could not be loaded." message={describeError(error).message} />
      </section>
    );
  }
  if (!data) return <LoadingState label="Loading the answer…" />;
  if (!marking) {
    return (
      <section className="page">
        <BackToQueue />
        <h1>Second marking</h1>
        <Notice>This answer was not drawn for a second marking.</Notice>
      </section>
    );
  }

  const test = marking.attempt.mockTest;
  const answerOf = (taskKey: string) => marking.attempt.answers.find((answer) => answer.taskKey === taskKey);
  const input = (content: {
    criterionScores: { taskKey: string; criterion: string; score: number }[];
    note: string;
  }) => ({
    attemptId,
    input: content,
  });

  return (
    <section className="page second-marking-page" aria-labelledby="second-marking-title">
      <BackToQueue />
      <div className="page-header">
        <div>
          <p className="eyebrow">
            <span className="status-badge status-other">Second marking</span>
          </p>
          <h1 id="second-marking-title">{test.title}</h1>
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
        <div className="second-marking-answers">
          {test.tasks.map((task) => (
            <article className="card" key={task.key} aria-labelledby={`answer-${task.key}`}>
              <h2 id={`answer-${task.key}`}>{task.title}</h2>
              <p className="muted small second-marking-prompt">{task.prompt}</p>
              {task.key === buildSentenceTaskKey ? (
                <SentenceResult items={marking.attempt.sentenceItems} score={marking.attempt.sentenceScore} />
              ) : (
                <>
                  <div className="second-marking-answer">{answerOf(task.key)?.text ?? ''}</div>
                  <p className="muted small">{answerOf(task.key)?.wordCount ?? 0} words</p>
                </>
              )}
            </article>
          ))}
        </div>
        <div className="second-marking-side">
          {marking.publishedAt ? (
            <div className="card">
              <h2>Published</h2>
              <p>
                {marking.claimedByMe || marking.criterionScores.length > 0
                  ? `Your second marking was published ${formatDateTime(marking.publishedAt)}${
                      marking.overall ? `: ${marking.overall.display}` : ''
                    }.`
                  : `This second marking was published ${formatDateTime(marking.publishedAt)}.`}
              </p>
            </div>
          ) : marking.claimedByMe ? (
            <SecondMarkingForm
              tasks={test.tasks}
              criteria={marking.exam.rubric.criteria}
              stored={marking}
              onSave={async (content) => {
                await save({ variables: input(content) });
                setSaved('Draft saved.');
              }}
              onPublish={async (content) => {
                await publish({ variables: input(content) });
                setSaved('Second marking published.');
                void refetch();
              }}
            />
          ) : (
            <div className="card">
              <p className="muted">
                {marking.claimedBy ? `${marking.claimedBy} is doing this second marking.` : 'Taking the marking…'}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
