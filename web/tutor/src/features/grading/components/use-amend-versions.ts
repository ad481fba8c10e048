import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { gradingVersionsQuery } from '../graphql/amend-evaluation.operations';
import { latestVersion } from '../lib/amend-versions';

/** The published versions of an evaluation and whether its publisher is amending it now. */
export function useAmendVersions(attemptId: string, published: boolean) {
  // A published evaluation opens again for its publisher until the release ("Amend"; ?amend=1 from My work).
  const [searchParams] = useSearchParams();
  const versionsQuery = useQuery(gradingVersionsQuery, {
    variables: { attemptId },
    skip: !published,
    // Kept out of the cache: QueueItem has no id, so two queries of gradingItem would overwrite each other there.
    fetchPolicy: 'no-cache',
  });
  const versions = versionsQuery.data?.gradingItem?.evaluationVersions ?? [];
  const amendable = versionsQuery.data?.gradingItem?.amendable === true;
  const [amending, setAmending] = useState(false);
  const amendAsked = useRef(searchParams.get('amend') === '1');
  const basedOn = latestVersion(versions)?.number ?? 1;
  const refetchVersions = versionsQuery.refetch;
  return { versions, amendable, amending, setAmending, amendAsked, basedOn, refetchVersions };
}
