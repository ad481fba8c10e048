import { unexpectedPaymentError } from './payment-error-message';

/** Where a payment attempt stands after the gateway answered. */
export type PaymentOutcome =
  | { kind: 'succeeded' }
  /** The card asks for an extra confirmation (like 3-D Secure) before it can be charged. */
  | { kind: 'requires_action' }
  | { kind: 'failed'; message: string };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const timeoutMs = 30_000;

/** The card number without the spaces and dashes people type; null unless 12 to 19 digits remain. */
export function normaliseCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

async function call(fetchFn: FetchLike, path: string, body: object): Promise<PaymentOutcome> {
  let answer: unknown;
  try {
    const response = await fetchFn(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = await response.json();
  } catch {
    // No answer, or not JSON: the card was not judged, so nothing the provider said can be shown.
    return { kind: 'failed', message: unexpectedPaymentError };
  }
  const { status, message } = (answer ?? {}) as { status?: unknown; message?: unknown };
  if (status === 'succeeded') return { kind: 'succeeded' };
  if (status === 'requires_action') return { kind: 'requires_action' };
  if (status === 'failed') {
    return { kind: 'failed', message: typeof message === 'string' && message ? message : unexpectedPaymentError };
  }
  return { kind: 'failed', message: unexpectedPaymentError };
}

/** Sends the card number to the simulated gateway (embedded mode: test cards only, no money moves). */
export function confirmSimulatedCard(
  fetchFn: FetchLike,
  input: { clientSecret: string; cardNumber: string },
): Promise<PaymentOutcome> {
  return call(fetchFn, '/simulated-gateway/confirm', input);
}

/** Answers the simulated gateway's extra confirmation step: approve, or make it fail. */
export function authenticateSimulatedPayment(
  fetchFn: FetchLike,
  input: { clientSecret: string; approve: boolean },
): Promise<PaymentOutcome> {
  return call(fetchFn, '/simulated-gateway/authenticate', input);
}
