const messages: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
};

/** A short human message for a Firebase Auth error. */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return messages[code] ?? 'Sign-in failed. Please try again.';
}
