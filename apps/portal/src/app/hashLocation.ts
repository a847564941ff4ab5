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
