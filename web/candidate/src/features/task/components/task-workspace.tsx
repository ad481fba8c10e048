import { useApolloClient } from '@apollo/client/react';
import { useNow } from '@mocktest/web-shared/time';
import { ConfirmDialog } from '@mocktest/web-shared/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SaveDraftMutation } from '../graphql/task.operations';
import { useAutosave } from '../hooks/use-autosave';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { useTimeUp } from '../hooks/use-time-up';
import { type Answers, initialAnswers, readLocalDraft, toAnswerInput } from '../lib/draft-storage';
import { formatRemaining } from '../lib/format-remaining';
import { writingOpensAt } from '../lib/reading-time';
import { buildSentenceKey } from '../lib/sentence-order';
import { summarizeParts } from '../lib/submit-summary';
import { taskStep } from '../lib/task-step';
import { AnswerBox } from './answer-box';
import { BuildSentenceBox } from './build-sentence-box';
import { editorToolsFor } from './editor-tools';
import { ExamSplit } from './exam-split';
import { LeaveTestDialog } from './leave-test-dialog';
import { SaveStatusText } from './save-status-text';
import { SubmissionNotice, timeUpNote } from './submission-notice';
import { SubmitSummary } from './submit-summary';
import { TaskHeader } from './task-header';
import { TaskStepLine } from './task-step-line';
import { TaskTabs } from './task-tabs';
import { TimerBar } from './timer-bar';

const submitQuestion =
  'Are you sure you want to submit your answer? Note: You cannot change the answer once you submit it.';
const submitTaskQuestion =
  'Are you sure you want to submit this task? You cannot come back to it: the next task starts at once with its own time.';

type TaskWorkspaceProps = {
  attempt: TaskAttemptFieldsFragment;
  /** The server had closed the attempt already (another tab, or its own time-up submit): show what it stored. */
  onClosed: (stored: TaskAttemptFieldsFragment, trigger?: 'candidate' | 'time-up') => void;
  /** A short notice above the task (PTE, TOEFL: why the previous task closed and that this one has started). */
  notice?: string | null;
  /** The task opens after the previous one closed (PTE, TOEFL): the screen goes to its top and its heading. */
  handedOff?: boolean;
};

/**
 * Writing an attempt in progress: the clock, the parts, autosave and submit. At 00:00 the editor locks and the text
 * on screen is submitted without a question.
 */
