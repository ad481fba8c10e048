import { productName } from '../shared/branding';

/** Shown while the run-time configuration loads. */
export function BootLoading() {
  return (
    <main className="login-screen">
      <div className="loading" role="status">
        <span className="loading__spinner" aria-hidden="true" />
        <span>Loading the {productName} back office…</span>
      </div>
    </main>
  );
}

/** Shown when the back office cannot start (no configuration, no server). */
export function BootFailure({ message }: { message: string }) {
  return (
    <main className="login-screen">
      <div className="login-card sign-in-card">
        <h1>The back office could not start</h1>
        <p className="alert alert--error" role="alert">
          {message}
        </p>
        <button type="button" className="button button--primary button--block" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
