import { Enumerations, pricingRequestEndpoints, WorkflowHistoryEntry } from '@b2b-portal/api';
import { and, asc, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, pricingRequests, products, quotes, workflowHistory } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { demoUsers } from '../../db/seed-data';
import type { Services } from '../../http/context';
import { pdfText } from '../../test-support/pdf';
import { createTestApp, type TestApp } from '../../testing';
import { times } from '../cart/testing';

async function readSheet(response: Response) {
  const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
  return sheet?.data ?? [];
}

import { SALES_DESK_KEY_HEADER, salesDeskSandboxRoutes } from './sandbox-routes';

const BUYER = 'buyer@northwind.example';
const ADMIN = 'admin@northwind.example';
const REQUESTER = 'requester@northwind.example';
const APPROVER = 'approver@northwind.example';
const CONTOSO = 'buyer@contoso.example';
const S = Enumerations.PricingRequestStatus;

const Page = pricingRequestEndpoints.listPricingRequests.answer;
const Detail = pricingRequestEndpoints.getPricingRequestData.answer;

let t: TestApp;
const tokens = new Map<string, string>();

async function get(username: string, path: string) {
  if (!tokens.has(username)) tokens.set(username, await t.signIn(username));
  return t.app.request(`/api/${path}`, { headers: { Authorization: `Bearer ${tokens.get(username)}` } });
}

