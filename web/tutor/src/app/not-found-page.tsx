import { Link } from 'react-router';

/** Any back-office address that does not exist. */
export function NotFoundPage() {
  return (
    <section className="page">
      <div className="empty-state">
        <h1 className="empty-title">Oops! Looks like you're lost.</h1>
        <p className="muted">This page does not exist in the back office.</p>
        <Link className="button button--primary" to="/">
          Go to the evaluation queue
        </Link>
      </div>
    </section>
  );
}
