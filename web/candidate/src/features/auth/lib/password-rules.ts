/**
 * The sign-up password's rules, as the form lists them under the password field before the first try. Firebase Auth
 * (and its emulator) refuses a password shorter than 6 characters (`auth/weak-password`) and sets no other rule; the
 * form adds that both fields must match.
 */
export const minPasswordLength = 6;

export const passwordRules = [
  `At least ${minPasswordLength} characters`,
  'Typed the same in Password and Confirm Password',
] as const;

export const missingPasswordMessage = 'Enter a password: at least 6 characters.';
export const shortPasswordMessage = `The password is too short: it needs at least ${minPasswordLength} characters.`;
export const passwordMismatchMessage = 'The passwords do not match.';

/**
 * Why the sign-up form cannot send these passwords yet, naming the rule broken (the length first, since a mismatch is
 * only worth fixing in a password that can be kept); null when both rules hold.
 */
export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (password.length === 0) return missingPasswordMessage;
  // Firebase counts characters of the string as typed; [...password] counts an emoji as one, as a person would.
  if ([...password].length < minPasswordLength) return shortPasswordMessage;
  if (password !== confirmPassword) return passwordMismatchMessage;
  return null;
}
