import * as z from 'zod/mini';
import { isKnownCountry, isPhoneNumber, isPostalCodeOf, isStateOf } from '../geography';
import {
  ADDRESS_LIMITS,
  type AddressField,
  CARRIER_ACCOUNT_NUMBER_LIMITS,
  CHECKOUT_ORDER_LIMITS,
  CONTACT_LIMITS,
  EMPTY_GUID,
} from '../limits';
import { addressMessages } from '../messages/en-address';
import { coreMessages } from '../messages/en-core';
import { translator } from '../messages/format';
import { optionalPhone } from './account';
import { CartBundle, CartItem, DocumentGroupSchema } from './cartLines';
import {
  Guid,
  limitedText,
  Money,
  optionalEmail,
  optionalLimitedText,
  PageOf,
  requiredEmail,
} from './common';
import { DocumentAddress } from './documents';

const fieldText = /* @__PURE__ */ translator(coreMessages, addressMessages);

/**
 * Checkout (001 §3 "Checkout document", "Workflow data", "Checkout flags", "Checkout lists", §4, §5, §7). The
 * browser loads everything a checkout needs with one `WorkflowPageLoad`, walks the steps in the checkout machine
 * of `@b2b-portal/flows`, and sends the workflow data once with `submitWorkflow`, keyed by the checkout session
 * for exactly-once submission.
 */

const text = (min: number, max: number) => limitedText({ min, max });
const optionalText = optionalLimitedText;
/** An id or the empty GUID ("none selected", 001 §9). */
const GuidOrEmpty = z._default(Guid, EMPTY_GUID);

export const AddressTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Address (001 §3): a document's copy of an address plus what the address book keeps. `formatted` is the one-line
 * display; `displayNameFullAddress` the bill-to picker text.
 */
