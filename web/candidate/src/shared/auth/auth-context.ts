import { createContext, useContext } from 'react';
import type { CurrentProfileFieldsFragment } from '../../gql/graphql';
import type { AuthUser } from './auth-user';

export type CurrentProfile = CurrentProfileFieldsFragment;

export type AuthContextValue = {
  /** null when signed out. */
  user: AuthUser | null;
  /** True until Firebase has told us whether someone is signed in. */
  initializing: boolean;
  /** While initializing: whether this browser had a session last time (see session-hint.ts). */
  sessionExpected: boolean;
  /**
   * True once the signed-in user's token may be sent: pages can then query beside the profile instead of after it
   * (false while a sign-up is still giving the account its name, which the server's profile is created from).
   */
  sessionReady: boolean;
  profile: CurrentProfile | null;
  profileLoading: boolean;
  profileError: string | null;
  reloadProfile: () => void;
  /** Reads the account again from Firebase (e.g. after the verification link was followed elsewhere). */
  reloadUser: () => Promise<void>;
  /** Sends the signed-in user the e-mail with their verification link. */
  sendEmailVerification: () => Promise<void>;
  signIn: (input: { email: string; password: string; remember: boolean }) => Promise<void>;
  signInWithGoogle: (input: { remember: boolean }) => Promise<void>;
  signUp: (input: { email: string; password: string; fullName: string }) => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user, their profile and the sign-in actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
