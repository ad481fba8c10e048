import { redirectTarget } from '../../auth/lib/redirect-target';

type Navigate = (to: string, options: { replace: boolean }) => void | Promise<void>;

/**
 * Logout (spec: to the page the user came from, or '/'): the page from the location's state when it is a same-site
 * path other than /login or /signup, else '/'. The app goes there first and signs out once it has arrived: signed out
 * while still on a dashboard page, the dashboard's guard would send the visitor to /login, cancelling the navigation.
 */
export async function logOut(input: { state: unknown; navigate: Navigate; signOut: () => Promise<void> }) {
  await input.navigate(redirectTarget(input.state, '/'), { replace: true });
  await input.signOut();
}
