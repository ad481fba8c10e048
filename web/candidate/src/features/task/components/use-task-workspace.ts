import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SaveDraftMutation } from '../graphql/task.operations';
import { useAutosave } from '../hooks/use-autosave';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useSubmitAttempt } from '../hooks/use-submit-attempt';
import { type Answers, initialAnswers, readLocalDraft, toAnswerInput } from '../lib/draft-storage';
import { taskStep } from '../lib/task-step';
import { useTaskClock } from './use-task-clock';

type TaskWorkspaceOptions = {
  attempt: TaskAttemptFieldsFragment;
  onClosed: (stored: TaskAttemptFieldsFragment, trigger?: 'candidate' | 'time-up') => void;
  handedOff: boolean;
};

/** The workspace's state: answers, tab, confirm dialog, clock, autosave, submit, leave guard and hand-off focus. */
export function useTaskWorkspace({ attempt, onClosed, handedOff }: TaskWorkspaceOptions) {
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

  const clock = useTaskClock(attempt);
  const { timeUp, reading } = clock;

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

  return {
    panelId,
    test,
    step,
    answers,
    setAnswers,
    tab,
    setTab,
    confirmOpen,
    setConfirmOpen,
    ...clock,
    status,
    submission,
    submit,
    leaveBlocker,
    headingRef,
  };
}
