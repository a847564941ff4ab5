import { useSyncExternalStore } from 'react';

// The documents' links carry their query inside the hash (`#/quote?id=…`), so the route path is the part of
// the hash before `?` and the page's query is the part after it. wouter's own hash hook keeps the query in
// `location.search` instead, which would break every deep link of the documents.

function subscribe(callback: () => void) {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
}

function hashParts(): [string, string] {
  const raw = location.hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  return at < 0 ? [`/${raw}`, ''] : [`/${raw.slice(0, at)}`, raw.slice(at + 1)];
}

const currentPath = () => hashParts()[0];
const currentSearch = () => hashParts()[1];

/** Navigates to an in-app path such as `/login?redirectUrl=%2Forders`. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (location.hash === target) return;
  if (options.replace) {
    const url = new URL(location.href);
    url.hash = target;
    history.replaceState(history.state, '', url);
    dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    location.hash = target;
  }
}

/** The last in-place update: the location it replaced and the one it wrote. */
let inPlace: { from: string; to: string } | null = null;

/**
 * Writes the current page's own state into its query (a list's search and page), replacing the history entry: not
 * a navigation, so the route view keeps the focus and the scroll where they are (`isInPlaceUpdate`), and Back still
 * leaves the page. Leaving to another page and coming back (Back) then shows the page as it was left.
 */
export function replaceQuery(path: string, search: string): void {
  const to = search ? `${path}?${search}` : path;
  const from = currentLocation();
  if (to === from) return;
  inPlace = { from, to };
  navigate(to, { replace: true });
}

/** Whether going from `from` to `to` was a page's own `replaceQuery` (answers once). */
export function isInPlaceUpdate(from: string | null, to: string): boolean {
  const update = inPlace;
  if (update === null || update.from !== from || update.to !== to) return false;
  inPlace = null;
  return true;
}

/** wouter location hook: [path, navigate]. */
export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

/** wouter search hook: the query string inside the hash, without `?`. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The full in-app location, path plus query, as used for `redirectUrl`. */
export function currentLocation(): string {
  const [path, search] = hashParts();
  return search ? `${path}?${search}` : path;
}

/** Builds an href for a link to an in-app path. */
export const hrefFor = (to: string) => `#${to.startsWith('/') ? to : `/${to}`}`;
