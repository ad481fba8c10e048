import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@mocktest/web-shared/api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExamKey } from '../../../gql/graphql';
import { checkoutState, paymentPath } from '../../../shared/lib/checkout-session';
import { useSingleFlight } from '../../../shared/lib/single-flight';
import type { UpgradePlan } from '../components/plan-card';
import { StartPurchaseMutation } from '../graphql/start-purchase.mutation';

const failed = 'The purchase could not be started. Please try again.';

/**
 * Starts the purchase of a plan for a course and goes on to pay; one at a time (a double click starts one purchase),
 * with the refusal kept to show in the Selection Summary.
 */
export function useStartPurchase() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const flight = useSingleFlight();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  async function buy(course: ExamKey, plan: UpgradePlan) {
    await flight.run(async () => {
      setStarting(true);
      setStartError(null);
      try {
        const result = await client.mutate({
          mutation: StartPurchaseMutation,
          variables: { input: { exam: course, plan: plan.key } },
        });
        const session = result.data?.startPurchase;
        if (!session) throw new Error(failed);
        navigate(paymentPath(session.purchase.id), {
          state: checkoutState({
            purchaseId: session.purchase.id,
            gateway: session.gateway,
            clientSecret: session.clientSecret,
            publishableKey: session.publishableKey ?? null,
          }),
        });
      } catch (caught) {
        setStartError(errorMessage(caught, failed));
        setStarting(false);
      }
    });
  }

  return { starting, startError, clearStartError: () => setStartError(null), buy };
}
