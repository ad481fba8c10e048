import { useQuery } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CheckoutSession, completionPath, readCheckoutSession } from '../../../shared/lib/checkout-session';
import { CheckoutUnavailable } from '../components/checkout-unavailable';
import { OrderOverview } from '../components/order-overview';
import { SimulatedCardForm } from '../components/simulated-card-form';
import { TrustNotes } from '../components/trust-notes';
import { PaymentPurchaseQuery } from '../graphql/payment-purchase.query';
import '../payment.css';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';

// Stripe's libraries are fetched only when the server takes payments through Stripe.
const StripeCardForm = lazy(() => import('../components/stripe-card-form'));

/** Payment Information: the order as the server priced it, and the card form of the server's payment gateway. */
export function PaymentPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const purchaseId = params.get('purchase');
  const session = readCheckoutSession(location.state);
  const purchaseQuery = useQuery(PaymentPurchaseQuery, {
    variables: { id: purchaseId ?? '' },
    skip: !purchaseId,
    // The status may have changed in another tab or through the provider: always ask the server.
    fetchPolicy: 'network-only',
  });

  const purchase = purchaseQuery.data?.purchase;
  if (purchase && purchase.status === 'SUCCEEDED') return <Navigate to={completionPath(purchase.id)} replace />;

  let body: ReactNode;
  if (!purchaseId) {
    body = <CheckoutUnavailable reason="There is no order to pay yet. Choose a plan first." />;
  } else if (purchaseQuery.loading && !purchaseQuery.data) {
    body = <LoadingState label="Loading your order…" />;
  } else if (purchaseQuery.error && !purchaseQuery.data) {
    body = (
      <ErrorAlert
        message={errorMessage(purchaseQuery.error, 'Your order could not be loaded.')}
        onRetry={() => void purchaseQuery.refetch().catch(() => undefined)}
      />
    );
  } else if (!purchase) {
    body = <CheckoutUnavailable reason="We could not find this order. Choose your plan again to pay for it." />;
  } else {
    const examLabel = purchaseQuery.data?.exams.find((exam) => exam.key === purchase.exam)?.label ?? purchase.exam;
    const amountLabel = `$${purchase.amountUsd} ${purchase.currency}`;
    const checkout = session?.purchaseId === purchase.id ? session : null;
    body = (
      <div className="payment-layout">
        <OrderOverview
          examLabel={examLabel}
          planName={purchase.plan.name}
          tests={purchase.plan.tests}
          amountUsd={purchase.amountUsd}
          currency={purchase.currency}
        />
        <TrustNotes />
        <div className="card payment-main">
          {checkout ? (
            <CardForm
              checkout={checkout}
              amountLabel={amountLabel}
              onSucceeded={() => navigate(completionPath(purchase.id))}
            />
          ) : (
            <CheckoutUnavailable reason="This payment was opened in another tab or has expired here. Choose your plan again to pay." />
          )}
          <p className="payment-main__cancel">
            Changed your mind? <Link to="/dashboard/upgrade?canceled">Cancel this order</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <section className="page payment-page">
      <header className="page__header">
        <h1>Payment Information</h1>
        <p className="page__lead">Check your order, then pay by card to unlock your tests straight away.</p>
      </header>
      {body}
    </section>
  );
}

type CardFormProps = { checkout: CheckoutSession; amountLabel: string; onSucceeded: () => void };

/** The card form of the gateway the server chose for this purchase. */
function CardForm({ checkout, amountLabel, onSucceeded }: CardFormProps) {
  if (checkout.gateway === 'SIMULATED') {
    return (
      <SimulatedCardForm clientSecret={checkout.clientSecret} amountLabel={amountLabel} onSucceeded={onSucceeded} />
    );
  }
  return (
    <Suspense fallback={<LoadingState label="Loading the secure card form…" />}>
      <StripeCardForm
        purchaseId={checkout.purchaseId}
        clientSecret={checkout.clientSecret}
        publishableKey={checkout.publishableKey}
      />
    </Suspense>
  );
}
