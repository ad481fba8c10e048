import { useApolloClient, useQuery } from '@apollo/client/react';
import { errorCode, errorMessage } from '@mocktest/web-shared/api';
import { formatDate } from '@mocktest/web-shared/format';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConfirmPurchaseMutation as ConfirmPurchaseResult } from '../../../gql/graphql';
import { CurrentProfileQuery } from '../../../shared/auth/current-profile.query';
import { forgetPricingPlan } from '../../../shared/lib/pricing-plan';
import { declineAdvice } from '../../payment/lib/payment-advice';
import { landingPlans } from '../../public/data/landing-plans';
import { CompletionExamsQuery } from '../graphql/completion-exams.query';
import { ConfirmPurchaseMutation } from '../graphql/confirm-purchase.mutation';
import { pollPurchase, waitFor } from '../lib/poll-purchase';
import '../completion.css';
import { ErrorAlert, LoadingState } from '@mocktest/web-shared/ui';

type Purchase = ConfirmPurchaseResult['confirmPurchase'];
type Check = { kind: 'checking' } | { kind: 'answered'; purchase: Purchase } | { kind: 'error'; message: string };

/** The plan's promised turnaround, from the plan catalogue ("within 30 minutes"). */
const promiseOf = (planKey: string) => landingPlans.find((plan) => plan.key === planKey)?.promise;

// Asking again cannot change these answers.
const finalErrorCodes = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT']);

/** Where a payment lands: 'Payment Done!' once the server has confirmed it with the provider, never before. */
export function CompletionPage() {
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get('purchase');
  const client = useApolloClient();
  const exams = useQuery(CompletionExamsQuery);
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  // Stripe returns here with the PaymentIntent's client secret in the address; keep it out of the history.
  useEffect(() => {
    if (purchaseId && params.has('payment_intent_client_secret')) {
      setParams({ purchase: purchaseId }, { replace: true });
    }
  }, [params, purchaseId, setParams]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger of "Check again": a new round polls anew
  useEffect(() => {
    if (!purchaseId) return;
    const controller = new AbortController();
    setCheck({ kind: 'checking' });
    pollPurchase({
      confirm: async () => {
        const result = await client.mutate({ mutation: ConfirmPurchaseMutation, variables: { id: purchaseId } });
        if (!result.data) throw new Error('The server gave no answer.');
        return result.data.confirmPurchase;
      },
      wait: waitFor,
      signal: controller.signal,
      isFinalError: (error) => finalErrorCodes.has(errorCode(error)),
    }).then(
      (purchase) => {
        setCheck({ kind: 'answered', purchase });
        if (purchase.status === 'SUCCEEDED') {
          forgetPricingPlan();
          // The plan changes the sidebar, the profile and which tests are unlocked: tests cached while they were
          // locked must not show as locked again for a moment.
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'mockTests' });
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'mockTest' });
          client.cache.gc();
          void client.refetchQueries({ include: [CurrentProfileQuery] }).catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setCheck({ kind: 'error', message: errorMessage(error, 'Your payment could not be checked.') });
      },
    );
    return () => controller.abort();
  }, [client, purchaseId, round]);

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
        <ErrorAlert message={check.message} onRetry={() => setRound((n) => n + 1)} />
      </Outcome>
    );
  }

  const { purchase } = check;
  const examLabel = exams.data?.exams.find((exam) => exam.key === purchase.exam)?.label ?? purchase.exam;

  switch (purchase.status) {
    case 'SUCCEEDED':
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
              Receipt {purchase.receiptNumber} for ${purchase.amountUsd} {purchase.currency} is on its way to your
              inbox.
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
              Start your next test opens the list of your {examLabel} tests, now unlocked. My tests shows the tests you
              have handed in and their scores.
            </p>
          </nav>
        </Outcome>
      );
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
            <button type="button" className="button button--primary" onClick={() => setRound((n) => n + 1)}>
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

const icons = { success: '✓', danger: '!', neutral: null } as const;

function Outcome({ tone, title, children }: { tone: keyof typeof icons; title: string; children: ReactNode }) {
  const icon = icons[tone];
  return (
    <section className="page success-page completion-page" aria-live="polite">
      {icon && (
        <div className={`success-page__icon completion-page__icon--${tone}`} aria-hidden="true">
          {icon}
        </div>
      )}
      <h1>{title}</h1>
      {children}
    </section>
  );
}
