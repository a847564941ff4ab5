import type { TokenInfo } from '@b2b-portal/api';
import { useSyncExternalStore } from 'react';

/**
 * The secret of a /redirect hand-off link (000 §2.2, issue 15 item 1): a one-time code (`code`), or the
 * documents' tokens (`token_type`, `access_token`, `refresh_token`).
 */
export type HandoffSecret = { kind: 'code'; code: string } | { kind: 'tokens'; tokenInfo: TokenInfo };

const SECRET_PARAMS = ['code', 'token_type', 'access_token', 'refresh_token'];

/**
 * The /redirect link being handled, as opened: its query, null once done with. `id` counts the links opened, so
 * the page starts over for a new one. The page reads the link from here, not from its route's query: a new
 * link's re-render can come before the router has read the new address. (Parsed by the page, in its own chunk.)
 */
let link: { id: number; query: string | null } = { id: 0, query: null };
const listeners = new Set<() => void>();
const setLink = (next: typeof link) => {
  link = next;
  for (const listener of listeners) listener();
};

/**
 * Takes the secret of a /redirect link out of the address bar before anything else reads the address: the entry
 * of the history is replaced (`history.replaceState`), so neither the address bar, the back button nor the
 * client log ever holds the code or the tokens; the page reads them from `handoffLinkQuery()`. Any other
 * address forgets an earlier link.
 */
export function captureHandoffLink(): void {
  const [, path = '', query = ''] = /^#?\/?([^?]*)\??(.*)$/.exec(location.hash) ?? [];
  if (path.toLowerCase() !== 'redirect') {
    link = { id: link.id, query: null };
    return;
  }
  setLink({ id: link.id + 1, query });
  const params = new URLSearchParams(query);
  if (!SECRET_PARAMS.some((name) => params.has(name))) return;
  for (const name of SECRET_PARAMS) params.delete(name);
  const rest = params.toString();
  history.replaceState(history.state, '', `#/redirect${rest ? `?${rest}` : ''}`);
}

/**
 * Captures the link the portal was opened with, and every /redirect link opened in it later. Call before the
 * first render: this listener then runs before the router's, which sees the address without the secret.
 */
export function installHandoffLinkCapture(): void {
  captureHandoffLink();
  addEventListener('hashchange', captureHandoffLink);
}

/** The query of the /redirect link being handled, as opened (null once done with); `pages/redirect` reads it. */
export const handoffLinkQuery = (): string | null => link.query;

/** Which /redirect link is being handled (a new one each time one is opened): the page's key. */
export function useHandoffLinkId(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => link.id,
  );
}

/** The link is done with (followed, refused or declined): its secret is not kept. */
export function forgetHandoffSecret(): void {
  link = { id: link.id, query: null };
}
