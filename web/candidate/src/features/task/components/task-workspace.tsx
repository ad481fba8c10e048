import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/api/error-message';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SaveDraftMutation, SubmitAttemptMutation } from '../graphql/task.operations';
import { useAutosave } from '../hooks/use-autosave';
import { useNow } from '../hooks/use-now';
import { type Answers, clearLocalDraft, initialAnswers, readLocalDraft, toAnswerInput } from '../lib/draft-storage';
import { formatRemaining } from '../lib/format-remaining';
import { writingOpensAt } from '../lib/reading-time';
import { AnswerBox } from './answer-box';
import { SaveStatusText } from './save-status-text';
import { TaskBody } from './task-body';
import { TaskHeader } from './task-header';
import { TaskTabs } from './task-tabs';
import { TimerBar } from './timer-bar';

const submitQuestion =
  'Are you sure you want to submit your answer? Note: You cannot change the answer once you submit it.';

/** Writing an attempt in progress: the clock, the parts, autosave and submit. */
export function TaskWorkspace({ attempt }: { attempt: TaskAttemptFieldsFragment }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const panelId = useId();
  const test = attempt.mockTest;
  const taskKeys = useMemo(() => test.tasks.map((task) => task.key), [test.tasks]);
  const savedAnswers = useMemo(() => initialAnswers(taskKeys, attempt.answers, null), [taskKeys, attempt.answers]);
  const [answers, setAnswers] = useState<Answers>(() =>
    initialAnswers(taskKeys, attempt.answers, readLocalDraft(attempt.id)),
  );
  const [tab, setTab] = useState(0);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const timeUpShown = useRef(false);

  const now = useNow(true);
  const remainingMs = new Date(attempt.endsAt).getTime() - now;
  const opensAt = writingOpensAt(test, attempt.startedAt);
  const reading = now < opensAt;

  const save = useCallback(
    async (snapshot: Answers) => {
      await client.mutate({
        mutation: SaveDraftMutation,
        variables: { attemptId: attempt.id, answers: toAnswerInput(taskKeys, snapshot) },
      });
    },
    [client, attempt.id, taskKeys],
  );
  const autosave = useAutosave({ attemptId: attempt.id, answers, savedAnswers, save });

  useEffect(() => {
    if (remainingMs <= 0 && !timeUpShown.current && !submitting) {
      timeUpShown.current = true;
      setConfirmOpen(true);
    }
  }, [remainingMs, submitting]);

  async function submit() {
    setConfirmOpen(false);
    setSubmitting(true);
    setSubmitError(null);
    autosave.stop();
    try {
      await client.mutate({
        mutation: SubmitAttemptMutation,
        variables: { attemptId: attempt.id, answers: toAnswerInput(taskKeys, answers) },
      });
      clearLocalDraft(attempt.id);
      toast.success('Answer sent for evaluation successfully.');
      navigate('/dashboard/writingtasks/success');
    } catch (error) {
      const message = errorMessage(error, 'Your answer could not be submitted. Please try again.');
      setSubmitError(message);
      toast.error(message);
      autosave.resume();
    } finally {
      setSubmitting(false);
    }
  }

  const task = test.tasks[tab] ?? test.tasks[0];
  if (!task) return <p className="empty">This test has no tasks.</p>;

  const timerNote = remainingMs <= 0 ? 'Time is up — please submit your answer.' : undefined;

  return (
    <div className={`task-screen${task.oetCase ? ' task-screen--wide' : ''}`}>
      {reading ? (
        <TimerBar
          label="Reading time"
          remainingMs={opensAt - now}
          note={`Writing time ${formatRemaining(remainingMs - (opensAt - now))} follows`}
        />
      ) : (
        <TimerBar remainingMs={remainingMs} note={timerNote} />
      )}
      <TaskHeader title={test.title} />
      {test.tasks.length > 1 && (
        <TaskTabs labels={test.tasks.map((item) => item.title)} selected={tab} onSelect={setTab} panelId={panelId} />
      )}
      <div className="task-panel" id={panelId} role={test.tasks.length > 1 ? 'tabpanel' : undefined}>
        <TaskBody task={task}>
          {reading && (
            <p className="notice notice--info reading-notice" role="status">
              <span>
                <strong>Reading time:</strong> read the case notes now; you cannot write yet. Writing opens in{' '}
                {formatRemaining(opensAt - now)}.
              </span>
            </p>
          )}
          <AnswerBox
            key={task.key}
            value={answers[task.key] ?? ''}
            readOnly={reading || submitting}
            minWords={task.minWords}
            maxWords={task.maxWords}
            onChange={(text) => setAnswers((current) => ({ ...current, [task.key]: text }))}
          />
        </TaskBody>
      </div>
      {submitError && (
        <p className="notice notice--error" role="alert">
          {submitError}
        </p>
      )}
      <div className="task-actions">
        <SaveStatusText status={autosave.status} />
        <button
          type="button"
          className="button button--primary button--large"
          disabled={submitting}
          onClick={() => setConfirmOpen(true)}
        >
          {submitting ? 'Submitting…' : 'Submit'}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        title="Submit your answer"
        message={submitQuestion}
        onConfirm={() => void submit()}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
