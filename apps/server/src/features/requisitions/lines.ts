import { EMPTY_GUID, type Money, type PricingRequestLines } from '@b2b-portal/api';
import { documentLineTotals, numberLines } from '@b2b-portal/flows/rules';
import { storedLines } from '../documents/pricing-request-lines';

/**
 * The lines of a requisition: the document tree of 001 §3 with the cart line's fields (`PricingRequestLines`),
 * stored as JSON. Deleting lines keeps the tree whole (a bundle without lines and a group left empty go too),
 * renumbers the lines in document order and recomputes the totals with the cart's rules.
 */

export type RequisitionLines = PricingRequestLines;

/** The stored JSON as lines (a missing part reads as empty). */
export function asLines(stored: unknown): RequisitionLines {
  return storedLines(stored);
}

/** Drops bundles without lines and groups holding nothing (repeatedly, so emptied parents go too). */
function prune(tree: RequisitionLines): RequisitionLines {
  const bundles = tree.bundles.filter((bundle) => tree.items.some((item) => item.bundleID === bundle.id));
  let groups = tree.groups;
  for (;;) {
    const used = new Set<string>();
    for (const item of tree.items) if (item.bundleID === EMPTY_GUID) used.add(item.groupID);
    for (const bundle of bundles) used.add(bundle.groupID);
    for (const group of groups) used.add(group.parentGroupID);
    const kept = groups.filter((group) => used.has(group.id));
    if (kept.length === groups.length) break;
    groups = kept;
  }
  return { groups, bundles, items: tree.items };
}

/** The tree without the line `itemId`. */
export function withoutItem(tree: RequisitionLines, itemId: string): RequisitionLines {
  return numberLines(prune({ ...tree, items: tree.items.filter((item) => item.id !== itemId) }));
}

/** The tree without the bundle `bundleId` and its lines. */
export function withoutBundle(tree: RequisitionLines, bundleId: string): RequisitionLines {
  return numberLines(
    prune({
      ...tree,
      bundles: tree.bundles.filter((bundle) => bundle.id !== bundleId),
      items: tree.items.filter((item) => item.bundleID !== bundleId),
    }),
  );
}

/** Subtotal (the priced lines' extended prices, by the cart's rules) and whether every price shows. */
export function linesTotals(tree: RequisitionLines): { subTotal: Money; showPricing: boolean } {
  const totals = documentLineTotals(tree.items);
  return { subTotal: totals.grandTotal, showPricing: totals.showPricing };
}