async function list(username: string, query: Record<string, string> = {}) {
  const response = await get(username, `V1.0/Pricing/listPricingRequests?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return Page.parse(await response.json());
}

async function detail(username: string, id: string) {
  const response = await get(username, `V1.0/Pricing/getPricingRequestData?id=${id}`);
  expect(response.status).toBe(200);
  return Detail.parse(await response.json());
}

async function desk(
  number: string,
  step: 'start' | 'quote' | 'purchased',
  key = t.env.SALES_DESK_KEY,
  body?: unknown,
) {
  const response = await t.app.request(`/sandbox/sales-desk/pricing-requests/${number}/${step}`, {
    method: 'POST',
    headers: { [SALES_DESK_KEY_HEADER]: key, 'Content-Type': 'application/json' },
    body: body === undefined ? '' : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function submitProduct(username: string, part: string, quantity: number, title: string) {
  if (!tokens.has(username)) tokens.set(username, await t.signIn(username));
  const response = await t.app.request('/api/v1.0/ShoppingCart/submitPricingRequest', {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.get(username)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source: 'product', productId: seedProductId(part), quantity, title }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; number: string; status: number };
}

beforeAll(async () => {
  t = await createTestApp();
  // Mounted here as app.ts mounts it in sandbox mode (a second mount of the same paths is harmless).
  salesDeskSandboxRoutes(t.app, { db: t.database.db, env: t.env } as unknown as Services);
  // The first run after a seed change builds the seeded template database.
}, 300_000);
afterAll(async () => t?.close());

describe('listPricingRequests', () => {
  it("shows the buyer their own seeded requests, one in each status, newest first with the quote's number", async () => {
    const page = await list(BUYER);
    expect(page.totalRecords).toBeGreaterThanOrEqual(4);
    expect(new Set(page.data.map((row) => row.status))).toEqual(new Set([7, 8, 9, 1]));
    const dates = page.data.map((row) => row.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of page.data) {
      expect(row.requester).toBe('Blake Buyer');
      expect(row.statusName).toBe(Object.values(S).find((s) => s.value === row.status)?.name);
      expect(row.quoteNumber !== null).toBe(row.status === 9 || row.status === 1);
    }
  });

  it('filters by status, keyword and date range and pages by size', async () => {
    const quoted = await list(BUYER, { status: '9' });
    expect(quoted.data.map((row) => row.status)).toEqual([9]);
    const byKeyword = await list(BUYER, { keyword: 'warehouse' });
    expect(byKeyword.data.map((row) => row.title)).toEqual(['Warehouse switch refresh']);
    const byNumber = await list(BUYER, { keyword: quoted.data[0]!.number });
    expect(byNumber.data.map((row) => row.id)).toEqual([quoted.data[0]!.id]);
    // Last 7 days: the Submitted one (2 days old), not the 9, 20 and 45 days old ones.
    const lastWeek = await list(BUYER, { dateRange: '6' });
    expect(lastWeek.data.map((row) => row.title)).toContain('Branch office firewalls');
    expect(lastWeek.data.map((row) => row.title)).not.toContain('Warehouse switch refresh');
    const paged = await list(BUYER, { size: '2', start: '2' });
    expect(paged.size).toBe(2);
    expect(paged.start).toBe(2);
    expect(paged.data).toHaveLength(Math.min(2, paged.totalRecords - 2));
  });

  it('scopes: without viewAllRFQs only your own, the administrator the company, another company none', async () => {
    expect((await list(REQUESTER)).data.every((row) => row.requester === 'Riley Requester')).toBe(true);
    const company = await list(ADMIN, { size: '100' });
    expect(company.data.some((row) => row.requester === 'Blake Buyer')).toBe(true);
    expect((await list(CONTOSO)).data).toEqual([]);
    expect((await get(APPROVER, 'V1.0/Pricing/listPricingRequests')).status).toBe(403);
  });

  it('refuses a status outside the flow', async () => {
    expect((await get(BUYER, 'V1.0/Pricing/listPricingRequests?status=5')).status).toBe(400);
  });
});

describe('getPricingRequestData', () => {
  it('answers the quoted request with its steps, lines, quote link and history', async () => {
    const [row] = (await list(BUYER, { status: '9' })).data;
    const request = await detail(BUYER, row!.id);
    expect(request.steps.map((step) => [step.name, step.state])).toEqual([
      ['Submitted', 'completed'],
      ['In Process', 'completed'],
      ['Quoted', 'current'],
      ['Purchased', 'upcoming'],
    ]);
    expect(request.quoteNumber).toMatch(/^Q-5002\d\d$/);
    expect(request.lines.items.length).toBeGreaterThan(0);
    // Seeded lines are loose (no bundle): each counts once.
    expect(request.count).toBe(request.lines.items.length);
    expect(request.history.map((entry) => entry.status)).toEqual([8, 9]);
    expect(request.steps[2]!.reachedAt).toBe(request.history[1]!.createdAt);
  });

  it("answers 404 for another company's request and, without viewAllRFQs, another user's", async () => {
    const [row] = (await list(BUYER)).data;
    expect((await get(CONTOSO, `V1.0/Pricing/getPricingRequestData?id=${row!.id}`)).status).toBe(404);
    expect((await get(REQUESTER, `V1.0/Pricing/getPricingRequestData?id=${row!.id}`)).status).toBe(404);
    expect((await get(ADMIN, `V1.0/Pricing/getPricingRequestData?id=${row!.id}`)).status).toBe(200);
    expect((await get(CONTOSO, `V1.0/Pricing/print?id=${row!.id}`)).status).toBe(404);
  });
});

describe('print and exports', () => {
  it('prints the request as a PDF naming its number, lines and status', async () => {
    const [row] = (await list(BUYER, { status: '8' })).data;
    const request = await detail(BUYER, row!.id);
    const response = await get(BUYER, `V1.0/Pricing/print?id=${row!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(request.number);
    expect(text).toContain('In Process');
    for (const item of request.lines.items) expect(text).toContain(item.manufacturerPart);
  });

  it("exports the request's lines as XLSX with prices, and 'Request pricing' for hidden ones", async () => {
    const [row] = (await list(BUYER, { status: '7' })).data;
    const request = await detail(BUYER, row!.id);
    const response = await get(BUYER, `V1.0/Pricing/export?id=${row!.id}`);
    expect(response.status).toBe(200);
    const sheet = await readSheet(response);
    const cells = sheet.flat().map(String);
    expect(cells).toContain(`Pricing Request ${request.number}`);
    for (const item of request.lines.items) {
      expect(cells).toContain(item.manufacturerPart);
      if (item.isRequestItem) expect(cells).toContain('Request pricing');
    }
  });

  it('exports the filtered list as XLSX', async () => {
    const all = await list(BUYER, { size: '100' });
    const response = await get(BUYER, 'V1.0/Pricing/ExportToExcel?status=-1');
    expect(response.status).toBe(200);
    const sheet = await readSheet(response);
    expect(sheet[0]).toEqual(['Number', 'Title', 'Status', 'Created', 'Requester', 'Quote']);
    expect(sheet.slice(1).map((cells) => cells[0])).toEqual(all.data.map((row) => row.number));
    const quoted = await readSheet(await get(BUYER, 'V1.0/Pricing/ExportToExcel?status=9'));
    expect(quoted.slice(1).map((cells) => cells[2])).toEqual(['Quoted']);
  });
});

