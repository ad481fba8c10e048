import { useSignOut } from '@mocktest/web-shared/identity';
import { type Auth, onAuthStateChanged, type User } from 'firebase/auth';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

type AuthState = {
  auth: Auth;
  /** undefined until Firebase has restored the session, then the user or null. */
  user: User | null | undefined;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** Tracks the Firebase session and offers a sign-out that also forgets every cached API answer. */
export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(auth.currentUser ?? undefined);

  useEffect(() => onAuthStateChanged(auth, setUser), [auth]);

  const signOutEverywhere = useSignOut(auth);

  const value = useMemo(() => ({ auth, user, signOut: signOutEverywhere }), [auth, user, signOutEverywhere]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The current session; only inside AuthProvider. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
