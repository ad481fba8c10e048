import { type FormEvent, useId, useState } from 'react';
import { useSingleFlight } from '../../../shared/lib/single-flight';
import { type PaymentProblem, paymentProblem } from '../lib/payment-advice';
import {
  authenticateSimulatedPayment,
  confirmSimulatedCard,
  type FetchLike,
  normaliseCardNumber,
  type PaymentOutcome,
} from '../lib/simulated-gateway';
import { PayNowButton } from './pay-now-button';
import { PaymentMessage } from './payment-message';

const browserFetch: FetchLike = (url, init) => fetch(url, init);

const testCards = [
  { number: '4242 4242 4242 4242', effect: 'the payment succeeds' },
  { number: '4000 0000 0000 0002', effect: 'the card is declined' },
  { number: '4000 0025 0000 3155', effect: 'your bank asks for an extra confirmation first' },
];

type SimulatedCardFormProps = {
  clientSecret: string;
  amountLabel: string;
  onSucceeded: () => void;
};

/** The embedded mode's card form: the simulated gateway judges Stripe's test card numbers; no money moves. */
export function SimulatedCardForm({ clientSecret, amountLabel, onSucceeded }: SimulatedCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const flight = useSingleFlight();
  const titleId = useId();
  const confirmTitleId = useId();

  async function attempt(send: () => Promise<PaymentOutcome>) {
    await flight.run(async () => {
      setSubmitting(true);
      setProblem(null);
      const outcome = await send();
      if (outcome.kind === 'succeeded') {
        // Stays 'Loading' while the completion page opens.
        onSucceeded();
        return;
      }
      setSubmitting(false);
      setNeedsConfirmation(outcome.kind === 'requires_action');
      if (outcome.kind === 'failed') setProblem(paymentProblem(outcome.message));
    });
  }

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = normaliseCardNumber(cardNumber);
    if (!digits) {
      setProblem({ message: 'Enter the card number: 12 to 19 digits.', advice: null });
      return;
    }
    void attempt(() => confirmSimulatedCard(browserFetch, { clientSecret, cardNumber: digits }));
  }

  return (
    <form className="card-form" aria-labelledby={titleId} onSubmit={pay} noValidate>
      <h2 id={titleId}>Card details</h2>
      <div className="notice notice--info test-mode-note">
        <p>
          <strong>Test mode: no real card is charged.</strong> Payments here go to a simulated provider and no money
          moves. Try one of these test card numbers:
        </p>
        <ul className="test-mode-note__cards">
          {testCards.map((card) => (
            <li key={card.number}>
              <span className="test-mode-note__number">{card.number}</span> — {card.effect}
            </li>
          ))}
        </ul>
      </div>
      {/* Above the field: after a decline the message and the form under it are in view together. */}
      <PaymentMessage problem={problem} />
      {needsConfirmation ? (
        <section className="extra-confirmation" aria-labelledby={confirmTitleId}>
          <h3 id={confirmTitleId}>Confirm this payment</h3>
          <p>
            Your card issuer asks you to confirm the payment of {amountLabel}. In test mode you decide what the bank
            answers.
          </p>
          <div className="extra-confirmation__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={submitting}
              onClick={() =>
                void attempt(() => authenticateSimulatedPayment(browserFetch, { clientSecret, approve: false }))
              }
            >
              Fail
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={submitting}
              aria-busy={submitting}
              onClick={() =>
                void attempt(() => authenticateSimulatedPayment(browserFetch, { clientSecret, approve: true }))
              }
            >
              {submitting ? 'Loading' : 'Approve'}
            </button>
          </div>
        </section>
      ) : (
        <>
          <div className="field">
            <label htmlFor="card-number">Card number</label>
            <input
              id="card-number"
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              maxLength={23}
              value={cardNumber}
              disabled={submitting}
              onChange={(event) => setCardNumber(event.target.value)}
            />
          </div>
          <PayNowButton ready submitting={submitting} />
        </>
      )}
    </form>
  );
}
