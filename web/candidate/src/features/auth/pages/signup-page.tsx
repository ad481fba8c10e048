import { LoadingState } from '@mocktest/web-shared/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { brand } from '../../../shared/brand';
import { markNewUser } from '../../../shared/lib/new-user-flag';
import { AuthCard } from '../components/auth-card';
import { FormMessage } from '../components/form-message';
import { ProviderSignIn } from '../components/provider-sign-in';
import { TextField } from '../components/text-field';
import { focusedBeforeStart, restoreFocus } from '../lib/focus-before-start';
import { passwordMismatchMessage, passwordProblem, passwordRules } from '../lib/password-rules';
import { redirectTarget } from '../lib/redirect-target';
import { useAuthAction } from '../lib/use-auth-action';
import { useDocumentTitle } from '../lib/use-document-title';

const afterSignup = '/dashboard/profile';
const fieldIds = ['signup-name', 'signup-email', 'signup-password', 'signup-confirm'];

/** Account Sign Up: Google, or e-mail with a confirmed password. */
export function SignupPage() {
  const { user, initializing, sessionExpected, signUp } = useAuth();
  const location = useLocation();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // Set by a try whose password breaks a rule: the field is marked until the next try.
  const [passwordRuleBroken, setPasswordRuleBroken] = useState(false);
  // The prerendered form this page replaces may have had the focus.
  const [focused] = useState(() => focusedBeforeStart(fieldIds));
  useEffect(() => restoreFocus(focused), [focused]);
  const target = redirectTarget(location.state, afterSignup);
  const { busy, error, setError, run } = useAuthAction(target, { onSuccess: markNewUser });
  useDocumentTitle(`Account Sign Up | ${brand.productName}`);

  // A visitor with no session on this browser sees the form at once, as the prerendered /signup drew it (read-only,
  // like that one, until Firebase has answered: text typed into a form about to be replaced would be lost).
  if (initializing && sessionExpected) {
    return (
      <div className="fullscreen-center">
        <LoadingState />
      </div>
    );
  }
  if (user && !busy) return <Navigate to={target} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordProblem(password, confirmPassword);
    setPasswordRuleBroken(problem !== null && problem !== passwordMismatchMessage);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => signUp({ email: email.trim(), password, fullName }));
  }

  return (
    <AuthCard title="Account Sign Up" subtitle="Trusted by students across multiple countries.">
      <ProviderSignIn remember busy={busy || initializing} run={run} dividerText="or sign up with e-mail" />
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          id="signup-name"
          label="Full name"
          type="text"
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
          readOnly={initializing}
        />
        <TextField
          id="signup-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
          readOnly={initializing}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          required
          readOnly={initializing}
          invalid={passwordRuleBroken}
          hint={
            <>
              <span className="password-rules__title">Your password needs:</span>
              <ul className="password-rules">
                {passwordRules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </>
          }
        />
        <TextField
          id="signup-confirm"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          required
          readOnly={initializing}
        />
        <FormMessage error={error} />
        <button type="submit" className="button button--primary button--block" disabled={busy || initializing}>
          Sign Up
        </button>
        {busy && <LoadingState label="Creating your account…" />}
      </form>
      <p className="auth-card__footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </AuthCard>
  );
}
