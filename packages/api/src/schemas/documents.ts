import * as z from 'zod/mini';
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  PRICING_REQUEST_LIMITS,
  PRICING_REQUEST_MAX_ATTACHMENTS,
  WORK_ITEM_DOCUMENT_TYPE,
} from '../limits';
import { shopFieldMessages } from '../messages/en-shop-fields';
import { anyOf, type PermissionEntry } from '../permissions';
import { CartBundle, CartItem, CartQuantity, DocumentGroupSchema } from './cartLines';
import { Guid, limitedText, optionalLimitedText } from './common';

/**
 * Attachments of documents and the pricing request the shop sends (001 §2 /send-Pricing-Request, §5, §7).
 * Which files are accepted is the rule of `@b2b-portal/flows/rules` (`checkAttachmentUpload`: blocked
 * extensions, 10 MB, description required, at most 250 characters); the server applies it and checks the bytes.
 */

/** Document types that take attachments (001 §4): Requisition 4, Orders 5, Quote 8, Pricing Request 15. */
export const AttachableDocumentType = z.union([
  z.literal(4),
  z.literal(5),
  z.literal(8),
  z.literal(15),
  // A work item request (issue 19; the number is ours: the documents' DocumentType has none for it).
  z.literal(WORK_ITEM_DOCUMENT_TYPE),
]);
export type AttachableDocumentType = z.infer<typeof AttachableDocumentType>;

/**
 * Who may do what with the attachments of each document type (permission names of 001 §6, `a|b` = any one).
 *
 * | type               | read (list, download)                  | upload and delete        | sees everyone's |
 * | ------------------ | -------------------------------------- | ------------------------ | --------------- |
 * | 15 Pricing Request | submitRFQ, rfqs, viewAllRFQs           | submitRFQ                | viewAllRFQs     |
 * | 8 Quote            | viewQuote, approveQuotes, quotes       | the same                 | approveQuotes   |
 * | 5 Orders           | orders, ordersMenuStorefront,          | orders,                  | viewAllOrders   |
 * |                    | viewAllOrders, affiliatedOrders        | ordersMenuStorefront     |                 |
 * | 4 Requisition      | requisitions, approveRequisitions,     | requisitions,            | viewAllRequis., |
 * |                    | viewAllRequisitions                    | approveRequisitions      | approveRequis.  |
 *
 * "Sees everyone's": who sees the attachments of the company's documents of that type, not only of their own
 * (a pricing request is its requester's unless the caller holds viewAllRFQs; an order its placer's unless the
 * caller holds viewAllOrders, as the order calls see it; an affiliated company's order shows no attachments).
 *
 * Storefront administrators ('*', 'admin', 'storefrontAdmin') pass every check. Deleting is also limited to
 * the uploader or an administrator, and only while the document is not past Submitted.
 */
export const attachmentPermissions = {
  15: { read: anyOf('submitRFQ', 'rfqs', 'viewAllRFQs'), write: 'submitRFQ', readAll: 'viewAllRFQs' },
  8: {
    read: anyOf('viewQuote', 'approveQuotes', 'quotes'),
    write: anyOf('viewQuote', 'approveQuotes', 'quotes'),
    readAll: 'approveQuotes',
  },
  5: {
    read: anyOf('orders', 'ordersMenuStorefront', 'viewAllOrders', 'affiliatedOrders'),
    write: anyOf('orders', 'ordersMenuStorefront'),
    readAll: 'viewAllOrders',
  },
  4: {
    read: anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions'),
    write: anyOf('requisitions', 'approveRequisitions'),
    readAll: anyOf('viewAllRequisitions', 'approveRequisitions'),
  },
  16: {
    read: anyOf('viewAllWorkItems', 'workItemCreate', 'workItems'),
    write: 'workItemCreate',
    readAll: 'viewAllWorkItems',
  },
} as const satisfies Record<
  AttachableDocumentType,
  { read: PermissionEntry; write: PermissionEntry; readAll: PermissionEntry | null }
>;

/** Any one permission that reads (or writes) the attachments of some document type: the endpoints' gate. */
const attachmentEntries = Object.values(attachmentPermissions);
export const ANY_ATTACHMENT_READ_PERMISSION = anyOf(
  attachmentPermissions[15].read,
  ...attachmentEntries.map((entry) => entry.read),
);
export const ANY_ATTACHMENT_WRITE_PERMISSION = anyOf(
  attachmentPermissions[15].write,
  ...attachmentEntries.map((entry) => entry.write),
);

/**
 * An address as a document keeps it (bill-to, ship-to, end user of a quote, an order, an invoice): a copy taken
 * when the document was made, so later edits of the address book do not change it. `formatted` is the one-line
 * display (lines, city, state, zip); `contactName`, `email` and `phone` may be empty.
 */
