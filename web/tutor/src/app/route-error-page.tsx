import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page crashes or a route answers with an error status. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="login-screen">
      <div className="login-card sign-in-card" role="alert">
        <h1>Unexpected error</h1>
        <p>Oops! Something went wrong. Please refresh the page or try again later.</p>
        {detail ? <p className="muted small">{detail}</p> : null}
        <div className="alert__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Refresh the page
          </button>
          <Link className="button button--secondary" to="/">
            Go to the queue
          </Link>
        </div>
      </div>
    </main>
  );
}
