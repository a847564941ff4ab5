import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * What the page shown names itself once it has loaded (000 §2.9: "crumb text may be a template with placeholders
 * filled from crumb data"): a detail page's document ("Order SO-300008", a report's own name). The shell's last
 * crumb and the browser's page title say it instead of the route's title ("Order", "Report"); until the page
 * names itself, and on pages that do not, they say the route's title. A tiny store: the shell reads it, the page
 * (below it) writes it, and page tests without a shell call the hook harmlessly.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(name: string | null): void {
  if (name === current) return;
  current = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The name the shown page gave itself, or null (the route's title stands). */
export function usePageName(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * Names the page: call it on every render with the loaded document's name (undefined while it loads or when it
 * failed). Leaving the page, or a name going, gives the route's title back.
 */
export function useNamePage(name: string | undefined | null): void {
  useLayoutEffect(() => {
    if (!name) return;
    set(name);
    return () => set(null);
  }, [name]);
}
