/**
 * The permission names of the documents (000 §6, 001 §6, 002 §6), each in the permission group 002 §6 lists
 * it under (the groups the user administration shows). This is the only place a permission name is
 * written: requirements are typed with `Permission`, so a misspelt name does not compile.
 */
export const PERMISSION_GROUPS = {
  administration: [
    'users',
    'viewUsers',
    'businessunits',
    'addresses',
    'approveRegistrations',
    'manageCiscoContractAccess',
  ],
  shop: ['shoppingcart', 'shoppingCartCheckOut', 'browseCatalogs', 'templates'],
  pricingRequests: ['submitRFQ', 'rfqs', 'viewAllRFQs'],
  quotes: ['viewQuote', 'approveQuotes', 'quotes'],
  orders: [
    'orders',
    'ordersMenuStorefront',
    'affiliatedOrders',
    'viewAllOrders',
    'viewStorefrontBlanketOrders',
  ],
  requisitions: ['requisitions', 'approveRequisitions', 'viewAllRequisitions'],
  invoices: ['invoices', 'affiliatedInvoices', 'submitInvoiceInquiry'],
  contracts: ['contractsView', 'viewAllWorkItems', 'workItemCreate', 'workItems'],
  reports: ['assignUserToCompanyReports', 'viewReports'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;

/** A permission name of the documents that a group lists (what an administrator grants one by one). */
export type GroupedPermission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

/** Holders of any of these pass every check (000 §6). */
export const SUPER_PERMISSIONS = ['*', 'admin', 'storefrontAdmin'] as const;
export type SuperPermission = (typeof SUPER_PERMISSIONS)[number];

/** A permission name of the documents, or a super permission. */
export type Permission = GroupedPermission | SuperPermission;

/** Every permission name of the documents (super permissions excluded), in group order. */
export const PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

const known = new Set<string>([...PERMISSIONS, ...SUPER_PERMISSIONS]);

const grouped = new Set<string>(PERMISSIONS);

/**
 * The message key of a permission's label in product words (`Permission.viewAllRFQs`: "View all pricing
 * requests"), or null for a name no group lists (a super permission, or one the documents do not know), which is
 * shown as it is. The catalogue has one label per grouped permission; a missing one does not type-check.
 */
export function permissionLabelKey(name: string): `Permission.${GroupedPermission}` | null {
  return grouped.has(name) ? (`Permission.${name}` as `Permission.${GroupedPermission}`) : null;
}

/** True for a name of the documents or a super permission (for data read from outside, e.g. a role form). */
export function isPermission(name: string): name is Permission {
  return known.has(name);
}

declare const alternativesBrand: unique symbol;

/**
 * Alternatives of which any one suffices, written `a|b` in the documents. Made by `anyOf`, so every name in
 * it is checked; a plain string never type-checks as one.
 */
export type PermissionAlternatives = string & { readonly [alternativesBrand]: true };

/** One entry of a requirement: a permission, or alternatives of which one suffices. */
export type PermissionEntry = Permission | PermissionAlternatives;

/** A requirement (000 §6): one entry, or a list whose entries must all pass; nothing means no requirement. */
export type PermissionRequirement = PermissionEntry | readonly PermissionEntry[] | null | undefined;

/**
 * `anyOf('orders', 'ordersMenuStorefront')` is the documents' `orders|ordersMenuStorefront`. Entries may be
 * alternatives themselves (`anyOf(QUOTE_READ_PERMISSION, 'users')`); every name appears once.
 */
export function anyOf(first: PermissionEntry, ...rest: readonly PermissionEntry[]): PermissionAlternatives {
  const names = new Set([first, ...rest].flatMap((entry) => entry.split('|')));
  return [...names].join('|') as PermissionAlternatives;
}

/**
 * A requirement stored as data (a link's permission in the storefront configuration), in the documents'
 * `a|b` spelling. Names the documents do not know never match. Code writes its requirements with
 * `Permission` and `anyOf`, never through this.
 */
export function requirementFromData(text: string | null | undefined): PermissionRequirement {
  return text ? (text as PermissionAlternatives) : undefined;
}

/**
 * Who reads the company's users (002 §2 /users): any one of them. Here rather than beside the user calls so
 * the portal's route table can use it without loading those calls' schemas into every page.
 */
export const USER_READ_PERMISSION = anyOf('users', 'viewUsers', 'manageCiscoContractAccess');
/** Who changes them (002 §6: the Administration role's users permission); viewUsers is read-only. */
export const USER_WRITE_PERMISSION = 'users' as const;
