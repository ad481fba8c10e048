// Stripe's documented test card numbers, with the meaning the simulated gateway gives them.

export const succeedingCard = '4242424242424242';
export const declinedCard = '4000000000000002';
export const authenticationCard = '4000002500003155';

/** Stripe's message for a generic decline. */
export const declineMessage = 'Your card was declined.';

/** Stripe's message when the customer fails or refuses the extra authentication step. */
export const authenticationFailedMessage =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export const unknownCardMessage =
  'This is the simulated test gateway and no real card is charged. Use one of the test cards: ' +
  '4242 4242 4242 4242 (the payment succeeds), 4000 0000 0000 0002 (the card is declined) or ' +
  '4000 0025 0000 3155 (an extra confirmation step first).';

export type CardMeaning = 'succeeds' | 'declined' | 'requires_action' | 'unknown';

/** What a card number means to the simulator; spaces (as the card form groups digits) are ignored. */
export function meaningOfCard(cardNumber: string): CardMeaning {
  const digits = cardNumber.replace(/\s+/g, '');
  if (digits === succeedingCard) return 'succeeds';
  if (digits === declinedCard) return 'declined';
  if (digits === authenticationCard) return 'requires_action';
  return 'unknown';
}
