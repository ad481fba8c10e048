import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startAuth } from './start-auth';
import { StartupError } from './startup-error';

/** Starts the signed-in app (router, Firebase, Apollo) in `container`; loaded only for pages that need it. */
export async function mountApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const auth = await startAuth();
    // As a transition the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole tree: the page already shows (the tests list's frame is in its HTML) and stays responsive.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App auth={auth} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error.';
    root.render(<StartupError message={message} />);
  }
}
