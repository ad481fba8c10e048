import { useMutation } from '@apollo/client/react';
import { type DescribedError, describeError } from '@mocktest/web-shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimAttemptMutation } from '../graphql/grading-mutations';

export type ClaimState = { status: 'idle' | 'claiming' | 'claimed' } | { status: 'failed'; error: DescribedError };

/**
 * The tutor's claim on the answer being graded: taken on Start grading (requestClaim), or at once when the tutor
 * already holds it; never for a published evaluation, which is only read.
 */
export function useGradingClaim(
  attemptId: string,
  item: { claimedByMe: boolean } | null | undefined,
  published: boolean,
): { claim: ClaimState; requestClaim: () => Promise<void> } {
  const [claimAttempt] = useMutation(claimAttemptMutation);
  const [claim, setClaim] = useState<ClaimState>({ status: 'idle' });
  const claimRequested = useRef(false);
  const requestClaim = useCallback(async () => {
    setClaim({ status: 'claiming' });
    try {
      await claimAttempt({ variables: { attemptId } });
      setClaim({ status: 'claimed' });
    } catch (caught) {
      setClaim({ status: 'failed', error: describeError(caught) });
    }
  }, [attemptId, claimAttempt]);

  useEffect(() => {
    // Opening an answer only reads it: the claim is taken on "Start grading". An answer this tutor already holds is
    // taken up again at once (which also renews the claim); a published evaluation is only read.
    if (!item || published || !item.claimedByMe || claimRequested.current) return;
    claimRequested.current = true;
    void requestClaim();
  }, [item, published, requestClaim]);

  return { claim, requestClaim };
}
