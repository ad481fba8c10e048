/**
 * Shown for any failure that is not the provider's verdict on the card (network, server, integration). The spec's
 * text reads 'occured'; no program matches on it and candidates read it at a worrying moment, so it is spelt right.
 */
export const unexpectedPaymentError = 'An unexpected error occurred.';

/** Stripe's error types whose message is written for the card holder. */
const cardHolderErrorTypes = new Set(['card_error', 'validation_error']);

/** What the candidate reads when a Stripe payment attempt fails: the provider's words for card and form errors. */
export function stripeErrorMessage(error: { type?: string; message?: string } | null | undefined): string {
  if (error?.type && cardHolderErrorTypes.has(error.type) && error.message) return error.message;
  return unexpectedPaymentError;
}
