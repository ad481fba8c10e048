import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { useNow } from '@mocktest/web-shared/time';
import { ConfirmDialog, ErrorAlert } from '@mocktest/web-shared/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RewriteFieldsFragment, TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SaveRewriteDraftMutation, SubmitRewriteMutation } from '../graphql/rewrite.operations';
import { writtenTasks } from '../lib/sentence-order';
import { AnswerBox } from './answer-box';
import { ExamSplit } from './exam-split';
import { RewriteFeedback } from './rewrite-feedback';
import { TaskHeader } from './task-header';
import { TaskTabs } from './task-tabs';
import { TimerBar } from './timer-bar';

type Texts = Record<string, string>;

// Drafts go to the server this often while the text changes (the attempt screen's own rhythm).
const autosaveMs = 5_000;

const answerInput = (keys: string[], texts: Texts) => keys.map((taskKey) => ({ taskKey, text: texts[taskKey] ?? '' }));

/**
 * Writing the rewrite: the test's tasks as set, each box starting from the saved draft or else the original answer,
 * the tutor's feedback beside it (above the question, on the exams' split screen), the rewrite's own clock (the test's
 * time limit), autosave and submit. At 00:00 the text on screen is submitted.
 */
export function RewriteWorkspace({
  attempt,
  rewrite,
  onSubmitted,
}: {
  attempt: TaskAttemptFieldsFragment;
  rewrite: RewriteFieldsFragment;
  onSubmitted: () => void;
}) {
  const client = useApolloClient();
  const panelId = useId();
  // A rewrite is of the written tasks (TOEFL's Build a Sentence was scored exactly, once).
  const test = { ...attempt.mockTest, tasks: writtenTasks(attempt.mockTest.tasks) };
  const keys = test.tasks.map((task) => task.key);
  const [texts, setTexts] = useState<Texts>(() =>
    Object.fromEntries(
      keys.map((key) => [
        key,
        rewrite.answers.find((answer) => answer.taskKey === key)?.text ??
          attempt.answers.find((answer) => answer.taskKey === key)?.text ??
          '',
      ]),
    ),
  );
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const savedRef = useRef(JSON.stringify(texts));
  const [tab, setTab] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useNow(1000, true);
  const endsAt = new Date(rewrite.endsAt).getTime();
  const timeUp = now >= endsAt;

  useEffect(() => {
    if (timeUp || sending) return;
    const timer = setInterval(() => {
      const snapshot = JSON.stringify(textsRef.current);
      if (snapshot === savedRef.current) return;
      void client
        .mutate({
          mutation: SaveRewriteDraftMutation,
          variables: { rewriteId: rewrite.id, answers: answerInput(keys, textsRef.current) },
        })
        .then(() => {
          savedRef.current = snapshot;
        })
        .catch(() => undefined);
    }, autosaveMs);
    return () => clearInterval(timer);
  }, [client, rewrite.id, keys, timeUp, sending]);

  const submit = useCallback(async () => {
    setSending(true);
    setError(null);
    try {
      await client.mutate({
        mutation: SubmitRewriteMutation,
        variables: { rewriteId: rewrite.id, answers: answerInput(keys, textsRef.current) },
      });
      onSubmitted();
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  }, [client, rewrite.id, keys, onSubmitted]);

  useEffect(() => {
    if (timeUp && !sending && error === null) void submit();
  }, [timeUp, sending, error, submit]);

  const task = test.tasks[tab] ?? test.tasks[0];
  if (!task) return <p className="empty">This test has no tasks.</p>;
  const writing = !timeUp && !sending;
  const original = attempt.answers.find((answer) => answer.taskKey === task.key)?.text ?? '';

  return (
    <div className={`task-screen task-screen--exam${task.oetCase ? ' task-screen--wide' : ''}`}>
      <TimerBar
        remainingMs={timeUp ? 0 : endsAt - now}
        note={timeUp ? 'Time is up: your rewrite is being submitted.' : undefined}
      />
      <TaskHeader title={`Rewrite: ${test.title}`}>
        <p className="task-header__meta">
          Your answer is in the box to work on; apply the feedback and submit before the time runs out.
        </p>
      </TaskHeader>
      {test.tasks.length > 1 && (
        <TaskTabs labels={test.tasks.map((item) => item.title)} selected={tab} onSelect={setTab} panelId={panelId} />
      )}
      <div className="task-panel" id={panelId} role={test.tasks.length > 1 ? 'tabpanel' : undefined}>
        <ExamSplit
          key={task.key}
          task={task}
          highlightKey={`mocktest:highlights:rewrite:${rewrite.id}:${task.key}`}
          questionLabel="Feedback and question"
          before={
            attempt.evaluation && (
              <RewriteFeedback evaluation={attempt.evaluation} exam={test.exam} taskKey={task.key} answer={original} />
            )
          }
        >
          <AnswerBox
            key={task.key}
            value={texts[task.key] ?? ''}
            readOnly={!writing}
            exam={test.exam}
            task={task}
            onChange={(text) => setTexts((current) => ({ ...current, [task.key]: text }))}
          />
        </ExamSplit>
      </div>
      {error && <ErrorAlert message={error} onRetry={() => void submit()} />}
      <div className="task-actions">
        <span className="muted">One rewrite per evaluated answer: it cannot be changed after you submit it.</span>
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!writing}
          onClick={() => setConfirmOpen(true)}
        >
          {sending ? 'Submitting…' : 'Submit rewrite'}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen && writing}
        title="Submit your rewrite"
        confirmLabel="Submit rewrite"
        cancelLabel="Keep writing"
        description="Submit your rewrite for a tutor's recheck? You cannot change it afterwards."
        onConfirm={() => {
          setConfirmOpen(false);
          void submit();
        }}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
