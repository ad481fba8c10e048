import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): { status?: number; text: string } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : undefined;
    return { status: error.status, text: error.statusText || data || 'Error' };
  }
  if (error instanceof Error) return { text: error.message };
  return { text: 'Unknown error' };
}

/** The router's error element: a route failed to load or render. */
export function RouteErrorPage() {
  const { status, text } = describe(useRouteError());
  return (
    <main className="fullscreen-center error-page">
      <h1 className="error-page__title">Unexpected Application Error</h1>
      <p className="error-page__detail">
        {status !== undefined && <strong>{status} </strong>}
        {text}
      </p>
      <Link to="/" className="button button--primary">
        Go home
      </Link>
    </main>
  );
}
