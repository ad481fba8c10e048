import { ApolloProvider } from '@apollo/client/react';
import type { Auth } from 'firebase/auth';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { createApolloClient } from '../shared/api/create-apollo-client';
import { AuthProvider } from '../shared/auth/auth-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { createAppRouter } from './router';

/** Providers around the router: error boundary, GraphQL client, auth state and toasts. */
export function App({ auth }: { auth: Auth }) {
  const [client] = useState(() => createApolloClient(auth));
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <ApolloProvider client={client}>
        <AuthProvider auth={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </ApolloProvider>
      <Toaster position="top-right" duration={5000} closeButton richColors visibleToasts={3} />
    </AppErrorBoundary>
  );
}
