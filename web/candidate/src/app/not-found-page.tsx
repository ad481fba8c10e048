/** Any unknown path. A plain link home: the prerendered 404 page runs without the router. */
export function NotFoundPage() {
  return (
    <section className="error-page not-found" aria-labelledby="not-found-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="error-page__title">
        Oops! Looks like you're lost.
      </h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <a href="/" className="button button--primary">
        Go home
      </a>
    </section>
  );
}
