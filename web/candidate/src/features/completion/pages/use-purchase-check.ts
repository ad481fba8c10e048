import { useApolloClient, useQuery } from '@apollo/client/react';
import { errorCode, errorMessage } from '@mocktest/web-shared/api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConfirmPurchaseMutation as ConfirmPurchaseResult } from '../../../gql/graphql';
import { CurrentProfileQuery } from '../../../shared/auth/current-profile.query';
import { forgetPricingPlan } from '../../../shared/lib/pricing-plan';
import { CompletionExamsQuery } from '../graphql/completion-exams.query';
import { ConfirmPurchaseMutation } from '../graphql/confirm-purchase.mutation';
import { pollPurchase, waitFor } from '../lib/poll-purchase';

export type Purchase = ConfirmPurchaseResult['confirmPurchase'];
type Check = { kind: 'checking' } | { kind: 'answered'; purchase: Purchase } | { kind: 'error'; message: string };

// Asking again cannot change these answers.
const finalErrorCodes = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'BAD_USER_INPUT']);

/** Polls the server until it has confirmed (or refused) the purchase named in the address. */
export function usePurchaseCheck() {
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

  const checkAgain = () => setRound((n) => n + 1);
  return { purchaseId, check, exams, checkAgain };
}
