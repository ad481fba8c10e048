import type { TypePolicies } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '@mocktest/web-shared/api';
import type { Auth } from 'firebase/auth';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../shared/auth/auth-context';
import { createAppRouter } from './create-app-router';

const typePolicies: TypePolicies = {
  // A queue item has no id of its own; the attempt identifies it, so claim and save results update the page.
  QueueItem: { keyFields: ['attempt', ['id']] },
  // Rubric versions can differ between attempts of one exam, so an exam stays inside its queue item.
  Exam: { keyFields: false, merge: true },
  Rubric: { merge: true },
  OverallScore: { merge: true },
};

/** The back office with its providers: GraphQL client, session, router and toasts. */
export function App({ auth }: { auth: Auth }) {
  const client = useMemo(() => createApolloClient(auth, typePolicies), [auth]);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ApolloProvider client={client}>
      <AuthProvider auth={auth}>
        <RouterProvider router={router} />
        <Toaster position="top-right" duration={5000} visibleToasts={3} closeButton richColors />
      </AuthProvider>
    </ApolloProvider>
  );
}
