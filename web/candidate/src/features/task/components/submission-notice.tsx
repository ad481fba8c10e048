import type { Submission } from '../hooks/use-submit-attempt';
import '../task-content.css';

/** The short state of the time-up submit, for the sticky timer bar (`forTask`: a task that is not the last). */
export function timeUpNote(submission: Submission, forTask = false): string {
  if (forTask && submission.state !== 'stuck') return 'Time is up — moving on to the next task';
  if (submission.state === 'stuck') return 'Time is up — your answer is not submitted yet';
  if (submission.state === 'sending' && submission.retrying) return 'Time is up — still sending your answer';
  return 'Time is up — sending your answer';
}

/**
 * Where the submit stands, beside the Submit button: why the candidate's submit failed, or, after the time ran out,
 * that the answer is being sent (and kept being tried while the connection is down).
 */
export function SubmissionNotice({
  submission,
  onRetry,
  forTask = false,
}: {
  submission: Submission;
  onRetry: () => void;
  /** PTE, TOEFL before the last task: the time-up hands in this task and opens the next, not the whole test. */
  forTask?: boolean;
}) {
  if (submission.state === 'idle') {
    return submission.error ? (
      <p className="submission-notice notice notice--error" role="alert">
        {submission.error}
      </p>
    ) : null;
  }
  if (submission.state === 'stuck') {
    return (
      <div className="submission-notice notice notice--error" role="alert">
        <p>
          <strong>Time is up.</strong> {submission.message}
        </p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (submission.state !== 'sending' || submission.trigger !== 'time-up') return null;
  if (forTask) {
    return (
      <p className="submission-notice notice notice--info" role="status">
        <span>
          <strong>Time is up for this task.</strong> Your answer is being saved and the next task is opening…
          {submission.retrying && ' The server cannot be reached at the moment, so we keep trying.'}
        </span>
      </p>
    );
  }
  return submission.retrying ? (
    <p className="submission-notice notice notice--warning" role="alert">
      <span>
        <strong>Time is up. Your answer is being sent for evaluation.</strong> The server cannot be reached at the
        moment, so we keep trying. Please keep this page open; your text is also kept in this browser.
      </span>
    </p>
  ) : (
    <p className="submission-notice notice notice--info" role="status">
      <span>
        <strong>Time is up. Your answer is being sent for evaluation…</strong>
      </span>
    </p>
  );
}
