import '../task-screen.css';
import { Link } from 'react-router';

/** Shown after a successful submit. */
export function SubmissionSuccessPage() {
  return (
    <section className="page success-page">
      <div className="success-page__icon" aria-hidden="true">
        ✓
      </div>
      <h1>Test Submitted Successfully!</h1>
      <p>Your answer is with our tutors. Results will be ready within 2 hours.</p>
      <Link to="/dashboard/writingtasks" className="button button--primary">
        Go to Dashboard
      </Link>
    </section>
  );
}
