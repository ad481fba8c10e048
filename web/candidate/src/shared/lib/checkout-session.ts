import type { PaymentGatewayKind } from '../../gql/graphql';

/**
 * What the Upgrade page hands the payment page after starting a purchase. It travels in the history entry's state
 * (which survives a reload of the payment page), never in the address: the client secret must not end up in logs.
 */
export type CheckoutSession = {
  purchaseId: string;
  gateway: PaymentGatewayKind;
  clientSecret: string;
  publishableKey: string | null;
};

const gateways: Record<PaymentGatewayKind, true> = { STRIPE: true, SIMULATED: true };

/** The session in a history entry's state, or null when the state holds none (e.g. the page was opened by its link). */
export function readCheckoutSession(state: unknown): CheckoutSession | null {
  const session = (state as { checkout?: unknown } | null)?.checkout as Partial<CheckoutSession> | undefined;
  if (!session || typeof session !== 'object') return null;
  const { purchaseId, gateway, clientSecret, publishableKey } = session;
  if (typeof purchaseId !== 'string' || !purchaseId) return null;
  if (typeof gateway !== 'string' || !Object.hasOwn(gateways, gateway)) return null;
  if (typeof clientSecret !== 'string' || !clientSecret) return null;
  if (publishableKey !== null && typeof publishableKey !== 'string') return null;
  return { purchaseId, gateway, clientSecret, publishableKey };
}

/** The navigation state carrying a session to the payment page. */
export function checkoutState(session: CheckoutSession): { checkout: CheckoutSession } {
  return { checkout: session };
}

/** The payment page of a purchase. */
export function paymentPath(purchaseId: string): string {
  return `/dashboard/payment?purchase=${encodeURIComponent(purchaseId)}`;
}

/** Where a payment returns to (Stripe's return_url, the simulated gateway's success). */
export function completionPath(purchaseId: string): string {
  return `/dashboard/completion?purchase=${encodeURIComponent(purchaseId)}`;
}
