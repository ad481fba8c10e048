import { Link } from 'react-router';

/** An unknown address under /dashboard: said inside the dashboard, with the way back to the tests. */
export function DashboardNotFoundPage() {
  return (
    <section className="page error-page dashboard-not-found" aria-labelledby="dashboard-not-found-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="dashboard-not-found-title" className="error-page__title">
        Oops! Looks like you're lost.
      </h1>
      <p className="muted">This page of your dashboard does not exist or has moved.</p>
      <Link to="/dashboard/writingtasks" className="button button--primary">
        Back to Writing Tasks
      </Link>
    </section>
  );
}
