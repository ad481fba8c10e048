import { describe, expect, it } from 'vitest';
import { type AccountStatus, createRevocationVerdicts } from './revocation-verdicts.ts';

function world(windowSeconds: number) {
  let nowMs = Date.parse('2026-01-01T00:00:00Z');
  const accounts = new Map<string, AccountStatus>([['ann', { disabled: false, tokensValidAfterMs: null }]]);
  let reads = 0;
  let failing = false;
  const verdicts = createRevocationVerdicts({
    windowSeconds,
    clock: { now: () => new Date(nowMs) },
    read: async (uid) => {
      reads += 1;
      if (failing) throw new Error('identity service unreachable');
      return accounts.get(uid) ?? null;
    },
  });
  const signedInAt = nowMs / 1000 - 10;
  return {
    verdict: (fresh = false, uid = 'ann') => verdicts.refusal(uid, signedInAt, { fresh }),
    set: (status: AccountStatus) => accounts.set('ann', status),
    revokeNow: () => accounts.set('ann', { disabled: false, tokensValidAfterMs: nowMs }),
    pass: (seconds: number) => {
      nowMs += seconds * 1000;
    },
    fail: (value: boolean) => {
      failing = value;
    },
    reads: () => reads,
  };
}

describe('revocation verdicts', () => {
  it('asks the identity service once per user per window', async () => {
    const w = world(60);
    expect(await w.verdict()).toBeNull();
    w.revokeNow();
    w.pass(59);
    expect(await w.verdict()).toBeNull();
    expect(w.reads()).toBe(1);
    w.pass(1);
    expect(await w.verdict()).toBe('revoked');
    expect(w.reads()).toBe(2);
  });

  it('asks at once when a call wants a fresh verdict, and keeps that one', async () => {
    const w = world(60);
    await w.verdict();
    w.set({ disabled: true, tokensValidAfterMs: null });
    expect(await w.verdict(true)).toBe('disabled');
    expect(await w.verdict()).toBe('disabled');
    expect(w.reads()).toBe(2);
  });

  it('refuses an account that is gone, and a sign-in older than the revocation only', async () => {
    const w = world(60);
    expect(await w.verdict(false, 'nobody')).toBe('gone');
    w.set({ disabled: false, tokensValidAfterMs: Date.parse('2025-12-31T23:59:50Z') });
    // Signed in at 23:59:50, revoked at 23:59:50: the same second is not before it.
    expect(await w.verdict(true)).toBeNull();
  });

  it('does not remember a failed read: the next request asks again', async () => {
    const w = world(60);
    w.fail(true);
    await expect(w.verdict()).rejects.toThrow('unreachable');
    w.fail(false);
    expect(await w.verdict()).toBeNull();
    expect(w.reads()).toBe(2);
  });

  it('asks on every request with a window of 0', async () => {
    const w = world(0);
    await w.verdict();
    await w.verdict();
    expect(w.reads()).toBe(2);
  });
});
