import { useMutation, useQuery } from '@apollo/client/react';
import { describeError } from '@mocktest/web-shared/api';
import { useEffect, useRef, useState } from 'react';
import type { SecondMarkingContent } from '../components/second-marking-form';
import {
  claimSecondMarkingMutation,
  publishSecondMarkingMutation,
  saveSecondMarkingMutation,
  secondMarkingQuery,
} from '../graphql/second-marking.graphql';

/** The second marking of one answer, taken on first sight (once), with Save and Publish and what they last did. */
export function useSecondMarking(attemptId: string) {
  const { data, error, refetch } = useQuery(secondMarkingQuery, {
    variables: { attemptId },
    fetchPolicy: 'cache-and-network',
  });
  const [claim] = useMutation(claimSecondMarkingMutation);
  const [save] = useMutation(saveSecondMarkingMutation);
  const [publish] = useMutation(publishSecondMarkingMutation);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const claimed = useRef(false);
  const marking = data?.secondMarking;

  useEffect(() => {
    if (!marking || marking.publishedAt || marking.claimedByMe || claimed.current) return;
    claimed.current = true;
    // The marking has no id for the cache to merge the mutation's answer into: read it again once taken.
    claim({ variables: { attemptId } })
      .then(() => refetch())
      .catch((caught) => setClaimError(describeError(caught).message));
  }, [marking, attemptId, claim, refetch]);

  return {
    data,
    error,
    marking,
    claimError,
    saved,
    onSave: async (input: SecondMarkingContent) => {
      await save({ variables: { attemptId, input } });
      setSaved('Draft saved.');
    },
    onPublish: async (input: SecondMarkingContent) => {
      await publish({ variables: { attemptId, input } });
      setSaved('Second marking published.');
      void refetch();
    },
  };
}
