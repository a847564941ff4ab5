import { Enumerations, type Money, type PricingRequestLines } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { documentLineTotals, priceCartLine } from '@b2b-portal/flows/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { pricingRequests, products, quotes, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { PRICING_REQUEST } from '../documents/access';
import { defaultDocumentAddresses } from '../documents/addresses';
import { enqueueMail } from '../mail/outbox';
import { resolveChain } from '../workflow/chain';
import { recordHistory } from '../workflow/history';
import { nextNumber } from '../workflow/numbers';
import { linesOf, type PricingRequestRow, Status, statusName } from './store';

/**
 * The reseller's sales desk moves a pricing request along Submitted (7) → In Process (8) → Quoted (9) →
 * Purchased (1), outside the portal. `SalesDesk` is that adapter; the sandbox (`sandbox-routes.ts`) drives the
 * local implementation over HTTP. Every move is one transaction: the guarded status change (a move out of order
 * answers 409 and changes nothing), a workflow_history row (type 15, 'StatusChanged', the new status) and a mail
 * to the requester; quoting also makes the quote (status Submitted) with the request's lines priced from the
 * catalogue and its approval chain frozen.
 */

export interface SalesDeskMove {
  id: string;
  number: string;
  status: number;
  quoteID: string | null;
  quoteNumber: string | null;
}

export interface QuoteOptions {
  /** Prices for lines the catalogue cannot price (custom requests), by line id. */
  prices?: Readonly<Record<string, Money>>;
  /** Who made the quote at the reseller (Created By). */
  createdBy?: string;
}

export interface SalesDesk {
  start(number: string): Promise<SalesDeskMove>;
  quote(number: string, options?: QuoteOptions): Promise<SalesDeskMove>;
  purchased(number: string): Promise<SalesDeskMove>;
}

const QUOTE = Enumerations.DocumentType.Quote.value;
const QUOTE_SUBMITTED = Enumerations.QuoteStatus.Submitted.value;
const QUOTE_PURCHASED = Enumerations.QuoteStatus.Purchased.value;
export const QUOTE_COUNTER = 'quote';
/** Quote numbers the sales desk gives (Q-510001…): above the seeded quotes (Q-5001xx, Q-5002xx). */
export const FIRST_QUOTE_NUMBER = 510_001;
export const SALES_DESK_ACTOR = 'Sales desk';
const QUOTE_VALID_DAYS = 30;

const wrongOrder = (row: { status: number }, target: number) =>
  new ProblemError(
    409,
    'PricingRequestWrongStatus',
    formatMessage('PricingRequest.WrongOrder', {
      status: statusName(row.status),
      target: statusName(target),
    }),
  );

async function findByNumber(db: Executor, number: string): Promise<PricingRequestRow> {
  const [row] = await db.select().from(pricingRequests).where(eq(pricingRequests.number, number)).limit(1);
  if (!row) throw Problems.notFound('PricingRequestNotFound', formatMessage('PricingRequest.NotFound'));
  return row;
}

/** The guarded status change: only from `from`; anything else is refused with 409. */
async function move(db: Executor, row: PricingRequestRow, from: number, to: number): Promise<void> {
  if (row.status !== from) throw wrongOrder(row, to);
  const changed = await db
    .update(pricingRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(pricingRequests.id, row.id), eq(pricingRequests.status, from)))
    .returning({ id: pricingRequests.id });
  if (changed.length === 0) throw wrongOrder(row, to);
}

/** The history row and the requester's mail of a move. */
async function announce(
  db: Executor,
  row: PricingRequestRow,
  status: number,
  actor: { user: Principal | null; actorName?: string },
  quoteNumber: string | null,
): Promise<void> {
  await recordHistory(db, {
    companyId: row.companyId,
    documentType: PRICING_REQUEST,
    documentId: row.id,
    action: 'StatusChanged',
    user: actor.user,
    actorName: actor.actorName ?? SALES_DESK_ACTOR,
    comments: quoteNumber ? formatMessage('PricingRequest.Mail.Quote', { quote: quoteNumber }).trim() : '',
    status,
  });
  const [requester] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.requesterUserId));
  if (!requester) return;
  await enqueueMail(db, {
    companyId: row.companyId,
    to: [requester.email],
    subject: formatMessage('PricingRequest.Mail.Subject', { number: row.number, status: statusName(status) }),
    text: formatMessage('PricingRequest.Mail.Text', {
      name: requester.firstName,
      number: row.number,
      title: row.title,
      status: statusName(status),
      quote: quoteNumber ? formatMessage('PricingRequest.Mail.Quote', { quote: quoteNumber }) : '',
    }),
    kind: 'pricingRequest.statusChanged',
    documentType: PRICING_REQUEST,
    documentId: row.id,
  });
}

/**
 * The request's lines priced for a quote: catalogue products at their catalogue unit price, other lines at the
 * price given in `prices` or the one they carry; extended prices recomputed by the flows rules.
 */
