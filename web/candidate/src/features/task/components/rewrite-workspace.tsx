import { ConfirmDialog, ErrorAlert } from '@mocktest/web-shared/ui';
import { useId, useState } from 'react';
import type { RewriteFieldsFragment, TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { AnswerBox } from './answer-box';
import { ExamSplit } from './exam-split';
import { RewriteFeedback } from './rewrite-feedback';
import { TaskHeader } from './task-header';
import { TaskTabs } from './task-tabs';
import { TimerBar } from './timer-bar';
import { useRewriteSession } from './use-rewrite-session';

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
  const { test, texts, setText, now, endsAt, timeUp, sending, error, submit } = useRewriteSession({
    attempt,
    rewrite,
    onSubmitted,
  });
  const panelId = useId();
  const [tab, setTab] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);

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
            onChange={(text) => setText(task.key, text)}
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
