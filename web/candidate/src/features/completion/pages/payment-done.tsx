import { formatDate } from '@mocktest/web-shared/format';
import { Link } from 'react-router';
import { landingPlans } from '../../public/data/landing-plans';
import { Outcome } from './completion-outcome';
import type { Purchase } from './use-purchase-check';

/** The plan's promised turnaround, from the plan catalogue ("within 30 minutes"). */
const promiseOf = (planKey: string) => landingPlans.find((plan) => plan.key === planKey)?.promise;

export function PaymentDone({ purchase, examLabel }: { purchase: Purchase; examLabel: string }) {
  return (
    <Outcome tone="success" title="Payment Done!">
      <p>
        Your {purchase.plan.name} plan for {examLabel} is active: {purchase.plan.tests} tests are unlocked
        {purchase.planExpiresAt ? ` until ${formatDate(purchase.planExpiresAt)}` : ''}.
      </p>
      {purchase.planExpiresAt && promiseOf(purchase.plan.key) && (
        <p>Each answer you submit now is evaluated {promiseOf(purchase.plan.key)}.</p>
      )}
      {purchase.receiptNumber && (
        <p className="muted">
          Receipt {purchase.receiptNumber} for ${purchase.amountUsd} {purchase.currency} is on its way to your inbox.
        </p>
      )}
      <nav className="completion-page__next" aria-label="What next">
        <div className="completion-page__actions">
          <Link to="/dashboard/writingtasks?success" className="button button--primary button--large">
            Start your next test
          </Link>
          <Link to="/dashboard/progress" className="button button--secondary button--large">
            My tests
          </Link>
        </div>
        <p className="muted completion-page__hint">
          Start your next test opens the list of your {examLabel} tests, now unlocked. My tests shows the tests you have
          handed in and their scores.
        </p>
      </nav>
    </Outcome>
  );
}