export const CheckoutAddress = z.extend(DocumentAddress, {
  id: z.string(),
  type: z.int(),
  countryName: z.string(),
  erpCode: z.string(),
  flags: z.int(),
  contactID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fax: z.string(),
  /** The caller's primary address of this type. */
  isPrimary: z.boolean(),
  /** Company-wide (false) or the caller's own (true). */
  isPersonal: z.boolean(),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

const addressText = (field: AddressField) =>
  ADDRESS_LIMITS[field].min > 0
    ? limitedText(ADDRESS_LIMITS[field])
    : optionalLimitedText(ADDRESS_LIMITS[field].max);
const countryCode = z._default(limitedText(ADDRESS_LIMITS.countryCode), 'USA');

/** A new address (`companyuser/addAddress`, `getmatchingaddress`). */
export const AddressInput = z
  .object({
    type: AddressTypeValue,
    name: addressText('name'),
    line1: addressText('line1'),
    line2: addressText('line2'),
    line3: addressText('line3'),
    city: addressText('city'),
    state: addressText('state'),
    zipCode: addressText('zipCode'),
    countryCode,
    firstName: addressText('firstName'),
    lastName: addressText('lastName'),
    email: optionalEmail(ADDRESS_LIMITS.email.max),
    phone: addressText('phone'),
    /** Make it the caller's primary address of its type. */
    setAsPrimary: z._default(z.boolean(), false),
  })
  .check(
    // The country's rules (issue 16): a country of the list, one of its states where they are listed, a ZIP or
    // postal code of its form, a phone number. Checked beside the fields' own limits (`when`), so a form shows all
    // of its field errors at once; a field already wrong by its limits (blank, too long) keeps that message alone.
    z.superRefine(
      (address, context) => {
        const wrong = (field: 'countryCode' | 'state' | 'zipCode' | 'phone', message: string) =>
          context.issues.push({ code: 'custom', message, path: [field], input: address[field] });
        const valid = (field: 'countryCode' | 'state' | 'zipCode' | 'phone') =>
          typeof address[field] === 'string' &&
          address[field] !== '' &&
          address[field].length <= ADDRESS_LIMITS[field].max &&
          address[field].length >= ADDRESS_LIMITS[field].min;
        const country = valid('countryCode') ? address.countryCode.toUpperCase() : null;
        if (country && !isKnownCountry(country)) wrong('countryCode', fieldText('Field.CountryInvalid'));
        if (country && valid('state') && !isStateOf(country, address.state)) {
          wrong('state', fieldText('Field.StateInvalid'));
        }
        if (country && valid('zipCode') && !isPostalCodeOf(country, address.zipCode)) {
          wrong(
            'zipCode',
            fieldText(
              country === 'USA' || country === 'PRI'
                ? 'Field.ZipCodeInvalid'
                : country === 'CAN'
                  ? 'Field.PostalCodeCanadaInvalid'
                  : 'Field.PostalCodeInvalid',
            ),
          );
        }
        if (valid('phone') && !isPhoneNumber(address.phone)) wrong('phone', fieldText('Field.PhoneInvalid'));
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type AddressInput = z.input<typeof AddressInput>;

/** `getmatchingaddress` (GET): the entered address as query parameters. */
export const MatchingAddressQuery = z.object({
  type: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)),
  line1: addressText('line1'),
  line2: addressText('line2'),
  city: addressText('city'),
  state: addressText('state'),
  zipCode: addressText('zipCode'),
  countryCode,
  /** Where to look: the company-wide addresses and the caller's own (default), or the company-wide ones only (/addresses). */
  scope: z.optional(z.enum(['all', 'company'])),
});
export type MatchingAddressQuery = z.input<typeof MatchingAddressQuery>;

/** `getmatchingaddress`: a known address resembling the entered one, or null (001 §5). */
export const MatchingAddress = z.object({ match: z.nullable(CheckoutAddress) });
export type MatchingAddress = z.infer<typeof MatchingAddress>;

export const CheckoutContact = z.object({
  id: z.string(),
  contactType: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
  jobTitle: z.string(),
  isPrimary: z.boolean(),
  isPersonal: z.boolean(),
});
export type CheckoutContact = z.infer<typeof CheckoutContact>;

export const ContactInput = z.object({
  contactType: z._default(z.int().check(z.minimum(1), z.maximum(3)), 1),
  firstName: limitedText(CONTACT_LIMITS.firstName),
  lastName: limitedText(CONTACT_LIMITS.lastName),
  email: requiredEmail(CONTACT_LIMITS.email.max),
  // A phone or fax in the product's form (002 §9 ddd-ddd-dddd), as an address's and a profile's are.
  phone: optionalPhone(CONTACT_LIMITS.phone.max),
  fax: optionalPhone(CONTACT_LIMITS.fax.max),
  jobTitle: optionalText(CONTACT_LIMITS.jobTitle.max),
  setAsPrimary: z._default(z.boolean(), false),
});
export type ContactInput = z.input<typeof ContactInput>;

/** Payment term (001 §3): flags is a bit field of PaymentTermType (bit 1 = credit card). */
export const PaymentTerm = z.object({
  id: z.string(),
  name: z.string(),
  erpCode: z.string(),
  flags: z.int(),
});
export type PaymentTerm = z.infer<typeof PaymentTerm>;

export const Carrier = z.object({ code: z.string(), name: z.string() });
export type Carrier = z.infer<typeof Carrier>;

export const CarrierAccount = z.object({
  id: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  isPrimary: z.boolean(),
});
export type CarrierAccount = z.infer<typeof CarrierAccount>;

export const CarrierAccountInput = z.object({
  carrierCode: text(1, 20),
  accountNumber: z
    .string()
    .check(
      z.trim(),
      z.regex(
        new RegExp(
          `^[A-Za-z0-9-]{${CARRIER_ACCOUNT_NUMBER_LIMITS.min},${CARRIER_ACCOUNT_NUMBER_LIMITS.max}}$`,
        ),
      ),
    ),
  name: optionalText(100),
  setAsPrimary: z._default(z.boolean(), false),
});
export type CarrierAccountInput = z.input<typeof CarrierAccountInput>;

/** A saved card (001 §3 Saved card display): never the number, only the masked one. */
export const SavedPaymentMethod = z.object({
  id: z.string(),
  cardType: z.string(),
  maskedCardNumber: z.string(),
  expirationMonth: z.int(),
  expirationYear: z.int(),
  cardHolder: z.string(),
  isExpired: z.boolean(),
  isPrimary: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethod>;
export const SavedPaymentMethodPage = PageOf(SavedPaymentMethod);

export const ListQuery = z.object({
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  records: z._default(z.coerce.number().check(z.int(), z.minimum(-1), z.maximum(1000)), -1),
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10)), 0),
});

export const AddressTypeQuery = z.object({
  addressType: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3)),
});

export const SetPrimaryAddressBody = z.object({ addressID: Guid, addressType: AddressTypeValue });
export const SetPrimaryBody = z.object({ id: Guid });
export const IdQuery = z.object({ id: Guid });
export const PrimaryId = z.object({ id: z.string() });

export const Country = z.object({ code: z.string(), name: z.string() });
export const CountryState = z.object({ code: z.string(), name: z.string() });
export const CountryQuery = z.object({ countryCode: z.string().check(z.trim(), z.length(3)) });

/** The query inputs of /checkout (000 §2, 001 §2). documentType 0 is the cart. */
export const CheckoutDocumentQuery = z.object({
  documentType: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(15)), 0),
  documentID: GuidOrEmpty,
  actionID: z._default(z.string().check(z.maxLength(64)), ''),
  token: z._default(z.string().check(z.maxLength(200)), ''),
  module: z._default(z.string().check(z.maxLength(40)), ''),
});
export type CheckoutDocumentQuery = z.input<typeof CheckoutDocumentQuery>;

