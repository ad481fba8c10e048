import { unexpectedPaymentError } from './payment-error-message';

/** Why a payment attempt failed, in the provider's words, and what to try next in plain words. */
export type PaymentProblem = { message: string; advice: string | null };

/** After the card was refused (declined, not authenticated, a wrong number or expiry): the card holder's options. */
export const declineAdvice =
  'Nothing was charged. Check the card number and expiry date and try again, use another card, or contact your ' +
  'bank to ask why it refused the payment.';

/** After a failure that says nothing about the card (network, server): nothing happened, so trying again is safe. */
export const unexpectedAdvice = 'Nothing was charged. Check your internet connection and try again in a moment.';

/**
 * The problem to show for the simulated gateway's answer: its message is the provider's verdict on the card (a decline,
 * a failed confirmation, an unknown test number) unless the attempt got no answer at all.
 */
export function paymentProblem(message: string): PaymentProblem {
  return { message, advice: message === unexpectedPaymentError ? unexpectedAdvice : declineAdvice };
}

/**
 * The problem to show for Stripe's error: a card error gets the decline advice, an incomplete form none (Stripe marks
 * the field itself), anything else the advice for a failure that charged nothing.
 */
export function stripeProblem(
  error: { type?: string; message?: string } | null | undefined,
  message: string,
): PaymentProblem {
  if (message === unexpectedPaymentError) return { message, advice: unexpectedAdvice };
  if (error?.type === 'validation_error') return { message, advice: null };
  return { message, advice: declineAdvice };
}
