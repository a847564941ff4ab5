import { type CartBundle, type CartItem, Guid, type SavedCart } from '@b2b-portal/api';
import type { DocumentTree } from '@b2b-portal/flows/rules';

type DocumentGroup = SavedCart['groups'][number];

/** The line tree of a cart-family answer as `DocumentLines` draws it (variable billing without nulls). */
export function documentTreeOf(document: {
  groups: readonly DocumentGroup[];
  bundles: readonly CartBundle[];
  items: readonly CartItem[];
}): DocumentTree {
  return {
    groups: document.groups,
    bundles: document.bundles,
    items: document.items.map((item) => ({
      ...item,
      variableBilling: item.variableBilling
        ? {
            itemType: item.variableBilling.itemType,
            initialTerm: item.variableBilling.initialTerm ?? undefined,
          }
        : undefined,
    })),
  };
}

/** Whether a page's `id` can name a document at all (a GUID); anything else is not found without asking. */
export function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && Guid.safeParse(id).success;
}

export { problemCode, problemMessage } from '../../services/problems';
