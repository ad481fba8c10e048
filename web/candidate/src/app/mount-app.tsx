import type { TypePolicies } from '@apollo/client';
import { createApolloClient } from '@mocktest/web-shared/api';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { nextTask } from './next-task';
import { createAppRouter } from './router';
import { startAuth } from './start-auth';
import { StartupError } from './startup-error';

// Exams and plans are identified by their keys across every query.
const typePolicies: TypePolicies = { Exam: { keyFields: ['key'] }, Plan: { keyFields: ['key'] } };

/** Starts the signed-in app (router, Firebase, Apollo) in `container`; loaded only for pages that need it. */
export async function mountApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const auth = await startAuth();
    // The GraphQL client and the router are built in tasks of their own, not within the first render, which cannot
    // yield in the middle of a component.
    await nextTask();
    const client = createApolloClient(auth, typePolicies);
    await nextTask();
    const router = createAppRouter();
    await nextTask();
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree: the page already shows (the tests list's frame is in its HTML) and stays responsive.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App auth={auth} client={client} router={router} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error.';
    root.render(<StartupError message={message} />);
  }
}
