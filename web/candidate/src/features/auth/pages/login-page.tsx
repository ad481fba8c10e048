import { LoadingState } from '@mocktest/web-shared/ui';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { brand } from '../../../shared/brand';
import { AuthCard } from '../components/auth-card';
import { FormMessage } from '../components/form-message';
import { ProviderSignIn } from '../components/provider-sign-in';
import { TextField } from '../components/text-field';
import { authErrorMessage } from '../lib/auth-error-message';
import { redirectTarget } from '../lib/redirect-target';
import { useAuthAction } from '../lib/use-auth-action';
import { useDocumentTitle } from '../lib/use-document-title';

const afterLogin = '/dashboard/writingtasks';

/** Account Login: e-mail and password or Google. */
export function LoginPage() {
  const { user, initializing, signIn, sendPasswordReset } = useAuth();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [info, setInfo] = useState<string | null>(null);
  const target = redirectTarget(location.state, afterLogin);
  const { busy, error, setError, run } = useAuthAction(target, { onStart: () => setInfo(null) });
  useDocumentTitle(`Account Login | ${brand.productName}`);

  if (initializing) {
    return (
      <div className="fullscreen-center">
        <LoadingState />
      </div>
    );
  }
  if (user && !busy) return <Navigate to={target} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => signIn({ email: email.trim(), password, remember }));
  }

  async function onForgotPassword() {
    setError(null);
    setInfo(null);
    if (!email.trim()) {
      setError('Type your e-mail address above, then choose Forgot Password? again.');
      return;
    }
    try {
      await sendPasswordReset(email.trim());
      setInfo(`If an account exists for ${email.trim()}, a password reset link is on its way. Check your inbox.`);
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  }

  return (
    <AuthCard title="Account Login" subtitle="Welcome back. Log in to continue your writing practice.">
      <ProviderSignIn remember={remember} busy={busy} run={run} dividerText="or log in with e-mail" />
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <div className="form__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            Remember me
          </label>
          <button type="button" className="link-button" onClick={() => void onForgotPassword()} disabled={busy}>
            Forgot Password?
          </button>
        </div>
        <FormMessage error={error} info={info} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          Log in
        </button>
        {busy && <LoadingState label="Signing in…" />}
      </form>
      <p className="auth-card__footer">
        New here? <Link to="/signup">Create an account</Link>
      </p>
      <p className="auth-card__legal">
        By continuing you accept our <Link to="/terms">Terms and Conditions</Link> and{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </AuthCard>
  );
}
