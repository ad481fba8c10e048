import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  FacebookAuthProvider,
  getAuth,
  setPersistence,
  signInWithPopup,
} from 'firebase/auth';

/**
 * Facebook sign-in needs the provider enabled in the Firebase project, so it is off unless the build says so
 * (VITE_FACEBOOK_SIGN_IN=true); the button is not shown otherwise.
 */
export const facebookSignInEnabled = import.meta.env.VITE_FACEBOOK_SIGN_IN === 'true';

/** Signs in with a Facebook popup on the app's Firebase instance (the default app the shell initialised). */
export async function signInWithFacebook({ remember }: { remember: boolean }): Promise<void> {
  const auth = getAuth();
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
  await signInWithPopup(auth, new FacebookAuthProvider(), browserPopupRedirectResolver);
}
