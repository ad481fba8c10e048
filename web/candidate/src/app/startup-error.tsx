/** Shown when the app cannot start, e.g. the server's configuration is unreachable. */
export function StartupError({ message }: { message: string }) {
  return (
    <main className="fullscreen-center error-page">
      <h1 className="error-page__title">The app could not start</h1>
      <p className="error-page__detail">{message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
