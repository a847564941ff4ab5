/**
 * The contract's limits and plain constants that forms and rules read (field lengths, amounts, counts, patterns,
 * the attachment form). They live apart from the zod schemas so that a page reading a limit does not load zod and
 * the schemas with it (issue 14); the schemas' modules import them from here. The login form's lengths and the
 * route table's values are in `./plain-values`, which the first paint of every route reads.
 */

import { anyOf } from './permissions';
import type { Money, TextLimits } from './schemas/common';
import type { AttachableDocumentType } from './schemas/documents';

/**
 * The limits of a company's approval chain, written here only: the schema of `schemas/workflow.ts` bounds what the server reads,
 * and `validateApprovalChain` of `@b2b-portal/flows/rules` checks a chain (a draft in the browser, a body on the
 * server) against them.
 */
export const APPROVAL_CHAIN_MAX_LEVELS = 5;

/** The smallest amount a level may apply from. */
export const APPROVAL_CHAIN_MIN_AMOUNT: Money = '0.00';

/** The largest amount a level may apply from. */
export const APPROVAL_CHAIN_MAX_AMOUNT: Money = '1000000000.00';

/**
 * The length of the comments of a workflow action (approve, reject, cancel); the approve and reject dialogs read
 * it from here. Whether they are required is the action's (`requiresComments`, the approval machine of flows).
 */
export const WORKFLOW_COMMENTS_LIMITS = { min: 0, max: 2000 } as const;

/** The documents' "empty GUID": means none selected. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** The quantity of one line: 1 to 99,999; the forms' quantity fields read the bounds from here. */
export const CART_QUANTITY_LIMITS = { min: 1, max: 99_999 } as const;

/** Service length in months: 0 (one-time; counts as 1) to 120; the forms read the bounds from here. */
/**
 * Quick order (issue 17): at most this many part lines per paste, file or add-to-cart call; the pasted text at
 * most `QUICK_ORDER_TEXT_MAX_LENGTH` characters, an uploaded file at most `QUICK_ORDER_FILE_MAX_BYTES`.
 */
export const QUICK_ORDER_MAX_LINES = 1000;
export const QUICK_ORDER_TEXT_MAX_LENGTH = 200_000;
export const QUICK_ORDER_FILE_MAX_BYTES = 900 * 1024;

export const CART_SERVICE_LENGTH_LIMITS = { min: 0, max: 120 } as const;

/** The lengths of a custom request item's fields (the shop's custom request form reads them from here). */
export const CUSTOM_REQUEST_ITEM_LIMITS = {
  manufacturerName: { min: 1, max: 100 },
  manufacturerPart: { min: 1, max: 100 },
  description: { min: 1, max: 1000 },
} as const;

/** A saved cart's title (001 §3): required, at most 100 characters; the forms read the limit from here. */
export const SAVED_CART_TITLE_LIMITS = { min: 1, max: 100 } as const;

/** A saved cart's notes: at most 1000 characters. */
export const SAVED_CART_NOTES_LIMITS = { min: 0, max: 1000 } as const;

/**
 * The lengths of an address's fields (001 §3 Address), trimmed: `min` 0 means optional. The one place they are
 * written: `AddressInput` and `MatchingAddressQuery` check them, and the portal hands them to ui's `AddressForm`
 * (its `limits`) and to the checkout rules (the end-user address's required fields).
 */
export const ADDRESS_LIMITS = {
  name: { min: 1, max: 100 },
  line1: { min: 1, max: 100 },
  line2: { min: 0, max: 100 },
  line3: { min: 0, max: 100 },
  city: { min: 1, max: 60 },
  state: { min: 1, max: 60 },
  zipCode: { min: 3, max: 20 },
  countryCode: { min: 3, max: 3 },
  firstName: { min: 0, max: 60 },
  lastName: { min: 0, max: 60 },
  email: { min: 0, max: 200 },
  phone: { min: 0, max: 30 },
} as const satisfies Record<string, TextLimits>;

