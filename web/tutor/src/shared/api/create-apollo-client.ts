import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Auth } from 'firebase/auth';

/** The GraphQL client of the back office; every request carries the signed-in user's fresh Firebase ID token. */
export function createApolloClient(auth: Auth): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await auth.currentUser?.getIdToken();
    const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined) };
    if (token) headers.authorization = `Bearer ${token}`;
    return { headers };
  });
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri: '/graphql' })),
    cache: new InMemoryCache({
      typePolicies: {
        // A queue item has no id of its own; the attempt identifies it, so claim and save results update the page.
        QueueItem: { keyFields: ['attempt', ['id']] },
        // Rubric versions can differ between attempts of one exam, so an exam stays inside its queue item.
        Exam: { keyFields: false, merge: true },
        Rubric: { merge: true },
        OverallScore: { merge: true },
      },
    }),
  });
}
