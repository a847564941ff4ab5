import {
  type PostLoginDestination,
  postLoginDestination,
  type RouteDefinition,
  routeByName,
} from '@b2b-portal/flows/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { tokenStore } from '../services/api';
import { t } from '../services/messages';
import { navigate } from './hashLocation';
import type { Session } from './session';

/** The style-guide flag as the guard reads it (000 §2.2). */
export const styleGuideFlag = () => (tokenStore.getDisplayStyleGuidePage() ? 'true' : null);

/** Where the signed-in user of `session` goes from Login or /redirect with this redirect target. */
export function destinationFor(session: Session, redirectUrl: unknown): PostLoginDestination | null {
  if (session.state.status !== 'signedIn') return null;
  return postLoginDestination({
    redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : null,
    permissions: session.permissions,
    features: session.features,
    sessionId: session.state.sessionId,
    styleGuideFlag: styleGuideFlag(),
  });
}

/** The title of the landing page of a destination ('Account Overview', 'Home'…), for the messages. */
export const landingTitle = (destination: PostLoginDestination) =>
  destination.kind === 'landing' ? routeByName(destination.route).title : '';

/**
 * A message for one page, shown above it once: the reason a sign-in landed there instead of on the page asked
 * for. Kept in memory only: it goes when the user moves to another page or reloads.
 */
type Notice = { path: string; message: string; shown: boolean };
let notice: Notice | null = null;
const listeners = new Set<() => void>();
const setNotice = (next: Notice | null) => {
  notice = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The notice for the page at `path` (the full in-app path of an allowed page; null while none is shown). The
 * notice shows on its page and is dropped on the first other page after it was shown.
 */
export function usePageNotice(path: string | null): string | null {
  const current = useSyncExternalStore(subscribe, () => notice);
  useEffect(() => {
    if (!current || path === null) return;
    if (current.path === path) current.shown = true;
    else if (current.shown) setNotice(null);
  }, [current, path]);
  return current && path !== null && current.path === path ? current.message : null;
}

/** Goes to `path` with a notice above it, shown once (a /redirect link that was refused). */
export function goWithNotice(path: string, message: string): void {
  setNotice({ path, message, shown: false });
  navigate(path, { replace: true });
}

/**
 * Goes to the destination of a sign-in. A refused redirect (a page this user may not open) lands on the
 * landing page with a notice saying why, instead of going back and forth between the page and Login.
 */
export function followDestination(destination: PostLoginDestination, userEmail: string): void {
  const refused: RouteDefinition | undefined =
    destination.kind === 'landing' ? destination.refused : undefined;
  if (refused) {
    setNotice({
      path: destination.path,
      message: t('Login.RedirectRefused', {
        user: userEmail,
        page: refused.title,
        landing: landingTitle(destination),
      }),
      shown: false,
    });
  }
  navigate(destination.path, { replace: true });
}
