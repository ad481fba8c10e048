import type { Clock } from '../../application/shared/ports.ts';

/** What the identity service says about an account, as far as its tokens go; null when the account is gone. */
export type AccountStatus = { disabled: boolean; tokensValidAfterMs: number | null } | null;

/** Why a correctly signed token is refused. */
export type Refusal = 'gone' | 'disabled' | 'revoked';

export type RevocationVerdicts = {
  /**
   * Null when the account may use a token of a sign-in at `authTimeSeconds`. The account's status is read from the
   * identity service at most once per window per user, unless `fresh` asks for it now.
   */
  refusal(uid: string, authTimeSeconds: number, options: { fresh: boolean }): Promise<Refusal | null>;
};

type Entry = { readAtMs: number; status: Promise<AccountStatus> };

/**
 * A per-user memo of account statuses, so that a request costs no round trip to the identity service: a revoked or
 * disabled account is refused within `windowSeconds` (0: on every request), and at once where a call asks `fresh`.
 */
export function createRevocationVerdicts(options: {
  read(uid: string): Promise<AccountStatus>;
  windowSeconds: number;
  clock: Clock;
}): RevocationVerdicts {
  const windowMs = options.windowSeconds * 1000;
  // In the order of their reads (an entry read again moves to the end), so expired entries sit at the front.
  const entries = new Map<string, Entry>();

  const forgetExpired = (nowMs: number) => {
    for (const [uid, entry] of entries) {
      if (nowMs - entry.readAtMs < windowMs) return;
      entries.delete(uid);
    }
  };

  const statusOf = (uid: string, fresh: boolean): Promise<AccountStatus> => {
    const nowMs = options.clock.now().getTime();
    forgetExpired(nowMs);
    const known = entries.get(uid);
    if (known && !fresh) return known.status;
    const status = options.read(uid);
    if (windowMs > 0) {
      const entry = { readAtMs: nowMs, status };
      entries.delete(uid);
      entries.set(uid, entry);
      // A failed read (identity service unreachable) is not remembered: the next request asks again.
      status.catch(() => {
        if (entries.get(uid) === entry) entries.delete(uid);
      });
    }
    return status;
  };

  return {
    async refusal(uid, authTimeSeconds, { fresh }) {
      const status = await statusOf(uid, fresh);
      if (!status) return 'gone';
      if (status.disabled) return 'disabled';
      // As firebase-admin's checkRevoked: a sign-in before the revocation (second precision) is refused.
      if (status.tokensValidAfterMs !== null && authTimeSeconds * 1000 < status.tokensValidAfterMs) return 'revoked';
      return null;
    },
  };
}
