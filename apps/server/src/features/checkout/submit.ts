import type { SubmitWorkflowBody, WorkflowConfirmation, WorkflowDataOut } from '@b2b-portal/api';
import { EMPTY_GUID } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  attachments,
  carriers,
  checkoutSessions,
  documentCounters,
  orderLineStatusHistory,
  orderLines,
  orders,
  paymentInfoRequests,
  paymentInfos,
  paymentTerms,
} from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { activeBlanketOrderFor } from '../blanket-orders/store';
import { unitSpendingBreaches } from '../business-units/spending';
import { chosenBusinessUnit } from '../business-units/store';
import { companyOf, unprocessable } from '../cart/live-cart';
import { documentAddress } from '../documents/addresses';
import { autostartsOrderDesk, startOrderDeskFor } from '../shipments/order-desk';
import type { TokenSigner } from '../workflow/engine';
import { faultPoint } from './faults';
import { runIdempotent } from './idempotency';
import { submitRequisition } from './requisition-submit';
import { findCheckoutSession } from './sessions';
import { checkoutSource } from './sources';
import {
  type AddressRow,
  findUsableAddress,
  findVisibleCarrierAccount,
  findVisibleContact,
  unknownOption,
} from './store';

/**
 * `submitWorkflow`: the order from a checkout, exactly once per checkout session. The whole submission is one
 * transaction — the idempotency record, the order and its lines, the consumed cart, the claimed PO attachments
 * and the completed checkout session — so a crash at any point leaves all of it or none of it.
 */

const ORDER_DOCUMENT_TYPE = 5;
const OPEN = -102;
const CARD_TERM_BIT = 1;

type SubmitBody = Omit<SubmitWorkflowBody, 'workflowData'> & { workflowData: WorkflowDataOut } & {
  documentType: number;
  documentID: string;
  actionID: string;
  token: string;
};

const sessionMismatch = () =>
  new ProblemError(422, 'CheckoutSessionMismatch', formatMessage('Checkout.SessionMismatch'));

async function nextOrderNumber(tx: Tx): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ name: 'SO', value: 300_001 })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  return `SO-${row?.value}`;
}

/** The copy of an address an order keeps, with the address book entry's id. */
const snapshot = (row: AddressRow) => ({ id: row.id, ...documentAddress(row) });

/** The company's orders that already use a PO number (case-insensitive). */
export async function ordersUsingPo(
  tx: Tx | Services['db'],
  companyId: string,
  po: string,
): Promise<string[]> {
  const rows = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), sql`lower(${orders.po}) = ${po.trim().toLowerCase()}`))
    .orderBy(orders.createdAt)
    .limit(10);
  return rows.map((row) => row.orderNumber);
}

