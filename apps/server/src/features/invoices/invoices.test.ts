import {
  CHECKOUT_PERMISSION,
  ConvertedCard,
  Enumerations,
  INVOICE_PAY_PERMISSION,
  Invoice,
  InvoicePage,
  moneyToCents,
  Problem,
} from '@b2b-portal/api';
import { addMoney, multiplyMoney, subtractMoney, sumMoney } from '@b2b-portal/flows/rules';
import { and, eq, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { expect, it, vi } from 'vitest';
import { companyAffiliations, invoices, mailOutbox, userPermissions } from '../../db/schema';
import { seedInvoiceId } from '../../db/seed-invoices';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoCompanies, demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { SANDBOX_TEST_CARDS } from '../payment/test-cards';
import { paymentClient } from '../payment/testing';

/**
 * Invoices (issue 17): the list with its filters, totals and scope, the four variants' details with their own
 * line fields, the managed services line's ship-to, another company's invoice answering 404 on every call, the
 * inquiry by mail, print and the XLSX exports. The same scenario runs on PGlite and on PostgreSQL.
 */

interface Subject extends EngineSubject {
  /** A card the user has just entered (the sandbox's Visa): its paymentInfoID. */
  card(username: string): Promise<string>;
}

/** The card form's steps for `username` on `app`: protect token, the processor's session, the conversion. */
async function cardOf(app: Parameters<typeof paymentClient>[0], token: string): Promise<string> {
  const answer = await paymentClient(app).payWith(SANDBOX_TEST_CARDS.visa, { token });
  expect(answer.status, answer.text).toBe(200);
  return ConvertedCard.parse(answer.body).paymentInfoID;
}

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

async function sheetRows(bytes: Uint8Array) {
  const [sheet] = await readXlsxFile(Buffer.from(bytes));
  return sheet?.data ?? [];
}

const Type = Enumerations.InvoiceType;
const Status = Enumerations.InvoiceStatus;
const numbers = (page: InvoicePage) => page.data.map((row) => row.invoiceNumber);
const isoDay = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

function invoiceScenario(subject: () => Subject) {
  const buyer = () => subject().as(demoUsers.buyer.username);
  const list = async (caller: Caller, query: Record<string, string> = {}) =>
    ok(await caller('GET', 'V1.0/Invoice/invoiceList', { query }), InvoicePage);
  const nwStandardUnpaid = seedInvoiceId('northwind', Type.Standard.value, Status.Unpaid.value);

  it("should list the company's invoices newest first, 20 to a page, with the totals of every match", async () => {
    const me = await buyer();
    const first = await list(me);
    expect(first.size).toBe(20);
    const all = await list(me, { size: '100' });
    // Four kinds in three statuses: Northwind's twelve, none of Contoso's.
    expect(all.totalRecords).toBe(12);
    expect(numbers(all).every((number) => /^INV-7000(0[1-9]|1[0-2])$/.test(number))).toBe(true);
    const dates = all.data.map((row) => row.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.data.map((row) => row.invoiceTypeName))).toEqual(
      new Set(['Invoice', 'Service Invoice', 'Managed Services Contract Invoice', 'Subscription Invoice']),
    );
    expect(all.totals.grandTotal).toBe(sumMoney(all.data.map((row) => row.grandTotal)));
    expect(all.totals.amountPaid).toBe(sumMoney(all.data.map((row) => row.amountPaid)));
    expect(all.totals.balanceDue).toBe(subtractMoney(all.totals.grandTotal, all.totals.amountPaid));
    expect(all.totals.pastDueCount).toBe(all.data.filter((row) => row.pastDue).length);
    expect(all.totals.pastDueCount).toBeGreaterThan(0);
    const second = await list(me, { size: '5', start: '2' });
    expect(numbers(second)).toEqual(numbers(all).slice(5, 10));
    // The page's totals are the whole match's, not the page's.
    expect(second.totals).toEqual(all.totals);

    const row = all.data.find((invoice) => invoice.id === nwStandardUnpaid);
    expect(row).toMatchObject({
      invoiceType: Type.Standard.value,
      status: 0,
      statusName: 'Unpaid',
      amountPaid: '0.00',
      order: { id: demoOrders['from-quote'].id, number: demoOrders['from-quote'].number },
      affiliatedCompany: '',
    });
    expect(row?.balanceDue).toBe(row?.grandTotal);
  });

  it('should list the unpaid invoices oldest due first on asking, the past-due ones leading', async () => {
    const me = await buyer();
    const unpaid = { status: String(Status.Unpaid.value), size: '100' };
    const byDue = await list(me, { ...unpaid, sort: 'dueSoonest' });
    const dues = byDue.data.map((row) => row.dueDate);
    expect(dues.length).toBe(4);
    expect([...dues].sort()).toEqual(dues);
    // The seed's past-due unpaid invoice is the first row, where the newest-first list has it last.
    expect(byDue.data[0]?.pastDue).toBe(true);
    expect(byDue.data.slice(1).some((row) => row.pastDue)).toBe(false);
    const newest = await list(me, unpaid);
    expect(newest.data.at(-1)?.id).toBe(byDue.data[0]?.id);
    // The same invoices and totals, paged in that order.
    expect(new Set(numbers(byDue))).toEqual(new Set(numbers(newest)));
    expect(byDue.totals).toEqual(newest.totals);
    const second = await list(me, { ...unpaid, size: '2', start: '2', sort: 'dueSoonest' });
    expect(numbers(second)).toEqual(numbers(byDue).slice(2, 4));
  });

  it('should list the open invoices (Unpaid and Partially Paid, status -2) oldest due first, with their totals', async () => {
    const me = await buyer();
    // A partially paid invoice past due, due before every unpaid one: it leads the open list.
    const { database } = subject();
    const partlyPaid = seedInvoiceId('northwind', Type.Service.value, Status.PartiallyPaid.value);
    await database.db
      .update(invoices)
      .set({ dueDate: isoDay(-400) })
      .where(eq(invoices.id, partlyPaid));
    const open = await list(me, { status: '-2', size: '100', sort: 'dueSoonest' });
    expect(open.totalRecords).toBe(8);
    expect(new Set(open.data.map((row) => row.statusName))).toEqual(new Set(['Unpaid', 'Partially Paid']));
    const dues = open.data.map((row) => row.dueDate);
    expect([...dues].sort()).toEqual(dues);
    expect(open.data[0]).toMatchObject({ id: partlyPaid, statusName: 'Partially Paid', pastDue: true });
    expect(moneyToCents(open.data[0]?.balanceDue ?? '0')).toBeGreaterThan(0);

    // The same invoices and totals as the Unpaid and Partially Paid lists together; no Paid one.
    const unpaid = await list(me, { status: String(Status.Unpaid.value), size: '100' });
    const partly = await list(me, { status: String(Status.PartiallyPaid.value), size: '100' });
    const paid = await list(me, { status: String(Status.Paid.value), size: '100' });
    expect(new Set(numbers(open))).toEqual(new Set([...numbers(unpaid), ...numbers(partly)]));
    expect(numbers(open).some((number) => numbers(paid).includes(number))).toBe(false);
    expect(open.totals.balanceDue).toBe(addMoney(unpaid.totals.balanceDue, partly.totals.balanceDue));
    expect(open.totals.balanceDue).toBe(sumMoney(open.data.map((row) => row.balanceDue)));
    expect(open.totals.pastDueCount).toBe(open.data.filter((row) => row.pastDue).length);
    expect(open.totals.pastDueCount).toBe(unpaid.totals.pastDueCount + partly.totals.pastDueCount);
    // Newest first too, and paged in due order.
    expect(new Set(numbers(await list(me, { status: '-2', size: '100' })))).toEqual(new Set(numbers(open)));
    const second = await list(me, { status: '-2', size: '3', start: '2', sort: 'dueSoonest' });
    expect(numbers(second)).toEqual(numbers(open).slice(3, 6));
    expect(second.totals).toEqual(open.totals);
    // Past due among the open ones, and a number typed in part (the totals summed from the invoices themselves).
    const pastDue = await list(me, { status: '-2', due: '1', size: '100', sort: 'dueSoonest' });
    expect(numbers(pastDue)).toEqual(numbers(open).filter((_, index) => open.data[index]?.pastDue));
    const byNumber = await list(me, { status: '-2', number: 'INV-7000', size: '100', sort: 'dueSoonest' });
    expect(numbers(byNumber)).toEqual(numbers(open));
    expect(byNumber.totals).toEqual(open.totals);
  });

  it('should filter by status, number, PO, order, invoice date and due', async () => {
    const me = await buyer();
    for (const status of [Status.Unpaid, Status.PartiallyPaid, Status.Paid]) {
      const page = await list(me, { status: String(status.value) });
      expect(page.totalRecords, status.name).toBe(4);
      expect(new Set(page.data.map((row) => row.statusName))).toEqual(new Set([status.name]));
    }
    const partly = await list(me, { status: '1' });
    for (const row of partly.data) {
      expect(moneyToCents(row.amountPaid)).toBeGreaterThan(0);
      expect(moneyToCents(row.balanceDue)).toBeGreaterThan(0);
    }
    expect(numbers(await list(me, { number: '700001' }))).toEqual(['INV-700001']);
    const byOrder = await list(me, { order: demoOrders['clinic-west-closed'].number });
    expect(byOrder.data.every((row) => row.order?.id === demoOrders['clinic-west-closed'].id)).toBe(true);
    expect(byOrder.totalRecords).toBe(3);
    const byOrderId = await list(me, { orderId: demoOrders['radiology-refresh'].id });
    expect(byOrderId.totalRecords).toBe(4);
    expect((await list(me, { po: 'NW-PO-2026-0101' })).totalRecords).toBe(4);

    // Due: move one unpaid invoice's due date to yesterday and another's to next week.
    const { database } = subject();
    const serviceUnpaid = seedInvoiceId('northwind', Type.Service.value, Status.Unpaid.value);
    await database.db
      .update(invoices)
      .set({ dueDate: isoDay(-1) })
      .where(eq(invoices.id, nwStandardUnpaid));
    await database.db
      .update(invoices)
      .set({ dueDate: isoDay(7) })
      .where(eq(invoices.id, serviceUnpaid));
    const pastDue = await list(me, { due: '1', size: '100' });
    expect(pastDue.data.map((row) => row.id)).toContain(nwStandardUnpaid);
    expect(pastDue.data.every((row) => row.pastDue && row.status !== 2 && row.dueDate < isoDay(0))).toBe(
      true,
    );
    const soon = await list(me, { due: '2', size: '100' });
    expect(soon.data.map((row) => row.id)).toContain(serviceUnpaid);
    expect(soon.data.map((row) => row.id)).not.toContain(nwStandardUnpaid);
    // A paid invoice is never due, whatever its date.
    expect(pastDue.data.some((row) => row.statusName === 'Paid')).toBe(false);

    // Invoice date: This Year (a DateRange preset) holds only invoices dated this year.
    const year = String(new Date().getUTCFullYear());
    const thisYear = await list(me, { dateRange: '5', size: '100' });
    expect(thisYear.data.every((row) => row.invoiceDate.startsWith(year))).toBe(true);
  });

  it('should count past due as of the day of the call, in the totals as in the rows, days after the server started', async () => {
    const { database } = subject();
    const serviceUnpaid = seedInvoiceId('northwind', Type.Service.value, Status.Unpaid.value);
    await database.db
      .update(invoices)
      .set({ dueDate: isoDay(3) })
      .where(eq(invoices.id, serviceUnpaid));
    // Five days on: the invoice due in three is past due (only the clock moves: no write since).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 86_400_000 });
    try {
      const all = await list(await buyer(), { size: '100' });
      expect(all.data.find((row) => row.id === serviceUnpaid)?.pastDue).toBe(true);
      expect(all.totals.pastDueCount).toBe(all.data.filter((row) => row.pastDue).length);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should refuse an unknown status, due, date range or sort with 400', async () => {
    const me = await buyer();
    const refused: Record<string, string>[] = [
      { status: '3' },
      { status: '-3' },
      { due: '5' },
      { dateRange: '77' },
      { orderId: 'nope' },
      { sort: 'dueLatest' },
    ];
    for (const query of refused) {
      expect((await me('GET', 'V1.0/Invoice/invoiceList', { query })).status, JSON.stringify(query)).toBe(
        400,
      );
    }
    // Beside a status, every status (-1) and the open ones (-2), another value is not one, said in words.
    const unknownStatus = await me('GET', 'V1.0/Invoice/invoiceList', { query: { status: '-3' } });
    expect(JSON.stringify(unknownStatus.body)).toContain('Not an invoice status.');
  });

  it("should answer each variant's detail with its own line fields and exact totals", async () => {
    const me = await buyer();
    const get = async (path: string, id: string) => ok(await me('GET', path, { query: { id } }), Invoice);

    const standard = await get('V1.0/Invoice/get', nwStandardUnpaid);
    expect(standard).toMatchObject({ invoiceTypeName: 'Invoice', periodStart: null, contractNumber: '' });
    expect(standard.lines.length).toBeGreaterThan(0);
    for (const line of standard.lines) {
      expect(line.extendedPrice).toBe(multiplyMoney(line.unitPrice, line.quantity));
    }
    expect(standard.subTotal).toBe(sumMoney(standard.lines.map((line) => line.extendedPrice)));
    expect(standard.grandTotal).toBe(addMoney(standard.subTotal, standard.taxTotal, standard.shippingTotal));
    expect(standard.billTo?.name).toBeTruthy();
    expect(standard.accountManager?.email).toBe('jordan.ellis@reseller.example');

    const service = await get(
      'V1.0/ServiceInvoice/get',
      seedInvoiceId('northwind', Type.Service.value, Status.Paid.value),
    );
    expect(service.statusName).toBe('Paid');
    expect(service.balanceDue).toBe('0.00');
    expect(service.periodStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(service.lines.every((line) => line.serviceStart === service.periodStart)).toBe(true);

    const managedId = seedInvoiceId('northwind', Type.ManagedServicesContract.value, Status.Unpaid.value);
    const managed = await get('v1.0/ManagedServicesContractInvoice/Get', managedId);
    expect(managed.contractNumber).toBe('MSC-NW-2026-01');
    expect(managed.lines.every((line) => line.shipToName !== '')).toBe(true);
    expect(new Set(managed.lines.map((line) => line.shipToName)).size).toBeGreaterThan(1);
    const shipTo = await me('GET', 'v1.0/ManagedServicesContractInvoice/getLineItemShipTo', {
      query: { id: managedId, lineNumber: '2' },
    });
    expect(shipTo.status).toBe(200);
    expect((shipTo.body as { name: string }).name).toBe(managed.lines[1]?.shipToName);
    expect(
      (
        await me('GET', 'v1.0/ManagedServicesContractInvoice/getLineItemShipTo', {
          query: { id: managedId, lineNumber: '99' },
        })
      ).status,
    ).toBe(404);

    const subscriptionId = seedInvoiceId('northwind', Type.Subscription.value, Status.PartiallyPaid.value);
    const subscription = await get('v1.0/subscriptionInvoice/get', subscriptionId);
    expect(subscription.statusName).toBe('Partially Paid');
    expect(subscription.lines.map((line) => line.chargeKindName)).toEqual(['Recurring', 'Usage']);
    expect(subscription.lines[1]).toMatchObject({ usageQuantity: '1284.5', billingUnitOfMeasure: 'GB' });
    expect(subscription.balanceDue).toBe(subtractMoney(subscription.grandTotal, subscription.amountPaid));

    // A variant's call answers only its kind.
    const wrongKind = await me('GET', 'V1.0/ServiceInvoice/get', { query: { id: nwStandardUnpaid } });
    expect(wrongKind.status).toBe(404);
  });

  it('should answer 404 to a Contoso user asking for a Northwind invoice by its id, on every call', async () => {
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const id = nwStandardUnpaid;
    const managed = seedInvoiceId('northwind', Type.ManagedServicesContract.value, Status.Unpaid.value);
    const subscription = seedInvoiceId('northwind', Type.Subscription.value, Status.Unpaid.value);
    const service = seedInvoiceId('northwind', Type.Service.value, Status.Unpaid.value);
    for (const [path, query] of [
      ['V1.0/Invoice/get', { id }],
      ['V1.0/ServiceInvoice/get', { id: service }],
      ['v1.0/ManagedServicesContractInvoice/Get', { id: managed }],
      ['v1.0/ManagedServicesContractInvoice/getLineItemShipTo', { id: managed, lineNumber: '1' }],
      ['v1.0/subscriptionInvoice/get', { id: subscription }],
      ['v1.0/subscriptionInvoice/getExportUsage', { id: subscription }],
      ['V1.0/Invoice/print', { id }],
      ['V1.0/Invoice/exportToExcel', { id }],
    ] as const) {
      const answer = await contoso('GET', path, { query });
      expect(answer.status, path).toBe(404);
      expect(Problem.parse(answer.body)).toMatchObject({
        code: 'InvoiceNotFound',
        message: 'Result not found',
      });
    }
    const inquiry = await contoso('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 1, documentId: id, message: 'Is this ours?' },
    });
    expect(inquiry.status).toBe(404);
    const own = await list(contoso, { size: '100' });
    expect(own.totalRecords).toBe(12);
    expect(numbers(own)).not.toContain('INV-700001');
  });

  it('should refuse a user without an invoice permission with 403', async () => {
    const contracts = await subject().as(demoUsers.contracts.username);
    expect((await contracts('GET', 'V1.0/Invoice/invoiceList')).status).toBe(403);
    expect((await contracts('GET', 'V1.0/Invoice/get', { query: { id: nwStandardUnpaid } })).status).toBe(
      403,
    );
  });

  it("should mail an inquiry about an invoice to its account manager, and refuse a blank one with 'Message cannot be blank.'", async () => {
    const me = await buyer();
    const blank = await me('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 1, documentId: nwStandardUnpaid, message: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain('Message cannot be blank.');
    const sent = await me('POST', 'V1.0/emailinquiry/submitInquiry', {
      json: { kind: 1, documentId: nwStandardUnpaid, message: 'Line 2 was billed twice.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mails = await subject()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.documentId, nwStandardUnpaid), eq(mailOutbox.kind, 'invoice.inquiry')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.documentType).toBe(7);
    expect(mails[0]?.to).toEqual(['jordan.ellis@reseller.example']);
    expect(mails[0]?.subject).toBe('Inquiry about invoice INV-700001');
    expect(mails[0]?.text).toContain('Line 2 was billed twice.');
  });

  it('should print an invoice as a PDF and export its lines, the list and the usage as XLSX', async () => {
    const me = await buyer();
    const pdf = await me('GET', 'V1.0/Invoice/print', { query: { id: nwStandardUnpaid } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');

    const detail = ok(await me('GET', 'V1.0/Invoice/get', { query: { id: nwStandardUnpaid } }), Invoice);
    const lines = await me('GET', 'V1.0/Invoice/exportToExcel', { query: { id: nwStandardUnpaid } });
    expect(lines.status).toBe(200);
    expect(lines.headers.get('content-disposition')).toContain('invoice-INV-700001.xlsx');
    // The invoice's name, a blank row, then the table.
    const [, , header, ...rows] = await sheetRows(lines.bytes);
    expect(header?.slice(0, 2)).toEqual(['Line', 'Part #']);
    expect(rows).toHaveLength(detail.lines.length);
    expect(rows[0]?.[1]).toBe(detail.lines[0]?.manufacturerPart);

    const listed = await me('GET', 'V1.0/Invoice/exportToExcel', { query: { status: '2' } });
    const [listHeader, ...listRows] = await sheetRows(listed.bytes);
    expect(listHeader?.[0]).toBe('Invoice #');
    expect(listRows).toHaveLength(4);
    expect(listRows.every((row) => row[7] === 'Paid')).toBe(true);

    const usage = await me('GET', 'V1.0/Invoice/exportUsageData');
    const [, ...usageRows] = await sheetRows(usage.bytes);
    // Northwind's three subscription invoices (one a status) each have one usage line.
    expect(usageRows).toHaveLength(3);
    expect(usageRows.every((row) => row[6] === '1284.5' && row[7] === 'GB')).toBe(true);

    const subscriptionId = seedInvoiceId('northwind', Type.Subscription.value, Status.Unpaid.value);
    const one = await me('GET', 'v1.0/subscriptionInvoice/getExportUsage', { query: { id: subscriptionId } });
    expect(one.status).toBe(200);
    const [, , , ...oneRows] = await sheetRows(one.bytes);
    expect(oneRows).toHaveLength(1);
  });

  it('should add the invoices of affiliated companies for a holder of affiliatedInvoices, named by company', async () => {
    const { database } = subject();
    await database.db
      .insert(companyAffiliations)
      .values({ companyId: demoCompanies.northwind.id, affiliatedCompanyId: demoCompanies.contoso.id })
      .onConflictDoNothing();
    expect((await list(await buyer(), { size: '100' })).totalRecords).toBe(12);
    await database.db
      .insert(userPermissions)
      .values({ userId: demoUsers.buyer.id, permission: 'affiliatedInvoices' });
    const me = await buyer();
    const all = await list(me, { size: '100' });
    expect(all.totalRecords).toBe(24);
    const contosoId = seedInvoiceId('contoso', Type.Standard.value, Status.Unpaid.value);
    expect(all.data.find((row) => row.id === contosoId)?.affiliatedCompany).toBe('Contoso Retail');
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await contoso('GET', 'V1.0/Invoice/get', { query: { id: nwStandardUnpaid } })).status).toBe(404);
  });

  it('should pay an invoice by card in parts, Partially Paid then Paid, once per request id', async () => {
    // The portal offers Pay to whoever may enter a card: the checkout permissions, named without zod for it.
    expect(INVOICE_PAY_PERMISSION).toEqual(CHECKOUT_PERMISSION);
    const me = await buyer();
    const id = seedInvoiceId('northwind', Type.ManagedServicesContract.value, Status.Unpaid.value);
    const before = ok(await me('GET', 'v1.0/ManagedServicesContractInvoice/Get', { query: { id } }), Invoice);
    const paymentInfoID = await subject().card(demoUsers.buyer.username);
    const pay = (amount: string, requestId: string, card = paymentInfoID) =>
      me('POST', 'V1.0/Invoice/pay', { json: { id, paymentInfoID: card, amount, requestId } });
    const first = crypto.randomUUID();

    const part = ok(await pay('100.00', first), Invoice);
    expect(part).toMatchObject({ status: 1, statusName: 'Partially Paid', amountPaid: '100.00' });
    expect(part.balanceDue).toBe(subtractMoney(before.grandTotal, '100.00'));
    // A retry of the same press answers the same payment and pays nothing more.
    expect(ok(await pay('100.00', first), Invoice)).toEqual(part);
    expect((await pay('90.00', first)).status).toBe(422);

    const over = await pay(addMoney(part.balanceDue, '0.01'), crypto.randomUUID());
    expect(over.status).toBe(422);
    expect(Problem.parse(over.body).code).toBe('AmountNotPayable');
    expect(Problem.parse(over.body).message).toMatch(
      /^Please enter an amount from \$0\.01 to \$[\d,]+\.\d\d\.$/,
    );
    expect((await pay('0.00', crypto.randomUUID())).status).toBe(422);
    // Another user's card is not the buyer's to use.
    const adminCard = await subject().card(demoUsers.admin.username);
    const notMine = await pay('1.00', crypto.randomUUID(), adminCard);
    expect(Problem.parse(notMine.body).code).toBe('CardNotFound');

    const rest = ok(await pay(part.balanceDue, crypto.randomUUID()), Invoice);
    expect(rest).toMatchObject({ status: 2, statusName: 'Paid', balanceDue: '0.00' });
    expect(rest.amountPaid).toBe(before.grandTotal);
    const again = await pay('1.00', crypto.randomUUID());
    expect(again.status).toBe(409);
    expect(Problem.parse(again.body).message).toBe('This invoice is already paid.');

    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const foreign = await contoso('POST', 'V1.0/Invoice/pay', {
      json: { id: nwStandardUnpaid, paymentInfoID, amount: '1.00', requestId: crypto.randomUUID() },
    });
    expect(foreign.status).toBe(404);
  });

  it('should pay an invoice when the recipient of its payment info request enters a card, signed out', async () => {
    const me = await buyer();
    const id = seedInvoiceId('northwind', Type.Service.value, Status.Unpaid.value);
    const before = ok(await me('GET', 'V1.0/ServiceInvoice/get', { query: { id } }), Invoice);
    const ask = (fields: { documentNumber?: string; amount?: string }, caller = me) =>
      caller('POST', 'v1.0/paymentinforequest/add', {
        json: {
          documentType: Enumerations.DocumentType.Invoice.value,
          documentNumber: before.invoiceNumber,
          title: before.invoiceTypeName,
          amount: before.balanceDue,
          recipientName: 'Pat Payables',
          recipientEmail: 'ap@northwind.example',
          ...fields,
        },
      });
    // Only an invoice the caller sees, for at most its balance.
    expect((await ask({ documentNumber: 'INV-000000' })).status).toBe(404);
    // Another company's user cannot ask for a Northwind invoice.
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await ask({}, contoso)).status).toBe(404);
    const over = await ask({ amount: addMoney(before.balanceDue, '0.01') });
    expect(Problem.parse(over.body).code).toBe('AmountNotPayable');

    const part = subtractMoney(before.balanceDue, '10.00');
    const created = await ask({ amount: part });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const requestId = (created.body as { id: string }).id;
    // Accounts payable, signed out, enters the card on the request's page.
    const answer = await paymentClient(subject().app).payWith(SANDBOX_TEST_CARDS.visa, {
      paymentInfoRequestID: requestId,
    });
    expect(answer.status, answer.text).toBe(200);

    const after = ok(await me('GET', 'V1.0/ServiceInvoice/get', { query: { id } }), Invoice);
    expect(after).toMatchObject({ statusName: 'Partially Paid', amountPaid: part, balanceDue: '10.00' });
    // The request is spent: its page says it is completed, and its card form takes no other card.
    const spent = await me('GET', 'v1.0/paymentinforequest/get', { query: { id: requestId } });
    expect(spent.body).toMatchObject({
      status: 1,
      card: { maskedCardNumber: expect.stringMatching(/1111$/) },
    });
    const again = await me('GET', 'v1.0/creditCardPayment/getProtectToken', {
      query: { paymentInfoRequestID: requestId },
    });
    expect(again.status).toBe(409);

    const rest = ok(await ask({ amount: '10.00' }), { parse: (body: unknown) => body as { id: string } });
    await paymentClient(subject().app).payWith(SANDBOX_TEST_CARDS.visa, { paymentInfoRequestID: rest.id });
    expect(ok(await me('GET', 'V1.0/ServiceInvoice/get', { query: { id } }), Invoice)).toMatchObject({
      statusName: 'Paid',
      balanceDue: '0.00',
    });
    expect((await ask({ amount: '1.00' })).status).toBe(409);
  });

  it("should keep the list's count and totals those of the matching invoices as invoices are paid, added, changed and removed", async () => {
    // The count and totals come from sums kept by triggers (invoice_totals) or, with a number or PO, from the
    // matches beside the page: every view must add up to its own rows, whatever was written since.
    const me = await buyer();
    const { db } = subject().database;
    const views: Record<string, string>[] = [
      {},
      { status: String(Status.Unpaid.value) },
      { status: String(Status.Paid.value) },
      { due: '1' },
      { due: '2' },
      { dateRange: '5' },
      { number: 'INV-7000' },
      { po: 'NW-PO' },
    ];
    // The sums by due month (invoice_totals_by_month, which the views without a date range read) are the invoices'
    // own, key for key, after every write: each month's count and amounts, and no key left with none.
    const monthSumsAreTheInvoices = async () => {
      const rowsOf = async (statement: ReturnType<typeof sql>) =>
        (
          (await db.execute(statement)) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows.map((row) => JSON.stringify(row));
      expect(
        await rowsOf(
          sql`select company_id, status, due_month::text as month, invoice_count::int as n, grand_total::numeric(16, 2)::text as total, amount_paid::numeric(16, 2)::text as paid from invoice_totals_by_month order by 1, 2, 3`,
        ),
      ).toEqual(
        await rowsOf(
          sql`select company_id, status, date_trunc('month', due_date::timestamp)::date::text as month, count(*)::int as n, sum(grand_total)::numeric(16, 2)::text as total, sum(amount_paid)::numeric(16, 2)::text as paid from invoices group by 1, 2, 3 order by 1, 2, 3`,
        ),
      );
    };
    const eachViewAddsUp = async () => {
      await monthSumsAreTheInvoices();
      const answers = [];
      for (const view of views) {
        const all = await list(me, { ...view, size: '100' });
        expect(all.totalRecords, JSON.stringify(view)).toBe(all.data.length);
        expect(all.totals.grandTotal, JSON.stringify(view)).toBe(
          sumMoney(all.data.map((row) => row.grandTotal)),
        );
        expect(all.totals.amountPaid, JSON.stringify(view)).toBe(
          sumMoney(all.data.map((row) => row.amountPaid)),
        );
        expect(all.totals.pastDueCount, JSON.stringify(view)).toBe(
          all.data.filter((row) => row.pastDue).length,
        );
        // A page past the first carries the same totals (they are the whole match's).
        const second = await list(me, { ...view, size: '2', start: '2' });
        expect(second.totals, JSON.stringify(view)).toEqual(all.totals);
        expect(second.totalRecords).toBe(all.totalRecords);
        // A page past the last: no rows, and still the count and totals of every match (the page carries them
        // beside its rows, so an empty page reads them on their own).
        const beyond = await list(me, { ...view, size: '100', start: '99' });
        expect(beyond.data).toEqual([]);
        expect(beyond.totals, JSON.stringify(view)).toEqual(all.totals);
        expect(beyond.totalRecords).toBe(all.totalRecords);
        answers.push(all);
      }
      return answers;
    };
    const [before] = await eachViewAddsUp();

    // Paid in part through the portal: the amount paid grows by exactly the payment.
    const id = seedInvoiceId('northwind', Type.Standard.value, Status.Unpaid.value);
    const paymentInfoID = await subject().card(demoUsers.buyer.username);
    const paid = await me('POST', 'V1.0/Invoice/pay', {
      json: { id, paymentInfoID, amount: '25.00', requestId: crypto.randomUUID() },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [afterPayment] = await eachViewAddsUp();
    expect(afterPayment?.totals.amountPaid).toBe(addMoney(before?.totals.amountPaid ?? '0', '25.00'));
    expect(afterPayment?.totalRecords).toBe(before?.totalRecords);

    // A new invoice, past due: one more, its amount due added, one more past due.
    const [template] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!template) throw new Error('the seeded invoice is missing');
    const added = crypto.randomUUID();
    const { id: _, createdAt: __, ...copy } = template;
    await db.insert(invoices).values({
      ...copy,
      id: added,
      invoiceNumber: 'INV-7999001',
      status: Status.Unpaid.value,
      invoiceDate: isoDay(-40),
      dueDate: isoDay(-10),
      grandTotal: '1234.56',
      amountPaid: '0.00',
    });
    const [afterAdding] = await eachViewAddsUp();
    expect(afterAdding?.totalRecords).toBe((afterPayment?.totalRecords ?? 0) + 1);
    expect(afterAdding?.totals.balanceDue).toBe(addMoney(afterPayment?.totals.balanceDue ?? '0', '1234.56'));
    expect(afterAdding?.totals.pastDueCount).toBe((afterPayment?.totals.pastDueCount ?? 0) + 1);

    // Its due date moved into next week: no longer past due. Removed: the totals are those before it.
    await db
      .update(invoices)
      .set({ dueDate: isoDay(7) })
      .where(eq(invoices.id, added));
    const [afterMoving] = await eachViewAddsUp();
    expect(afterMoving?.totals.pastDueCount).toBe(afterPayment?.totals.pastDueCount);

    // Months away from today's, summed by month: due 75 days ago (past due, as its whole month is), then moved 75
    // days on (not past due), then paid in full (no balance), each time one key of one month to another.
    await db
      .update(invoices)
      .set({ dueDate: isoDay(-75), invoiceDate: isoDay(-105) })
      .where(eq(invoices.id, added));
    const [longPastDue] = await eachViewAddsUp();
    expect(longPastDue?.totals.pastDueCount).toBe((afterPayment?.totals.pastDueCount ?? 0) + 1);
    expect(longPastDue?.totals.balanceDue).toBe(addMoney(afterPayment?.totals.balanceDue ?? '0', '1234.56'));
    await db
      .update(invoices)
      .set({ dueDate: isoDay(75) })
      .where(eq(invoices.id, added));
    const [dueLater] = await eachViewAddsUp();
    expect(dueLater?.totals.pastDueCount).toBe(afterPayment?.totals.pastDueCount);
    // Due today: in today's month, whose earlier days are past due, and not past due itself.
    await db
      .update(invoices)
      .set({ dueDate: isoDay(0) })
      .where(eq(invoices.id, added));
    const [dueToday] = await eachViewAddsUp();
    expect(dueToday?.totals.pastDueCount).toBe(afterPayment?.totals.pastDueCount);
    await db
      .update(invoices)
      .set({ status: Status.Paid.value, amountPaid: '1234.56' })
      .where(eq(invoices.id, added));
    const [paidInFull] = await eachViewAddsUp();
    expect(paidInFull?.totals.balanceDue).toBe(afterPayment?.totals.balanceDue);
    expect(paidInFull?.totalRecords).toBe((afterPayment?.totalRecords ?? 0) + 1);

    await db.delete(invoices).where(eq(invoices.id, added));
    const [afterRemoving] = await eachViewAddsUp();
    expect(afterRemoving).toEqual(afterPayment);
  });
}

describeOnBothEngines('invoices', (engine) =>
  invoiceScenario(() => ({
    ...engine(),
    card: async (username: string) => cardOf(engine().app, await engine().signIn(username)),
  })),
);