export const DocumentAddress = z.object({
  name: z.string(),
  formatted: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type DocumentAddress = z.infer<typeof DocumentAddress>;

/** How long an upload not yet claimed by a submitted pricing request is kept and listed. */
export const DRAFT_ATTACHMENT_TTL_HOURS = 24;

/** A document type sent as a query or form field (a string). */
const documentTypeField = z.pipe(z.coerce.number(), AttachableDocumentType);

/**
 * The form fields of `V1.0/document/addAttachment`, sent as multipart/form-data with the file in `file`.
 * `documentId` missing, empty or the empty GUID makes a draft of a pricing request being composed (type 15
 * only): `submitPricingRequest` claims it by its id. `description` is trimmed and at most
 * `ATTACHMENT_DESCRIPTION_MAX_LENGTH` characters (a 400 in the catalogue's 'The description can be at most 250
 * characters.'); whether one is required is the attachment rule's (422 with the catalogue's reason), so an empty
 * one is not a 400 here.
 */
export const AddAttachmentFields = z.object({
  documentType: documentTypeField,
  documentId: z.optional(z.union([Guid, z.literal('')])),
  description: z._default(
    limitedText(
      { min: 0, max: ATTACHMENT_DESCRIPTION_MAX_LENGTH },
      { tooLong: shopFieldMessages['Attachment.DescriptionTooLong'] },
    ),
    '',
  ),
  /** A uuid the client makes once per file: the same user sending it again gets the stored attachment back. */
  requestId: z.optional(Guid),
});
export type AddAttachmentFields = z.input<typeof AddAttachmentFields>;

/** A stored attachment as lists show it. */
export const DocumentAttachment = z.object({
  id: z.string(),
  documentType: z.int(),
  /** The document; the empty GUID for a draft not yet claimed by a pricing request. */
  documentID: z.string(),
  fileName: z.string(),
  /** Upper-case extension ('PDF', 'XLSX'), or 'FILE' without one: the key of the grouped list. */
  fileType: z.string(),
  description: z.string(),
  /** The type found from the file's bytes (application/octet-stream when not one of the known kinds). */
  contentType: z.string(),
  /** Bytes. */
  size: z.int(),
  /** Full name of the uploader; empty when that user is gone. */
  uploadedBy: z.string(),
  uploadedByUserID: z.nullable(z.string()),
  /** ISO 8601 time of the upload. */
  uploadedAt: z.string(),
  /** Kept for the sales team; never listed to customers. */
  internal: z.boolean(),
  /** Whether the caller may delete it now (uploader or administrator, document not past Submitted). */
  canDelete: z.boolean(),
});
export type DocumentAttachment = z.infer<typeof DocumentAttachment>;

/** The attachments of one file type. */
export const AttachmentGroup = z.object({ fileType: z.string(), attachments: z.array(DocumentAttachment) });
export type AttachmentGroup = z.infer<typeof AttachmentGroup>;

/** `getAttachments`: a document's attachments; id the empty GUID with type 15 lists the caller's drafts. */
export const AttachmentsQuery = z.object({ id: Guid, type: documentTypeField });
export type AttachmentsQuery = z.input<typeof AttachmentsQuery>;

export const AttachmentsGroupedQuery = z.object({
  id: Guid,
  type: documentTypeField,
  /** 'true' also lists internal attachments, for storefront administrators only. */
  internal: z._default(z.stringbool(), false),
});
export type AttachmentsGroupedQuery = z.input<typeof AttachmentsGroupedQuery>;

export const FileDownloadQuery = z.object({ id: Guid });
export type FileDownloadQuery = z.input<typeof FileDownloadQuery>;

export const DeleteAttachmentBody = z.object({ id: Guid });
export type DeleteAttachmentBody = z.input<typeof DeleteAttachmentBody>;

/** The line tree a pricing request keeps: a snapshot of cart or shop lines without the cart's versions. */
export const PricingRequestItem = z.omit(CartItem, { version: true });
export type PricingRequestItem = z.infer<typeof PricingRequestItem>;
export const PricingRequestBundle = z.omit(CartBundle, { version: true });
export type PricingRequestBundle = z.infer<typeof PricingRequestBundle>;
export const PricingRequestLines = z.object({
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(PricingRequestBundle),
  items: z.array(PricingRequestItem),
});
export type PricingRequestLines = z.infer<typeof PricingRequestLines>;

/**
 * What a person types into a pricing request: its title ('Please enter a title.', '… at most 100 characters.')
 * and comments. The request form checks them with this schema before it uploads or sends anything.
 */
export const PricingRequestFields = z.object({
  title: limitedText(PRICING_REQUEST_LIMITS.title, {
    required: shopFieldMessages['SavedCart.TitleRequired'],
    tooLong: shopFieldMessages['SavedCart.TitleTooLong'],
  }),
  comments: optionalLimitedText(PRICING_REQUEST_LIMITS.comments.max),
});
export type PricingRequestFields = z.input<typeof PricingRequestFields>;

const pricingRequestShape = {
  ...PricingRequestFields.shape,
  /** Draft attachments (uploaded with type 15 and no document) this request claims. */
  attachmentIds: z._default(z.array(Guid).check(z.maxLength(PRICING_REQUEST_MAX_ATTACHMENTS)), []),
  /**
   * A uuid the client makes once per submission: sent again by the same user (a retry), it answers the
   * pricing request the first attempt made instead of making another.
   */
  requestId: z.optional(Guid),
};

/** `submitPricingRequest`: the whole cart or some of its lines, or one product of the shop. */
export const SubmitPricingRequestBody = z.discriminatedUnion('source', [
  z.object({
    ...pricingRequestShape,
    source: z.literal('cart'),
    /** Cart lines (or bundles: all their lines) to send; all lines when omitted. */
    lineIds: z.optional(
      z
        .array(Guid)
        .check(
          z.minLength(PRICING_REQUEST_LIMITS.lineIds.min),
          z.maxLength(PRICING_REQUEST_LIMITS.lineIds.max),
        ),
    ),
  }),
  z.object({
    ...pricingRequestShape,
    source: z.literal('product'),
    productId: Guid,
    quantity: CartQuantity,
  }),
]);
export type SubmitPricingRequestBody = z.input<typeof SubmitPricingRequestBody>;

export const SubmitPricingRequestAnswer = z.object({
  id: z.string(),
  /** PR-100001… */
  number: z.string(),
  /** PricingRequestStatus: Submitted (7) for a new request. */
  status: z.int(),
});
export type SubmitPricingRequestAnswer = z.infer<typeof SubmitPricingRequestAnswer>;
