import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { buildSentenceKey } from '../lib/sentence-order';
import { ExamSplit } from './exam-split';
import { LeaveTestDialog } from './leave-test-dialog';
import { SaveStatusText } from './save-status-text';
import { SubmissionNotice, timeUpNote } from './submission-notice';
import { SubmitConfirmDialog } from './submit-confirm-dialog';
import { TaskAnswerArea } from './task-answer-area';
import { TaskHeader } from './task-header';
import { TaskStepLine } from './task-step-line';
import { TaskTabs } from './task-tabs';
import { useTaskWorkspace } from './use-task-workspace';
import { WorkspaceTimer } from './workspace-timer';

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
  const { panelId, test, step, answers, setAnswers, tab, setTab, confirmOpen, setConfirmOpen, ...rest } =
    useTaskWorkspace({ attempt, onClosed, handedOff });
  const { now, timeUp, remainingMs, opensAt, reading, status, submission, submit, leaveBlocker, headingRef } = rest;

  const task = test.tasks[tab] ?? test.tasks[0];
  if (!task) return <p className="empty">This test has no tasks.</p>;

  const writing = submission.state === 'idle' && !timeUp;
  const partTasks = (step ? test.tasks.filter((item) => item.key === step.key) : test.tasks).filter(
    (item) => item.key !== buildSentenceKey,
  );
  const forTask = Boolean(step && !step.last);

  return (
    <div className={`task-screen task-screen--exam${task.oetCase ? ' task-screen--wide' : ''}`}>
      <WorkspaceTimer
        reading={reading}
        readingMs={opensAt - now}
        remainingMs={remainingMs}
        totalMs={(step ? task.minutes : test.totalMinutes) * 60_000}
        note={timeUp ? timeUpNote(submission, forTask) : undefined}
      />
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
          <TaskAnswerArea
            attempt={attempt}
            task={task}
            value={answers[task.key] ?? ''}
            readOnly={reading || !writing}
            reading={reading}
            readingMs={opensAt - now}
            onChange={(text) => setAnswers((current) => ({ ...current, [task.key]: text }))}
          />
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
      <SubmitConfirmDialog
        open={confirmOpen && writing}
        summaryShown={confirmOpen}
        step={step}
        forTask={forTask}
        exam={test.exam}
        partTasks={partTasks}
        answers={answers}
        remainingMs={remainingMs}
        onConfirm={() => {
          setConfirmOpen(false);
          void submit('candidate');
        }}
        onCancel={() => setConfirmOpen(false)}
      />
      <LeaveTestDialog blocker={leaveBlocker} />
    </div>
  );
}
