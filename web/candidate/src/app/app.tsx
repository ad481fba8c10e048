import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { Auth } from 'firebase/auth';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '../shared/auth/auth-provider';
import { AppErrorBoundary } from './app-error-boundary';
import type { createAppRouter } from './router';

type AppProps = { auth: Auth; client: ApolloClient; router: ReturnType<typeof createAppRouter> };

/** Providers around the router: error boundary, GraphQL client, auth state and toasts. */
export function App({ auth, client, router }: AppProps) {
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
