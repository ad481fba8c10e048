import { redirectTarget } from '../../auth/lib/redirect-target';

type Navigate = (to: string, options: { replace: boolean; state: unknown }) => void | Promise<void>;

/** The mark a logout's navigation carries: the app signs out once it has arrived (see SignOutOnArrival). */
export const signOutOnArrival = { signOut: true } as const;

/** Whether the location's state is a logout's mark. */
export function wantsSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}

/**
 * Logout (to the page the user came from, or '/'): the page from the location's state when it is a same-site
 * path other than /login or /signup, else '/'. The sign-out waits for the arrival: signed out while still on a
 * dashboard page, the dashboard's guard would send the visitor to /login, cancelling the navigation; and a running
 * test may hold the navigation until the candidate confirms leaving it (or stays, still signed in).
 */
export async function logOut(input: { state: unknown; navigate: Navigate }) {
  await input.navigate(redirectTarget(input.state, '/'), { replace: true, state: signOutOnArrival });
}
