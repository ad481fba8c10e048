import { describe, expect, it } from 'vitest';
import { type IdTokenClaims, rememberVerifiedTokens } from './id-token-claims.ts';

function verifier(maxEntries = 2) {
  let nowMs = Date.parse('2026-01-01T00:00:00Z');
  const expiresAt = nowMs / 1000 + 60;
  const checks: string[] = [];
  const verify = rememberVerifiedTokens(
    async (token) => {
      checks.push(token);
      if (token.startsWith('bad')) throw new Error('invalid token');
      return { sub: token, auth_time: 1, exp: expiresAt } satisfies IdTokenClaims;
    },
    { maxEntries, nowMs: () => nowMs },
  );
  return {
    verify,
    checks,
    pass: (seconds: number) => {
      nowMs += seconds * 1000;
    },
  };
}

describe('remembered token verifications', () => {
  it('checks a token once while it is valid, and its claims are the same each time', async () => {
    const { verify, checks } = verifier();
    const first = await verify('ann');
    expect(await verify('ann')).toEqual(first);
    expect(checks).toEqual(['ann']);
  });

  it('checks an expired token again (valid until the second of its exp)', async () => {
    const { verify, checks, pass } = verifier();
    await verify('ann');
    pass(59);
    await verify('ann');
    expect(checks).toEqual(['ann']);
    pass(1);
    await verify('ann');
    expect(checks).toEqual(['ann', 'ann']);
  });

  it('never remembers a refused token', async () => {
    const { verify, checks } = verifier();
    await expect(verify('bad')).rejects.toThrow('invalid token');
    await expect(verify('bad')).rejects.toThrow('invalid token');
    expect(checks).toEqual(['bad', 'bad']);
  });

  it('forgets the oldest token once full', async () => {
    const { verify, checks } = verifier(2);
    await verify('ann');
    await verify('bob');
    await verify('cat');
    await verify('bob');
    await verify('ann');
    expect(checks).toEqual(['ann', 'bob', 'cat', 'ann']);
  });
});
