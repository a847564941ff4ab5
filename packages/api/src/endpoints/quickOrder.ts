import { defineEndpoint } from '../endpoint';
import { ApplicationFeature } from '../plain-values';
import {
  AddQuickOrderItemsBody,
  CartAdditionResult,
  QuickOrderResolution,
  ReorderBody,
  ResolveQuickOrderBody,
} from '../schemas/quickOrder';
import { ORDER_READ_PERMISSION } from './orders';

const tooManyOrNone = { 422: ['QuickOrderEmpty', 'QuickOrderTooManyLines'] } as const;

/**
 * Quick order and reorder (issue 17): both add catalogue lines to the caller's live cart, so both need
 * shoppingcart and the Ordering feature. Part numbers match the catalogue ignoring case and separators
 * (`ws-c3850-24p-l` is `WS-C3850-24P-L`). A line that cannot go to the cart is refused with the reason; the
 * other lines still go.
 */
export const quickOrderEndpoints = {
  resolveQuickOrder: defineEndpoint({
    id: 'quickOrder.resolve',
    method: 'POST',
    path: 'v1.0/QuickOrder/resolve',
    access: 'user',
    permission: 'shoppingcart',
    feature: ApplicationFeature.Ordering,
    body: ResolveQuickOrderBody,
    answer: QuickOrderResolution,
    errors: tooManyOrNone,
    summary:
      'Resolves pasted lines (part number, quantity) against the catalogue: each line ready with its product or refused with the reason; at most 1,000 lines (422 QuickOrderTooManyLines).',
  }),
  /**
   * multipart/form-data with the field `file` (build it with `quickOrderFormData`): a CSV or XLSX file whose
   * first column is the part number and second the quantity (a heading row is skipped). A file that is not
   * one answers 400 with the reason.
   */
  resolveQuickOrderFile: defineEndpoint({
    id: 'quickOrder.resolveFile',
    method: 'POST',
    path: 'v1.0/QuickOrder/resolveFile',
    access: 'user',
    permission: 'shoppingcart',
    feature: ApplicationFeature.Ordering,
    answer: QuickOrderResolution,
    errors: {
      ...tooManyOrNone,
      400: ['QuickOrderFileUnreadable', 'QuickOrderFileType', 'QuickOrderFileRequired'],
      413: ['QuickOrderFileTooLarge', 'PayloadTooLarge'],
      415: ['UnsupportedMediaType'],
    },
    summary:
      'Resolves an uploaded CSV or XLSX file of part numbers and quantities like resolve; an unreadable file answers 400 QuickOrderFileUnreadable.',
  }),
  addQuickOrderItems: defineEndpoint({
    id: 'quickOrder.addItems',
    method: 'POST',
    path: 'v1.0/QuickOrder/addItems',
    access: 'user',
    permission: 'shoppingcart',
    feature: ApplicationFeature.Ordering,
    body: AddQuickOrderItemsBody,
    answer: CartAdditionResult,
    errors: { 403: ['CartReadOnly'] },
    summary:
      "Adds up to 1,000 catalogue lines to the caller's cart in one write; a product no longer available, or a line the cart's quantity limit refuses, is answered in refused.",
  }),
  reorder: defineEndpoint({
    id: 'order.reorder',
    method: 'POST',
    path: 'v1.0/Order/reorder',
    access: 'user',
    permission: [ORDER_READ_PERMISSION, 'shoppingcart'],
    feature: ApplicationFeature.Ordering,
    body: ReorderBody,
    answer: CartAdditionResult,
    errors: { 403: ['CartReadOnly'], 404: ['OrderNotFound'], 422: ['OrderLinesNotFound'] },
    summary:
      "Adds an order's lines (all, or the line numbers given) to the caller's cart again at today's catalogue prices; lines whose product is no longer available are answered in refused. Another company's order answers 404.",
  }),
} as const;