/** The lengths of a new contact's fields; the add-contact dialog reads them from here. */
export const CONTACT_LIMITS = {
  firstName: { min: 1, max: 60 },
  lastName: { min: 1, max: 60 },
  email: { min: 1, max: 200 },
  phone: { min: 0, max: 30 },
  jobTitle: { min: 0, max: 100 },
  fax: { min: 0, max: 30 },
} as const;

/**
 * A carrier account number: 4 to 30 letters, digits or hyphens. The shipping step's account number field reads the
 * length from here.
 */
export const CARRIER_ACCOUNT_NUMBER_LIMITS = { min: 4, max: 30 } as const;

/** The lengths of the checkout's order details (001 §5); the order-details step reads them from here. */
export const CHECKOUT_ORDER_LIMITS = {
  title: { min: 1, max: 100 },
  po: { min: 1, max: 50 },
  comments: { min: 0, max: 2000 },
} as const;

/**
 * The lengths of a pricing request's title and comments, and how many cart lines one request names (`lineIds`);
 * the request form reads them from here.
 */
export const PRICING_REQUEST_LIMITS = {
  title: { min: 1, max: 100 },
  comments: { min: 0, max: 2000 },
  lineIds: { min: 1, max: 1000 },
} as const;

/** The return request's reason (issue 17): required, at most 500 characters. */
export const RETURN_LIMITS = {
  reason: { min: 1, max: 500 },
} as const;

/** The lengths of the registration fields (002 §5); the registration page and the server read them from here. */
export const REGISTRATION_LIMITS = {
  accountNumber: 40,
  companyName: 200,
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  jobTitle: 100,
  username: 254,
  password: 200,
  confirmPassword: 200,
} as const;

/** The length of a registration denial's comments; the deny dialog reads it from here. */
export const REGISTRATION_DENIAL_LIMITS = { comments: { min: 1, max: 2000 } } as const;

/**
 * The lengths of the card form's fields (001 §3 Credit card request): the number as typed (up to 19 digits with a
 * space between groups of four) and the security code (3 digits, 4 on American Express), which go to the
 * processor's tokenizer only, and the billing details of `CardBillingFields`. The card form of ui gets them as
 * props from the portal.
 */
export const CARD_FORM_LIMITS = {
  creditCardNumber: { min: 12, max: 23 },
  securityCode: { min: 3, max: 4 },
  cardHolderName: { min: 1, max: 100 },
  companyName: { min: 0, max: 100 },
  addressLine1: { min: 1, max: 100 },
  addressLine2: { min: 0, max: 100 },
  city: { min: 1, max: 60 },
  state: { min: 1, max: 60 },
  /** A US ZIP code (the workflow makes the card's country USA, 001 §4): 12345 or 12345-6789. */
  zipCode: { min: 5, max: 10 },
  email: { min: 0, max: 254 },
  phone: { min: 0, max: 30 },
} as const;

/** The lengths of a payment information request's fields; the checkout's request form reads them from here. */
export const PAYMENT_REQUEST_LIMITS = {
  recipientName: { min: 1, max: 100 },
  recipientEmail: 254,
  message: 1000,
} as const;

/** The length of an inquiry's message; the inquiry form reads it from here. */
export const INQUIRY_LIMITS = { message: { min: 1, max: 4000 } } as const;

/** Address types of `listAddresses(addressType)`. The documents give ship-to as 2; the other numbers are ours. */
export const AddressType = { BillTo: 1, ShipTo: 2, EndUser: 3 } as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

export type AddressField = keyof typeof ADDRESS_LIMITS;

/** The address fields that must be filled in (001 §5): those whose `min` is above 0, the country excepted. */
export const REQUIRED_ADDRESS_FIELDS = /* @__PURE__ */ (Object.keys(ADDRESS_LIMITS) as AddressField[]).filter(
  (field) => field !== 'countryCode' && ADDRESS_LIMITS[field].min > 0,
);

