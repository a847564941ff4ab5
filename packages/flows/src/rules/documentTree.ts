/**
 * The document tree of 001 §3 (groups, bundles, items) and the flat display rows built from it. Pure
 * functions, shared by carts, quotes, requisitions and orders. Prices are computed exactly (`./money`): an
 * extended price is rounded to cents, subtotals and footers are exact sums of those.
 */
import {
  addMoney,
  isZeroMoney,
  type Money,
  type MoneyInput,
  multiplyMoney,
  sumMoney,
  toMoney,
} from './money';

/** An all-zero id: the line is in no group or no bundle (001 §3, §9). */
export const emptyGuid = '00000000-0000-0000-0000-000000000000';

/** Charge kinds that form a variable-billing subgroup (001 §3, §4). */
export const variableBillingItemTypes = ['Recurring', 'Usage'] as const;
export type VariableBillingItemType = (typeof variableBillingItemTypes)[number];

export interface DocumentGroup {
  /** The group's id. */
  id: string;
  /** The enclosing group, or the empty GUID at the top level. */
  parentGroupID: string;
  /** The group's title. */
  name: string;
}

export interface DocumentBundle {
  /** The bundle's id. */
  id: string;
  /** The group the bundle is in, or the empty GUID. */
  groupID: string;
  /** The bundle's title. */
  name: string;
}

export interface DocumentItem {
  /** The line's id. */
  id: string;
  /** The bundle the line is in, or the empty GUID. */
  bundleID: string;
  /** The group the line is in, or the empty GUID. Ignored when the line is in a bundle. */
  groupID: string;
  /** Sort order inside its group or bundle. */
  position?: number;
  /** The line number printed on the document; a running number when missing. */
  printLineNumber?: number | string;
  manufacturerPart: string;
  description: string;
  quantity: number;
  /** A decimal string such as "19.99" (a number is read through its decimal form). */
  unitPrice: MoneyInput;
  /** Months; 0 counts as 1. */
  serviceLength: number;
  /** The server's extended price; computed from unit price, quantity and service length when missing. */
  extendedPrice?: MoneyInput;
  /** True for a bundle line (a bundle never counts as a request item). */
  isBundle?: boolean;
  /** Recurring or usage charges form a subgroup with its own header and footer. */
  variableBilling?: { itemType: string; initialTerm?: number | null } | null;
}

export interface DocumentTree {
  groups: readonly DocumentGroup[];
  bundles: readonly DocumentBundle[];
  items: readonly DocumentItem[];
}

/**
 * Unit × quantity × service length, where a service length of 0 counts as 1 (001 §5), computed exactly and
 * rounded half-up to cents (3 × 19.99 × 36 months is 2158.92).
 */
export function extendedPrice(unitPrice: MoneyInput, quantity: number, serviceLength: number): Money {
  return multiplyMoney(unitPrice, quantity, serviceLength === 0 ? 1 : serviceLength);
}

function lineExtendedPrice(item: DocumentItem): Money {
  return item.extendedPrice === undefined
    ? extendedPrice(item.unitPrice, item.quantity, item.serviceLength)
    : addMoney(item.extendedPrice);
}

/**
 * A line that needs pricing before checkout (001 §4): pricing is hidden, or its extended price is 0 and it
 * is not a bundle.
 */
export function isRequestItem(
  line: Pick<DocumentItem, 'unitPrice' | 'quantity' | 'serviceLength' | 'extendedPrice' | 'isBundle'>,
  showPricing: boolean,
): boolean {
  if (!showPricing) return true;
  return isZeroMoney(lineExtendedPrice(line as DocumentItem)) && !line.isBundle;
}

