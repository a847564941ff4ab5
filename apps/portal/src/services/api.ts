import {
  createApiClient,
  createClientLogger,
  createTokenStore,
  installGlobalErrorLogging,
} from '@b2b-portal/api/client';
import { currentLocation } from '../app/hashLocation';
import { shellEvents } from './shellEvents';

/** The browser's token store (local storage, and session storage for the punch-out image). */
export const tokenStore = createTokenStore({ local: localStorage, session: sessionStorage });

/** The one API client of the portal, with the documents' generic answer handling. */
export const api = createApiClient({
  tokenStore,
  currentPath: currentLocation,
  onSessionEnded: (redirectPath) => shellEvents.emit({ type: 'sessionEnded', redirectPath }),
  onProblem: (error) => shellEvents.emit({ type: 'problem', error }),
  onNoData: () => shellEvents.emit({ type: 'noData' }),
  onLargeReport: () => shellEvents.emit({ type: 'largeReport' }),
});

/** Uncaught errors, unhandled rejections and console warnings and errors go to the server log (000 §7). */
export function startClientLogging(): () => void {
  const logger = createClientLogger({ client: api, environment: import.meta.env.MODE });
  return installGlobalErrorLogging(window, logger);
}
