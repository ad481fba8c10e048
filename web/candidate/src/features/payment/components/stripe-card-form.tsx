// Loaded only when the server's gateway is Stripe (a chunk of its own): Stripe.js is fetched from js.stripe.com on
// the payment page and nowhere else.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { completionPath } from '../../../shared/lib/checkout-session';
import { useSingleFlight } from '../../../shared/lib/single-flight';
import { type PaymentProblem, stripeProblem } from '../lib/payment-advice';
import { stripeErrorMessage, unexpectedPaymentError } from '../lib/payment-error-message';
import { PayNowButton } from './pay-now-button';
import { PaymentMessage } from './payment-message';

// One Stripe object per key for the page's life: Elements must keep the instance it was first given.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    // A blocked or unreachable js.stripe.com resolves to null: the form then says it could not load.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const loadFailedMessage = 'The card form could not load. Check your connection and reload the page.';
const loadFailedProblem: PaymentProblem = { message: loadFailedMessage, advice: null };

type StripeCardFormProps = { purchaseId: string; clientSecret: string; publishableKey: string | null };

/** Stripe's Payment Element for the purchase's PaymentIntent, with Pay Now. */
export default function StripeCardForm({ purchaseId, clientSecret, publishableKey }: StripeCardFormProps) {
  const [stripe] = useState(() => (publishableKey ? stripeFor(publishableKey) : null));
  const [loadFailed, setLoadFailed] = useState(!publishableKey);

  useEffect(() => {
    let current = true;
    void stripe?.then((loaded) => {
      if (current && !loaded) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (loadFailed || !stripe) return <PaymentMessage problem={loadFailedProblem} />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#1d4ed8', borderRadius: '6px' } },
      }}
    >
      <StripeCheckout purchaseId={purchaseId} />
    </Elements>
  );
}

function StripeCheckout({ purchaseId }: { purchaseId: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const flight = useSingleFlight();
  const titleId = useId();

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    await flight.run(async () => {
      setSubmitting(true);
      setProblem(null);
      try {
        const { error } = await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: new URL(completionPath(purchaseId), window.location.origin).href },
        });
        // Reached only when the payment did not go through: on success Stripe leaves for the return URL.
        setProblem(stripeProblem(error, stripeErrorMessage(error)));
      } catch {
        setProblem(stripeProblem(null, unexpectedPaymentError));
      }
      setSubmitting(false);
    });
  }

  return (
    <form className="card-form" aria-labelledby={titleId} onSubmit={(event) => void pay(event)}>
      <h2 id={titleId}>Card details</h2>
      <PaymentMessage problem={problem} />
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setElementReady(true)}
        onLoadError={() => setProblem(loadFailedProblem)}
      />
      <PayNowButton ready={Boolean(stripe && elements && elementReady)} submitting={submitting} />
    </form>
  );
}
