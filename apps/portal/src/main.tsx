import '@b2b-portal/ui/styles.css';
import { lightTheme } from '@b2b-portal/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installHandoffLinkCapture } from './app/handoffLink';
import { startClientLogging } from './services/api';

document.documentElement.classList.add(lightTheme);
// Before anything reads the address (the client log, the router): a /redirect link's code or tokens leave it.
installHandoffLinkCapture();
// Also starts loading the API client's chunk beside the page's.
startClientLogging();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
