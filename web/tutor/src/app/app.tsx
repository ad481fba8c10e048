import { ApolloProvider } from '@apollo/client/react';
import type { Auth } from 'firebase/auth';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createApolloClient } from '../shared/api/create-apollo-client';
import { AuthProvider } from '../shared/auth/auth-context';
import { createAppRouter } from './create-app-router';

/** The back office with its providers: GraphQL client, session, router and toasts. */
export function App({ auth }: { auth: Auth }) {
  const client = useMemo(() => createApolloClient(auth), [auth]);
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
