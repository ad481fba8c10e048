import { loadAppConfig } from '@mocktest/web-shared/config';
import { createFirebaseAuth } from '@mocktest/web-shared/identity';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootFailure, BootLoading } from './app/boot-screens';
import './shared/styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
root.render(<BootLoading />);

// Firebase needs the server's run-time settings, so the app starts only once they have arrived.
loadAppConfig()
  .then((config) => {
    const auth = createFirebaseAuth(config, 'tutor-back-office');
    root.render(
      <StrictMode>
        <App auth={auth} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    const message = error instanceof Error ? error.message : 'The configuration could not be loaded.';
    root.render(<BootFailure message={message} />);
  });
