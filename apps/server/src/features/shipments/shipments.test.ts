import {
  Invoice,
  InvoicePage,
  Order,
  OrderShipments,
  Shipment,
  SubscribeToOrderAnswer,
} from '@b2b-portal/api';
import { sumMoney } from '@b2b-portal/flows/rules';
import { and, asc, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, expect, it } from 'vitest';
import { jobs, mailOutbox, orderLineStatusHistory, orderLines, orders } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { demoShipments } from '../../db/seed-shipments';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { issueOrderInvoice } from '../invoices/issue';
import { ORDER_DESK_JOB, runOrderDesk } from './order-desk';
import { ORDER_DESK_KEY_HEADER } from './sandbox-routes';

/**
 * Shipments (issue 17): the order desk sandbox moving an order's lines as jobs (Booked → Scheduled → Shipped, the
 * invoice hook, a cancelled order), the shipment it makes (items numbered across containers, the distinct
 * tracking list), the subscription to an order's shipment mail and that mail, and the order scope (another
 * company's or another buyer's shipment answers 404). The same scenario runs on PGlite and on PostgreSQL.
 */

const KEY = 'order-desk-key-for-tests';

interface Subject extends EngineSubject {
  /** A request to the app outside /api (the sandbox routes). */
  request(path: string, init: RequestInit): Promise<Response>;
}

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const order = demoOrders['from-requisition'];

