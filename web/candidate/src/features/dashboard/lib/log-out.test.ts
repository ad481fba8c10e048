import { expect, test } from 'vitest';
import { logOut } from './log-out';

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    navigate: async (to: string, options: { replace: boolean }) => {
      calls.push(`navigate ${to}${options.replace ? ' (replace)' : ''}`);
    },
    signOut: async () => {
      calls.push('signOut');
    },
  };
}

test('goes to / and only then signs out, so the dashboard guard never sends the user to /login', async () => {
  const { calls, navigate, signOut } = recorder();
  await logOut({ state: null, navigate, signOut });
  expect(calls).toEqual(['navigate / (replace)', 'signOut']);
});

test('goes back to the page the user came from when it is a page of this site', async () => {
  const { calls, navigate, signOut } = recorder();
  await logOut({ state: { from: '/ielts?ref=nav' }, navigate, signOut });
  expect(calls[0]).toBe('navigate /ielts?ref=nav (replace)');
});

test('falls back to / for another site, the login and sign-up pages, or no usable page', async () => {
  for (const state of [
    { from: '//evil.example/' },
    { from: 'https://evil.example/' },
    { from: '/login' },
    { from: 42 },
  ]) {
    const { calls, navigate, signOut } = recorder();
    await logOut({ state, navigate, signOut });
    expect(calls, JSON.stringify(state)).toEqual(['navigate / (replace)', 'signOut']);
  }
});

test('a failed sign-out reaches the caller, to be reported', async () => {
  const { navigate } = recorder();
  const failing = async () => {
    throw new Error('network down');
  };
  await expect(logOut({ state: null, navigate, signOut: failing })).rejects.toThrow('network down');
});
