import { useEffect, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { verificationEmailWaitMs } from '../../../shared/auth/verification-email';

type Outcome = { kind: 'sent' | 'error'; text: string };

function errorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/too-many-requests') {
    return 'Too many verification e-mails were asked for. Please wait a few minutes, then try again.';
  }
  if (code === 'auth/network-request-failed') return 'Network error. Check your connection and try again.';
  return 'The verification e-mail could not be sent. Please try again.';
}

/**
 * The e-mail address's verification: its state, and for an unverified address a button that sends the link again,
 * at most once a minute (the wait is shown). The state updates once the link is followed and the tab is back in front.
 */
export function EmailVerification() {
  const { user, sendEmailVerification } = useAuth();
  const uid = user?.uid ?? '';
  const [waitMs, setWaitMs] = useState(() => verificationEmailWaitMs(uid));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Counts the wait down; the countdown text sits outside the live region, so it is not read out every second.
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = window.setTimeout(() => setWaitMs(verificationEmailWaitMs(uid)), Math.min(waitMs, 1000));
    return () => window.clearTimeout(timer);
  }, [uid, waitMs]);

  if (!user?.email) return null;
  if (user.emailVerified) {
    return (
      <div className="email-verification">
        <p className="badge badge--ok">Verified</p>
        <p className="email-verification__text">Your e-mail address is verified.</p>
      </div>
    );
  }

  async function send() {
    setSending(true);
    setOutcome(null);
    try {
      await sendEmailVerification();
      setOutcome({ kind: 'sent', text: `Verification e-mail sent to ${user?.email}. It can take a minute to arrive.` });
    } catch (caught) {
      setOutcome({ kind: 'error', text: errorText(caught) });
    } finally {
      setSending(false);
      setWaitMs(verificationEmailWaitMs(uid));
    }
  }

  const waitSeconds = Math.ceil(waitMs / 1000);
  return (
    <div className="email-verification">
      <p className="badge badge--muted">Not Verified</p>
      <p className="email-verification__text">
        {user.email} is not verified yet. Follow the link in the verification e-mail, or ask for a new one. This page
        updates when you come back.
      </p>
      <div className="email-verification__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void send()}
          disabled={sending || waitSeconds > 0}
          aria-describedby={waitSeconds > 0 ? 'email-verification-wait' : undefined}
        >
          {sending ? 'Sending…' : 'Resend verification e-mail'}
        </button>
        {waitSeconds > 0 && (
          <p id="email-verification-wait" className="email-verification__wait">
            You can ask for another e-mail in {waitSeconds} s.
          </p>
        )}
      </div>
      {/* Both live regions stay in the page, so that what appears in them is read out. */}
      <div>
        <p className="email-verification__sent" role="status">
          {outcome?.kind === 'sent' ? outcome.text : ''}
        </p>
        <p className="field__error" role="alert">
          {outcome?.kind === 'error' ? outcome.text : ''}
        </p>
      </div>
    </div>
  );
}
