import '../task-screen.css';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { promiseRange } from '../../public/data/landing-plans';
import { FirstReadAfterSubmit } from '../components/first-read-after-submit';
import { promisedTurnaround } from '../lib/promised-turnaround';

function submittedAttemptId(state: unknown): string | null {
  const id = (state as { attemptId?: unknown } | null)?.attemptId;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Shown after a successful submit: when the results will be ready, by the candidate's own plan, then the automatic
 * first read of the answer just submitted (the submit passes its attempt's id).
 */
export function SubmissionSuccessPage() {
  const { profile } = useAuth();
  const attemptId = submittedAttemptId(useLocation().state);
  const { planName, promise } = promisedTurnaround(profile);
  let when = `Results will be ready ${promiseRange}, depending on your plan.`;
  if (profile) {
    when = planName
      ? `Results will be ready ${promise}, as your ${planName} plan promises.`
      : `Results will be ready ${promise}.`;
  }
  return (
    <>
      <section className="page success-page">
        <div className="success-page__icon" aria-hidden="true">
          ✓
        </div>
        <h1>Test Submitted Successfully!</h1>
        <p>Your answer is with our tutors. {when}</p>
        <Link to="/dashboard/writingtasks" className="button button--primary">
          Go to Dashboard
        </Link>
      </section>
      {attemptId ? <FirstReadAfterSubmit attemptId={attemptId} /> : null}
    </>
  );
}