export function TaskWorkspace({ attempt, onClosed, notice = null, handedOff = false }: TaskWorkspaceProps) {
  const client = useApolloClient();
  const panelId = useId();
  const test = attempt.mockTest;
  const allTaskKeys = useMemo(() => test.tasks.map((task) => task.key), [test.tasks]);
  // PTE and TOEFL time each task on its own: only the task open now is shown, saved and submitted (keyed by it).
  const step = taskStep(attempt.taskClocks);
  const stepKey = step?.key;
  const taskKeys = useMemo(() => (stepKey ? [stepKey] : allTaskKeys), [stepKey, allTaskKeys]);
  const savedAnswers = useMemo(
    () => initialAnswers(allTaskKeys, attempt.answers, null),
    [allTaskKeys, attempt.answers],
  );
  const [answers, setAnswers] = useState<Answers>(() =>
    initialAnswers(allTaskKeys, attempt.answers, readLocalDraft(attempt.id)),
  );
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const [tab, setTab] = useState(step?.index ?? 0);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const now = useNow(1000, true);
  const endsAt = new Date(attempt.endsAt).getTime();
  const timeUp = useTimeUp(endsAt) || now >= endsAt;
  const remainingMs = timeUp ? 0 : endsAt - now;
  const opensAt = writingOpensAt(test, attempt.startedAt);
  const reading = !timeUp && now < opensAt;

  const save = useCallback(
    async (snapshot: Answers) => {
      await client.mutate({
        mutation: SaveDraftMutation,
        variables: { attemptId: attempt.id, answers: toAnswerInput(taskKeys, snapshot) },
      });
    },
    [client, attempt.id, taskKeys],
  );
  const onDraftRefused = useRef(() => {});
  const { status, autosave } = useAutosave({
    attemptId: attempt.id,
    answers,
    savedAnswers,
    save,
    held: reading,
    onClosed: () => onDraftRefused.current(),
  });
  const { submission, submit, draftRefused } = useSubmitAttempt({
    attemptId: attempt.id,
    mockTestId: test.id,
    taskKeys,
    autosave,
    answers: answersRef,
    onClosed,
    openTaskKey: step && !step.last ? step.key : null,
  });
  onDraftRefused.current = () => void draftRefused();

  // At 00:00 the text on screen is sent; also after a candidate's submit that failed once the time was up.
  useEffect(() => {
    if (!timeUp || submission.state !== 'idle') return;
    setConfirmOpen(false);
    void submit('time-up');
  }, [timeUp, submission.state, submit]);

  // While the clock runs (reading time included), leaving the screen asks first.
  const leaveBlocker = useLeaveGuard(submission.state === 'idle' && !timeUp);

  // A task opened after the previous one closed: the page from its top, the focus on the new task's heading (the
  // page announces the hand-off in its own live region), not left at the old task's Submit button.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!handedOff) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [handedOff]);

  const task = test.tasks[tab] ?? test.tasks[0];
  if (!task) return <p className="empty">This test has no tasks.</p>;

  const writing = submission.state === 'idle' && !timeUp;
  const partTasks = (step ? test.tasks.filter((item) => item.key === step.key) : test.tasks).filter(
    (item) => item.key !== buildSentenceKey,
  );
  const forTask = Boolean(step && !step.last);

  return (
    <div className={`task-screen task-screen--exam${task.oetCase ? ' task-screen--wide' : ''}`}>
      {reading ? (
        <TimerBar
          label="Reading time"
          remainingMs={opensAt - now}
          note={`Writing time ${formatRemaining(remainingMs - (opensAt - now))} follows`}
        />
      ) : (
        <TimerBar
          hideable
          remainingMs={remainingMs}
          totalMs={(step ? task.minutes : test.totalMinutes) * 60_000}
          note={timeUp ? timeUpNote(submission, forTask) : undefined}
        />
      )}
      <TaskHeader title={test.title} />
      {step && <TaskStepLine step={step} title={task.title} minutes={task.minutes} notice={notice} />}
      {!step && test.tasks.length > 1 && (
        <TaskTabs labels={test.tasks.map((item) => item.title)} selected={tab} onSelect={setTab} panelId={panelId} />
      )}
      <div className="task-panel" id={panelId} role={!step && test.tasks.length > 1 ? 'tabpanel' : undefined}>
        <ExamSplit
          key={task.key}
          task={task}
          hints={attempt.hints.find((entry) => entry.taskKey === task.key)?.hints}
          highlightKey={`mocktest:highlights:${attempt.id}:${task.key}`}
          headingRef={headingRef}
        >
          {reading && (
            <p className="notice notice--info reading-notice" role="status">
              <span>
                <strong>Reading time:</strong> read the case notes now; you cannot write yet. Writing opens in{' '}
                {formatRemaining(opensAt - now)}.
              </span>
            </p>
          )}
          {task.key === buildSentenceKey ? (
            <BuildSentenceBox
              items={attempt.sentenceItems}
              value={answers[task.key] ?? ''}
              readOnly={reading || !writing}
              onChange={(text) => setAnswers((current) => ({ ...current, [task.key]: text }))}
            />
          ) : (
            <AnswerBox
              key={task.key}
              value={answers[task.key] ?? ''}
              readOnly={reading || !writing}
              exam={test.exam}
              task={task}
              guidance={attempt.withHints}
              tools={editorToolsFor(test.exam)}
              onChange={(text) => setAnswers((current) => ({ ...current, [task.key]: text }))}
            />
          )}
        </ExamSplit>
      </div>
      <SubmissionNotice submission={submission} onRetry={() => void submit('time-up')} forTask={forTask} />
      <div className="task-actions">
        {/* Nothing is saved during reading time: the editor is read-only and the server refuses drafts. */}
        {writing && !reading ? <SaveStatusText status={status} /> : <span />}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!writing}
          onClick={() => setConfirmOpen(true)}
        >
          {submission.state === 'sending' ? 'Submitting…' : forTask ? 'Submit and continue' : 'Submit'}
        </button>
      </div>
      <ConfirmDialog
        open={confirmOpen && writing}
        title={step && !step.last ? `Submit task ${step.index + 1} of ${step.count}` : 'Submit your answer'}
        description={forTask ? submitTaskQuestion : submitQuestion}
        className="submit-dialog"
        onConfirm={() => {
          setConfirmOpen(false);
          void submit('candidate');
        }}
        onCancel={() => setConfirmOpen(false)}
      >
        {confirmOpen && (
          <SubmitSummary
            parts={summarizeParts(test.exam, partTasks, answers)}
            remainingMs={remainingMs}
            forTask={forTask}
          />
        )}
      </ConfirmDialog>
      <LeaveTestDialog blocker={leaveBlocker} />
    </div>
  );
}
