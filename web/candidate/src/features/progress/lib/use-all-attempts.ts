import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressAttemptsPageQuery } from '../../../gql/graphql';
import { ProgressAttemptsPageQuery as PageQuery } from '../graphql/progress.query';
import { readAllPages } from './read-all-pages';

type Attempt = ProgressAttemptsPageQuery['myAttemptsConnection']['edges'][number]['node'];
type State = { attempts: Attempt[] | null; error: unknown; loading: boolean };

/** Every attempt of the caller with its released scores, read page by page; `reload` reads them again. */
export function useAllAttempts(): State & { reload: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ attempts: null, error: null, loading: true });
  // Only the latest read may set the state (a reload, or the page closing, makes earlier ones stale).
  const generation = useRef(0);

  const load = useCallback(() => {
    const mine = ++generation.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    readAllPages(async (after) => {
      const { data } = await client.query({ query: PageQuery, variables: { after }, fetchPolicy: 'network-only' });
      const connection = data?.myAttemptsConnection;
      return {
        items: connection?.edges.map((edge) => edge.node) ?? [],
        hasNextPage: connection?.pageInfo.hasNextPage ?? false,
        endCursor: connection?.pageInfo.endCursor ?? null,
      };
    }).then(
      (attempts) => generation.current === mine && setState({ attempts, error: null, loading: false }),
      (error: unknown) => generation.current === mine && setState((current) => ({ ...current, error, loading: false })),
    );
  }, [client]);

  useEffect(() => {
    load();
    return () => {
      generation.current++;
    };
  }, [load]);

  return { ...state, reload: load };
}
