import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';
import { Link } from 'react-router';
import { declineAdvice } from '../../payment/lib/payment-advice';
import '../completion.css';
import { Outcome } from './completion-outcome';
import { PaymentDone } from './payment-done';
import { usePurchaseCheck } from './use-purchase-check';

/** Where a payment lands: 'Payment Done!' once the server has confirmed it with the provider, never before. */
export function CompletionPage() {
  const { purchaseId, check, exams, checkAgain } = usePurchaseCheck();

  if (!purchaseId) {
    return (
      <Outcome tone="neutral" title="No payment to confirm">
        <p>This page confirms a payment, but none was named.</p>
        <Link to="/dashboard/upgrade" className="button button--primary">
          See the plans
        </Link>
      </Outcome>
    );
  }

  if (check.kind === 'checking') {
    return (
      <Outcome tone="neutral" title="Confirming your payment">
        <LoadingState label="Waiting for the payment provider…" />
        <p>
          We are waiting for the payment provider to confirm your payment. This usually takes a few seconds; please keep
          this page open.
        </p>
      </Outcome>
    );
  }

  if (check.kind === 'error') {
    return (
      <Outcome tone="neutral" title="We could not check your payment">
        <ErrorAlert message={check.message} onRetry={checkAgain} />
      </Outcome>
    );
  }

  const { purchase } = check;
  const examLabel = exams.data?.exams.find((exam) => exam.key === purchase.exam)?.label ?? purchase.exam;

  switch (purchase.status) {
    case 'SUCCEEDED':
      return <PaymentDone purchase={purchase} examLabel={examLabel} />;
    case 'FAILED':
      return (
        <Outcome tone="danger" title="Payment not completed">
          <p role="alert">{purchase.failureMessage || 'The payment did not go through.'}</p>
          <p>{declineAdvice}</p>
          <Link to="/dashboard/upgrade" className="button button--primary">
            Try again
          </Link>
        </Outcome>
      );
    case 'REFUNDED':
      return (
        <Outcome tone="neutral" title="Payment refunded">
          <p>This payment was refunded, so its plan is not active.</p>
          <Link to="/dashboard/upgrade" className="button button--primary">
            See the plans
          </Link>
        </Outcome>
      );
    default:
      return (
        <Outcome tone="neutral" title="Still waiting for the payment provider">
          <p>
            Your payment has not been confirmed yet. If it goes through, your plan unlocks by itself and we e-mail you a
            receipt.
          </p>
          <div className="completion-page__actions">
            <button type="button" className="button button--primary" onClick={checkAgain}>
              Check again
            </button>
            <Link to="/dashboard/writingtasks" className="button button--secondary">
              Back to Writing Tasks
            </Link>
          </div>
        </Outcome>
      );
  }
}
