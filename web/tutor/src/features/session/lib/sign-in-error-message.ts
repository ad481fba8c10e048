const messages: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail address.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled. Please contact an administrator.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
};

/** A short human message for a Firebase sign-in failure. */
export function signInErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return messages[code] ?? 'Sign-in failed. Please try again.';
}
