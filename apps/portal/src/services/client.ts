import { createApiClient, createClientLogger, installGlobalErrorLogging } from '@b2b-portal/api/client';
import { currentLocation } from '../app/hashLocation';
import { shellEvents } from './shellEvents';
import { tokenStore } from './tokens';

/**
 * The API client itself, with the documents' generic answer handling. It is a chunk of its own (ofetch, zod and
 * the contract's schemas): nothing imports it but `./api`, which loads it on the first call.
 */
export const apiClient = createApiClient({
  tokenStore,
  currentPath: currentLocation,
  onSessionEnded: (redirectPath) => shellEvents.emit({ type: 'sessionEnded', redirectPath }),
  onProblem: (error) => shellEvents.emit({ type: 'problem', error }),
  onNoData: () => shellEvents.emit({ type: 'noData' }),
  onLargeReport: () => shellEvents.emit({ type: 'largeReport' }),
});

export { shellEndpoints } from '@b2b-portal/api';

/** Uncaught errors, unhandled rejections and console warnings and errors go to the server log (000 §7). */
export function startClientLogging(): () => void {
  const logger = createClientLogger({ client: apiClient, environment: import.meta.env.MODE });
  return installGlobalErrorLogging(window, logger);
}