/**
 * Money on the wire (issue 13 §2): US dollars as a decimal string, never a JSON number, so no float ever
 * holds an amount. An optional minus, at most `MONEY_INTEGER_DIGITS` digits without leading zeros, and at most
 * `MONEY_SCALE` decimals: "1234.50", "-0.07", "10". The server always answers with exactly two decimals
 * ("10.00"); a client may send fewer. The limits are those of the database's `numeric(14, 2)`.
 */
export const MONEY_SCALE = 2;

export const MONEY_INTEGER_DIGITS = 12;

export const MONEY_PATTERN = /^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** A decimal with more decimals than money has ('2500.123'): told so, not 'not an amount' (issue 18). */
export const MONEY_TOO_MANY_DECIMALS = new RegExp(`^-?\\d+\\.\\d{${MONEY_SCALE + 1},}$`);

/**
 * What is wrong with a typed spending limit (issue 18; a user's or a business unit's), without zod: the same
 * faults as the contracts' `SpendingLimitAmount` (a cent to the most `MONEY_PATTERN` holds), for a form that
 * checks as the user types. Null: the amount is good.
 */
export function spendingLimitFault(amount: string): 'decimals' | 'notAnAmount' | 'notAboveZero' | null {
  if (!MONEY_PATTERN.test(amount)) return MONEY_TOO_MANY_DECIMALS.test(amount) ? 'decimals' : 'notAnAmount';
  return amount.startsWith('-') || /^0(\.0{1,2})?$/.test(amount) ? 'notAboveZero' : null;
}

/** Largest attachment accepted, in bytes (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Longest attachment description, in characters. */
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 250;

/** What the upload form carries: the fields and the file (a File or Blob with a name). */
export interface AddAttachmentForm {
  documentType: AttachableDocumentType;
  /** Omit (or the empty GUID) for a draft of a pricing request being composed. */
  documentId?: string;
  description: string;
  file: Blob;
  /** The file's name; taken from `file` when it is a File. */
  fileName?: string;
  /** Makes a retried upload answer the attachment the first attempt stored. */
  requestId?: string;
}

/** The multipart body of `addAttachment` (the browser sets the boundary; do not set a content type). */
export function addAttachmentFormData(form: AddAttachmentForm): FormData {
  const data = new FormData();
  data.set('documentType', String(form.documentType));
  if (form.documentId) data.set('documentId', form.documentId);
  data.set('description', form.description);
  if (form.requestId) data.set('requestId', form.requestId);
  const name = form.fileName ?? ('name' in form.file ? String(form.file.name) : 'file');
  data.set('file', form.file, name);
  return data;
}

/** Most attachments one pricing request claims at once. */
export const PRICING_REQUEST_MAX_ATTACHMENTS = 20;

/** Workflow role types that can hold an approval level (002 §3 QuoteWorkflowRole): Quote Approver 13, Approver Level 1 14, Approver Level 2 15. */
export const APPROVER_ROLE_TYPES = [13, 14, 15] as const;

/** The list's status filter: a PricingRequestStatus, or -1 for all. */
export const PRICING_REQUEST_ALL_STATUSES = -1;

/** The flow order of the progress line (001 §4). */
export const PRICING_REQUEST_FLOW: readonly number[] = [7, 8, 9, 1];

/** A US ZIP code, 12345 or 12345-6789: the card's billing country is always the USA (001 §4). */
export const US_ZIP_CODE_PATTERN = /^\d{5}(-?\d{4})?$/;

/** Records per page of the product list: the documents' 20 with infinite scrolling (001 §9). */
export const PRODUCT_PAGE_SIZE = 20;

export const PRODUCT_PAGE_SIZE_MAX = 100;

/** Rows of the product download, at most. */
export const PRODUCT_DOWNLOAD_MAX_ROWS = 10_000;

/**
 * The most related products of one kind (service contracts, options) a product's detail lists, in the order the
 * catalogue gives them (`v1.0/Product/getRelated`).
 */
export const RELATED_PRODUCTS_MAX = 20;

/**
 * The ids the contract's `Guid` schema accepts (zod's `z.uuid()`: RFC 9562 versions 1 to 8, the nil and the max
 * id), as a pattern a page can test an id with before asking the server, without loading zod.
 */