export const PO_PATTERN = /^[A-Za-z0-9 _\-/.#]+$/;

async function createOrder(
  tx: Tx,
  principal: Principal,
  body: SubmitBody,
  tokens: TokenSigner,
): Promise<WorkflowConfirmation> {
  const companyId = companyOf(principal);
  const data = body.workflowData;
  const session = await findCheckoutSession(tx, principal.userId, data.order.checkOutSessionID);
  if (
    !session ||
    session.completedAt ||
    session.documentType !== body.documentType ||
    (body.documentID !== EMPTY_GUID && session.documentId !== body.documentID)
  ) {
    throw sessionMismatch();
  }
  const source = checkoutSource(body.documentType);
  let loaded = await source.load(tx, principal, session.documentId, true, {
    actionId: body.actionID,
    token: body.token,
    tokens,
  });

  if (!data.isTermsAccepted) throw unprocessable('TermsNotAccepted', formatMessage('Checkout.TermsRequired'));
  const po = data.order.po.trim();
  if (!PO_PATTERN.test(po)) throw unprocessable('PoInvalid', formatMessage('Checkout.PoInvalid'));
  const used = await ordersUsingPo(tx, companyId, po);
  if (used.length > 0 && !data.isDuplicatePO) {
    throw unprocessable('PoExists', formatMessage('Checkout.PoExists'));
  }

  // Issue 17: the blanket PO the order is placed against, active today and the company's; locked until the
  // order is in, so its total to date counts orders one after the other.
  const blanketOrder =
    data.order.blanketOrderID === EMPTY_GUID
      ? null
      : await activeBlanketOrderFor(tx, principal, data.order.blanketOrderID);
  if (data.order.blanketOrderID !== EMPTY_GUID && !blanketOrder) {
    throw unprocessable('BlanketOrderUnavailable', formatMessage('Checkout.BlanketPoUnavailable'));
  }

  // Issue 18: the business unit the order is filed under, one of the company's active hierarchy.
  const businessUnitId = await chosenBusinessUnit(tx, companyId, data.order.businessUnitID);
  // A cart the caller may order is held to the unit's spending limits too (and those of the units above it);
  // beyond one it goes for approval, like beyond the caller's own (sources.ts), and the confirmation says why.
  if (body.documentType === 0 && (loaded.outcome === 'order' || (loaded.approvalReasons ?? []).length > 0)) {
    const unitReasons = await unitSpendingBreaches(tx, companyId, businessUnitId, loaded.lines.grandTotal);
    if (unitReasons.length > 0) {
      loaded = {
        ...loaded,
        outcome: 'requisition',
        approvalReasons: [...(loaded.approvalReasons ?? []), ...unitReasons],
      };
    }
  }

  // Billing and payment.
  const billTo = await findUsableAddress(tx, principal, data.billing.billTo.id, 1, 'bill-to address');
  const payment = data.billing.payment;
  const [term] = await tx
    .select()
    .from(paymentTerms)
    .where(
      and(
        eq(paymentTerms.id, payment.paymentTermID),
        eq(paymentTerms.companyId, companyId),
        eq(paymentTerms.active, true),
      ),
    );
  if (!term) throw unknownOption('payment term');
  let paymentInfoId: string | null = null;
  let paymentInfoRequestId: string | null = null;
  let paymentSummary = term.name;
  if ((term.flags & CARD_TERM_BIT) !== 0) {
    if (payment.paymentInfoID !== EMPTY_GUID) {
      const [card] = await tx
        .select()
        .from(paymentInfos)
        .where(
          and(
            eq(paymentInfos.id, payment.paymentInfoID),
            eq(paymentInfos.companyId, companyId),
            eq(paymentInfos.ownerUserId, principal.userId),
            isNull(paymentInfos.deletedAt),
          ),
        );
      if (!card) throw unknownOption('card');
      paymentInfoId = card.id;
      paymentSummary = `${card.cardType} ${card.maskedCardNumber.slice(-4)}`;
    } else if (payment.paymentInfoRequestID !== EMPTY_GUID) {
      const [request] = await tx
        .select()
        .from(paymentInfoRequests)
        .where(
          and(
            eq(paymentInfoRequests.id, payment.paymentInfoRequestID),
            eq(paymentInfoRequests.companyId, companyId),
          ),
        );
      if (!request) throw unknownOption('payment information request');
      paymentInfoRequestId = request.id;
      paymentInfoId = request.paymentInfoId;
      paymentSummary = `Payment information requested from ${request.recipientName}`;
    } else {
      throw unprocessable('CardRequired', formatMessage('Checkout.CardRequired'));
    }
  }

  // Shipping: one ship-to, or one per line and bundle.
  const shipping = data.shipping;
  if (![1, 2, 3, 4].includes(shipping.shippingMethod.method)) throw unknownOption('shipping method');
  const items = loaded.document.items;
  const lineShipTo = new Map(shipping.lineItemShipToAddresses.map((entry) => [entry.itemID, entry.shipToID]));
  const bundleShipTo = new Map(shipping.bundleShipToAddress.map((entry) => [entry.bundleID, entry.shipToID]));
  const itemIds = new Set(items.map((item) => item.id));
  const bundleIds = new Set(loaded.document.bundles.map((bundle) => bundle.id));
  for (const id of lineShipTo.keys()) if (!itemIds.has(id)) throw unknownOption('line');
  for (const id of bundleShipTo.keys()) if (!bundleIds.has(id)) throw unknownOption('bundle');
  const shipToRows = new Map<string, AddressRow>();
  const shipToOf = async (id: string) => {
    const known = shipToRows.get(id);
    if (known) return known;
    const row = await findUsableAddress(tx, principal, id, 2, 'ship-to address');
    shipToRows.set(id, row);
    return row;
  };
  const defaultShipTo = shipping.shipTo.id !== EMPTY_GUID ? await shipToOf(shipping.shipTo.id) : null;
  const lineAddress = new Map<string, AddressRow>();
  for (const item of items) {
    const chosen = lineShipTo.get(item.id) ?? bundleShipTo.get(item.bundleID);
    const row = chosen ? await shipToOf(chosen) : defaultShipTo;
    if (!row) throw unprocessable('ShipToRequired', formatMessage('Checkout.ShipToRequired'));
    lineAddress.set(item.id, row);
  }
  if (shipping.shipTo.contactID !== EMPTY_GUID)
    await findVisibleContact(tx, principal, shipping.shipTo.contactID);
  const carrierPayment = shipping.shippingMethod.carrierPayment;
  let carrier: Record<string, string> | null = null;
  if (shipping.shippingMethod.useMyCarrierAccount) {
    if (carrierPayment.carrierAccountID !== EMPTY_GUID) {
      const account = await findVisibleCarrierAccount(tx, principal, carrierPayment.carrierAccountID);
      carrier = {
        carrierCode: account.carrierCode,
        accountNumber: account.accountNumber,
        carrierAccountID: account.id,
      };
    } else {
      if (!carrierPayment.carrierCode || !carrierPayment.accountNumber) {
        throw unprocessable('CarrierAccountRequired', formatMessage('Checkout.CarrierAccountRequired'));
      }
      const [known] = await tx.select().from(carriers).where(eq(carriers.code, carrierPayment.carrierCode));
      if (!known) throw unknownOption('carrier');
      carrier = {
        carrierCode: known.code,
        accountNumber: carrierPayment.accountNumber,
        carrierAccountID: EMPTY_GUID,
      };
    }
  }

  if (loaded.outcome === 'requisition') {
    return submitRequisition(tx, principal, body, source, loaded, session.id, businessUnitId);
  }

  const orderNumber = await nextOrderNumber(tx);
  const title = data.order.title.trim();
  const distinctShipTos = [...new Set([...lineAddress.values()])];
  const [order] = await tx
    .insert(orders)
    .values({
      companyId,
      userId: principal.userId,
      orderNumber,
      title,
      po,
      status: OPEN,
      sourceDocumentType: body.documentType,
      sourceDocumentId: loaded.documentID,
      paymentTermId: term.id,
      paymentInfoId,
      paymentInfoRequestId,
      billTo: { ...snapshot(billTo), paymentSummary },
      shipTo: defaultShipTo ? snapshot(defaultShipTo) : { multiple: String(distinctShipTos.length) },
      endUser: Object.fromEntries(Object.entries(data.endUserAddress).filter(([, value]) => value !== '')),
      shipping: {
        method: shipping.shippingMethod.method,
        useMyCarrierAccount: shipping.shippingMethod.useMyCarrierAccount,
        carrier,
        contactID: shipping.shipTo.contactID,
      },
      comments: data.order.comments,
      notifyUserIds: data.users,
      subtotal: loaded.lines.grandTotal,
      grandTotal: loaded.lines.grandTotal,
      blanketOrderId: blanketOrder?.id ?? null,
      blanketPo: blanketOrder?.number ?? '',
      businessUnitId,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The order was not created');

  const bundleById = new Map(loaded.document.bundles.map((bundle) => [bundle.id, bundle]));
  const groupById = new Map(loaded.document.groups.map((group) => [group.id, group]));
  const placedLines = await tx
    .insert(orderLines)
    .values(
      items.map((item) => {
        const bundle = bundleById.get(item.bundleID);
        return {
          orderId: order.id,
          lineNumber: item.printLineNumber,
          productId: item.productID,
          groupName: groupById.get(item.groupID)?.name ?? '',
          bundleName: bundle?.name ?? '',
          bundleQuantity: bundle?.quantity ?? 1,
          manufacturerPart: item.manufacturerPart,
          manufacturerName: item.manufacturerName,
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          serviceLength: item.serviceLength,
          extendedPrice: item.extendedPrice,
          itemType: item.variableBilling?.itemType ?? null,
          initialTerm: item.variableBilling?.initialTerm ?? null,
          shipTo: snapshot(lineAddress.get(item.id) as AddressRow),
        };
      }),
    )
    .returning({ id: orderLines.id, status: orderLines.status });
  // Each line's status history starts with the status it was placed in (the order detail's timeline).
  await tx
    .insert(orderLineStatusHistory)
    .values(
      placedLines.map((line) => ({ orderLineId: line.id, status: line.status, changedAt: new Date() })),
    );

  // The PO document and other attachments uploaded while checking out join the order.
  if (data.order.attachmentIDs.length > 0) {
    const claimed = await tx
      .update(attachments)
      .set({ documentType: ORDER_DOCUMENT_TYPE, documentId: order.id })
      .where(
        and(
          inArray(attachments.id, data.order.attachmentIDs),
          eq(attachments.companyId, companyId),
          eq(attachments.uploadedBy, principal.userId),
          eq(attachments.documentType, ORDER_DOCUMENT_TYPE),
          eq(attachments.documentId, EMPTY_GUID),
        ),
      )
      .returning({ id: attachments.id });
    if (claimed.length !== data.order.attachmentIDs.length) throw unknownOption('attachment');
  }

  await source.consume(tx, principal, loaded, {
    documentType: ORDER_DOCUMENT_TYPE,
    id: order.id,
    number: orderNumber,
  });
  await tx
    .update(checkoutSessions)
    .set({ completedAt: sql`now()`, orderId: order.id })
    .where(eq(checkoutSessions.id, session.id));

  return {
    actionID: body.actionID,
    documentID: order.id,
    documentType: ORDER_DOCUMENT_TYPE,
    internal: false,
    confirmedOrderNumber: orderNumber,
    documentNumber: orderNumber,
  };
}

export async function submitWorkflow(
  services: Services,
  principal: Principal,
  body: SubmitBody,
): Promise<WorkflowConfirmation> {
  const answer = await runIdempotent({
    db: services.db,
    databaseKind: services.databaseKind,
    userId: principal.userId,
    scope: 'workflowrouting.submitWorkflow',
    key: body.workflowData.order.checkOutSessionID,
    body,
    work: async (tx) => {
      const confirmation = await createOrder(tx, principal, body, services.tokens);
      // The reseller's system takes the order at once (the order desk sandbox, ORDER_DESK_AUTOSTART).
      if (confirmation.documentType === ORDER_DOCUMENT_TYPE && autostartsOrderDesk(services.env)) {
        await startOrderDeskFor(tx, confirmation.documentID, services.env.ORDER_DESK_STEP_SECONDS);
      }
      return confirmation;
    },
    beforeCommit: () => faultPoint('checkout.beforeCommit'),
  });
  await faultPoint('checkout.afterCommit');
  return answer;
}
