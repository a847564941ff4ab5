import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * False until the browser is first idle after `enabled` turned true (at most `timeoutMs` later), then true for
 * good. For parts of a screen that are not needed for its first paint: they load and render once the page is
 * drawn, instead of delaying it. Without `requestIdleCallback` a short timer stands in.
 */
export function useAfterIdle(enabled = true, timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle || typeof window === 'undefined') return;
    const host = window as IdleWindow;
    if (host.requestIdleCallback) {
      const handle = host.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => host.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(timer);
  }, [enabled, idle, timeoutMs]);
  return idle;
}
