import { Link } from 'react-router';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <main className="fullscreen-center error-page">
      <p className="error-page__code">404</p>
      <h1 className="error-page__title">Oops! Looks like you're lost.</h1>
      <Link to="/" className="button button--primary">
        Go home
      </Link>
    </main>
  );
}
