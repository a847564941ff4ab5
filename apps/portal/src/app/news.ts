import { SHELL_LAYOUT } from '@b2b-portal/flows/rules';
import type { NewsStripItem } from '@b2b-portal/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * The news strip's memory in this browser (local storage):
 * - `portal.news`: the news the strip last showed, drawn from the first paint of a reload while the user loads
 *   (so the page is not pushed down when they arrive); forgotten on sign-out;
 * - `portal.news.dismissed.<user id>`: the news items that user dismissed, each as its id and subject, so an
 *   item whose subject changes, and a new item, show again.
 */
export const NEWS_KEY = 'portal.news';
const DISMISSED_PREFIX = 'portal.news.dismissed.';

/** One version of a news item: its id and its subject (an edited subject is news again). */
export function newsVersion(item: NewsStripItem): string {
  return JSON.stringify([item.id ?? '', item.subject]);
}

function readJsonArray(storage: Storage, key: string): unknown[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** The news the strip last showed in this browser. */
export function rememberedNews(storage: Storage = localStorage): NewsStripItem[] {
  return readJsonArray(storage, NEWS_KEY).filter(
    (item): item is NewsStripItem =>
      typeof item === 'object' && item !== null && typeof (item as NewsStripItem).subject === 'string',
  );
}

export function rememberNews(items: readonly NewsStripItem[], storage: Storage = localStorage): void {
  storage.setItem(NEWS_KEY, JSON.stringify(items));
}

export function forgetNews(storage: Storage = localStorage): void {
  storage.removeItem(NEWS_KEY);
}

/** The versions of the news this user dismissed in this browser. */
export function dismissedNews(userId: string, storage: Storage = localStorage): ReadonlySet<string> {
  return new Set(
    readJsonArray(storage, DISMISSED_PREFIX + userId).filter((v): v is string => typeof v === 'string'),
  );
}

/**
 * Remembers that the user dismissed `items` (the strip dismisses all it shows). Only the versions still among
 * `current` (the news received) are kept, so the list does not grow with news long gone.
 */
export function dismissNews(
  userId: string,
  items: readonly NewsStripItem[],
  current: readonly NewsStripItem[],
  storage: Storage = localStorage,
): void {
  const live = new Set(current.map(newsVersion));
  const kept = [...dismissedNews(userId, storage)].filter((version) => live.has(version));
  const versions = new Set([...kept, ...items.map(newsVersion)]);
  storage.setItem(DISMISSED_PREFIX + userId, JSON.stringify([...versions]));
}

/** The news left once the dismissed ones are taken out. */
export function undismissedNews(
  items: readonly NewsStripItem[],
  dismissed: ReadonlySet<string>,
): readonly NewsStripItem[] {
  const left = items.filter((item) => !dismissed.has(newsVersion(item)));
  return left.length === items.length ? items : left;
}

const compactQuery = `(max-width: ${SHELL_LAYOUT.NARROW_LAYOUT_BREAKPOINT - 1}px)`;
const readCompact = () => typeof window.matchMedia === 'function' && window.matchMedia(compactQuery).matches;

/** Below 768 px (000 §9) the strip takes one line and can be dismissed; read before the first paint. */
export function useCompactNews(): boolean {
  const [compact, setCompact] = useState(readCompact);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(compactQuery);
    const onChange = () => setCompact(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return compact;
}

export type NewsSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; news: readonly NewsStripItem[] };

/**
 * News strip (000 §2.11): the session loads the news with the user (session.tsx), so the landing page after a
 * sign-in paints with them. A page opened with stored credentials (a reload, a new tab) shows the news this
 * browser last showed from its first paint, while the user loads, so the page is not pushed down when they
 * arrive (CLS); the session's answer then replaces them. The news this user dismissed are left out from the
 * first frame they are known in, and the remembered news are the ones left, so a dismissed strip does not
 * flash in and out on a reload. Signing out forgets the remembered news (not the dismissals).
 */
export function useNews(session: NewsSession): {
  news: readonly NewsStripItem[];
  /** Dismisses the news shown, for this user in this browser; none while the user loads. */
  dismiss: (() => void) | undefined;
} {
  const [remembered] = useState(() => rememberedNews());
  const userId = session.status === 'signedIn' ? session.userId : null;
  const received = session.status === 'signedIn' ? session.news : null;
  const [dismissals, setDismissals] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `dismissals` counts the changes to the storage read here.
  const dismissed = useMemo(() => (userId ? dismissedNews(userId) : new Set<string>()), [userId, dismissals]);
  const shown = useMemo(
    () => (received ? undismissedNews(received, dismissed) : null),
    [received, dismissed],
  );
  useEffect(() => {
    if (shown) rememberNews(shown);
    else if (session.status === 'signedOut') forgetNews();
  }, [shown, session.status]);
  const dismiss = useCallback(() => {
    if (!userId || !received || !shown) return;
    dismissNews(userId, shown, received);
    setDismissals((count) => count + 1);
  }, [userId, received, shown]);
  if (shown) return { news: shown, dismiss };
  return { news: session.status === 'loading' ? remembered : [], dismiss: undefined };
}
