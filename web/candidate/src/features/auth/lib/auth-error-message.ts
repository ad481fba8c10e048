const wrongCredentials = 'Wrong e-mail or password.';
const popupClosed = 'The sign-in window was closed before you finished signing in.';

const messages: Record<string, string> = {
  'auth/invalid-credential': wrongCredentials,
  'auth/wrong-password': wrongCredentials,
  'auth/invalid-login-credentials': wrongCredentials,
  'auth/user-not-found': 'No account uses this e-mail address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'The password does not meet the requirements. Choose a stronger one.',
  'auth/popup-closed-by-user': popupClosed,
  'auth/cancelled-popup-request': popupClosed,
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/expired-action-code': 'This link has expired. Please ask for a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used. Please ask for a new one.',
  'auth/requires-recent-login': 'For your security, please log in again and retry.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/unauthorized-domain': 'Sign-in is not enabled for this website address. Please contact support.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled. Please use another one.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this e-mail address. Log in the way you signed up, e.g. with Google.',
};

/** A short human message for a Firebase Auth error. */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return messages[code] ?? 'Sign-in failed. Please try again.';
}
