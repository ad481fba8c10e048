import { LoadingState } from '@mocktest/web-shared/ui';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { productName } from '../../../shared/branding';
import { signInErrorMessage } from '../lib/sign-in-error-message';

function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

/** E-mail and password sign-in for tutors and admins. */
export function LoginPage() {
  const { auth, user } = useAuth();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (user === undefined) return <LoadingState label="Checking your session…" />;
  // The role check happens behind this redirect: the guarded pages ask the server who the user is.
  if (user) return <Navigate to={destinationAfterSignIn(location.state)} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithEmailAndPassword(auth, email.trim(), password);
    } catch (caught) {
      setError(signInErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <main className="login-screen">
      <div className="login-card sign-in-card">
        <p className="login-brand">
          {productName} <span className="brand-tag">Back office</span>
        </p>
        <h1>Back office sign-in</h1>
        <p className="muted">For tutors and administrators.</p>
        <form className="form-stack" onSubmit={handleSubmit} noValidate aria-describedby={error ? errorId : undefined}>
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
