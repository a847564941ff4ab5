import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';

/**
 * The header's cart count (000 §2.6): one small store every page that changes the cart updates, so the badge
 * follows the cart without reloading it. It loads only for holders of shoppingcart (001 §6).
 */
let count = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export const cartSummary = {
  get: (): number => count,
  /** The count of a cart answer the page already has (every cart change answers the whole cart). */
  set,
  /** Reads `V1.0/shoppingcart/get`; failures leave the count as it was (the cart page shows errors). */
  async refresh(): Promise<void> {
    try {
      // The cart's endpoints load with the first count, not with the shell.
      const { cartEndpoints } = await import('./cartEndpoints');
      const summary = await api.call(cartEndpoints.cartSummary);
      set(summary.count);
    } catch {
      // The badge is a convenience; the cart page reports real failures.
    }
  },
  reset: () => set(0),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The cart count for the header; loads it when `enabled` turns true, shows 0 otherwise. */
export function useCartCount(enabled: boolean): number {
  useEffect(() => {
    if (enabled) void cartSummary.refresh();
    else cartSummary.reset();
  }, [enabled]);
  return useSyncExternalStore(cartSummary.subscribe, cartSummary.get);
}
