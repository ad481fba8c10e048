import { useApolloClient } from '@apollo/client/react';
import { type Auth, signOut } from 'firebase/auth';
import { useCallback } from 'react';

/** A sign-out that also forgets every cached API answer, so the next person sees nothing of the last one's data. */
export function useSignOut(auth: Auth): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    await signOut(auth);
    await client.clearStore();
  }, [auth, client]);
}
