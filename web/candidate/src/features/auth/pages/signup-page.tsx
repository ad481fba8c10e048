import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { brand } from '../../../shared/brand';
import { markNewUser } from '../../../shared/lib/new-user-flag';
import { LoadingIndicator } from '../../../shared/ui/loading-indicator';
import { AuthCard } from '../components/auth-card';
import { FacebookButton } from '../components/facebook-button';
import { FormMessage } from '../components/form-message';
import { GoogleButton } from '../components/google-button';
import { authErrorMessage } from '../lib/auth-error-message';
import { facebookSignInEnabled, signInWithFacebook } from '../lib/facebook-sign-in';
import { redirectTarget } from '../lib/redirect-target';
import { useDocumentTitle } from '../lib/use-document-title';

const afterSignup = '/dashboard/profile';

/** Account Sign Up: Google, or e-mail with a confirmed password. */
export function SignupPage() {
  const { user, initializing, signUp, signInWithGoogle } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = redirectTarget(location.state, afterSignup);
  useDocumentTitle(`Account Sign Up | ${brand.productName}`);

  if (initializing) {
    return (
      <div className="fullscreen-center">
        <LoadingIndicator />
      </div>
    );
  }
  if (user && !busy) return <Navigate to={target} replace />;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      markNewUser();
      navigate(target, { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmPassword) {
      setError('The passwords do not match.');
      return;
    }
    void run(() => signUp({ email: email.trim(), password, fullName }));
  }

  return (
    <AuthCard title="Account Sign Up" subtitle="Trusted by students across multiple countries.">
      <GoogleButton onClick={() => void run(() => signInWithGoogle({ remember: true }))} disabled={busy} />
      {facebookSignInEnabled && (
        <FacebookButton onClick={() => void run(() => signInWithFacebook({ remember: true }))} disabled={busy} />
      )}
      <div className="divider">
        <span>or sign up with e-mail</span>
      </div>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="signup-name">Full name</label>
          <input
            id="signup-name"
            type="text"
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="signup-email">Email</label>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="signup-confirm">Confirm Password</label>
          <input
            id="signup-confirm"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            required
          />
        </div>
        <FormMessage error={error} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Sign Up
        </button>
        {busy && <LoadingIndicator label="Creating your account…" />}
      </form>
      <p className="auth-card__footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
