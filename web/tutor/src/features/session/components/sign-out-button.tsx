import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../../shared/auth/auth-context';

/** Ends the Firebase session; the guard then shows the sign-in page. */
export function SignOutButton({ className = 'button button--secondary' }: { className?: string }) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      toast.error('Signing out failed. Please try again.');
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={handleClick} disabled={busy}>
      Sign out
    </button>
  );
}
