import type { Submission } from '../hooks/use-submit-attempt';
import '../task-content.css';

/** The short state of the time-up submit, for the sticky timer bar. */
export function timeUpNote(submission: Submission): string {
  if (submission.state === 'stuck') return 'Time is up — your answer is not submitted yet';
  if (submission.state === 'sending' && submission.retrying) return 'Time is up — still sending your answer';
  return 'Time is up — sending your answer';
}

/**
 * Where the submit stands, beside the Submit button: why the candidate's submit failed, or, after the time ran out,
 * that the answer is being sent (and kept being tried while the connection is down).
 */
export function SubmissionNotice({ submission, onRetry }: { submission: Submission; onRetry: () => void }) {
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
