import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TaskAttemptFieldsFragment } from '../../../gql/graphql';
import { SubmitAttemptMutation, SubmitTaskMutation, TaskMockTestQuery } from '../graphql/task.operations';
import type { DraftAutosave } from '../lib/draft-autosave';
import { type Answers, clearLocalDraft, storedAsSent, toAnswerInput } from '../lib/draft-storage';
import { submitAnswers } from '../lib/submit-answers';
import { submitFailure } from '../lib/submit-failure';
import { taskStep } from '../lib/task-step';

export type SubmitTrigger = 'candidate' | 'time-up';

export type Submission =
  /** Writing; `error` when the candidate's submit did not go through. */
  | { state: 'idle'; error?: string }
  | { state: 'sending'; trigger: SubmitTrigger; retrying: boolean }
  /** The time-up submit was refused, or its outcome is unknown: the candidate may try again. */
  | { state: 'stuck'; message: string }
  | { state: 'done' };

// Pauses between tries of the time-up submit; coming back online tries at once.
const retryDelaysMs = [1000, 2000, 4000, 8000, 15_000];
const submitFailedMessage = 'Your answer could not be submitted. Please try again.';

function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(id);
      window.removeEventListener('online', done);
      resolve();
    };
    const id = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

type SubmitAttemptOptions = {
  attemptId: string;
  mockTestId: string;
  taskKeys: string[];
  autosave: DraftAutosave;
  /** The text on screen. */
  answers: RefObject<Answers>;
  /** The server holds a submitted attempt already (closed elsewhere), or moved on to the next task: show it. */
  onClosed: (stored: TaskAttemptFieldsFragment, trigger?: SubmitTrigger) => void;
  /**
   * PTE and TOEFL, before their last task: the key of the task open now. The submit then hands in that task alone
   * (the server opens the next one) and `onClosed` gets the attempt as stored, still in progress.
   */
  openTaskKey?: string | null;
};

/**
 * The submit of an attempt, by the candidate or at time-up. Success shows the spec's toast and success page; an
 * attempt the server had closed already shows what it stored. At time-up a lost connection is tried again until the
 * server answers, while the screen says the answer is being sent.
 */
export function useSubmitAttempt({
  attemptId,
  mockTestId,
  taskKeys,
  autosave,
  answers,
  onClosed,
  openTaskKey = null,
}: SubmitAttemptOptions) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const busy = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  /** Shows the stored attempt when the server has closed it; false when it is still open. */
  const showIfClosed = useCallback(async (): Promise<boolean> => {
    const result = await client.query({
      query: TaskMockTestQuery,
      variables: { id: mockTestId },
      fetchPolicy: 'network-only',
    });
    const stored = result.data?.mockTest?.myAttempt;
    if (!stored) return false;
    // With per-task clocks the task on screen is closed once another one is open (the server's time-up moved on).
    const movedOn = openTaskKey !== null && taskStep(stored.taskClocks)?.key !== openTaskKey;
    if (stored.status === 'IN_PROGRESS' && !movedOn) return false;
    if (stored.status !== 'IN_PROGRESS') clearLocalDraft(attemptId);
    setSubmission({ state: 'done' });
    onClosedRef.current(stored);
    return true;
  }, [client, mockTestId, attemptId, openTaskKey]);

  const submit = useCallback(
    async (trigger: SubmitTrigger) => {
      if (busy.current) return;
      busy.current = true;
      setSubmission({ state: 'sending', trigger, retrying: false });
      const outcome = await submitAnswers({
        autosave,
        answers: () => answers.current,
        send: async (snapshot) => {
          if (openTaskKey !== null) {
            const [answer = { taskKey: openTaskKey, text: '' }] = toAnswerInput([openTaskKey], snapshot);
            const result = await client.mutate({ mutation: SubmitTaskMutation, variables: { attemptId, answer } });
            return { sent: [answer], stored: result.data?.submitTask };
          }
          const sent = toAnswerInput(taskKeys, snapshot);
          const result = await client.mutate({
            mutation: SubmitAttemptMutation,
            variables: { attemptId, answers: sent },
          });
          return { sent, stored: result.data?.submitAttempt };
        },
        classify: submitFailure,
        // Keeps trying after the candidate leaves the screen too: the text is in this closure, and nowhere else safe.
        retry:
          trigger === 'time-up'
            ? {
                delaysMs: retryDelaysMs,
                wait: waitOrOnline,
                onRetry: () => setSubmission({ state: 'sending', trigger, retrying: true }),
                cancelled: () => false,
              }
            : undefined,
      });

      if (outcome.kind === 'submitted' && openTaskKey !== null && outcome.attempt.stored) {
        // One task handed in, the next one open: the screen moves on to it (the attempt as stored says which).
        setSubmission({ state: 'done' });
        onClosedRef.current(outcome.attempt.stored, trigger);
        return;
      }
      if (outcome.kind === 'submitted') {
        clearLocalDraft(attemptId);
        const { sent, stored } = outcome.attempt;
        // Submitted earlier (the server's own time-up submit, another tab): what it holds may not be this text.
        if (stored && !storedAsSent(sent, stored.answers)) {
          setSubmission({ state: 'done' });
          onClosedRef.current(stored);
          return;
        }
        setSubmission({ state: 'done' });
        // The task screen shows the stored answer too: a Back pressed before the success page has drawn returns to
        // this same screen, which must not still show the clock at 00:00.
        if (stored) onClosedRef.current(stored, trigger);
        toast.success('Answer sent for evaluation successfully.');
        // Also when the screen is gone (the cache already shows the attempt submitted, or the candidate moved on).
        navigate('/dashboard/writingtasks/success', { state: { attemptId } });
        return;
      }
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'closed' && (await showIfClosed().catch(() => false))) return;
      busy.current = false;
      // The server's own words (a CONFLICT whose stored attempt could not be loaded says it is submitted already).
      const message = errorMessage(outcome.error, submitFailedMessage);
      if (trigger === 'time-up') {
        setSubmission({ state: 'stuck', message });
        return;
      }
      setSubmission({ state: 'idle', error: message });
      toast.error(message);
      autosave.reopen();
    },
    [autosave, answers, client, attemptId, taskKeys, navigate, showIfClosed, openTaskKey],
  );

  /** A draft was refused as the attempt is closed: show the stored attempt, or carry on saving if it is still open. */
  const draftRefused = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const shown = await showIfClosed().catch(() => false);
    if (shown) return;
    busy.current = false;
    autosave.reopen();
  }, [autosave, showIfClosed]);

  // Leaving while the answer is on its way would lose it: the browser asks first.
  const sending = submission.state === 'sending';
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  return { submission, submit, draftRefused };
}
