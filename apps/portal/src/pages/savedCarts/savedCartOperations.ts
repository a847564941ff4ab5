import type { SavedCart } from '@b2b-portal/api';
import type { CartOperation } from '@b2b-portal/flows';
import { api } from '../../services/api';
import { savedCartEndpoints } from '../../services/endpoints';

/** The changes the saved-cart page makes, sent one at a time by the cart machine. */
export type SavedCartOperation =
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'serviceLength'; itemId: string; serviceLength: number }
  | { kind: 'removeItem'; itemId: string }
  | { kind: 'removeBundle'; bundleId: string }
  | { kind: 'rename'; title: string };

/** Each call reports its own failure on the page (the machine's error), not in the shell's message box. */
const quiet = { reportProblems: false } as const;

/**
 * Sends one operation of the saved cart `id`. A line change carries the line's `version` from the document the
 * machine holds now (after the changes before it), so a line another window changed answers 409 CartChanged
 * instead of being overwritten. A line already gone leaves the document as it is.
 */
export async function applySavedCartOperation(
  id: string,
  operation: CartOperation,
  document: SavedCart,
): Promise<SavedCart> {
  const change = operation as SavedCartOperation;
  switch (change.kind) {
    case 'quantity':
    case 'serviceLength': {
      const item = document.items.find((line) => line.id === change.itemId);
      if (!item) return document;
      return api.call(savedCartEndpoints.updateSavedCartItem, {
        ...quiet,
        body: {
          savedCartId: id,
          id: item.id,
          version: item.version,
          ...(change.kind === 'quantity'
            ? { quantity: change.quantity }
            : { serviceLength: change.serviceLength }),
        },
      });
    }
    case 'removeItem':
      if (!document.items.some((line) => line.id === change.itemId)) return document;
      return api.call(savedCartEndpoints.deleteSavedCartItem, {
        ...quiet,
        query: { id, ids: change.itemId },
      });
    case 'removeBundle':
      if (!document.bundles.some((bundle) => bundle.id === change.bundleId)) return document;
      return api.call(savedCartEndpoints.deleteSavedCartBundle, {
        ...quiet,
        query: { id, ids: change.bundleId },
      });
    case 'rename':
      return api.call(savedCartEndpoints.renameSavedCart, { ...quiet, body: { id, title: change.title } });
  }
}
