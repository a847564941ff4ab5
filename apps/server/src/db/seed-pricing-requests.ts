import { EMPTY_GUID, Enumerations, type PricingRequestItem, type PricingRequestLines } from '@b2b-portal/api';
import { numberLines, priceCartLine } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { PRICING_REQUEST_COUNTER } from '../features/documents/pricing-requests';
import { createQuoteFor, SALES_DESK_ACTOR } from '../features/pricing-requests/sales-desk';
import { nextNumber } from '../features/workflow/numbers';
import type { Executor } from './client';
import { pricingRequests, products, workflowHistory } from './schema';
import { seedProductId } from './seed-catalogue';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Issue 6: the Northwind buyer's pricing requests, one in each status of the flow Submitted → In Process →
 * Quoted → Purchased, with their history rows. The Quoted and Purchased ones are linked to quotes made here
 * (Q-500201 Submitted, Q-500202 Purchased) because the quotes are seeded after the requests. Numbers come from
 * the 'pricing-request' counter, so requests submitted later continue after these.
 */

interface SeedRequest {
  key: string;
  title: string;
  comments: string;
  status: number;
  daysAgo: number;
  lines: { part: string; quantity: number }[];
  quote?: { number: string; status: number };
}

const S = Enumerations.PricingRequestStatus;
const Q = Enumerations.QuoteStatus;

export const demoPricingRequests: readonly SeedRequest[] = [
  {
    key: 'submitted',
    title: 'Branch office firewalls',
    comments: 'Two firewalls for the new Leeds branch; please include three years of support.',
    status: S.Submitted.value,
    daysAgo: 2,
    lines: [{ part: 'FPR1010-NGFW-K9', quantity: 2 }],
  },
  {
    key: 'in-process',
    title: 'Warehouse switch refresh',
    comments: 'Volume pricing for the warehouse floor.',
    status: S.InProcess.value,
    daysAgo: 9,
    lines: [
      { part: 'C9300-48P-A', quantity: 4 },
      { part: 'C9200-24P-E', quantity: 2 },
    ],
  },
  {
    key: 'quoted',
    title: 'Conference room upgrade',
    comments: '',
    status: S.Quoted.value,
    daysAgo: 20,
    lines: [
      { part: 'FPR1010-NGFW-K9', quantity: 1 },
      { part: 'C9200L-24T-4G-E', quantity: 2 },
    ],
    quote: { number: 'Q-500201', status: Q.Submitted.value },
  },
  {
    key: 'purchased',
    title: 'Access layer expansion',
    comments: 'Matches the Q3 budget.',
    status: S.Purchased.value,
    daysAgo: 45,
    lines: [{ part: 'C1000-24T-4G-L', quantity: 6 }],
    quote: { number: 'Q-500202', status: Q.Purchased.value },
  },
];

export const demoPricingRequestId = (key: string) => seedId(`pricing-request:northwind:${key}`);
export const demoPricingRequestQuoteId = (key: string) => seedId(`quote:pricing-request:${key}`);

const DAY = 86_400_000;

async function linesOf(db: Executor, spec: SeedRequest): Promise<PricingRequestLines> {
  const items: Omit<PricingRequestItem, 'printLineNumber' | 'indexPos'>[] = [];
  for (const [index, line] of spec.lines.entries()) {
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, seedProductId(line.part)));
    if (!product) throw new Error(`seed: no catalogue product ${line.part}`);
    const priced = priceCartLine({
      unitPrice: product.unitPrice,
      quantity: line.quantity,
      serviceLength: product.serviceLength,
      pricingHidden: product.pricingHidden,
    });
    items.push({
      id: seedId(`pricing-request:${spec.key}:line:${index}`),
      productID: product.id,
      bundleID: EMPTY_GUID,
      groupID: EMPTY_GUID,
      position: index,
      manufacturerPart: product.manufacturerPart,
      manufacturerName: product.manufacturerName,
      description: product.description,
      unitPrice: priced.unitPrice,
      quantity: line.quantity,
      serviceLength: product.serviceLength,
      extendedPrice: priced.extendedPrice,
      pricingHidden: product.pricingHidden,
      isRequestItem: priced.isRequestItem,
      isCustomRequest: false,
      available: product.available,
      variableBilling: product.itemType
        ? { itemType: product.itemType, initialTerm: product.initialTerm }
        : null,
      comment: '',
    });
  }
  return numberLines({ groups: [], bundles: [], items });
}

export async function seedPricingRequests(db: Executor): Promise<void> {
  const companyId = demoCompanies.northwind.id;
  const buyer = demoUsers.buyer;
  const buyerName = `${buyer.firstName} ${buyer.lastName}`;
  const now = Date.now();
  // Oldest first, so the counter gives the oldest the lowest number.
  for (const spec of [...demoPricingRequests].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const createdAt = new Date(now - spec.daysAgo * DAY);
    const flow: number[] = [S.Submitted.value, S.InProcess.value, S.Quoted.value, S.Purchased.value];
    const reached = flow.slice(1, flow.indexOf(spec.status) + 1);
    const [row] = await db
      .insert(pricingRequests)
      .values({
        id: demoPricingRequestId(spec.key),
        companyId,
        requesterUserId: buyer.id,
        number: await nextNumber(db, PRICING_REQUEST_COUNTER, 'PR-', 100_001),
        title: spec.title,
        comments: spec.comments,
        status: spec.status,
        lines: await linesOf(db, spec),
        createdAt,
        updatedAt: new Date(createdAt.getTime() + reached.length * DAY),
      })
      .returning();
    if (!row) throw new Error('seed: pricing request not written');
    const history: (typeof workflowHistory.$inferInsert)[] = [];
    reached.forEach((status, index) => {
      history.push({
        companyId,
        documentType: Enumerations.DocumentType.PricingRequest.value,
        documentId: row.id,
        action: 'StatusChanged',
        // The sales desk moves it up to Quoted; the buyer's checkout of the quote makes it Purchased.
        ...(status === S.Purchased.value
          ? { userId: buyer.id, actorName: buyerName }
          : { actorName: SALES_DESK_ACTOR }),
        status,
        comments: status === S.Quoted.value && spec.quote ? `Quote ${spec.quote.number} was made of it.` : '',
        createdAt: new Date(createdAt.getTime() + (index + 1) * DAY),
      });
    });
    if (history.length > 0) await db.insert(workflowHistory).values(history);
    if (!spec.quote) continue;
    const quotedAt = new Date(createdAt.getTime() + 2 * DAY);
    const quote = await createQuoteFor(db, row, {
      id: demoPricingRequestQuoteId(spec.key),
      number: spec.quote.number,
      status: spec.quote.status,
      now: quotedAt,
      recordSubmitted: false,
    });
    const quoteHistory: (typeof workflowHistory.$inferInsert)[] = [
      {
        companyId,
        documentType: Enumerations.DocumentType.Quote.value,
        documentId: quote.id,
        action: 'Submitted',
        actorName: SALES_DESK_ACTOR,
        comments: row.number,
        status: Q.Submitted.value,
        createdAt: quotedAt,
      },
    ];
    if (spec.quote.status === Q.Purchased.value) {
      quoteHistory.push({
        companyId,
        documentType: Enumerations.DocumentType.Quote.value,
        documentId: quote.id,
        action: 'Purchased',
        userId: buyer.id,
        actorName: buyerName,
        status: Q.Purchased.value,
        createdAt: new Date(createdAt.getTime() + 3 * DAY),
      });
    }
    await db.insert(workflowHistory).values(quoteHistory);
  }
}
