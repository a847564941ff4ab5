import {
  DocumentSearchPage,
  InvoicePage,
  type InvoiceSummary,
  LIST_COUNT_CAP,
  OrderPage,
  type OrderSummary,
} from '@b2b-portal/api';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, expect, it } from 'vitest';
import type { Bind } from '../../db/prepared';
import { orders, users } from '../../db/schema';
import { seedLargeOrders } from '../../db/seed-orders-large';
import { describeOnBothEngines } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { everyInvoiceNumberHas } from '../invoices/store';
import { commonInListOrder, searchSources } from '../search/sources';
import { containsKeyword, containsPattern, lookupPattern } from './keyword-match';

/**
 * The document lists past the count's cap (issue 17, "Data, scale and speed"): with 1,100 of the large seed's
 * orders the buyer's order list and advanced search count to 1,000 and say so (`totalCapped`), page on past the
 * counted pages in the same order, count exactly whatever a number, PO or title narrows to, and the export still
 * writes every match. The truth each answer is held to is the unfiltered list itself, paged to its end.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const LARGE_ORDERS = 1_100;

describeOnBothEngines('lists past the count cap', (subject) => {
  let buyer: Caller;
  /** Every order of the buyer's list, newest first, read page by page (100 to a page) to its end. */
  let everyOrder: OrderSummary[];
  const orderPage = async (query: Record<string, string>) =>
    ok(await buyer('GET', 'v1.0/Order/SearchPage', { query }), OrderPage);
  const search = async (query: Record<string, string>) =>
    ok(await buyer('GET', 'v1.0/document/Search', { query }), DocumentSearchPage);
  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    await seedLargeOrders(subject().database.db, { orders: LARGE_ORDERS, invoices: LARGE_ORDERS / 2 });
    buyer = await subject().as(demoUsers.buyer.username);
    everyOrder = [];
    for (let start = 1; ; start++) {
      const page = await orderPage({ start: String(start), size: '100' });
      everyOrder.push(...page.data);
      if (page.data.length < 100) break;
    }
  }, 300_000);

  it('should count the order list to 1,000, say more match, and page on past the counted pages', async () => {
    expect(everyOrder.length).toBeGreaterThan(LARGE_ORDERS);
    const first = await orderPage({ size: '20' });
    expect(first).toMatchObject({ totalRecords: LIST_COUNT_CAP, totalCapped: true, records: 20 });
    expect(ids(first.data)).toEqual(ids(everyOrder.slice(0, 20)));
    // Page 51 lies past the 1,000 counted (50 pages of 20): it is there, in the list's order.
    const past = await orderPage({ size: '20', start: '51' });
    expect(past.totalCapped).toBe(true);
    expect(ids(past.data)).toEqual(ids(everyOrder.slice(1_000, 1_020)));
    // Past the last order: no rows, and still "more than 1,000" in all.
    const beyond = await orderPage({ size: '20', start: '1000' });
    expect(beyond).toMatchObject({ data: [], totalRecords: LIST_COUNT_CAP, totalCapped: true });
  });

  it('should count exactly what a title, number or PO narrows the orders to, in the list order', async () => {
    const clinic = everyOrder.filter((row) => row.title.toLowerCase().includes('clinic rollout'));
    expect(clinic.length).toBeGreaterThan(100);
    expect(clinic.length).toBeLessThan(LIST_COUNT_CAP);
    const byTitle = await orderPage({ title: 'clinic ROLLOUT', size: '20', start: '3' });
    expect(byTitle).toMatchObject({ totalRecords: clinic.length, totalCapped: false });
    expect(ids(byTitle.data)).toEqual(ids(clinic.slice(40, 60)));
    // A page past the last of a narrowed list: empty, the count still exact.
    const pastTitle = await orderPage({ title: 'clinic rollout', size: '20', start: '100' });
    expect(pastTitle).toMatchObject({ data: [], totalRecords: clinic.length, totalCapped: false });

    const po = everyOrder.filter((row) => row.po.includes('NW-LG-0001'));
    const byPo = await orderPage({ po: 'NW-LG-0001', size: '100' });
    expect(byPo).toMatchObject({ totalRecords: po.length, totalCapped: false });
    expect(ids(byPo.data)).toEqual(ids(po));

    // A number most orders contain: past the cap, the page is the list's own.
    const common = everyOrder.filter((row) => row.orderNumber.includes('SO-100'));
    expect(common.length).toBeGreaterThan(LIST_COUNT_CAP);
    const byNumber = await orderPage({ number: 'SO-100', size: '20', start: '2' });
    expect(byNumber).toMatchObject({ totalRecords: LIST_COUNT_CAP, totalCapped: true });
    expect(ids(byNumber.data)).toEqual(ids(common.slice(20, 40)));
  });

  it('should export every order the filters match, past the count cap', async () => {
    const answer = await buyer('GET', 'V1.0/order/orderSearchListExportToExcel');
    expect(answer.status).toBe(200);
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    const rows = sheet?.data ?? [];
    // A heading row, then one row per order.
    expect(rows.length - 1).toBe(everyOrder.length);
  });

  it('should find documents by keyword up to the cap, newest first, exactly below it', async () => {
    // A title word: the orders the list finds by title, in the same order, counted exactly.
    const clinic = everyOrder.filter((row) => row.title.toLowerCase().includes('clinic rollout'));
    const found = await search({ documentType: '5', keyword: 'Clinic Rollout', size: '10', start: '2' });
    expect(found).toMatchObject({ totalRecords: clinic.length, totalCapped: false });
    expect(ids(found.data)).toEqual(ids(clinic.slice(10, 20)));

    // A keyword in most orders' numbers: 1,000 and more, the newest first.
    const common = everyOrder.filter((row) => `${row.orderNumber} ${row.title} ${row.po}`.includes('SO-100'));
    const many = await search({ documentType: '5', keyword: 'SO-100', size: '10' });
    expect(many).toMatchObject({ totalRecords: LIST_COUNT_CAP, totalCapped: true });
    expect(ids(many.data)).toEqual(ids(common.slice(0, 10)));

    // Past the counted pages too, in the same order, and in any case (the index's text is kept in lower case).
    const further = await search({ documentType: '5', keyword: 'so-100', size: '10', start: '101' });
    expect(further).toMatchObject({ totalRecords: LIST_COUNT_CAP, totalCapped: true });
    expect(ids(further.data)).toEqual(ids(common.slice(1_000, 1_010)));

    // A manufacturer part of some orders' lines: the orders whose lines carry it, newest first.
    const [withLines] = everyOrder.filter((row) => row.orderNumber === 'SO-1000007');
    const detail = (
      await buyer('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id: withLines?.id ?? '' } })
    ).body as { items: { manufacturerPart: string }[] };
    const part = detail.items[0]?.manufacturerPart ?? '';
    expect(part).not.toBe('');
    const byPart = await search({ documentType: '5', keyword: part, size: '100' });
    const listed = await orderPage({ part, size: '100' });
    expect(byPart.totalCapped).toBe(listed.totalCapped);
    expect(byPart.totalRecords).toBe(listed.totalRecords);
    expect(ids(byPart.data)).toEqual(ids(listed.data));
    expect(ids(byPart.data)).toContain(withLines?.id);

    // Invoices by part of a number: exactly those, newest first.
    const invoices = await search({ documentType: '7', keyword: 'INV-20001', size: '100' });
    expect(invoices).toMatchObject({ totalRecords: 100, totalCapped: false });
    expect(invoices.data.every((row) => row.number.startsWith('INV-20001'))).toBe(true);
    const dates = invoices.data.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("should tell a keyword more than the cap of the buyer's orders contain in the list's order, and no other", async () => {
    const { db } = subject().database;
    const [caller] = await db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, demoUsers.buyer.username));
    const source = searchSources[5];
    const companyId = caller?.companyId;
    if (!caller || !companyId || !source?.inListOrder) throw new Error('the buyer and the order source');
    const scope = (bind: Bind) =>
      and(
        eq(orders.companyId, bind('company', companyId)),
        eq(orders.userId, bind('user', caller.id)),
      ) as SQL;
    const common = (keyword: string) =>
      commonInListOrder(db, source, source.inListOrder as never, scope, containsPattern(keyword));
    // In every order's number: past the cap, told from the newest orders.
    expect(await common('SO-100')).toBe(true);
    // In many of the newest orders (a sixth) but fewer than the cap in all: left to the trigram index's exact count.
    const clinic = everyOrder.filter((row) => row.title.toLowerCase().includes('clinic rollout'));
    expect(clinic.length).toBeGreaterThan(50);
    expect(await common('Clinic Rollout')).toBe(false);
    // One order's number, and nothing at all.
    expect(await common('SO-1000007')).toBe(false);
    expect(await common('no such words')).toBe(false);
  });

  it('should find what contains the keyword whole, not its words apart, though the index is asked by the words', async () => {
    // The index is asked for `%LG%0001%`, which PO NW-LG-000010 matches too (LG, then 0001 in 000010); the answer
    // holds only what contains `LG-0001` itself (NW-LG-0001xx), on every list: the truth is each list read whole.
    expect(lookupPattern('LG-0001')).toBe('%LG%0001%');
    const keyword = 'lg-0001';
    const has = (text: string) => text.toLowerCase().includes(keyword);
    expect(everyOrder.some((row) => !has(row.po) && /lg.*0001/i.test(row.po))).toBe(true);

    const byPo = everyOrder.filter((row) => has(row.po));
    expect(byPo.length).toBe(100);
    const listed = await orderPage({ po: keyword.toUpperCase(), size: '100', start: '1' });
    expect(listed).toMatchObject({ totalRecords: byPo.length, totalCapped: false });
    expect(ids(listed.data)).toEqual(ids(byPo));

    const searched = await search({ documentType: '5', keyword, size: '100' });
    const byText = everyOrder.filter((row) => has(`${row.orderNumber} ${row.title} ${row.po}`));
    expect(searched).toMatchObject({ totalRecords: byText.length, totalCapped: false });
    expect(ids(searched.data)).toEqual(ids(byText));

    const everyInvoice: InvoiceSummary[] = [];
    for (let start = 1; ; start++) {
      const page = ok(
        await buyer('GET', 'V1.0/Invoice/invoiceList', { query: { start: String(start), size: '100' } }),
        InvoicePage,
      );
      everyInvoice.push(...page.data);
      if (page.data.length < 100) break;
    }
    const invoicesByPo = everyInvoice.filter((row) => has(row.po));
    expect(invoicesByPo.length).toBe(50);
    const invoiceList = ok(
      await buyer('GET', 'V1.0/Invoice/invoiceList', { query: { po: keyword, size: '100' } }),
      InvoicePage,
    );
    expect(invoiceList.totalRecords).toBe(invoicesByPo.length);
    expect(ids(invoiceList.data)).toEqual(ids(invoicesByPo));
  });

  it('should leave the word every invoice number holds out of the index lookup, and still match the whole keyword', async () => {
    // `INV` names every invoice: the index is asked by the digits alone, and the whole keyword checked on the rows.
    expect(lookupPattern('INV-20001', everyInvoiceNumberHas)).toBe('%20001%');
    expect(lookupPattern('invoice 7001', everyInvoiceNumberHas)).toBe('%invoice%7001%');
    // Nothing long enough left: the keyword's own pattern, as without the option.
    expect(lookupPattern('INV-7', everyInvoiceNumberHas)).toBe('%INV-7%');
    const invoiceList = async (number: string) =>
      ok(await buyer('GET', 'V1.0/Invoice/invoiceList', { query: { number, size: '100' } }), InvoicePage);
    // `00010` is in INV-2000010 and INV-2000100…109, `INV-00010` in none of them.
    expect((await invoiceList('00010')).totalRecords).toBeGreaterThan(0);
    expect((await invoiceList('INV-00010')).totalRecords).toBe(0);
    expect((await search({ documentType: '7', keyword: 'INV-00010' })).totalRecords).toBe(0);
    const found = await invoiceList('inv-200001');
    expect(found.totalRecords).toBe(10);
    expect(found.data.every((row) => row.invoiceNumber.startsWith('INV-200001'))).toBe(true);
    const searched = await search({ documentType: '7', keyword: 'inv-200001', size: '100' });
    // The same invoices (advanced search sorts by when each was created, the list by invoice date).
    expect(ids(searched.data).sort()).toEqual(ids(found.data).sort());
  });

  it('should ask the trigram index by the words of a number or PO and check the whole keyword on its rows', async () => {
    const { db } = subject().database;
    const plan = JSON.stringify(
      await db.transaction(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        return tx.execute(
          sql`explain select ${orders.id} from ${orders} where ${containsKeyword(orders.po, 'NW-LG-0101')}`.inlineParams(),
        );
      }),
    );
    // The index condition is the words alone (no trigram at a word's edge, which every PO shares); the keyword
    // itself is a filter on the rows the index names.
    expect(plan).toContain('orders_po_trgm_idx');
    expect(plan).toMatch(/Index Cond: \(po ~~\* '%NW%LG%0101%'::text\)/);
    expect(plan).toMatch(/Filter: COALESCE\(\(po ~~\* '%NW-LG-0101%'::text\), false\)/);
  });

  it("should filter the lists by number and PO through each column's own trigram index (the plans name them)", async () => {
    const { db } = subject().database;
    // A number or PO typed in part is looked up in that column's trigrams, not in those of number, title and PO
    // together (they share their digits: a PO rechecked ten times the orders it kept). Sequential scans are
    // forbidden so that the plan shows which index answers, whatever the table's size.
    const planOf = (statement: string) =>
      db.transaction(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        return JSON.stringify(await tx.execute(`explain ${statement}`));
      });
    expect(await planOf("select id from orders where order_number ilike '%SO-10012%'")).toContain(
      'orders_number_trgm_idx',
    );
    expect(await planOf("select id from orders where po ilike '%NW-LG-0101%'")).toContain(
      'orders_po_trgm_idx',
    );
    expect(await planOf("select id from invoices where invoice_number ilike '%INV-2000%'")).toContain(
      'invoices_number_trgm_idx',
    );
    expect(await planOf("select id from invoices where po ilike '%NW-LG-0042%'")).toContain(
      'invoices_po_trgm_idx',
    );
  });
});
