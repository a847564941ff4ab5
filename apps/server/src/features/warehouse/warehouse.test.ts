import { Problem, WarehouseSummary } from '@b2b-portal/api';
import { multiplyMoney, sumMoney } from '@b2b-portal/flows/rules';
import readXlsxFile from 'read-excel-file/node';
import { expect, it } from 'vitest';
import { userPermissions } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { warehouseLocationSeed } from '../../db/seed-warehouse';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';

/**
 * The warehouse summary (issue 17): the goods the reseller holds for the company by location and order, the
 * filters, the totals and each location's quantities, the company scope (every user of the company sees the same
 * goods; another company's never), the permission (orders or ordersMenuStorefront, 403 without) and the XLSX
 * export of the same matches. The same scenario runs on PGlite and on PostgreSQL.
 */

function ok(answer: Answer): WarehouseSummary {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return WarehouseSummary.parse(answer.body);
}

const { dallas, reno, chicago } = warehouseLocationSeed;

function warehouseScenario(subject: () => EngineSubject) {
  const summary = async (caller: Caller, query: Record<string, string> = {}) =>
    ok(await caller('GET', 'V1.0/Warehouse/summary', { query }));

  it("should list the company's goods by location, newest order first, with the totals and each location's quantities", async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const all = await summary(buyer, { size: '100' });
    expect(all.totalRecords).toBe(8);
    expect(all.data.map((row) => row.location.code)).toEqual([
      'CHI-1',
      'CHI-1',
      'DFW-1',
      'DFW-1',
      'DFW-1',
      'RNO-2',
      'RNO-2',
      'RNO-2',
    ]);
    // Within a location the newest order first: at Dallas the quote's order (11-18) before radiology's.
    expect(all.data.slice(2, 5).map((row) => [row.order.number, row.lineNumber])).toEqual([
      [demoOrders['from-quote'].number, 1],
      [demoOrders['radiology-refresh'].number, 1],
      [demoOrders['radiology-refresh'].number, 2],
    ]);
    const staged = all.data.find((row) => row.order.id === demoOrders['from-quote'].id);
    expect(staged).toMatchObject({
      statusName: 'Staged for Deployment',
      quantity: 1,
      serialNumbers: ['JMX2611F0C7'],
      assetTags: ['NW-AT-00431'],
      receivedDate: '2026-11-18',
      stagedDate: '2026-11-20',
      shippedDate: null,
      po: demoOrders['from-quote'].po,
    });
    expect(all.totals).toMatchObject({ received: 8, staged: 7, shipped: 9 });
    const held = all.data.filter((row) => row.status !== 3);
    expect(all.totals.heldValue).toBe(
      sumMoney(held.map((row) => multiplyMoney(row.unitPrice, row.quantity))),
    );
    expect(all.locations.map((location) => [location.code, location.quantities])).toEqual([
      ['CHI-1', expect.objectContaining({ received: 4, staged: 6, shipped: 0 })],
      ['DFW-1', expect.objectContaining({ received: 0, staged: 1, shipped: 6 })],
      ['RNO-2', expect.objectContaining({ received: 4, staged: 0, shipped: 3 })],
    ]);

    const page = await summary(buyer, { size: '3', start: '2' });
    expect(page.data.map((row) => row.id)).toEqual(all.data.slice(3, 6).map((row) => row.id));
    expect(page.totals).toEqual(all.totals);
  });

  it('should filter by location, status and order number; the locations keep every location with the other filters', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const atReno = await summary(buyer, { location: reno.id });
    expect(atReno.data.every((row) => row.location.id === reno.id)).toBe(true);
    expect(atReno.totals).toMatchObject({ received: 4, staged: 0, shipped: 3 });
    expect(atReno.locations).toHaveLength(3);

    const received = await summary(buyer, { status: '1' });
    expect(received.data.map((row) => row.statusName)).toEqual(['Received', 'Received', 'Received']);
    expect(received.totals).toMatchObject({ received: 8, staged: 0, shipped: 0 });
    expect(received.locations.find((location) => location.id === dallas.id)?.quantities).toMatchObject({
      received: 0,
      staged: 0,
      shipped: 0,
    });

    const radiology = demoOrders['radiology-refresh'].number;
    const byOrder = await summary(buyer, { order: radiology.slice(-4).toLowerCase() });
    expect(new Set(byOrder.data.map((row) => row.order.number))).toEqual(new Set([radiology]));
    expect(byOrder.totalRecords).toBe(3);

    const none = await summary(buyer, { location: chicago.id, status: '3' });
    expect(none).toMatchObject({ totalRecords: 0, data: [] });
    expect(none.totals).toEqual({ received: 0, staged: 0, shipped: 0, heldValue: '0.00' });
  });

  it("should show every user of the company the company's goods, and another company's never", async () => {
    const buyer2 = await subject().as(demoUsers.buyer2.username);
    const admin = await subject().as(demoUsers.admin.username);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const northwindIds = (await summary(buyer2)).data.map((row) => row.id);
    expect((await summary(admin)).data.map((row) => row.id)).toEqual(northwindIds);

    const theirs = await summary(contoso, { size: '100' });
    expect(theirs.totalRecords).toBe(3);
    expect(theirs.data.some((row) => northwindIds.includes(row.id))).toBe(false);
    expect(theirs.totals).toMatchObject({ received: 0, staged: 1, shipped: 6 });
    expect(theirs.locations.map((location) => location.code)).toEqual(['CHI-1', 'DFW-1']);
    // A Northwind-only location or order number finds nothing for Contoso.
    expect((await summary(contoso, { location: reno.id })).totalRecords).toBe(0);
    expect((await summary(contoso, { order: demoOrders['radiology-refresh'].number })).totalRecords).toBe(0);
  });

  it('should answer 403 without orders or ordersMenuStorefront, and open with ordersMenuStorefront alone', async () => {
    const contracts = await subject().as(demoUsers.contracts.username);
    for (const path of ['V1.0/Warehouse/summary', 'V1.0/Warehouse/exportToExcel']) {
      expect((await contracts('GET', path)).status, path).toBe(403);
    }
    const before = await subject().as(demoUsers.requester.username);
    expect((await before('GET', 'V1.0/Warehouse/summary')).status).toBe(403);
    await subject()
      .database.db.insert(userPermissions)
      .values({ userId: demoUsers.requester.id, permission: 'ordersMenuStorefront' });
    const after = await subject().as(demoUsers.requester.username);
    expect((await summary(after)).totalRecords).toBe(8);
  });

  it('should refuse an unknown status or location with 400', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const refused: Record<string, string>[] = [
      { status: '4' },
      { status: 'x' },
      { location: 'nowhere' },
      { size: '0' },
    ];
    for (const query of refused) {
      const answer = await buyer('GET', 'V1.0/Warehouse/summary', { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Problem.parse(answer.body).errors?.length).toBeGreaterThan(0);
    }
    const status = Problem.parse(
      (await buyer('GET', 'V1.0/Warehouse/summary', { query: { status: '4' } })).body,
    );
    expect(status.errors?.map((error) => error.message)).toContain('Not a warehouse item status.');
  });

  it("should export the filters' matches as an XLSX sheet, paging ignored", async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const answer = await buyer('GET', 'V1.0/Warehouse/exportToExcel', { query: { status: '2' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('warehouse-summary.xlsx');
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    const [header, ...rows] = sheet?.data ?? [];
    expect(header?.slice(0, 3)).toEqual(['Location', 'Order #', 'PO #']);
    expect(rows.map((row) => [row[0], row[6], row[7]])).toEqual([
      ['Chicago Distribution Center', 'Staged for Deployment', 6],
      ['Dallas Integration Center', 'Staged for Deployment', 1],
    ]);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const theirs = await contoso('GET', 'V1.0/Warehouse/exportToExcel');
    const [theirSheet] = await readXlsxFile(Buffer.from(theirs.bytes));
    expect(theirSheet?.data.slice(1).map((row) => row[1])).not.toContain(
      demoOrders['radiology-refresh'].number,
    );
    expect(theirSheet?.data).toHaveLength(4);
  });
}

describeOnBothEngines('warehouse summary', warehouseScenario);
