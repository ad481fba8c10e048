import { useQuery } from '@apollo/client/react';
import { errorCode, errorMessage } from '@mocktest/web-shared/api';
import { useSignOut } from '@mocktest/web-shared/identity';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { AuthContext, type AuthContextValue } from './auth-context';
import { type AuthUser, toAuthUser } from './auth-user';
import { CurrentProfileQuery } from './current-profile.query';
import { expectsSession, rememberSession } from './session-hint';

/** Follows Firebase's auth state and loads the caller's profile once someone is signed in. */
export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [initializing, setInitializing] = useState(true);
  const [sessionExpected] = useState(expectsSession);
  // While a sign-up sets the display name, the profile must wait: the server creates it from the token's name.
  const [profileOnHold, setProfileOnHold] = useState(false);

  useEffect(
    () =>
      onAuthStateChanged(auth, (firebaseUser) => {
        rememberSession(firebaseUser !== null);
        setUser(firebaseUser ? toAuthUser(firebaseUser) : null);
        setInitializing(false);
      }),
    [auth],
  );

  const me = useQuery(CurrentProfileQuery, { skip: !user || profileOnHold });

  const signOut = useSignOut(auth);

  // A disabled account or a rejected token ends the session instead of leaving a half-working dashboard.
  useEffect(() => {
    if (me.error && errorCode(me.error) === 'UNAUTHENTICATED') {
      toast.error(errorMessage(me.error));
      void signOut();
    }
  }, [me.error, signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      initializing,
      sessionExpected,
      sessionReady: Boolean(user) && !profileOnHold,
      profile: user ? (me.data?.me ?? null) : null,
      profileLoading: Boolean(user) && (profileOnHold || me.loading),
      profileError: me.error ? errorMessage(me.error, 'Your profile could not be loaded.') : null,
      reloadProfile: () => void me.refetch().catch(() => undefined),
      signIn: async ({ email, password, remember }) => {
        await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
        await signInWithEmailAndPassword(auth, email, password);
      },
      signInWithGoogle: async ({ remember }) => {
        await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
        await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
      },
      signUp: async ({ email, password, fullName }) => {
        setProfileOnHold(true);
        try {
          const credential = await createUserWithEmailAndPassword(auth, email, password);
          if (fullName.trim()) {
            await updateProfile(credential.user, { displayName: fullName.trim() });
            // A fresh token carries the new name claim to the server.
            await credential.user.getIdToken(true);
            setUser(toAuthUser(credential.user));
          }
        } finally {
          setProfileOnHold(false);
        }
      },
      sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
      signOut,
    }),
    [auth, user, initializing, sessionExpected, me, profileOnHold, signOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
