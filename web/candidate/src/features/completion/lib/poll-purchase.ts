import type { PurchaseStatus } from '../../../gql/graphql';

/**
 * Pauses before each confirmation: quick at first (the provider's webhook usually lands within a second or two),
 * then slower; about half a minute in all before the page says it is still waiting.
 */
export const confirmationDelaysMs: readonly number[] = [0, 1000, 1000, 2000, 2000, 3000, 3000, 4000, 5000, 5000, 5000];

type PollOptions<P> = {
  /** One confirmPurchase call. */
  confirm: () => Promise<P>;
  /** Waits `ms`; rejects once `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
  delaysMs?: readonly number[];
  /** Errors not worth asking again about (e.g. an unknown purchase); others (a lost connection) are retried. */
  isFinalError?: (error: unknown) => boolean;
};

/**
 * Asks the server about the purchase until it is settled (no longer PENDING) or the delays run out, and answers the
 * last state seen. Throws when no answer came at all, with the last error.
 */
export async function pollPurchase<P extends { status: PurchaseStatus }>(options: PollOptions<P>): Promise<P> {
  const { confirm, wait, signal, delaysMs = confirmationDelaysMs, isFinalError = () => false } = options;
  let last: P | undefined;
  let lastError: unknown;
  for (const delay of delaysMs) {
    if (delay > 0) await wait(delay, signal);
    signal.throwIfAborted();
    try {
      last = await confirm();
      lastError = undefined;
      if (last.status !== 'PENDING') return last;
    } catch (error) {
      if (signal.aborted || isFinalError(error)) throw error;
      lastError = error;
    }
  }
  if (last) return last;
  throw lastError ?? new Error('The payment could not be confirmed.');
}

/** A `wait` for the browser: a timer that stops when the page goes away. */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