/** The lines being ordered: the same tree as the cart. */
export const CheckoutLines = z.object({
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(CartBundle),
  items: z.array(CartItem),
  showPricing: z.boolean(),
  grandTotal: Money,
  recurringMonthlyCharges: Money,
  count: z.int(),
});
export type CheckoutLines = z.infer<typeof CheckoutLines>;

/** Checkout flags (001 §3). The spelling CCDeatilsNotSavedToAccount is the documents'. */
export const CheckoutFlags = z.object({
  isOrderEditable: z.boolean(),
  isBillingEditable: z.boolean(),
  isShippingEditable: z.boolean(),
  isMultipleShippingEditable: z.boolean(),
  isEndUserEditable: z.boolean(),
  isTermsAccepted: z.boolean(),
  isCreditCardTermsAccepted: z.boolean(),
  showCreditCardForm: z.boolean(),
  billToAddressOption: z.enum(['Existing', 'New']),
  countOfShoppingCartItems: z.int(),
  orderPageAddComments: z.boolean(),
  orderPageAttachPO: z.boolean(),
  CCDeatilsNotSavedToAccount: z.boolean(),
});
export type CheckoutFlags = z.infer<typeof CheckoutFlags>;

/** Checkout lists (001 §3). */
export const CheckoutLists = z.object({
  billTos: z.array(CheckoutAddress),
  shipTos: z.array(CheckoutAddress),
  contacts: z.array(CheckoutContact),
  carriers: z.array(Carrier),
  carrierAccounts: z.array(CarrierAccount),
  paymentTerms: z.array(PaymentTerm),
  savedCards: z.array(SavedPaymentMethod),
});
export type CheckoutLists = z.infer<typeof CheckoutLists>;

const LineShipTo = z.object({ itemID: Guid, shipToID: Guid });
const BundleShipTo = z.object({ bundleID: Guid, shipToID: Guid });

/** Workflow data (001 §3), as the browser sends it to `submitWorkflow`. */
export const WorkflowData = z.object({
  order: z.object({
    title: limitedText(CHECKOUT_ORDER_LIMITS.title),
    po: limitedText(CHECKOUT_ORDER_LIMITS.po),
    checkOutSessionID: Guid,
    comments: optionalText(CHECKOUT_ORDER_LIMITS.comments.max),
    /** Draft attachment ids (the PO document) to claim for the order. */
    attachmentIDs: z._default(z.array(Guid).check(z.maxLength(10)), []),
    /** The active blanket PO of the company the order is placed against (getActiveBlanketOrders); empty GUID none. */
    blanketOrderID: GuidOrEmpty,
    /** Issue 18: the business unit the order is filed under (listHierarchy); empty GUID none. */
    businessUnitID: GuidOrEmpty,
  }),
  billing: z.object({
    billTo: z.object({ id: Guid }),
    payment: z.object({
      paymentTermID: Guid,
      paymentInfoID: GuidOrEmpty,
      paymentInfoRequestID: GuidOrEmpty,
      companyName: optionalText(100),
      addressLine1: optionalText(100),
      addressLine2: optionalText(100),
      addressLine3: optionalText(100),
      city: optionalText(60),
      state: optionalText(60),
      zipCode: optionalText(20),
      countryCode: optionalText(3),
      phoneNumber: optionalText(30),
      email: optionalText(200),
    }),
  }),
  shipping: z.object({
    shipTo: z.object({ id: GuidOrEmpty, contactID: GuidOrEmpty }),
    shippingMethod: z.object({
      method: z.int().check(z.minimum(1), z.maximum(4)),
      carrierPayment: z.object({
        carrierAccountID: GuidOrEmpty,
        carrierCode: optionalText(20),
        accountNumber: optionalText(CARRIER_ACCOUNT_NUMBER_LIMITS.max),
      }),
      useMyCarrierAccount: z.boolean(),
    }),
    lineItemShipToAddresses: z._default(z.array(LineShipTo).check(z.maxLength(1000)), []),
    bundleShipToAddress: z._default(z.array(BundleShipTo).check(z.maxLength(1000)), []),
  }),
  endUserAddress: z.object({
    id: GuidOrEmpty,
    contactID: GuidOrEmpty,
    name: optionalText(ADDRESS_LIMITS.name.max),
    line1: optionalText(ADDRESS_LIMITS.line1.max),
    line2: optionalText(ADDRESS_LIMITS.line2.max),
    line3: optionalText(ADDRESS_LIMITS.line3.max),
    city: optionalText(ADDRESS_LIMITS.city.max),
    state: optionalText(ADDRESS_LIMITS.state.max),
    zipCode: optionalText(ADDRESS_LIMITS.zipCode.max),
    countryCode: optionalText(ADDRESS_LIMITS.countryCode.max),
    firstName: optionalText(ADDRESS_LIMITS.firstName.max),
    lastName: optionalText(ADDRESS_LIMITS.lastName.max),
    contactName: optionalText(120),
    phone: optionalText(ADDRESS_LIMITS.phone.max),
    email: optionalText(ADDRESS_LIMITS.email.max),
  }),
  /** The person confirmed a PO number that is already in use (001 §5). */
  isDuplicatePO: z._default(z.boolean(), false),
  /** Users to notify of the order. */
  users: z._default(z.array(Guid).check(z.maxLength(50)), []),
  isTermsAccepted: z.boolean(),
});
export type WorkflowData = z.input<typeof WorkflowData>;
export type WorkflowDataOut = z.infer<typeof WorkflowData>;

