import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage } from './auth-error-message';

/**
 * Runs a sign-in or sign-up action: busy while it runs, the identity service's error as a short message, and on
 * success `onSuccess` then the target page, replacing the history entry.
 */
export function useAuthAction(target: string, hooks: { onStart?: () => void; onSuccess?: () => void } = {}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    hooks.onStart?.();
    try {
      await action();
      hooks.onSuccess?.();
      navigate(target, { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
