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
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  type User,
  updateProfile,
} from 'firebase/auth';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { AuthContext, type AuthContextValue } from './auth-context';
import { type AuthUser, toAuthUser } from './auth-user';
import { CurrentProfileQuery } from './current-profile.query';
import { expectsSession, rememberSession } from './session-hint';
import { recordVerificationEmailSent } from './verification-email';

/** Sends the verification link; once followed, Firebase's page offers the way back to the profile. */
async function sendVerificationLink(user: User): Promise<void> {
  await sendEmailVerification(user, { url: `${window.location.origin}/dashboard/profile` });
  recordVerificationEmailSent(user.uid);
}

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
        // A transition: the tree renders for the new user (and starts reading the profile) in slices that let the
        // browser in between, not in one long task while the page starts.
        startTransition(() => {
          setUser(firebaseUser ? toAuthUser(firebaseUser) : null);
          setInitializing(false);
        });
      }),
    [auth],
  );

  const me = useQuery(CurrentProfileQuery, { skip: !user || profileOnHold });

  const signOut = useSignOut(auth);

  const reloadUser = useCallback(async () => {
    const current = auth.currentUser;
    if (!current) return;
    const wasVerified = current.emailVerified;
    await current.reload();
    // The server reads the verified flag from the token: a fresh one carries it.
    if (current.emailVerified !== wasVerified) await current.getIdToken(true);
    setUser(toAuthUser(current));
  }, [auth]);

  // The verification link is followed outside the app (the e-mail, another tab or device): an unverified user is read
  // again when the app starts and whenever its tab comes back to the front, so the label updates without a sign-out.
  // Not during a sign-up: a reload racing the name being set would bring back the account without its name.
  const unverifiedUid = user?.email && !user.emailVerified && !profileOnHold ? user.uid : null;
  useEffect(() => {
    if (!unverifiedUid) return;
    const check = () => {
      if (document.visibilityState === 'visible') void reloadUser().catch(() => undefined);
    };
    check();
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [unverifiedUid, reloadUser]);

  // A verified address changes the server's profile too (read from the fresh token).
  const verified = user?.emailVerified ?? false;
  const profileVerified = me.data?.me?.emailVerified;
  const refetchProfile = me.refetch;
  useEffect(() => {
    if (verified && profileVerified === false) void refetchProfile().catch(() => undefined);
  }, [verified, profileVerified, refetchProfile]);

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
      reloadUser,
      sendEmailVerification: async () => {
        if (!auth.currentUser) throw new Error('Please log in again to verify your e-mail address.');
        await sendVerificationLink(auth.currentUser);
      },
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
          // The account exists whatever happens to the e-mail: the profile offers to send it again.
          await sendVerificationLink(credential.user).catch(() => undefined);
        } finally {
          setProfileOnHold(false);
        }
      },
      sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
      signOut,
    }),
    [auth, user, initializing, sessionExpected, me, profileOnHold, signOut, reloadUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