export async function pricedLines(
  db: Executor,
  lines: PricingRequestLines,
  prices: Readonly<Record<string, Money>> = {},
): Promise<PricingRequestLines> {
  const productIds = [...new Set(lines.items.flatMap((item) => (item.productID ? [item.productID] : [])))];
  const catalogue = new Map(
    productIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, unitPrice: products.unitPrice })
            .from(products)
            .where(inArray(products.id, productIds))
        ).map((product) => [product.id, product.unitPrice]),
  );
  return {
    ...lines,
    items: lines.items.map((item) => {
      const unitPrice =
        prices[item.id] ?? (item.productID ? catalogue.get(item.productID) : undefined) ?? item.unitPrice;
      const priced = priceCartLine({
        unitPrice,
        quantity: item.quantity,
        serviceLength: item.serviceLength,
        pricingHidden: false,
      });
      return {
        ...item,
        pricingHidden: false,
        unitPrice: priced.unitPrice,
        extendedPrice: priced.extendedPrice,
        isRequestItem: priced.isRequestItem,
      };
    }),
  };
}

export const linesTotal = (lines: PricingRequestLines) => documentLineTotals(lines.items).grandTotal;

/** Makes the quote of a request (status Submitted, level 1 of its frozen chain) inside the caller's transaction. */
export async function createQuoteFor(
  db: Executor,
  row: PricingRequestRow,
  options: QuoteOptions & {
    /** For the seed: a fixed id and number, a status, a time, and no history row (it writes its own). */
    id?: string;
    number?: string;
    status?: number;
    now?: Date;
    recordSubmitted?: boolean;
  } = {},
): Promise<{ id: string; number: string; grandTotal: Money }> {
  const lines = await pricedLines(db, linesOf(row), options.prices);
  if (lines.items.length === 0) {
    throw new ProblemError(422, 'NothingToQuote', formatMessage('PricingRequest.NothingToQuote'));
  }
  const grandTotal = linesTotal(lines);
  const chain = await resolveChain(db, row.companyId, QUOTE, grandTotal);
  const now = options.now ?? new Date();
  const number = options.number ?? (await nextNumber(db, QUOTE_COUNTER, 'Q-', FIRST_QUOTE_NUMBER));
  const status = options.status ?? QUOTE_SUBMITTED;
  const addressesOfQuote = await defaultDocumentAddresses(db, row.companyId, row.requesterUserId);
  const [quote] = await db
    .insert(quotes)
    .values({
      ...(options.id ? { id: options.id } : {}),
      companyId: row.companyId,
      number,
      title: row.title,
      status,
      requesterUserId: row.requesterUserId,
      createdBy: options.createdBy ?? SALES_DESK_ACTOR,
      ...addressesOfQuote,
      lines,
      subtotal: grandTotal,
      grandTotal,
      expiresAt: new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000),
      pricingRequestId: row.id,
      approvalChain: chain,
      currentLevel: status === QUOTE_SUBMITTED ? 1 : null,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quotes.id, number: quotes.number });
  if (!quote) throw Problems.internal();
  if (options.recordSubmitted === false) return { ...quote, grandTotal };
  await recordHistory(db, {
    companyId: row.companyId,
    documentType: QUOTE,
    documentId: quote.id,
    action: 'Submitted',
    user: null,
    actorName: options.createdBy ?? SALES_DESK_ACTOR,
    comments: row.number,
    status: QUOTE_SUBMITTED,
  });
  return { ...quote, grandTotal };
}

/**
 * Marks the request a quote came from Purchased (9 → 1), inside the caller's transaction: for the checkout of a
 * quote. Does nothing when the quote has no request or the request is not Quoted.
 */
export async function markRequestPurchased(
  db: Executor,
  pricingRequestId: string | null,
  user: Principal | null,
): Promise<void> {
  if (!pricingRequestId) return;
  const [row] = await db
    .select()
    .from(pricingRequests)
    .where(eq(pricingRequests.id, pricingRequestId))
    .limit(1);
  if (!row || row.status !== Status.Quoted) return;
  await move(db, row, Status.Quoted, Status.Purchased);
  await announce(db, row, Status.Purchased, { user }, null);
}

/** The local sales desk over the portal's database (the sandbox's, and the one tests drive). */
export function localSalesDesk(db: Db): SalesDesk {
  const answer = (row: PricingRequestRow, status: number, quote: { id: string; number: string } | null) => ({
    id: row.id,
    number: row.number,
    status,
    quoteID: quote?.id ?? null,
    quoteNumber: quote?.number ?? null,
  });
  return {
    start: (number) =>
      db.transaction(async (tx) => {
        const row = await findByNumber(tx, number);
        await move(tx, row, Status.Submitted, Status.InProcess);
        await announce(tx, row, Status.InProcess, { user: null }, null);
        return answer(row, Status.InProcess, null);
      }),
    quote: (number, options = {}) =>
      db.transaction(async (tx) => {
        const row = await findByNumber(tx, number);
        await move(tx, row, Status.InProcess, Status.Quoted);
        const quote = await createQuoteFor(tx, row, options);
        await announce(tx, row, Status.Quoted, { user: null }, quote.number);
        return answer(row, Status.Quoted, quote);
      }),
    purchased: (number) =>
      db.transaction(async (tx) => {
        const row = await findByNumber(tx, number);
        await move(tx, row, Status.Quoted, Status.Purchased);
        await announce(tx, row, Status.Purchased, { user: null }, null);
        // Outside the portal's checkout (which marks both itself), the quote is marked Purchased too.
        const [quote] = await tx
          .update(quotes)
          .set({ status: QUOTE_PURCHASED, currentLevel: null, updatedAt: new Date() })
          .where(eq(quotes.pricingRequestId, row.id))
          .returning({ id: quotes.id, number: quotes.number });
        return answer(row, Status.Purchased, quote ?? null);
      }),
  };
}
