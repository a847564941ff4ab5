import type { ApiError } from '@b2b-portal/api/client';

/**
 * What the API client and the machines report to the shell: the shell subscribes once and shows message boxes,
 * modals and toasts. A tiny typed emitter keeps services free of React.
 */
export type ShellEvent =
  | { type: 'sessionEnded'; redirectPath: string }
  | { type: 'problem'; error: ApiError }
  | { type: 'noData' }
  | { type: 'largeReport' };

type Listener = (event: ShellEvent) => void;
const listeners = new Set<Listener>();

export const shellEvents = {
  emit(event: ShellEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
