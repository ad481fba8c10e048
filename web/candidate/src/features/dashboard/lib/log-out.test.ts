import { expect, test } from 'vitest';
import { logOut, signOutOnArrival, wantsSignOut } from './log-out';

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    navigate: async (to: string, options: { replace: boolean; state: unknown }) => {
      calls.push(
        `navigate ${to}${options.replace ? ' (replace)' : ''}${wantsSignOut(options.state) ? ' then sign out' : ''}`,
      );
    },
  };
}

test('goes to / and signs out only once there, so the dashboard guard never sends the user to /login', async () => {
  const { calls, navigate } = recorder();
  await logOut({ state: null, navigate });
  expect(calls).toEqual(['navigate / (replace) then sign out']);
});

test('goes back to the page the user came from when it is a page of this site', async () => {
  const { calls, navigate } = recorder();
  await logOut({ state: { from: '/ielts?ref=nav' }, navigate });
  expect(calls[0]).toBe('navigate /ielts?ref=nav (replace) then sign out');
});

test('falls back to / for another site, the login and sign-up pages, or no usable page', async () => {
  for (const state of [
    { from: '//evil.example/' },
    { from: 'https://evil.example/' },
    { from: '/login' },
    { from: 42 },
  ]) {
    const { calls, navigate } = recorder();
    await logOut({ state, navigate });
    expect(calls, JSON.stringify(state)).toEqual(['navigate / (replace) then sign out']);
  }
});

test('only a logout mark asks for the sign-out, never another page state', () => {
  expect(wantsSignOut(signOutOnArrival)).toBe(true);
  for (const state of [null, undefined, 'signOut', { signOut: 'yes' }, { from: '/dashboard' }]) {
    expect(wantsSignOut(state), JSON.stringify(state)).toBe(false);
  }
});
