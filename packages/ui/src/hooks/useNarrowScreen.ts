import { useSyncExternalStore } from 'react';
import { breakpoints } from '../foundations/tokens';

/** 000 §2.7 / §9: a width or a height under 500 px counts as a narrow screen. */
export const narrowScreenQuery = `(max-width: ${breakpoints.narrow - 1}px), (max-height: ${breakpoints.narrow - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(narrowScreenQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(narrowScreenQuery).matches
    : false;
}

/**
 * True while the viewport is under 500 px wide or high. The portal uses it to start the side menu hidden
 * and to pass `closeOnNavigate` to `SideMenu`.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