export type DocumentRow =
  | { kind: 'group-header'; id: string; depth: number; group: DocumentGroup }
  | { kind: 'bundle-header'; id: string; depth: number; bundle: DocumentBundle }
  | {
      kind: 'item';
      id: string;
      depth: number;
      item: DocumentItem;
      lineNumber: string;
      /** The line's unit price in cents ("19.99"). */
      unitPrice: Money;
      extendedPrice: Money;
      /** Needs pricing before checkout (`isRequestItem` with the tree's `showPricing`): no price is shown. */
      isRequest: boolean;
    }
  | { kind: 'variable-billing-header'; id: string; depth: number; itemType: VariableBillingItemType }
  | {
      kind: 'variable-billing-footer';
      id: string;
      depth: number;
      itemType: VariableBillingItemType;
      /** Sum of unit price × quantity of the subgroup's lines. */
      recurringMonthlyCharges: Money;
      /** Sum of the subgroup's extended prices (monthly charges over the service length). */
      totalRecurringCharges: Money;
    }
  | { kind: 'bundle-footer'; id: string; depth: number; bundle: DocumentBundle; subtotal: Money }
  | { kind: 'group-footer'; id: string; depth: number; group: DocumentGroup; subtotal: Money };

export type DocumentRowKind = DocumentRow['kind'];

const isNone = (id: string | undefined) => !id || id === emptyGuid;

function variableType(item: DocumentItem): VariableBillingItemType | undefined {
  const type = item.variableBilling?.itemType;
  return variableBillingItemTypes.find((known) => known === type);
}

function byPosition(a: DocumentItem, b: DocumentItem) {
  return (a.position ?? 0) - (b.position ?? 0);
}

export interface FlattenOptions {
  /** Whether the user may see prices; when false every line is a request item (001 §4). @default true */
  showPricing?: boolean;
}

/**
 * Turns the tree into display rows, in order: a group's header, its loose items, its bundles (header, items,
 * footer), its child groups, then its footer. Inside a group or bundle, one-time lines come first, then one
 * subgroup per variable-billing type (header, lines, footer). Subtotals are sums of extended prices. These
 * are the rows `DocumentLines` of `@b2b-portal/ui` draws.
 */
export function flattenDocumentTree(
  { groups, bundles, items }: DocumentTree,
  { showPricing = true }: FlattenOptions = {},
): DocumentRow[] {
  const rows: DocumentRow[] = [];
  let runningLine = 0;
  const bundleIds = new Set(bundles.map((bundle) => bundle.id));
  const groupIds = new Set(groups.map((group) => group.id));
  // A line in a bundle we were not given, or a group we were not given, is shown at the top level.
  const bundleOf = (item: DocumentItem) => (bundleIds.has(item.bundleID) ? item.bundleID : undefined);
  const groupOf = (id: string) => (groupIds.has(id) ? id : undefined);

  function pushItems(lines: DocumentItem[], depth: number, scope: string): Money {
    let total: Money = '0.00';
    const sorted = [...lines].sort(byPosition);
    const pushLine = (item: DocumentItem, lineDepth: number) => {
      runningLine += 1;
      const price = lineExtendedPrice(item);
      total = addMoney(total, price);
      rows.push({
        kind: 'item',
        id: item.id,
        depth: lineDepth,
        item,
        lineNumber: String(item.printLineNumber ?? runningLine),
        unitPrice: toMoney(item.unitPrice),
        extendedPrice: price,
        isRequest: isRequestItem(item, showPricing),
      });
    };
    for (const item of sorted.filter((line) => !variableType(line))) pushLine(item, depth);
    for (const itemType of variableBillingItemTypes) {
      const subgroup = sorted.filter((line) => variableType(line) === itemType);
      if (subgroup.length === 0) continue;
      const id = `${scope}:${itemType}`;
      rows.push({ kind: 'variable-billing-header', id: `${id}:header`, depth, itemType });
      const monthly = sumMoney(subgroup.map((item) => multiplyMoney(item.unitPrice, item.quantity)));
      const recurringTotal = sumMoney(subgroup.map(lineExtendedPrice));
      for (const item of subgroup) pushLine(item, depth + 1);
      rows.push({
        kind: 'variable-billing-footer',
        id: `${id}:footer`,
        depth,
        itemType,
        recurringMonthlyCharges: monthly,
        totalRecurringCharges: recurringTotal,
      });
    }
    return total;
  }

  function pushBundle(bundle: DocumentBundle, depth: number): Money {
    rows.push({ kind: 'bundle-header', id: `${bundle.id}:header`, depth, bundle });
    const subtotal = pushItems(
      items.filter((item) => item.bundleID === bundle.id),
      depth + 1,
      bundle.id,
    );
    rows.push({
      kind: 'bundle-footer',
      id: `${bundle.id}:footer`,
      depth,
      bundle,
      subtotal,
    });
    return subtotal;
  }

  function pushContents(groupId: string | undefined, depth: number, scope: string): Money {
    const inScope = (id: string) => (groupId === undefined ? groupOf(id) === undefined : id === groupId);
    let total = pushItems(
      items.filter((item) => bundleOf(item) === undefined && inScope(item.groupID)),
      depth,
      scope,
    );
    for (const bundle of bundles.filter((candidate) => inScope(candidate.groupID))) {
      total = addMoney(total, pushBundle(bundle, depth));
    }
    const children = groups.filter((group) =>
      groupId === undefined
        ? isNone(group.parentGroupID) || !groupOf(group.parentGroupID)
        : group.parentGroupID === groupId,
    );
    for (const child of children) total = addMoney(total, pushGroup(child, depth));
    return total;
  }

  const visited = new Set<string>();
  function pushGroup(group: DocumentGroup, depth: number): Money {
    // Guards against a parentGroupID cycle in bad data.
    if (visited.has(group.id)) return '0.00';
    visited.add(group.id);
    rows.push({ kind: 'group-header', id: `${group.id}:header`, depth, group });
    const subtotal = pushContents(group.id, depth + 1, group.id);
    rows.push({
      kind: 'group-footer',
      id: `${group.id}:footer`,
      depth,
      group,
      subtotal,
    });
    return subtotal;
  }

  pushContents(undefined, 0, 'document');
  return rows;
}

