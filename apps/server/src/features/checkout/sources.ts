import type { CheckoutLines, SubmitWorkflowBody } from '@b2b-portal/api';
import { EMPTY_GUID } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartBundles, cartGroups, cartLines, carts } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { buildDocument, type CartDocument, readCartContents } from '../cart/document';
import { assertNoCheckoutBlocker, ensureLiveCart, unprocessable } from '../cart/live-cart';
import { userSpendingBreach } from '../users/spending';
import type { TokenSigner } from '../workflow/engine';
import { quoteSource, requisitionSource } from './workflow-sources';

/**
 * What can be checked out (the /checkout `documentType` input). The cart (0) is here; an approved quote (8) and a
 * requisition (4) join when their areas exist (issue 6): each source loads its lines for the caller, says what
 * the order is called, checks the caller may order it, and consumes it inside the order's transaction.
 */
export interface CheckoutSourceDocument {
  documentType: number;
  documentID: string;
  documentNumber: string;
  title: string;
  document: CartDocument;
  lines: CheckoutLines;
  /**
   * What submitting makes: an order, or a requisition (a cart submitted by a user who may not order, or a
   * rejected requisition resubmitted) that goes up its approval chain first.
   */
  outcome: 'order' | 'requisition';
  /** Checkout data to start from (a requisition's stored workflow data). */
  prefill?: Partial<WorkflowDataInput>;
  /** The business unit the document is filed under (a quote's or requisition's), checkout's first choice. */
  businessUnitId?: string | null;
  /** Why the outcome is a requisition though the caller may order (a spending limit; issue 18), for the confirmation. */
  approvalReasons?: string[];
}

type WorkflowDataInput = SubmitWorkflowBody['workflowData'];

/** The /checkout inputs a source checks besides the document (a workflow action and its token). */
export interface CheckoutContext {
  actionId: string;
  token: string;
  tokens: TokenSigner;
}

export interface CheckoutSource {
  /** Loads the document for the caller; 404/422 when it cannot be checked out. `lock` takes the row lock. */
  load(
    db: Executor,
    principal: Principal,
    documentID: string,
    lock: boolean,
    context: CheckoutContext,
  ): Promise<CheckoutSourceDocument>;
  /**
   * Marks the document ordered (or, for the outcome 'requisition', submitted), inside the transaction that
   * made the order or requisition.
   */
  consume(
    db: Executor,
    principal: Principal,
    loaded: CheckoutSourceDocument,
    made: { documentType: number; id: string; number: string },
  ): Promise<void>;
}

export const documentNotFound = () =>
  Problems.notFound('CheckoutDocumentNotFound', formatMessage('Checkout.DocumentNotFound'));

export function toCheckoutLines(document: CartDocument): CheckoutLines {
  return {
    groups: document.groups,
    bundles: document.bundles,
    items: document.items,
    showPricing: document.totals.showPricing,
    grandTotal: document.totals.grandTotal,
    recurringMonthlyCharges: document.totals.recurringMonthlyCharges,
    count: document.totals.count,
  };
}

const cartSource: CheckoutSource = {
  async load(db, principal, documentID, lock) {
    if (!hasPermission(principal.permissions, 'shoppingcart')) {
      throw new ProblemError(403, 'Forbidden', formatMessage('Checkout.NotAllowed'));
    }
    // Who may not order submits the cart as a requisition (issue 6); without either right, nothing.
    let outcome = hasPermission(principal.permissions, 'shoppingCartCheckOut')
      ? ('order' as const)
      : hasPermission(principal.permissions, 'requisitions')
        ? ('requisition' as const)
        : null;
    if (!outcome) throw new ProblemError(403, 'Forbidden', formatMessage('Checkout.NotAllowed'));
    const live = await ensureLiveCart(db, principal);
    if (documentID !== EMPTY_GUID && documentID !== live.id) throw documentNotFound();
    if (lock) await db.select({ id: carts.id }).from(carts).where(eq(carts.id, live.id)).for('update');
    const document = buildDocument(await readCartContents(db, live.id));
    assertNoCheckoutBlocker(document.totals);
    if (document.unavailableItemCount > 0) {
      throw unprocessable('ProductNotAvailable', formatMessage('Cart.ProductNotAvailable'));
    }
    // Above the user's spending limit (per order or this month's budget; issue 18) the cart goes for approval.
    const approvalReasons: string[] = [];
    if (outcome === 'order') {
      const reason = await userSpendingBreach(db, principal.userId, document.totals.grandTotal);
      if (reason) {
        outcome = 'requisition';
        approvalReasons.push(reason);
      }
    }
    return {
      documentType: 0,
      documentID: live.id,
      documentNumber: '',
      title: '',
      document,
      lines: toCheckoutLines(document),
      outcome,
      approvalReasons,
    };
  },
  async consume(db, _principal, loaded) {
    // The ordered lines leave the cart; the cart row stays (one live cart per user) with a new version.
    await db.delete(cartLines).where(eq(cartLines.cartId, loaded.documentID));
    await db.delete(cartBundles).where(eq(cartBundles.cartId, loaded.documentID));
    await db.delete(cartGroups).where(eq(cartGroups.cartId, loaded.documentID));
    await db
      .update(carts)
      .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(carts.id, loaded.documentID));
  },
};

const sources: Record<number, CheckoutSource> = { 0: cartSource, 4: requisitionSource, 8: quoteSource };

export function checkoutSource(documentType: number): CheckoutSource {
  const source = sources[documentType];
  if (!source)
    throw unprocessable('DocumentNotCheckoutable', formatMessage('Checkout.DocumentNotCheckoutable'));
  return source;
}