/** `WorkflowPageLoad`: everything the checkout shows, the default workflow data and the checkout session. */
export const WorkflowPageLoadAnswer = z.object({
  documentType: z.int(),
  documentID: z.string(),
  actionID: z.string(),
  documentNumber: z.string(),
  /** The idempotency key of this checkout: the same until the order is created. */
  checkOutSessionID: z.string(),
  /**
   * What submitting makes: an order, or a requisition that goes up its approval chain first (a cart of a user
   * without shoppingCartCheckOut, or a rejected requisition resubmitted). Absent means an order.
   */
  outcome: z.optional(z.enum(['order', 'requisition'])),
  lines: CheckoutLines,
  flags: CheckoutFlags,
  lists: CheckoutLists,
  /** The caller's primaries and the documents' defaults (NET30; the default term only while the order has none). */
  defaults: z.object({
    title: z.string(),
    po: z.string(),
    billToID: z.string(),
    shipToID: z.string(),
    contactID: z.string(),
    paymentTermID: z.string(),
    paymentInfoID: z.string(),
    carrierAccountID: z.string(),
    /** Issue 18: the business unit of the quote or requisition being checked out; the empty GUID for a cart. */
    businessUnitID: z.optional(z.string()),
  }),
  companyName: z.string(),
});
export type WorkflowPageLoadAnswer = z.infer<typeof WorkflowPageLoadAnswer>;

export const WorkflowTransitionQuery = CheckoutDocumentQuery;
/** `gettransition`: the action the checkout performs on its document. */
export const WorkflowTransition = z.object({
  actionID: z.string(),
  actionName: z.string(),
  documentType: z.int(),
  /** Document type created by the transition (5, orders). */
  targetDocumentType: z.int(),
});

export const SubmitWorkflowBody = z.object({
  documentType: z.int().check(z.minimum(0), z.maximum(15)),
  documentID: Guid,
  actionID: z._default(z.string().check(z.maxLength(64)), ''),
  token: z._default(z.string().check(z.maxLength(200)), ''),
  workflowData: WorkflowData,
});
export type SubmitWorkflowBody = z.input<typeof SubmitWorkflowBody>;

/** The answer of `submitWorkflow`: where `/workflow-confirmation` goes (its query inputs). */
export const WorkflowConfirmation = z.object({
  actionID: z.string(),
  documentID: z.string(),
  documentType: z.int(),
  internal: z.boolean(),
  confirmedOrderNumber: z.string(),
  documentNumber: z.string(),
  /**
   * Why a checkout the caller could have ordered went for approval as a requisition instead: the spending limit it
   * is above (the caller's or a business unit's, issue 18), in words. Absent otherwise.
   */
  approvalReason: z.optional(z.string()),
});
export type WorkflowConfirmation = z.infer<typeof WorkflowConfirmation>;

/** `/workflow-confirmation` reads the order it confirms. */
export const ConfirmedOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  title: z.string(),
  po: z.string(),
  status: z.int(),
  createdAt: z.string(),
  grandTotal: Money,
  paymentTermName: z.string(),
  paymentSummary: z.string(),
  billTo: z.string(),
  shipTo: z.array(z.string()),
  shippingMethod: z.int(),
  lineCount: z.int(),
});
export type ConfirmedOrder = z.infer<typeof ConfirmedOrder>;

export const ValidatePoQuery = z.object({ po: limitedText(CHECKOUT_ORDER_LIMITS.po) });
/** `validateCustomerPONumber`: whether the PO is well formed and whether an order of the company already uses it. */
export const PoValidation = z.object({
  isValid: z.boolean(),
  exists: z.boolean(),
  /** Order numbers that already use the PO. */
  orderNumbers: z.array(z.string()),
  message: z.string(),
});
export type PoValidation = z.infer<typeof PoValidation>;

export const UsersByRoleTypeQuery = z.object({
  roleType: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99)),
});
export const RoleUser = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