/**
 * The ids of the lines in the order the document shows them (groups, their loose lines, bundles, child
 * groups; one-time lines before each variable-billing subgroup): the order of `printLineNumber` and
 * `indexPos`. Pass groups and bundles in their display order.
 */
export function linesInDocumentOrder(tree: DocumentTree): string[] {
  return flattenDocumentTree(tree).flatMap((row) => (row.kind === 'item' ? [row.item.id] : []));
}

/** A numbered line: its running line number on the document (from 1) and its index in `items` (from 0). */
export type NumberedLine<T> = T & { printLineNumber: number; indexPos: number };

/**
 * The tree with its items in document order (`linesInDocumentOrder`), numbered with `printLineNumber` from 1
 * and `indexPos` from 0: how every stored document (cart, saved cart, quote, pricing request, requisition)
 * numbers its lines after a change. Any line number the items carried is replaced.
 */
export function numberLines<Tree extends DocumentTree>(
  tree: Tree,
): Omit<Tree, 'items'> & { items: NumberedLine<Tree['items'][number]>[] } {
  const byId = new Map(tree.items.map((line) => [line.id, line]));
  const items = linesInDocumentOrder(tree).flatMap((id, index) => {
    const line = byId.get(id);
    return line ? [{ ...line, printLineNumber: index + 1, indexPos: index }] : [];
  });
  return { ...tree, items };
}

/** Variable billing as the contract carries it: a one-time line has none, an open term is null. */
export interface ContractVariableBilling {
  itemType: string;
  initialTerm: number | null;
}

/**
 * A document of the contract (cart, saved cart, quote, pricing request, requisition, order) as the document
 * tree rules and `DocumentLines` take it: the same groups, bundles and items, with no nulls in variable
 * billing (a one-time line has no `variableBilling`, an open term no `initialTerm`).
 */
export function documentTreeOf<
  Group extends DocumentGroup,
  Bundle extends DocumentBundle,
  Item extends Omit<DocumentItem, 'variableBilling'> & { variableBilling: ContractVariableBilling | null },
>(document: {
  groups: readonly Group[];
  bundles: readonly Bundle[];
  items: readonly Item[];
}): {
  groups: readonly Group[];
  bundles: readonly Bundle[];
  items: (Omit<Item, 'variableBilling'> & { variableBilling?: { itemType: string; initialTerm?: number } })[];
} {
  return {
    groups: document.groups,
    bundles: document.bundles,
    items: document.items.map(({ variableBilling, ...item }) => ({
      ...item,
      variableBilling: variableBilling
        ? { itemType: variableBilling.itemType, initialTerm: variableBilling.initialTerm ?? undefined }
        : undefined,
    })),
  };
}
