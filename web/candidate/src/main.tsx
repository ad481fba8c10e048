import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { loadAppConfig } from './shared/config/load-app-config';
import { createFirebaseAuth } from './shared/firebase/create-firebase-auth';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

try {
  const auth = createFirebaseAuth(await loadAppConfig());
  root.render(
    <StrictMode>
      <App auth={auth} />
    </StrictMode>,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : 'Unknown error.';
  root.render(<StartupError message={message} />);
}