export const GUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

// Issue 17: invoices. Zod-free, so a page reads them without loading the contract's schemas.

/** The invoice list's status filter "all" (0 is Unpaid). */
export const INVOICE_STATUS_ALL = -1;
/**
 * The invoice list's status filter "open": every invoice with something left to pay, Unpaid (0) and Partially
 * Paid (1), not Paid (2). Account Overview's unpaid invoices tile.
 */
export const INVOICE_STATUS_OPEN = -2;

/** The invoice list's due filter: any, past due (due before today, not paid), due in the next 30 days. */
export const InvoiceDue = { Any: 0, PastDue: 1, DueSoon: 2 } as const;
/** How many days ahead "due soon" looks. */
export const INVOICE_DUE_SOON_DAYS = 30;

/** 001 §9: invoices 20 to a page. */
export const INVOICE_PAGE_SIZE = 20;

/** Who reads invoices (001 §2 /invoices: invoices|submitInvoiceInquiry; §6 the wider affiliatedInvoices). */
export const INVOICE_READ_PERMISSION = /* @__PURE__ */ anyOf(
  'invoices',
  'submitInvoiceInquiry',
  'affiliatedInvoices',
);

/**
 * Who may check out: whoever may check out a cart (shoppingcart), an approved quote (approveQuotes) or an approved
 * requisition (requisitions, approveRequisitions). /checkout itself shows no permission (001 §2); the server
 * checks the one of the document being checked out on every call that touches it. Here, not beside the checkout's
 * endpoints, so a page that only asks who may check out does not load the contract's schemas (zod).
 */
export const CHECKOUT_PERMISSION = /* @__PURE__ */ anyOf(
  'shoppingcart',
  'approveQuotes',
  'requisitions',
  'approveRequisitions',
);

/** Who may pay an invoice by card: whoever may enter a card (the checkout permissions). */
export const INVOICE_PAY_PERMISSION = CHECKOUT_PERMISSION;

/**
 * Who reads orders (001 §2 /orders: orders|ordersMenuStorefront; §6 the wider viewAllOrders and affiliatedOrders).
 * Here, not beside the order endpoints, for the same reason as CHECKOUT_PERMISSION.
 */
export const ORDER_READ_PERMISSION = /* @__PURE__ */ anyOf(
  'orders',
  'ordersMenuStorefront',
  'viewAllOrders',
  'affiliatedOrders',
);

/** The lengths of the profile's fields (002 §3 User); the profile form reads them from here. */
export const PROFILE_LIMITS = {
  firstName: { min: 1, max: 60 },
  lastName: { min: 1, max: 60 },
  email: { min: 1, max: 254 },
  phone: { min: 0, max: 30 },
  fax: { min: 0, max: 30 },
  username: { min: 1, max: 100 },
} as const satisfies Record<string, TextLimits>;

/**
 * The longest password of a portal user the server takes (sign-in, set, reset, change): scrypt takes any length,
 * a bound keeps a request's cost bounded.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** The lengths of the vendor credentials' fields (the vendor's own password rules, not ours). */
export const VENDOR_CREDENTIALS_LIMITS = {
  ccoId: { min: 1, max: 100 },
  password: { min: 1, max: 200 },
} as const satisfies Record<string, TextLimits>;
/**
 * The lengths of a user's profile fields as an administrator edits them (the same as the user's own profile:
 * PROFILE_LIMITS) and of the users list's search.
 */
export const USER_LIMITS = {
  firstName: PROFILE_LIMITS.firstName.max,
  lastName: PROFILE_LIMITS.lastName.max,
  email: PROFILE_LIMITS.email.max,
  phone: PROFILE_LIMITS.phone.max,
  fax: PROFILE_LIMITS.fax.max,
  keyword: 100,
} as const;

/**
 * The business unit hierarchy (issue 18): the lengths of its texts and its most levels; the schemas of
 * `schemas/businessUnits.ts` and the /business-hierarchy forms read them.
 */
