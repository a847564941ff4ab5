import type { Key, Selection } from 'react-aria-components';

/** The rows a virtualized DataTable draws: `rows.slice(first, end)`, the body moved up by `offset` px. */
export interface RowWindow {
  first: number;
  end: number;
  offset: number;
}

/**
 * The window of rows to draw for a scroll position: the rows in view plus `overscan` rows on each side.
 * Row `i` then shows at `i * rowHeight` below the header, whatever the window, so the scrollbar is the list's.
 */
export function rowWindow(
  count: number,
  scrollTop: number,
  bodyHeight: number,
  rowHeight: number,
  overscan = 2,
): RowWindow {
  const inView = Math.ceil(bodyHeight / rowHeight) + 1;
  const top = Math.min(Math.max(0, Math.floor(scrollTop / rowHeight)), Math.max(0, count - inView));
  const first = Math.max(0, top - overscan);
  const end = Math.min(count, top + inView + overscan);
  return { first, end, offset: Math.max(0, scrollTop - first * rowHeight) };
}

/**
 * The whole table's selection after react-aria changed the selection of the drawn rows. react-aria only knows
 * the drawn rows, so when everything was selected ('all') and it unselects a row, it answers with the drawn
 * rows' keys minus that row; the rows out of view stay selected here. Otherwise its answer already keeps the
 * keys it was given (out of view included), or is 'all'.
 */
export function mergeWindowSelection(
  previous: Selection,
  next: Selection,
  drawnKeys: readonly Key[],
  allKeys: () => Iterable<Key>,
): Selection {
  if (next === 'all' || previous !== 'all') return next;
  const merged = new Set(allKeys());
  for (const key of drawnKeys) if (!next.has(key)) merged.delete(key);
  return merged;
}

/** Whether `selection` holds every one of `keys` (a count check first: the full check runs only when it could pass). */
export function selectsAll(selection: Selection, keys: () => Iterable<Key>, count: number): boolean {
  if (count === 0) return false;
  if (selection === 'all') return true;
  if (selection.size < count) return false;
  for (const key of keys()) if (!selection.has(key)) return false;
  return true;
}
