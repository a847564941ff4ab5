import {
  ItemStatuses,
  ItemStatusHistory,
  moneyToCents,
  Order,
  OrderPage,
  OrderSearchOptions,
  Problem,
  StatusHistoryLineNumbers,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { expect, it } from 'vitest';
import { companyAffiliations, userPermissions } from '../../db/schema';
import { demoBlanketOrders } from '../../db/seed-blanket-orders';
import { demoOrders, demoSerials } from '../../db/seed-orders';
import { demoQuotes } from '../../db/seed-quotes';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoCompanies, demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';

/**
 * Orders (issue 17): the search page with every filter and the caller's scope, the detail with its item groups
 * and line fields, the line status history, and another company's order answering 404. The same scenario runs
 * on PGlite and on PostgreSQL.
 */

type Subject = EngineSubject;

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const numbers = (page: OrderPage) => page.data.map((row) => row.orderNumber);

function orderScenario(subject: () => Subject) {
  const buyer = () => subject().as(demoUsers.buyer.username);
  const search = async (caller: Caller, query: Record<string, string> = {}) =>
    ok(await caller('GET', 'v1.0/Order/SearchPage', { query }), OrderPage);
  const detail = async (caller: Caller, id: string) =>
    ok(await caller('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id } }), Order);

  it('should list the buyer’s own orders newest first, 10 to a page, without another user’s or company’s', async () => {
    const me = await buyer();
    const first = await search(me);
    expect(first.size).toBe(10);
    const all = await search(me, { size: '100' });
    expect(all.totalRecords).toBe(all.data.length);
    // The checkout seed's two orders and five of issue 17's.
    expect(all.totalRecords).toBeGreaterThanOrEqual(7);
    const dates = all.data.map((row) => row.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(numbers(all)).toContain(demoOrders['radiology-refresh'].number);
    expect(numbers(all)).not.toContain(demoOrders['admin-spares'].number);
    expect(numbers(all)).not.toContain(demoOrders['store-12-open'].number);
    const second = await search(me, { size: '5', start: '2' });
    expect(numbers(second)).toEqual(numbers(all).slice(5, 10));

    const row = all.data.find((order) => order.id === demoOrders['radiology-refresh'].id);
    expect(row).toMatchObject({
      po: 'NW-PO-2026-0101',
      status: -102,
      statusName: 'Open',
      shipTo: 'Northwind Health Main Campus',
      businessUnit: 'Radiology',
      blanketPo: 'BPO-NW-2026-01',
      affiliatedCompany: '',
    });
  });

  it('should give viewAllOrders (here the administrator) every order of the company, and nothing of Contoso', async () => {
    const admin = await subject().as(demoUsers.admin.username);
    const all = await search(admin, { size: '100' });
    expect(numbers(all)).toEqual(
      expect.arrayContaining([demoOrders['admin-spares'].number, demoOrders['radiology-refresh'].number]),
    );
    expect(numbers(all)).not.toContain(demoOrders['store-12-open'].number);
  });

  it('should filter by status, number, PO, title, part, quote, requisition, blanket PO, ship-to, business unit and date', async () => {
    const me = await buyer();
    expect((await search(me, { status: '6', size: '100' })).data.map((row) => row.statusName)).toEqual(
      expect.arrayContaining(['Cancelled']),
    );
    expect(numbers(await search(me, { status: '6' }))).toEqual([demoOrders['data-center-cancelled'].number]);
    expect(numbers(await search(me, { status: '-104' }))).toEqual([demoOrders['clinic-west-closed'].number]);
    expect(numbers(await search(me, { number: demoOrders['from-quote'].number }))).toEqual([
      demoOrders['from-quote'].number,
    ]);
    expect(numbers(await search(me, { po: 'po-2026-0088' }))).toEqual([
      demoOrders['clinic-west-closed'].number,
    ]);
    expect(numbers(await search(me, { title: 'firewall' }))).toEqual([demoOrders['from-quote'].number]);
    const byPart = await search(me, { part: 'C9130' });
    expect(numbers(byPart)).toEqual([demoOrders['radiology-refresh'].number]);
    expect(byPart.data[0]?.part).toBe('C9130AXI-B');
    const byQuote = await search(me, { quote: demoQuotes.purchased.number });
    expect(numbers(byQuote)).toEqual([demoOrders['from-quote'].number]);
    expect(byQuote.data[0]).toMatchObject({
      quoteID: demoQuotes.purchased.id,
      quoteNumber: demoQuotes.purchased.number,
    });
    const byRequisition = await search(me, { requisition: 'R' });
    expect(numbers(byRequisition)).toEqual([demoOrders['from-requisition'].number]);
    // The orders the blanket PO seed placed against BPO-NW-2026-01 (one of them cancelled).
    expect(numbers(await search(me, { blanketPo: 'BPO-NW-2026-01' })).sort()).toEqual(
      demoBlanketOrders['northwind-network'].orders.map((key) => demoOrders[key].number).sort(),
    );
    const byShipTo = await search(me, { shipTo: 'Northwind Health Clinic West', size: '100' });
    expect(numbers(byShipTo).sort()).toEqual(
      [demoOrders['clinic-west-closed'].number, demoOrders['from-requisition'].number].sort(),
    );
    const options = ok(await me('GET', 'v1.0/Order/getSearchOptions'), OrderSearchOptions);
    expect(options.shipTos).toContain('Northwind Health Clinic West');
    expect(options.shipTos.every((name) => name.startsWith('Northwind'))).toBe(true);
    const cardiology = options.businessUnits.find((unit) => unit.name === 'Cardiology');
    expect(cardiology).toBeDefined();
    const byUnit = await search(me, { businessUnit: cardiology?.id ?? '', size: '100' });
    expect(byUnit.data.every((row) => row.businessUnit === 'Cardiology')).toBe(true);
    expect(byUnit.data).toHaveLength(2);
    // The seeded orders were placed on fixed days before this was written: none today, all since 1 Jan 2000.
    expect(numbers(await search(me, { dateRange: '1' }))).toEqual([]);
    expect((await search(me, { dateRange: '999', size: '100' })).totalRecords).toBe(
      (await search(me, { size: '100' })).totalRecords,
    );
  });

  it('should find an order by a serial number of one of its lines, in any case, and say which serial matched', async () => {
    const me = await buyer();
    const found = await search(me, { serial: demoSerials.northwind.serial.toLowerCase() });
    expect(numbers(found)).toEqual([demoOrders['radiology-refresh'].number]);
    expect(found.data[0]?.serial).toBe(demoSerials.northwind.serial);
    // Part of a serial is not a serial; another company's serial finds nothing.
    expect(numbers(await search(me, { serial: 'FOC2611' }))).toEqual([]);
    expect(numbers(await search(me, { serial: demoSerials.contoso.serial }))).toEqual([]);
  });

  it('should refuse an unknown status or date range with 400', async () => {
    const me = await buyer();
    expect((await me('GET', 'v1.0/Order/SearchPage', { query: { status: '1' } })).status).toBe(400);
    expect((await me('GET', 'v1.0/Order/SearchPage', { query: { dateRange: '77' } })).status).toBe(400);
  });

  it('should answer the detail with groups, bundles, lines with every fulfilment field, discounts and exact totals', async () => {
    const order = await detail(await buyer(), demoOrders['radiology-refresh'].id);
    expect(order).toMatchObject({
      orderNumber: demoOrders['radiology-refresh'].number,
      statusName: 'Open',
      orderedBy: 'Blake Buyer',
      businessUnitName: 'Radiology',
      paymentTerm: 'Net 30',
      shippingMethod: 'Standard (5-7 business days)',
      accountManager: { name: 'Jordan Ellis' },
      insideSales: { name: 'Priya Natarajan' },
      quote: null,
      requisition: null,
    });
    expect(order.billTo?.name).toBe('Northwind Health Accounts Payable');
    expect(order.shipTo?.name).toBe('Northwind Health Main Campus');
    expect(order.groups.map((group) => group.name)).toEqual(['Imaging floor']);
    expect(order.bundles.map((bundle) => [bundle.name, bundle.groupID])).toEqual([
      ['Closet A', order.groups[0]?.id],
    ]);
    const [switches, optics, accessPoints, licence] = order.items;
    expect(switches).toMatchObject({
      lineNumber: 1,
      manufacturerPart: 'C9300-48P-A',
      bundleID: order.bundles[0]?.id,
      statusName: 'Shipped',
      serialNumbers: ['FOC2611X0A1', 'FOC2611X0A2'],
      carrier: 'FedEx',
      trackingNumber: '771234560001',
      shipDate: '2026-11-09',
      contractVehicle: 'NASPO ValuePoint',
    });
    expect(switches?.unspsc).toMatch(/^\d{8}$/);
    expect(switches?.trackingUrl).toContain('771234560001');
    expect(optics?.serialNumbers).toEqual([]);
    expect(accessPoints).toMatchObject({
      status: 'BackOrder',
      statusName: 'Back Order',
      scheduledDate: '2026-12-14',
    });
    expect(licence).toMatchObject({
      statusName: 'Pending Provision',
      chargeKind: 1,
      chargeKindName: 'Recurring',
      subscriptionId: 'SUB-NW-4471',
      termStart: '2026-11-15',
      termEnd: '2029-11-14',
      billingModel: 'Prepaid',
      initialTerm: 36,
      autoRenewalTerm: 12,
      variableBillingAutoRenewalTerm: 12,
      billingUnitOfMeasure: 'Each',
    });
    expect(order.discountAmounts).toEqual([{ description: 'Volume discount', amount: '250.00' }]);
    expect(order.discountTotal).toBe('250.00');
    const lineCents = order.items.reduce((sum, item) => sum + moneyToCents(item.extendedPrice), 0n);
    expect(moneyToCents(order.subTotal)).toBe(lineCents);
    expect(moneyToCents(order.grandTotal)).toBe(lineCents - 25_000n);
  });

  it('should link the orders made from the purchased quote and requisition to them', async () => {
    const me = await buyer();
    expect((await detail(me, demoOrders['from-quote'].id)).quote).toEqual({
      id: demoQuotes.purchased.id,
      number: demoQuotes.purchased.number,
    });
    expect((await detail(me, demoOrders['from-requisition'].id)).requisition?.number).toMatch(/^R/);
  });

  it('should answer each line’s status history oldest first, the lines that have one, and the current statuses', async () => {
    const me = await buyer();
    const id = demoOrders['radiology-refresh'].id;
    const history = ok(
      await me('GET', 'v1.0/document/getItemStatusHistory', { query: { id, type: '5', lineNumber: '1' } }),
      ItemStatusHistory,
    );
    expect(history.entries.map((entry) => entry.statusName)).toEqual([
      'New',
      'Booked',
      'Scheduled',
      'Shipped',
    ]);
    const times = history.entries.map((entry) => entry.changedAt);
    expect([...times].sort()).toEqual(times);
    expect(
      ok(
        await me('GET', 'v1.0/document/getStatusHistoryLineNumbers', { query: { id } }),
        StatusHistoryLineNumbers,
      ).lineNumbers,
    ).toEqual([1, 2, 3, 4]);
    expect(
      ok(await me('GET', 'v1.0/document/getItemStatus', { query: { id } }), ItemStatuses).lines.map(
        (line) => line.status,
      ),
    ).toEqual(['Shipped', 'Shipped', 'BackOrder', 'PendingProvision']);
    const missing = await me('GET', 'v1.0/document/getItemStatusHistory', {
      query: { id, lineNumber: '99' },
    });
    expect(missing.status).toBe(404);
    expect(Problem.parse(missing.body).code).toBe('OrderLineNotFound');
  });

  it('should answer 404 to a Contoso user asking for a Northwind order by its id, on every call', async () => {
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const id = demoOrders['radiology-refresh'].id;
    for (const [path, query] of [
      ['v1.0/Order/GetOrderWithItemGroups', { id }],
      ['v1.0/document/getItemStatusHistory', { id, lineNumber: '1' }],
      ['v1.0/document/getItemStatus', { id }],
      ['v1.0/document/getStatusHistoryLineNumbers', { id }],
    ] as const) {
      const answer = await contoso('GET', path, { query });
      expect(answer.status, path).toBe(404);
      expect(Problem.parse(answer.body)).toMatchObject({
        code: 'OrderNotFound',
        message: 'Result not found',
      });
    }
    // The buyer does not open the administrator's order either.
    expect(
      (
        await (
          await buyer()
        )('GET', 'v1.0/Order/GetOrderWithItemGroups', {
          query: { id: demoOrders['admin-spares'].id },
        })
      ).status,
    ).toBe(404);
    // Contoso's own list is Contoso's.
    const own = await search(contoso, { size: '100' });
    expect(numbers(own).sort()).toEqual(
      [demoOrders['store-12-open'], demoOrders['warehouse-closed'], demoOrders['store-12-cancelled']]
        .map((order) => order.number)
        .sort(),
    );
  });

  it('should refuse a user without an order permission with 403', async () => {
    const contracts = await subject().as(demoUsers.contracts.username);
    expect((await contracts('GET', 'v1.0/Order/SearchPage')).status).toBe(403);
    expect(
      (
        await contracts('GET', 'v1.0/Order/GetOrderWithItemGroups', {
          query: { id: demoOrders['radiology-refresh'].id },
        })
      ).status,
    ).toBe(403);
  });

  it('should list an order placed through checkout at once, with each line’s history starting at New', async () => {
    const me = await buyer();
    const page = ok(await me('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
    const confirmation = ok(
      await me('POST', 'v1.0/workflowrouting/submitWorkflow', {
        json: netTermsBody(page, { title: 'Orders test checkout' }),
      }),
      WorkflowConfirmation,
    );
    const first = await search(me);
    expect(first.data[0]).toMatchObject({
      id: confirmation.documentID,
      orderNumber: confirmation.confirmedOrderNumber,
      title: 'Orders test checkout',
      statusName: 'Open',
      grandTotal: page.lines.grandTotal,
    });
    const order = await detail(me, confirmation.documentID);
    expect(order.items).toHaveLength(page.lines.items.length);
    const history = ok(
      await me('GET', 'v1.0/document/getItemStatusHistory', {
        query: { id: confirmation.documentID, lineNumber: String(order.items[0]?.lineNumber) },
      }),
      ItemStatusHistory,
    );
    expect(history.entries.map((entry) => entry.status)).toEqual(['New']);
  });

  it('should add the orders of affiliated companies for a holder of affiliatedOrders, named by company', async () => {
    const { database } = subject();
    await database.db
      .insert(companyAffiliations)
      .values({ companyId: demoCompanies.northwind.id, affiliatedCompanyId: demoCompanies.contoso.id });
    // Without affiliatedOrders the affiliation changes nothing: nor the list, nor the companies offered, nor a
    // search naming the affiliated company.
    const before = await buyer();
    expect(ok(await before('GET', 'v1.0/Order/getSearchOptions'), OrderSearchOptions).companies).toEqual([
      { id: demoCompanies.northwind.id, name: 'Northwind Health' },
    ]);
    expect(numbers(await search(before, { company: demoCompanies.contoso.id }))).toEqual([]);
    expect(numbers(await search(await buyer(), { size: '100' }))).not.toContain(
      demoOrders['store-12-open'].number,
    );
    await database.db
      .insert(userPermissions)
      .values({ userId: demoUsers.buyer.id, permission: 'affiliatedOrders' });
    const me = await buyer();
    const all = await search(me, { size: '100' });
    const contosoRow = all.data.find((row) => row.id === demoOrders['store-12-open'].id);
    expect(contosoRow?.affiliatedCompany).toBe('Contoso Retail');
    expect(numbers(all)).toContain(demoOrders['radiology-refresh'].number);
    expect((await detail(me, demoOrders['store-12-open'].id)).affiliatedCompany).toBe('Contoso Retail');
    expect(ok(await me('GET', 'v1.0/Order/getSearchOptions'), OrderSearchOptions).companies).toEqual([
      { id: demoCompanies.northwind.id, name: 'Northwind Health' },
      { id: demoCompanies.contoso.id, name: 'Contoso Retail' },
    ]);
    const contosoOnly = await search(me, { company: demoCompanies.contoso.id, size: '100' });
    expect(numbers(contosoOnly).sort()).toEqual(
      [demoOrders['store-12-open'], demoOrders['warehouse-closed'], demoOrders['store-12-cancelled']]
        .map((order) => order.number)
        .sort(),
    );
    expect(contosoOnly.data.every((row) => row.affiliatedCompany === 'Contoso Retail')).toBe(true);
    // Affiliation goes one way: Contoso does not see Northwind's.
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect(
      (
        await contoso('GET', 'v1.0/Order/GetOrderWithItemGroups', {
          query: { id: demoOrders['radiology-refresh'].id },
        })
      ).status,
    ).toBe(404);
  });
}

describeOnBothEngines('orders', orderScenario);
