import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyAttemptsPageQuery } from '../../../gql/graphql';
import { MyAttemptsPageQuery as PageQuery } from '../graphql/writing-tests.query';
import { readOffsetPages } from './other-exam-attempts';

export type MyAttempt = MyAttemptsPageQuery['myAttempts']['items'][number];
type State = { attempts: MyAttempt[] | null; error: unknown; loading: boolean };

/**
 * Every attempt of the caller with its test, read page by page once `enabled` (the tests list waits for its own
 * data first, so this read does not slow its first paint); `reload` reads them again.
 */
export function useMyAttempts(enabled: boolean): State & { reload: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ attempts: null, error: null, loading: false });
  // Only the latest read may set the state (a reload, or the page closing, makes earlier ones stale).
  const generation = useRef(0);

  const load = useCallback(() => {
    const mine = ++generation.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    readOffsetPages(async (limit, offset) => {
      const { data } = await client.query({
        query: PageQuery,
        variables: { limit, offset },
        // Read for this section alone (kept in its state): written to the cache, every page would make the page's
        // other queries read themselves again while the list starts.
        fetchPolicy: 'no-cache',
      });
      return { items: data?.myAttempts.items ?? [], total: data?.myAttempts.total ?? 0 };
    }).then(
      (attempts) => generation.current === mine && setState({ attempts, error: null, loading: false }),
      (error: unknown) => generation.current === mine && setState((current) => ({ ...current, error, loading: false })),
    );
  }, [client]);

  useEffect(() => {
    if (!enabled) return;
    load();
    return () => {
      generation.current++;
    };
  }, [enabled, load]);

  return { ...state, reload: load };
}