function shipmentScenario(subject: () => Subject) {
  const db = () => subject().database.db;
  const desk = (extra: Parameters<typeof runOrderDesk>[1] = { stepSeconds: 0 }) => runOrderDesk(db(), extra);
  const lineStatuses = async (orderId: string) =>
    (
      await db()
        .select({ n: orderLines.lineNumber, status: orderLines.status })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineNumber))
    ).map((line) => `${line.n}:${line.status}`);
  const fulfil = (number: string, key = KEY) =>
    subject().request(`/sandbox/order-desk/orders/${number}/fulfil`, {
      method: 'POST',
      headers: { [ORDER_DESK_KEY_HEADER]: key },
    });

  beforeAll(async () => {
    // Three more Booked lines on the order: two of catalogue products, one custom request (no product).
    const [first] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (!first) throw new Error('seed line missing');
    const { id: _id, ...copy } = first;
    await db()
      .insert(orderLines)
      .values([
        { ...copy, lineNumber: 2, manufacturerPart: 'GLC-TE', description: 'Copper SFP', quantity: 4 },
        { ...copy, lineNumber: 3, manufacturerPart: 'CAB-C13', description: 'Power cord', quantity: 2 },
        {
          ...copy,
          lineNumber: 4,
          productId: null,
          manufacturerPart: 'CUSTOM-RACK',
          description: 'Rack installation kit',
          quantity: 1,
        },
      ]);
  });

  it('should show the seeded shipments of both companies: several containers, a tracking number twice, Not Available', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const radiology = demoOrders['radiology-refresh'];
    const listed = ok(
      await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: radiology.id } }),
      OrderShipments,
    );
    expect(listed.shipments.map((shipment) => [shipment.number, shipment.lineNumbers])).toEqual([
      ['SH-690001', [1, 2]],
    ]);
    const id = demoShipments['SH-690001']?.id ?? '';
    const shipment = ok(
      await buyer('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id } }),
      Shipment,
    );
    expect(shipment.containers.map((c) => [c.trackingNumber, c.items.map((i) => i.indexNumber)])).toEqual([
      ['771234560001', [1]],
      ['771234560001', [2]],
      ['Not Available', [3]],
    ]);
    // The number on two containers is listed once, with FedEx's link; Not Available once, without a link.
    expect(shipment.tracking).toEqual([
      {
        trackingNumber: '771234560001',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234560001',
      },
      { trackingNumber: 'Not Available', trackingUrl: '' },
    ]);
    expect(shipment.containers[0]?.items[0]?.serialNumbers).toEqual(['FOC2611X0A1', 'FOC2611X0A2']);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect(
      (await contoso('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id } })).status,
    ).toBe(404);
    const store = ok(
      await contoso('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', {
        query: { id: demoShipments['SH-690003']?.id ?? '' },
      }),
      Shipment,
    );
    expect(store.orderNumber).toBe(demoOrders['store-12-open'].number);
    expect(store.tracking.map((entry) => entry.trackingNumber)).toEqual([
      '1Z999AA10123456799',
      'Not Available',
    ]);
    const warehouse = ok(
      await contoso('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', {
        query: { id: demoShipments['SH-690004']?.id ?? '' },
      }),
      Shipment,
    );
    expect(warehouse.containers).toHaveLength(3);
    expect(warehouse.tracking).toHaveLength(2);
  });

  it('should refuse the sandbox without its key and an unknown order', async () => {
    expect((await fulfil(order.number, 'wrong-key-wrong-key')).status).toBe(401);
    expect((await fulfil('SO-0')).status).toBe(404);
    expect(await db().select().from(jobs).where(eq(jobs.kind, ORDER_DESK_JOB))).toEqual([]);
  });

  it('should let the buyer subscribe to the order’s shipments, and nobody outside its scope', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const subscribe = (caller: Caller, on: boolean, orderID = order.id) =>
      caller('POST', 'v1.0/Order/setSubscribeToOrder', { json: { orderID, subscribe: on } });
    expect(ok(await subscribe(buyer, true), SubscribeToOrderAnswer)).toEqual({ subscribed: true });
    expect(ok(await subscribe(buyer, true), SubscribeToOrderAnswer)).toEqual({ subscribed: true });
    const listed = ok(
      await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } }),
      OrderShipments,
    );
    expect(listed).toEqual({ subscribed: true, shipments: [] });
    // Another company's user and a buyer of the same company who did not place it: 404, nothing written.
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await subscribe(contoso, true)).status).toBe(404);
    const buyer2 = await subject().as(demoUsers.buyer2.username);
    expect((await subscribe(buyer2, true)).status).toBe(404);
    expect((await buyer2('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } })).status).toBe(404);
    // The approver subscribes and unsubscribes again: no mail for them later.
    const admin = await subject().as(demoUsers.admin.username);
    expect(ok(await subscribe(admin, true), SubscribeToOrderAnswer).subscribed).toBe(true);
    expect(ok(await subscribe(admin, false), SubscribeToOrderAnswer).subscribed).toBe(false);
    expect(
      ok(await admin('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } }), OrderShipments)
        .subscribed,
    ).toBe(false);
    expect((await subscribe(buyer, true, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('should move the order Booked → Scheduled → Shipped as jobs and mail the subscriber the shipment', async () => {
    expect((await fulfil(order.number)).status).toBe(202);
    expect(await lineStatuses(order.id)).toEqual(['1:Booked', '2:Booked', '3:Booked', '4:Booked']);
    // Each run takes the due move and the next one (due at once with a step of 0 s).
    const run = await desk();
    expect(run.done).toBeGreaterThanOrEqual(2);
    expect(await lineStatuses(order.id)).toEqual(['1:Shipped', '2:Shipped', '3:Shipped', '4:Shipped']);
    const [line] = await db()
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, 1)));
    expect(line?.scheduledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(line?.carrier).toBe('UPS');
    expect(line?.trackingNumber).toMatch(/^1Z[0-9A-F]{16}$/);
    const history = await db()
      .select({ status: orderLineStatusHistory.status })
      .from(orderLineStatusHistory)
      .where(eq(orderLineStatusHistory.orderLineId, line?.id ?? ''))
      .orderBy(asc(orderLineStatusHistory.changedAt));
    expect(history.map((entry) => entry.status)).toEqual(['New', 'Booked', 'Scheduled', 'Shipped']);
    // Without an invoice hook the desk stops at Shipped: nothing more is due.
    expect(await desk()).toEqual({ done: 0, failed: 0, dead: 0 });

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'shipment.created'));
    expect(mails.map((mail) => mail.to)).toEqual([[demoUsers.buyer.username]]);
    const buyer = await subject().as(demoUsers.buyer.username);
    const listed = ok(
      await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } }),
      OrderShipments,
    );
    expect(listed.shipments).toHaveLength(1);
    const summary = listed.shipments[0];
    expect(summary?.lineNumbers).toEqual([1, 2, 3, 4]);
    expect(mails[0]?.subject).toBe(`Order ${order.number}: shipment ${summary?.number} is on its way`);
    expect(mails[0]?.text).toContain(`/#/shipment?number=${summary?.number}&id=${summary?.id}`);
  });

  it('should read the shipment: items numbered across containers, one Not Available, carrier links', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const { shipments } = ok(
      await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } }),
      OrderShipments,
    );
    const id = shipments[0]?.id ?? '';
    const shipment = ok(
      await buyer('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id } }),
      Shipment,
    );
    expect(shipment).toMatchObject({ orderID: order.id, orderNumber: order.number, carrier: 'UPS' });
    expect(
      shipment.containers.map((c) => c.items.map((item) => [item.indexNumber, item.lineNumber])),
    ).toEqual([
      [
        [1, 1],
        [2, 2],
      ],
      [[3, 3]],
      [[4, 4]],
    ]);
    expect(shipment.containers[2]?.trackingNumber).toBe('Not Available');
    // Each line of the order names the shipment that carries it (the order detail's per-line link).
    const detail = ok(
      await buyer('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id: order.id } }),
      Order,
    );
    expect(detail.items.map((line) => line.shipments)).toEqual(
      [1, 2, 3, 4].map(() => [{ id, number: shipment.number }]),
    );
    expect(shipment.tracking).toHaveLength(3);
    expect(shipment.tracking.filter((entry) => entry.trackingNumber === 'Not Available')).toHaveLength(1);
    const first = shipment.tracking[0];
    expect(first?.trackingUrl).toBe(`https://www.ups.com/track?tracknum=${first?.trackingNumber}`);
    // Another company's user, and a buyer who may not see the order: 404.
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect(
      (await contoso('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id } })).status,
    ).toBe(404);
    const buyer2 = await subject().as(demoUsers.buyer2.username);
    expect((await buyer2('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id } })).status).toBe(
      404,
    );
    expect(
      (await buyer('GET', 'v1.0/Shipment/getShipmentDetailsBasedOnId', { query: { id: 'x' } })).status,
    ).toBe(400);
  });

  it('should export the shipment’s items with their tracking, the order and lines only for internal use', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const { shipments } = ok(
      await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: order.id } }),
      OrderShipments,
    );
    const id = shipments[0]?.id ?? '';
    const sheet = async (forinternal: string) => {
      const answer = await buyer('GET', 'V1.0/Shipment/export', { query: { id, forinternal } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toContain(`shipment-${shipments[0]?.number}.xlsx`);
      const [first] = await readXlsxFile(Buffer.from(answer.bytes));
      return first?.data ?? [];
    };
    const customer = await sheet('false');
    expect(customer[0]).toEqual([
      'Item',
      'Manufacturer Part',
      'Description',
      'Quantity',
      'Serial Numbers',
      'Tracking #',
      'Tracking Link',
    ]);
    expect(customer.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual([
      [1, 'C9200-24P-E', expect.stringMatching(/^1Z/)],
      [2, 'GLC-TE', expect.stringMatching(/^1Z/)],
      [3, 'CAB-C13', expect.stringMatching(/^1Z/)],
      [4, 'CUSTOM-RACK', 'Not Available'],
    ]);
    const internal = await sheet('true');
    expect(internal[0]?.slice(0, 3)).toEqual(['Order #', 'Item', 'Line']);
    expect(internal[1]?.slice(0, 3)).toEqual([order.number, 1, 1]);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await contoso('GET', 'V1.0/Shipment/export', { query: { id } })).status).toBe(404);
  });

  it('should invoice the shipped lines after Shipped (the invoices feature’s hook) and mark them Invoiced', async () => {
    expect((await fulfil(order.number)).status).toBe(202);
    const invoiced: string[][] = [];
    await desk({
      stepSeconds: 0,
      issueInvoice: async (tx, target, lineIds) => {
        expect(target.id).toBe(order.id);
        invoiced.push(lineIds);
        await issueOrderInvoice(tx, target, lineIds);
      },
    });
    expect(invoiced).toHaveLength(1);
    expect(invoiced[0]).toHaveLength(4);
    expect(await lineStatuses(order.id)).toEqual(['1:Invoiced', '2:Invoiced', '3:Invoiced', '4:Invoiced']);
    // The invoice is there for the company: Unpaid, the order's PO, its lines at the order's prices.
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const admin = await subject().as(demoUsers.admin.username);
    const page = ok(
      await admin('GET', 'V1.0/Invoice/invoiceList', { query: { orderId: order.id } }),
      InvoicePage,
    );
    const issued = page.data.find((row) => row.invoiceNumber.startsWith('INV-71'));
    expect(issued).toMatchObject({
      invoiceType: 1,
      status: 0,
      statusName: 'Unpaid',
      grandTotal: sumMoney(lines.map((line) => line.extendedPrice)),
      amountPaid: '0.00',
    });
    const detail = ok(await admin('GET', 'V1.0/Invoice/get', { query: { id: issued?.id ?? '' } }), Invoice);
    expect(detail.lines.map((line) => line.manufacturerPart).sort()).toEqual(
      lines.map((line) => line.manufacturerPart).sort(),
    );
  });

  it('should cancel the open lines of a cancelled order and ship nothing', async () => {
    const other = demoOrders['from-quote'];
    await db().update(orders).set({ status: 6 }).where(eq(orders.id, other.id));
    expect((await fulfil(other.number)).status).toBe(202);
    await desk();
    expect(await lineStatuses(other.id)).toEqual(['1:Canceled']);
    const buyer = await subject().as(demoUsers.buyer.username);
    expect(
      ok(await buyer('GET', 'v1.0/Shipment/listForOrder', { query: { id: other.id } }), OrderShipments)
        .shipments,
    ).toEqual([]);
  });
}

describeOnBothEngines(
  'shipments',
  (engine) =>
    shipmentScenario(() => ({
      ...engine(),
      request: async (path: string, init: RequestInit) => engine().app.request(path, init),
    })),
  { env: { ORDER_DESK_KEY: KEY } },
);