export const BUSINESS_UNIT_LIMITS = {
  label: { min: 1, max: 50 },
  hierarchyName: { min: 1, max: 100 },
  levelName: { min: 1, max: 50 },
  unitName: { min: 1, max: 100 },
  maxLevels: 10,
} as const;

// Issue 19: maintenance contracts and devices. Zod-free, so a page reads them without loading the contract's schemas.

/** Who reads contracts and devices (000 §2.3, 002 §2: contractsView), with the MaintenanceContracts feature. */
export const CONTRACTS_VIEW_PERMISSION = 'contractsView';

/** 002 §3 ContractDataSource as stored (All, 0, is the filter "every source"). */
export const ContractDataSourceValue = {
  All: 0,
  ManufacturerB2b: 1,
  ManufacturerImport: 2,
  ManualContractUpload: 3,
} as const;
export type ContractDataSourceValue = (typeof ContractDataSourceValue)[keyof typeof ContractDataSourceValue];

/** 002 §3 device types. */
export const DeviceTypeValue = { Chassis: 1, Minor: 2 } as const;
export type DeviceTypeValue = (typeof DeviceTypeValue)[keyof typeof DeviceTypeValue];

/**
 * A device's coverage status as the manufacturer reports it (002 §3 "status"; the documents name no values:
 * these are the installed-base statuses of the manufacturers' feeds).
 */
export const DEVICE_STATUSES = ['Active', 'Signed', 'Overdue', 'Terminated'] as const;
export type DeviceStatusName = (typeof DEVICE_STATUSES)[number];

/** The date fields of a device that the searches filter by a DateRange id (002 §3 "date range lists"). */
export const DEVICE_DATE_FIELDS = [
  'contractEndDate',
  'lastDateOfSupport',
  'endOfSoftwareMaintenance',
  'endOfServiceAttach',
  'endOfServiceContractRenewal',
  'endOfSaleDate',
] as const;
export type DeviceDateField = (typeof DEVICE_DATE_FIELDS)[number];

/**
 * The contract expiry dashboard's buckets (002 §9), as DateRange ids of the device search (each bar links to the
 * devices it counts): the contract end date expired (999), within 90 days (16), within 6 months (25); the last
 * date of support and the end of sale within 6, 12 and 18 months (25, 26, 27). "Within" counts from today on,
 * so the 6-month bar includes the 90-day one.
 */
export const CONTRACT_EXPIRY_BUCKETS = {
  contractEndDate: [999, 16, 25],
  lastDateOfSupport: [25, 26, 27],
  endOfSaleDate: [25, 26, 27],
} as const satisfies Partial<Record<DeviceDateField, readonly number[]>>;

/**
 * The vendor support searches (bugs, RMAs, support cases; issue 20): the keyword typed into Search for, and the
 * bug search's release. Over them the contract answers the catalogue's 'Please enter at most {max} characters.'.
 */
export const VENDOR_SEARCH_LIMITS = { keyword: { min: 1, max: 200 }, release: { min: 0, max: 40 } } as const;

/** The lengths of the device search's text filters. */
export const DEVICE_SEARCH_LIMITS = { text: 100 } as const;

/** Devices 10 to a page (002 §9 default page size); the export takes every match up to this many. */
export const DEVICE_PAGE_SIZE = 10;
export const DEVICE_EXPORT_MAX_ROWS = 100_000;

// Issue 19: work item requests.

/** A work item request's document type for the attachments (ours: the documents' DocumentType has none). */
export const WORK_ITEM_DOCUMENT_TYPE = 16;

/** The lengths of a work item request's texts and how many items one addItems call takes. */
export const WORK_ITEM_LIMITS = { short: 100, long: 2000, comments: 2000, itemsPerCall: 200 } as const;

/** Issue 20: /reports and the report calls (000 §6): viewReports (assigned reports) or assignUserToCompanyReports. */
export const REPORT_PERMISSION = /* @__PURE__ */ anyOf('viewReports', 'assignUserToCompanyReports');

/** Issue 20: every report of the company, and assigning them to users. */
export const REPORT_ASSIGN_PERMISSION = 'assignUserToCompanyReports';
