import type { TypePolicies } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '@mocktest/web-shared/api';
import type { Auth } from 'firebase/auth';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { AuthProvider } from '../shared/auth/auth-provider';
import { AppErrorBoundary } from './app-error-boundary';
import { createAppRouter } from './router';

// Exams and plans are identified by their keys across every query.
const typePolicies: TypePolicies = { Exam: { keyFields: ['key'] }, Plan: { keyFields: ['key'] } };

/** Providers around the router: error boundary, GraphQL client, auth state and toasts. */
export function App({ auth }: { auth: Auth }) {
  const [client] = useState(() => createApolloClient(auth, typePolicies));
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
