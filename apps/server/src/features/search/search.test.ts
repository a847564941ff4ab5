import { DocumentSearchPage, Problem } from '@b2b-portal/api';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { seedInvoiceId } from '../../db/seed-invoices';
import { demoOrders } from '../../db/seed-orders';
import { MIN_SAMPLE, statisticsSample } from '../../db/statistics-sample';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { containsKeywordLowered } from '../documents/keyword-match';
import { mayBeCommon } from './sources';

/**
 * Advanced search (issue 17, 001 §6 §7): one document type by keyword, only the types the caller may see (403
 * otherwise), each in the scope of its own list (the same rows as the list's keyword search), another company's
 * never, and the keyword required. The same scenario runs on PGlite and on PostgreSQL.
 */

type Subject = EngineSubject;

const ORDERS = 5;
const QUOTES = 8;
const REQUISITIONS = 4;
const PRICING_REQUESTS = 15;
const INVOICES = 7;

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

function searchScenario(subject: () => Subject) {
  const search = async (
    caller: Caller,
    documentType: number,
    keyword: string,
    more: Record<string, string> = {},
  ) =>
    ok(
      await caller('GET', 'v1.0/document/Search', {
        query: { documentType: String(documentType), keyword, ...more },
      }),
      DocumentSearchPage,
    );

  it('should find the buyer’s order by part of its title, number or PO, in any case, with a link to it', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const radiology = demoOrders['radiology-refresh'];
    for (const keyword of ['radiology NETWORK', radiology.number.toLowerCase(), radiology.po.slice(3)]) {
      const page = await search(buyer, ORDERS, keyword);
      expect(
        page.data.map((row) => row.number),
        keyword,
      ).toContain(radiology.number);
    }
    const [row] = (await search(buyer, ORDERS, radiology.number)).data;
    expect(row).toMatchObject({
      documentType: ORDERS,
      id: radiology.id,
      number: radiology.number,
      title: 'Radiology network refresh',
      po: radiology.po,
      status: -102,
      statusName: 'Open',
      url: `/order?id=${radiology.id}`,
    });
  });

  it('should find an order by part of a line’s manufacturer part, only in the caller’s scope', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const found = await search(buyer, ORDERS, 'fpr1010');
    expect(found.data.map((row) => row.id)).toEqual([demoOrders['from-quote'].id]);
    // MX68-HW is on a Contoso order only.
    expect((await search(buyer, ORDERS, 'MX68')).totalRecords).toBe(0);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await search(contoso, ORDERS, 'MX68')).totalRecords).toBeGreaterThan(0);
  });

  it('should count an order once when its text and a line’s part both contain the keyword', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const { db } = subject().database;
    const fromQuote = demoOrders['from-quote'];
    const radiology = demoOrders['radiology-refresh'];
    const titleOf = async (id: string) =>
      (await db.select({ title: orders.title }).from(orders).where(eq(orders.id, id)))[0]?.title ?? '';
    const titles = {
      [fromQuote.id]: await titleOf(fromQuote.id),
      [radiology.id]: await titleOf(radiology.id),
    };
    try {
      // from-quote's line carries FPR1010 and now its title too; radiology's title alone.
      for (const id of [fromQuote.id, radiology.id]) {
        await db
          .update(orders)
          .set({ title: `${titles[id]} (FPR1010 spares)` })
          .where(eq(orders.id, id));
      }
      const found = await search(buyer, ORDERS, 'fpr1010', { size: '100' });
      expect(found.totalRecords).toBe(2);
      expect(ids(found.data)).toEqual(ids([{ id: fromQuote.id }, { id: radiology.id }]));
    } finally {
      for (const id of [fromQuote.id, radiology.id]) {
        await db
          .update(orders)
          .set({ title: titles[id] ?? '' })
          .where(eq(orders.id, id));
      }
    }
  });

  it('should page the results newest first and count them all', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const all = await search(buyer, ORDERS, 'NW-PO', { size: '100' });
    expect(all.totalRecords).toBeGreaterThanOrEqual(5);
    const dates = all.data.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await search(buyer, ORDERS, 'NW-PO', { size: '2', start: '2' });
    expect(second.totalRecords).toBe(all.totalRecords);
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
  });

  it('should keep to the order list’s scope: not another user’s without viewAllOrders, never another company’s', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const admin = await subject().as(demoUsers.admin.username);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const spares = demoOrders['admin-spares'];
    const store = demoOrders['store-12-open'];
    expect((await search(buyer, ORDERS, spares.number)).totalRecords).toBe(0);
    expect((await search(admin, ORDERS, spares.number)).data.map((row) => row.id)).toEqual([spares.id]);
    expect((await search(admin, ORDERS, store.number)).totalRecords).toBe(0);
    expect((await search(buyer, ORDERS, 'Store 12')).totalRecords).toBe(0);
    expect((await search(contoso, ORDERS, store.number)).data.map((row) => row.id)).toEqual([store.id]);
    expect((await search(contoso, ORDERS, 'Radiology')).totalRecords).toBe(0);
  });

  it('should answer quotes, requisitions and pricing requests exactly as their own lists’ keyword search', async () => {
    const cases: {
      user: keyof typeof demoUsers;
      type: number;
      list: (c: Caller, k: string) => Promise<Answer>;
    }[] = [
      {
        user: 'buyer',
        type: QUOTES,
        list: (c, keyword) => c('POST', 'v1.0/quote/list', { json: { keyword, size: 100 } }),
      },
      {
        user: 'approver',
        type: QUOTES,
        list: (c, keyword) => c('POST', 'v1.0/quote/list', { json: { keyword, size: 100 } }),
      },
      {
        user: 'contosoBuyer',
        type: QUOTES,
        list: (c, keyword) => c('POST', 'v1.0/quote/list', { json: { keyword, size: 100 } }),
      },
      {
        user: 'requester',
        type: REQUISITIONS,
        list: (c, keyword) => c('GET', 'V1.0/Requisition/List', { query: { keyword, size: '100' } }),
      },
      {
        user: 'approver',
        type: REQUISITIONS,
        list: (c, keyword) => c('GET', 'V1.0/Requisition/List', { query: { keyword, size: '100' } }),
      },
      {
        user: 'buyer',
        type: PRICING_REQUESTS,
        list: (c, keyword) =>
          c('GET', 'V1.0/Pricing/listPricingRequests', { query: { keyword, size: '100' } }),
      },
    ];
    let compared = 0;
    for (const { user, type, list } of cases) {
      const caller = await subject().as(demoUsers[user].username);
      const everything = await list(caller, '');
      expect(everything.status, `${user} ${type} ${JSON.stringify(everything.body)}`).toBe(200);
      expect((everything.body as { data: unknown[] }).data.length, `${user} ${type}`).toBeGreaterThan(0);
      // A keyword every number of the type shares (Q-500…, R…, PR…): the whole list, whose scope is the point.
      const first = (await search(caller, type, '-', { size: '100' })).data[0];
      const keyword = first ? first.number.slice(0, 2) : '-';
      const listed = (await list(caller, keyword)).body as { data: { id: string }[] };
      const found = await search(caller, type, keyword, { size: '100' });
      expect(ids(found.data), `${user} ${type} "${keyword}"`).toEqual(ids(listed.data));
      expect(found.data.every((row) => row.documentType === type)).toBe(true);
      compared += found.data.length;
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('should find an invoice by its number or PO, opening its kind’s page, never another company’s', async () => {
    const serviceId = seedInvoiceId('northwind', 2, 0);
    const [invoice] = await subject()
      .database.db.select({ number: invoices.invoiceNumber, po: invoices.po })
      .from(invoices)
      .where(eq(invoices.id, serviceId));
    expect(invoice).toBeDefined();
    const admin = await subject().as(demoUsers.admin.username);
    for (const keyword of [invoice?.number ?? '', (invoice?.number ?? '').toLowerCase()]) {
      const page = await search(admin, INVOICES, keyword);
      expect(page.data.map((row) => row.id)).toContain(serviceId);
    }
    const [row] = (await search(admin, INVOICES, invoice?.number ?? '')).data;
    expect(row).toMatchObject({
      documentType: INVOICES,
      id: serviceId,
      number: invoice?.number,
      po: invoice?.po,
      status: 0,
      statusName: 'Unpaid',
      url: `/service-invoice?id=${serviceId}&invoiceType=2`,
    });
    if (invoice?.po) {
      expect((await search(admin, INVOICES, invoice.po)).data.map((found) => found.id)).toContain(serviceId);
    }
    // Every seed invoice number starts INV-7000: Northwind's admin finds Northwind's twelve, not Contoso's.
    const everyOne = await search(admin, INVOICES, 'INV-7000', { size: '100' });
    expect(everyOne.totalRecords).toBe(12);
    expect(everyOne.data.map((found) => found.id)).not.toContain(seedInvoiceId('contoso', 2, 0));
  });

  it('should refuse a type the caller may not see with 403', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const refused = await buyer('GET', 'v1.0/document/Search', {
      query: { documentType: String(REQUISITIONS), keyword: 'R' },
    });
    expect(refused.status).toBe(403);
    expect(Problem.parse(refused.body)).toMatchObject({
      code: 'SearchTypeNotAllowed',
      message: 'You do not have access to search this document type.',
    });
    const requester = await subject().as(demoUsers.requester.username);
    expect(
      (
        await requester('GET', 'v1.0/document/Search', {
          query: { documentType: String(ORDERS), keyword: 'SO' },
        })
      ).status,
    ).toBe(403);
    const contracts = await subject().as(demoUsers.contracts.username);
    expect(
      (
        await contracts('GET', 'v1.0/document/Search', {
          query: { documentType: String(ORDERS), keyword: 'SO' },
        })
      ).status,
    ).toBe(403);
  });

  it('should refuse a missing or blank keyword and an unknown type with 400', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    for (const query of <Record<string, string>[]>[
      { documentType: String(ORDERS) },
      { documentType: String(ORDERS), keyword: '   ' },
      { documentType: '3', keyword: 'SO' },
      { keyword: 'SO' },
    ]) {
      const answer = await buyer('GET', 'v1.0/document/Search', { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
    const blank = await buyer('GET', 'v1.0/document/Search', {
      query: { documentType: String(ORDERS), keyword: ' ' },
    });
    expect(JSON.stringify(blank.body)).toContain('Keyword is required.');
  });

  it('should treat % and _ in the keyword as text, not patterns', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    expect((await search(buyer, ORDERS, '%')).totalRecords).toBe(0);
    expect((await search(buyer, ORDERS, '_')).totalRecords).toBe(0);
  });

  it('should look a keyword up in the lower-case text of orders and invoices through its trigram index (the plan names it)', async () => {
    const { database } = subject();
    // The seed's tables are small enough for a sequential scan: forbid it, then the plan shows the index is usable.
    // The condition is the search's own (sources.ts); the keyword's words ask the index, the whole is checked after.
    const planOf = (table: typeof orders | typeof invoices, keyword: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        return JSON.stringify(
          await tx.execute(
            sql`explain select ${table.id} from ${table} where ${containsKeywordLowered(table.searchText, keyword)}`.inlineParams(),
          ),
        );
      });
    const orderPlan = await planOf(orders, 'Radiology NETWORK');
    expect(orderPlan).toContain('orders_search_text_trgm_idx');
    expect(orderPlan).toMatch(/search_text ~~ '%radiology%network%'::text/);
    expect(orderPlan).toMatch(/COALESCE\(\(search_text ~~ '%radiology network%'::text\), false\)/);
    expect(await planOf(invoices, 'INV-7000')).toContain('invoices_search_text_trgm_idx');
  });

  it("should read the sample of the orders' text PostgreSQL's statistics keep, and skip the probe only for a keyword none of it holds", async () => {
    const { db } = subject().database;
    await db.execute(sql`analyze orders`);
    const texts = (await db.select({ text: orders.searchText }).from(orders)).map((row) => row.text);
    // The demo seed's orders are fewer than a histogram's 101 bounds: the sample is every one of them.
    expect(texts.length).toBeLessThan(100);
    const sample = await statisticsSample(db, 'orders', 'search_text', Date.now() + 3_600_000);
    expect([...sample].sort()).toEqual([...new Set(texts)].sort());
    // Read once per ten minutes per handle.
    expect(statisticsSample(db, 'orders', 'search_text', Date.now() + 3_600_001)).toBe(
      statisticsSample(db, 'orders', 'search_text', Date.now() + 3_600_002),
    );
    expect(await statisticsSample(db, 'no_such_table', 'x')).toEqual([]);

    // The large seed's is a hundred orders of 200,000; a sample as large, made of the demo orders' text.
    const large = Array.from({ length: 100 }, (_, index) => texts[index % texts.length] ?? '');
    const radiology = demoOrders['radiology-refresh'];
    expect(mayBeCommon(radiology.po.toUpperCase(), large)).toBe(true);
    expect(mayBeCommon('no such words anywhere', large)).toBe(false);
    // Too small a sample tells nothing: the probe is asked.
    expect(mayBeCommon('no such words anywhere', large.slice(0, MIN_SAMPLE - 1))).toBe(true);
    // Whatever the sample says, the answer is the list's: a keyword the sample misses is still found.
    const missed = large.map((text) => (text.includes(radiology.po.toLowerCase()) ? 'elsewhere' : text));
    expect(mayBeCommon(radiology.po, missed)).toBe(false);
    const buyer = await subject().as(demoUsers.buyer.username);
    expect((await search(buyer, ORDERS, radiology.po)).data.map((row) => row.number)).toContain(
      radiology.number,
    );
  });
}

describeOnBothEngines('advanced search', searchScenario);
