import { ApolloClient, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Auth } from 'firebase/auth';

/**
 * GraphQL client for the same-origin API; every request carries the signed-in user's Firebase ID token.
 * Each app passes the cache identities of its own screens.
 */
export function createApolloClient(auth: Auth, typePolicies: TypePolicies): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    // getIdToken refreshes an expiring token itself, so requests never go out with a stale one.
    const token = await auth.currentUser?.getIdToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({ typePolicies }),
  });
}