describe('the sandbox sales desk', () => {
  it('moves a new request Submitted → In Process → Quoted → Purchased, refusing moves out of order', async () => {
    const created = await submitProduct(BUYER, 'C9300-48P-A', 3, 'Sales desk journey');
    expect(created.status).toBe(S.Submitted.value);

    expect((await desk(created.number, 'start', 'wrong key')).status).toBe(401);
    expect((await desk(created.number, 'quote')).status).toBe(409);
    expect((await desk(created.number, 'purchased')).status).toBe(409);
    expect((await desk('PR-999999', 'start')).status).toBe(404);

    const started = await desk(created.number, 'start');
    expect(started).toMatchObject({ status: 200, body: { status: S.InProcess.value } });
    expect((await desk(created.number, 'start')).status).toBe(409);
    expect((await detail(BUYER, created.id)).steps.map((step) => step.state)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);

    const quoted = await desk(created.number, 'quote');
    expect(quoted.status).toBe(201);
    expect(quoted.body.quoteNumber).toMatch(/^Q-51\d{4}$/);
    const [quote] = await t.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, String(quoted.body.quoteID)));
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, seedProductId('C9300-48P-A')));
    expect(quote).toMatchObject({
      status: Enumerations.QuoteStatus.Submitted.value,
      pricingRequestId: created.id,
      currentLevel: 1,
      grandTotal: times(product!.unitPrice, 3, product!.serviceLength || 1),
    });
    const lines = quote!.lines as { items: { unitPrice: string; extendedPrice: string; quantity: number }[] };
    expect(lines.items).toEqual([
      expect.objectContaining({
        unitPrice: product!.unitPrice,
        quantity: 3,
        extendedPrice: quote!.grandTotal,
      }),
    ]);
    // The quote names the requester's primary bill-to and ship-to (the buyer's: AP and the main campus).
    expect(quote!.billTo?.name).toBe('Northwind Health Accounts Payable');
    expect(quote!.shipTo).toMatchObject({ name: 'Northwind Health Main Campus', contactName: 'Jordan Lee' });
    expect(quote!.endUser).toBeNull();
    // Northwind's quote chain: Quote Approver from $0, Approver Level 2 from $10,000.
    expect(quote!.approvalChain.map((level) => level.roleType)).toEqual(
      Number(quote!.grandTotal) >= 10_000 ? [13, 15] : [13],
    );
    const quoteHistory = await t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.documentType, 8), eq(workflowHistory.documentId, quote!.id)));
    expect(quoteHistory.map((row) => [row.action, row.status])).toEqual([['Submitted', 2]]);

    const seen = await detail(BUYER, created.id);
    expect(seen.quoteID).toBe(quote!.id);
    expect(seen.steps.find((step) => step.state === 'current')?.name).toBe('Quoted');

    const purchased = await desk(created.number, 'purchased');
    expect(purchased).toMatchObject({ status: 200, body: { status: S.Purchased.value, quoteID: quote!.id } });
    expect((await desk(created.number, 'quote')).status).toBe(409);

    const history = (await detail(BUYER, created.id)).history.map((entry) =>
      WorkflowHistoryEntry.parse(entry),
    );
    expect(history.map((entry) => [entry.action, entry.status, entry.actor])).toEqual([
      ['StatusChanged', 8, 'Sales desk'],
      ['StatusChanged', 9, 'Sales desk'],
      ['StatusChanged', 1, 'Sales desk'],
    ]);
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.documentId, created.id))
      .orderBy(asc(mailOutbox.createdAt));
    expect(mail.map((row) => row.to)).toEqual([
      [demoUsers.buyer.username],
      [demoUsers.buyer.username],
      [demoUsers.buyer.username],
    ]);
    expect(mail.map((row) => row.subject)).toEqual([
      `Pricing request ${created.number} is now In Process`,
      `Pricing request ${created.number} is now Quoted`,
      `Pricing request ${created.number} is now Purchased`,
    ]);
    const [row] = await t.database.db
      .select()
      .from(pricingRequests)
      .where(eq(pricingRequests.id, created.id));
    expect(row!.status).toBe(S.Purchased.value);
  });

  it('numbers new requests after the seeded ones', async () => {
    const seeded = await list(ADMIN, { size: '100' });
    const created = await submitProduct(BUYER, 'C9200-24P-E', 1, 'After the seed');
    const highest = Math.max(...seeded.data.map((row) => Number(row.number.slice(3))));
    expect(Number(created.number.slice(3))).toBeGreaterThan(highest);
  });
});
