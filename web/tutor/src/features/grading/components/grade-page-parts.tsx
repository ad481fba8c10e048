import { Link } from 'react-router';

/** The way back to the queue, above every state of the grading page. */
export function BackToQueue() {
  return (
    <Link className="back-link" to="/">
      <span aria-hidden="true">← </span>Back to the queue
    </Link>
  );
}

/** Before the claim: the answer can be read on the left; grading starts, and the claim is taken, on the button. */
export function StartGrading({ claimedBy, onStart }: { claimedBy: string | null | undefined; onStart: () => void }) {
  return (
    <div className="card start-grading">
      <h2>Read first, then grade</h2>
      <p>
        Reading this answer does not claim it. Start grading when you are ready: the answer is then yours, and other
        tutors see it as claimed until you publish or your claim lapses unused.
      </p>
      {claimedBy ? <p className="muted">{claimedBy} has claimed it; starting tells you whether it is free.</p> : null}
      <button type="button" className="button button--primary" onClick={onStart}>
        Start grading
      </button>
    </div>
  );
}
