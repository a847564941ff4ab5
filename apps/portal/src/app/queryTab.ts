import type { Key } from 'react';
import { replaceQuery } from './hashLocation';

/**
 * A page's tabs kept in its address (`tab`), so that Back from a document opened from a tab returns to that tab and
 * a link can open one: the tab the query names when it is one of `ids`, else `fallback`; and what a tab's choice
 * does, replacing the address's query in place (`replaceQuery`: not a navigation, the focus stays on the tabs).
 */
export function queryTab<T extends string, F extends T | undefined>(
  path: string,
  value: unknown,
  ids: readonly T[],
  fallback: F,
): [selected: T | F, select: (key: Key) => void] {
  const selected = ids.find((id) => id === value) ?? fallback;
  return [selected, (key) => replaceQuery(path, new URLSearchParams({ tab: String(key) }).toString())];
}
