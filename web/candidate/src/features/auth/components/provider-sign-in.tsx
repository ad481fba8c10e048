import { useAuth } from '../../../shared/auth/auth-context';
import { facebookSignInEnabled, signInWithFacebook } from '../lib/facebook-sign-in';
import { FacebookButton } from './facebook-button';
import { GoogleButton } from './google-button';

/** Google (and Facebook when configured) above the e-mail form, with the divider that introduces the form. */
export function ProviderSignIn(props: {
  remember: boolean;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
  dividerText: string;
}) {
  const { signInWithGoogle } = useAuth();
  const { remember, busy, run } = props;
  return (
    <>
      <GoogleButton onClick={() => void run(() => signInWithGoogle({ remember }))} disabled={busy} />
      {facebookSignInEnabled && (
        <FacebookButton onClick={() => void run(() => signInWithFacebook({ remember }))} disabled={busy} />
      )}
      <div className="divider">
        <span>{props.dividerText}</span>
      </div>
    </>
  );
}
