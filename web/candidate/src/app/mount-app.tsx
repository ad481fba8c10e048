import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startAuth } from './start-auth';
import { StartupError } from './startup-error';

/** Starts the signed-in app (router, Firebase, Apollo) in `container`; loaded only for pages that need it. */
export async function mountApp(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const auth = await startAuth();
    root.render(
      <StrictMode>
        <App auth={auth} />
      </StrictMode>,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error.';
    root.render(<StartupError message={message} />);
  }
}
