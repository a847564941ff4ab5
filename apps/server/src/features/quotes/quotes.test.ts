import { Problem, Quote, QuoteDiscountAmounts, QuotePage } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, mailOutbox, quotes } from '../../db/schema';
import { demoCheckout } from '../../db/seed-checkout';
import { demoCompanies } from '../../db/seed-data';
import { demoQuotes } from '../../db/seed-quotes';
import { pdfText } from '../../test-support/pdf';
import { createTestApp, type TestApp } from '../../testing';
import { type Caller, plus, signedInCallers } from '../cart/testing';

let t: TestApp;
const as = signedInCallers(() => t);
const approver = () => as('approver@northwind.example');
const approver2 = () => as('approver2@northwind.example');
const buyer = () => as('buyer@northwind.example');

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function list(json: Record<string, unknown>, caller?: Caller): Promise<QuotePage> {
  const answer = await (caller ?? (await approver()))('POST', 'v1.0/quote/list', { json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return QuotePage.parse(answer.body);
}
async function detail(id: string, caller?: Caller): Promise<Quote> {
  const answer = await (caller ?? (await approver()))('GET', 'V1.0/quote/get', { query: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Quote.parse(answer.body);
}
async function sheetRows(bytes: Uint8Array) {
  const [sheet] = await readXlsxFile(Buffer.from(bytes));
  return sheet?.data ?? [];
}
const numbers = (page: QuotePage) => page.data.map((row) => row.quoteNumber).sort();
const mySubmitted = [demoQuotes.submittedSmall, demoQuotes.submittedLarge, demoQuotes.submittedReject].map(
  (q) => q.number,
);

describe('quote list', () => {
  it('answers the company’s quotes newest first, paged by 10, with the total', async () => {
    const stored = await t.database.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.companyId, demoCompanies.northwind.id));
    const first = await list({});
    expect(first.size).toBe(10);
    expect(first.totalRecords).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(10);
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((row) => row.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list({ start: 2 });
    expect(second.data).toHaveLength(stored.length - 10);
    expect(new Set([...first.data, ...second.data].map((row) => row.id))).toEqual(
      new Set(stored.map((q) => q.id)),
    );
  });

  it('filters by status, with an expired open quote answering as Expired', async () => {
    const submitted = await list({ status: 2, size: 100 });
    expect(submitted.data.every((row) => row.status === 2)).toBe(true);
    expect(numbers(submitted)).toEqual(expect.arrayContaining(mySubmitted));
    expect(numbers(submitted)).not.toContain(demoQuotes.expired.number);
    const expired = await list({ status: 4 });
    expect(numbers(expired)).toEqual([demoQuotes.expired.number]);
    expect(expired.data[0]?.statusName).toBe('Expired');
    expect((await detail(demoQuotes.expired.id)).status).toBe(4);
  });

  it('sorts by expiry when asked (soonest first, quotes that do not expire last), a page at a time', async () => {
    const all = (await list({ status: 2, size: 100, sort: 'expiresSoonest' })).data;
    expect(all.length).toBeGreaterThan(2);
    const at = (row: { expiresAt: string | null }) => row.expiresAt ?? '9999';
    expect(all.map(at)).toEqual([...all.map(at)].sort());
    const firstTwo = await list({ status: 2, size: 2, sort: 'expiresSoonest' });
    expect(firstTwo.data.map((row) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    expect(firstTwo.totalRecords).toBe(all.length);
    const refused = await (await approver())('POST', 'v1.0/quote/list', { json: { sort: 'cheapest' } });
    expect(refused.status).toBe(400);
  });

  it('filters by keyword over number and title, and by date range', async () => {
    expect(numbers(await list({ keyword: 'radiology' }))).toEqual([demoQuotes.submittedSmall.number]);
    expect(numbers(await list({ keyword: demoQuotes.waiting.number }))).toEqual([demoQuotes.waiting.number]);
    // Last 7 days: the quotes created up to 6 days ago.
    const recent = await list({ dateRange: 6 });
    expect(recent.data.every((row) => Date.now() - Date.parse(row.createdDate) < 7 * 86_400_000)).toBe(true);
    expect(numbers(recent)).toContain(demoQuotes.waiting.number);
    expect(numbers(recent)).not.toContain(demoQuotes.expired.number);
  });

  it('refuses an unknown status filter with 400', async () => {
    const answer = await (await approver())('POST', 'v1.0/quote/list', { json: { status: 1 } });
    expect(answer.status).toBe(400);
  });

  it('gives a viewQuote-only user the quotes they requested and nothing of another company', async () => {
    const own = await list({ size: 100 }, await buyer());
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((row) => row.requester === 'Blake Buyer')).toBe(true);
    expect(numbers(own)).not.toContain(demoQuotes.lost.number);
    const lost = await (await buyer())('GET', 'V1.0/quote/get', { query: { id: demoQuotes.lost.id } });
    expect(lost.status).toBe(404);
    const contoso = await (await approver())('GET', 'V1.0/quote/get', {
      query: { id: demoQuotes.contosoSubmitted.id },
    });
    expect(contoso.status).toBe(404);
    expect(Problem.parse(contoso.body).code).toBe('QuoteNotFound');
    expect(numbers(await list({ size: 100 }))).not.toContain(demoQuotes.contosoSubmitted.number);
  });
});

describe('quote detail', () => {
  it('names the bill-to, ship-to and end-user addresses it was priced for, as copies', async () => {
    const large = await detail(demoQuotes.submittedLarge.id);
    expect(large.billTo).toMatchObject({
      name: 'Northwind Health Accounts Payable',
      formatted: '400 Market Street, Suite 700, Philadelphia, PA 19106',
      contactName: 'Pat Morgan',
    });
    expect(large.shipTo).toMatchObject({ name: 'Northwind Health Data Center', city: 'Pittsburgh' });
    expect(large.endUser).toMatchObject({ contactName: 'Sam Rivera', email: 'dc-ops@northwind.example' });

    // The buyer's primary ship-to, and no end user where the quote names none.
    const small = await detail(demoQuotes.submittedSmall.id);
    expect(small.shipTo?.name).toBe('Northwind Health Main Campus');
    expect(small.endUser).toBeNull();

    // Renaming the address in the address book does not rewrite the quote.
    await t.database.db
      .update(addresses)
      .set({ name: 'Renamed Data Center' })
      .where(eq(addresses.id, demoCheckout.northwind.shipTos.dataCenter));
    try {
      expect((await detail(demoQuotes.submittedLarge.id)).shipTo?.name).toBe('Northwind Health Data Center');
    } finally {
      await t.database.db
        .update(addresses)
        .set({ name: 'Northwind Health Data Center' })
        .where(eq(addresses.id, demoCheckout.northwind.shipTos.dataCenter));
    }
  });

  it('answers header, contacts, lines with a group and a bundle, and totals that add up', async () => {
    const quote = await detail(demoQuotes.submittedSmall.id);
    expect(quote.quoteNumber).toBe(demoQuotes.submittedSmall.number);
    expect(quote.status).toBe(2);
    expect(quote.requester).toBe('Blake Buyer');
    expect(quote.businessUnitName).toBe('Radiology');
    expect(quote.accountManager?.email).toMatch(/@/);
    expect(quote.insideSalesRep?.name).not.toBe('');
    expect(quote.groups).toHaveLength(1);
    expect(quote.bundles).toHaveLength(1);
    expect(quote.items.some((item) => item.bundleID === quote.bundles[0]?.id)).toBe(true);
    expect(quote.subTotal).toBe(plus(...quote.items.map((item) => item.extendedPrice)));
    expect(plus(quote.grandTotal, quote.discountTotal)).toBe(
      plus(quote.subTotal, quote.taxTotal, quote.shippingTotal),
    );
    expect(Number(quote.grandTotal)).toBeLessThan(10_000);
  });

  it('sums the discount amounts', async () => {
    const answer = await (await approver())('GET', 'V1.0/Quote/getDiscountAmounts', {
      query: { id: demoQuotes.submittedLarge.id },
    });
    const discounts = QuoteDiscountAmounts.parse(answer.body);
    expect(discounts.amounts.length).toBe(2);
    expect(discounts.total).toBe(plus(...discounts.amounts.map((d) => d.amount)));
    expect((await detail(demoQuotes.submittedLarge.id)).discountTotal).toBe(discounts.total);
  });

  it('answers the terms and conditions', async () => {
    const answer = await (await buyer())('GET', 'V1.0/Quote/gettermsandconditions', {
      query: { id: demoQuotes.submittedSmall.id },
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { termsAndConditions: string }).termsAndConditions).toContain('restocking');
  });
});

describe('quote files', () => {
  it('downloads a PDF with the number, the lines and the totals', async () => {
    const quote = await detail(demoQuotes.submittedLarge.id);
    const answer = await (await approver())('GET', 'v1.0/quote/download', {
      query: { id: quote.id, format: '1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(answer.bytes);
    expect(text).toContain(quote.quoteNumber);
    for (const item of quote.items) expect(text).toContain(item.manufacturerPart);
    const money = (amount: string) =>
      Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(text).toContain(money(quote.grandTotal));
    expect(text).toContain(money(quote.subTotal));
    expect(text).toContain('Core switches');
    expect(text).toContain(`Ship To\t${quote.shipTo?.name}\n${quote.shipTo?.formatted}`);
    expect(text).toContain('Northwind Health Data Center Operations');
  });

  it('exports the filtered list as XLSX', async () => {
    const answer = await (await approver())('POST', 'v1.0/quote/export', { json: { status: 2 } });
    expect(answer.status).toBe(200);
    const rows = await sheetRows(answer.bytes);
    expect(rows[0]).toContain(formatMessage('Quote.Number'));
    const exported = rows.slice(1).map((row) => String(row[0]));
    const listed = await list({ status: 2, size: 100 });
    expect(exported.sort()).toEqual(numbers(listed));
    expect(exported).toEqual(expect.arrayContaining(mySubmitted));
  });

  it('exports the parts list of a quote', async () => {
    const quote = await detail(demoQuotes.submittedSmall.id);
    const answer = await (await approver())('GET', 'v1.0/quote/exportpartslist', { query: { id: quote.id } });
    expect(answer.status).toBe(200);
    const cells = (await sheetRows(answer.bytes)).flat().map(String);
    for (const item of quote.items) expect(cells).toContain(item.manufacturerPart);
    expect(cells.some((cell) => cell.includes(quote.quoteNumber))).toBe(true);
  });

  it('answers 404 for another company’s quote files', async () => {
    const answer = await (await approver())('GET', 'v1.0/quote/download', {
      query: { id: demoQuotes.contosoApproved.id },
    });
    expect(answer.status).toBe(404);
  });
});

describe('pending quotes', () => {
  const pending = async (caller: Caller) => {
    const answer = await caller('GET', 'v1.0/quote/listpending', {
      query: { start: '1', records: '10', sortBy: '0', status: '-1' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return QuotePage.parse(answer.body);
  };

  it('lists the level-1 quotes for the Quote Approver, not the expired one nor the level-2 one', async () => {
    const page = await pending(await approver());
    expect(numbers(page)).toEqual(expect.arrayContaining(mySubmitted));
    expect(page.data.every((row) => row.status === 2)).toBe(true);
    expect(numbers(page)).not.toContain(demoQuotes.expired.number);
    expect(numbers(page)).not.toContain(demoQuotes.contosoSubmitted.number);
    expect(page.totalRecords).toBe(page.data.length);
  });

  it('lists the quote waiting at level 2 for Approver Level 2 (who also holds Quote Approver)', async () => {
    const page = await pending(await approver2());
    expect(numbers(page)).toContain(demoQuotes.waiting.number);
    expect(numbers(await pending(await approver()))).not.toContain(demoQuotes.waiting.number);
  });

  it('refuses a user without approveQuotes', async () => {
    const answer = await (await buyer())('GET', 'v1.0/quote/listpending', { query: {} });
    expect(answer.status).toBe(403);
  });
});

describe('inquiry', () => {
  it("refuses a blank message with 'Message cannot be blank.'", async () => {
    const answer = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 2, documentId: demoQuotes.submittedSmall.id, message: '   ' },
    });
    expect(answer.status).toBe(422);
    const problem = Problem.parse(answer.body);
    expect(problem.message).toBe('Message cannot be blank.');
    // The field at fault, so the inquiry form shows the words under the message box.
    expect(problem.errors).toEqual([{ path: 'message', message: 'Message cannot be blank.' }]);
  });

  it('mails the message to the account manager of the quote', async () => {
    const quote = await detail(demoQuotes.submittedSmall.id);
    const answer = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 2, documentId: quote.id, message: 'Can the monitors ship before the workstations?' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.documentId, quote.id), eq(mailOutbox.kind, 'quote.inquiry')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toEqual([quote.accountManager?.email]);
    expect(mail[0]?.text).toContain('Can the monitors ship before the workstations?');
    expect(mail[0]?.subject).toContain(quote.quoteNumber);
  });

  it('mails an advisory inquiry (kind 5, no document) to the company account manager', async () => {
    const quote = await detail(demoQuotes.submittedSmall.id);
    const blank = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 5, message: '  ' },
    });
    expect(blank.status).toBe(422);
    expect(Problem.parse(blank.body).message).toBe('Message cannot be blank.');
    const answer = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 5, message: 'Which of our laptops are out of warranty next year?' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'advisor.inquiry'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.documentId).toBeNull();
    expect(mail[0]?.to).toHaveLength(1);
    expect(mail[0]?.to[0]).toContain('@');
    expect(quote.accountManager?.email).toBeTruthy();
    expect(mail[0]?.text).toContain('Which of our laptops are out of warranty next year?');
  });

  it("sends an inquiry that names no one to the reseller's customer service, not nowhere", async () => {
    const { db } = t.database;
    const northwind = eq(quotes.companyId, demoCompanies.northwind.id);
    const contacts = await db
      .select({ id: quotes.id, accountManager: quotes.accountManager, insideSales: quotes.insideSales })
      .from(quotes)
      .where(northwind);
    await db.update(quotes).set({ accountManager: null, insideSales: null }).where(northwind);
    try {
      const advisory = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
        json: { kind: 5, message: 'Who looks after our renewals?' },
      });
      const about = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
        json: { kind: 2, documentId: demoQuotes.submittedSmall.id, message: 'Is this still the best price?' },
      });
      expect([advisory.status, about.status]).toEqual([200, 200]);
      const mail = await db.select().from(mailOutbox);
      const sent = (text: string) => mail.find((row) => row.text.includes(text));
      expect(sent('Who looks after our renewals?')?.to).toEqual(['customerservice@itreseller.example']);
      expect(sent('Is this still the best price?')?.to).toEqual(['customerservice@itreseller.example']);
    } finally {
      for (const row of contacts) {
        await db
          .update(quotes)
          .set({ accountManager: row.accountManager, insideSales: row.insideSales })
          .where(eq(quotes.id, row.id));
      }
    }
  });

  it('answers 404 for a quote the caller does not see', async () => {
    const answer = await (await buyer())('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 2, documentId: demoQuotes.contosoSubmitted.id, message: 'Hello' },
    });
    expect(answer.status).toBe(404);
  });
});
