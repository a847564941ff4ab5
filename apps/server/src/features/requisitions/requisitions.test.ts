import { Problem, Requisition, RequisitionSummaryPage } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisitions, workflowHistory } from '../../db/schema';
import { demoRequisitionNumbers, demoRequisitions } from '../../db/seed-requisitions';
import { pdfText } from '../../test-support/pdf';
import { createTestApp, demoUsers, type TestApp } from '../../testing';
import { type Caller, plus, signedInCallers } from '../cart/testing';
import { nextRequisitionNumber } from './numbers';

let t: TestApp;
const as = signedInCallers(() => t);
const requester = () => as('requester@northwind.example');
const approver = () => as('approver@northwind.example');
const approver2 = () => as('approver2@northwind.example');
const admin = () => as('admin@northwind.example');

async function list(caller: Caller, query: Record<string, string> = {}) {
  const answer = await caller('GET', 'V1.0/Requisition/List', { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return RequisitionSummaryPage.parse(answer.body);
}
async function pending(caller: Caller) {
  const answer = await caller('GET', 'v1.0/requisition/listpending', {
    query: { start: '1', records: '10', sortBy: '0' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return RequisitionSummaryPage.parse(answer.body);
}
async function detail(caller: Caller, id: string) {
  const answer = await caller('GET', 'V1.0/Requisition/Get', { query: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Requisition.parse(answer.body);
}
const numbers = (page: RequisitionSummaryPage) => page.data.map((row) => row.requisitionNumber).sort();
const sum = (values: string[]) => plus(...values);

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
}, 300_000);
afterAll(() => t?.close());

describe('listing requisitions', () => {
  it('should list the requester’s five requisitions, newest first, with status names and waiting roles', async () => {
    const page = await list(await requester());
    expect(page).toMatchObject({ start: 1, size: 10, totalRecords: 5, records: 5 });
    expect(page.data.map((row) => row.requisitionNumber)).toEqual([
      demoRequisitionNumbers.pendingLevel1,
      demoRequisitionNumbers.pendingLevel2,
      demoRequisitionNumbers.rejected,
      demoRequisitionNumbers.purchased,
      demoRequisitionNumbers.canceled,
    ]);
    const byNumber = new Map(page.data.map((row) => [row.requisitionNumber, row]));
    expect(byNumber.get(demoRequisitionNumbers.pendingLevel1)).toMatchObject({
      statusName: 'Pending Approval',
      currentLevel: 1,
      waitingFor: 'Approver Level 1',
      requester: 'Riley Requester',
    });
    expect(byNumber.get(demoRequisitionNumbers.pendingLevel2)).toMatchObject({
      currentLevel: 2,
      waitingFor: 'Approver Level 2',
    });
    expect(byNumber.get(demoRequisitionNumbers.rejected)).toMatchObject({ status: 3, waitingFor: '' });
    expect(Number(byNumber.get(demoRequisitionNumbers.pendingLevel1)?.grandTotal)).toBeLessThan(1000);
    expect(Number(byNumber.get(demoRequisitionNumbers.pendingLevel2)?.grandTotal)).toBeGreaterThanOrEqual(
      1000,
    );
  });

  it('should filter by status, page, and search number, title and requester', async () => {
    const caller = await approver();
    expect(numbers(await list(caller, { status: '4' }))).toEqual([
      demoRequisitionNumbers.pendingLevel1,
      demoRequisitionNumbers.pendingLevel2,
    ]);
    expect(numbers(await list(caller, { status: '1' }))).toEqual([demoRequisitionNumbers.purchased]);
    expect(numbers(await list(caller, { status: '3' }))).toEqual([demoRequisitionNumbers.rejected]);
    expect((await list(caller, { status: '-3' })).totalRecords).toBe(5);

    const first = await list(caller, { size: '2', start: '1' });
    const third = await list(caller, { size: '2', start: '3' });
    expect(first).toMatchObject({ totalRecords: 5, records: 2, size: 2 });
    expect(third.records).toBe(1);
    expect(first.data.map((row) => row.id)).not.toContain(third.data[0]?.id);

    expect(numbers(await list(caller, { keyword: 'R-700003' }))).toEqual([demoRequisitionNumbers.rejected]);
    expect(numbers(await list(caller, { keyword: 'firewalls' }))).toEqual([demoRequisitionNumbers.purchased]);
    expect((await list(caller, { keyword: 'riley req' })).totalRecords).toBe(5);
    expect((await list(caller, { keyword: 'nobody-like-this' })).totalRecords).toBe(0);
  });

  it('should filter by date range on the requisition date', async () => {
    await t.database.db
      .update(requisitions)
      .set({ createdAt: new Date() })
      .where(eq(requisitions.id, demoRequisitions.canceled));
    const today = await list(await requester(), { dateRange: '1' });
    expect(today.data.map((row) => row.id)).toEqual([demoRequisitions.canceled]);
    expect((await list(await requester(), { dateRange: '0' })).totalRecords).toBe(5);
  });

  it('should refuse an unknown status filter and a caller without requisition permissions', async () => {
    expect(
      (await (await requester())('GET', 'V1.0/Requisition/List', { query: { status: '2' } })).status,
    ).toBe(400);
    const buyer = await as('buyer@northwind.example');
    expect((await buyer('GET', 'V1.0/Requisition/List')).status).toBe(403);
  });
});

describe('scope', () => {
  it('should show a requester only their own requisitions, and an approver the company’s', async () => {
    const db = t.database.db;
    const other = demoUsers.buyer.id;
    await db
      .update(requisitions)
      .set({ requesterUserId: other })
      .where(eq(requisitions.id, demoRequisitions.purchased));
    try {
      const mine = await list(await requester());
      expect(mine.totalRecords).toBe(4);
      expect(mine.data.map((row) => row.id)).not.toContain(demoRequisitions.purchased);
      const answer = await (await requester())('GET', 'V1.0/Requisition/Get', {
        query: { id: demoRequisitions.purchased },
      });
      expect(answer.status).toBe(404);
      expect((await list(await approver())).totalRecords).toBe(5);
    } finally {
      await db
        .update(requisitions)
        .set({ requesterUserId: demoUsers.requester.id })
        .where(eq(requisitions.id, demoRequisitions.purchased));
    }
  });

  it('should answer 404 for another company’s requisition and never list it', async () => {
    for (const caller of [await admin(), await approver(), await requester()]) {
      const answer = await caller('GET', 'V1.0/Requisition/Get', {
        query: { id: demoRequisitions.contosoPending },
      });
      expect(answer.status).toBe(404);
      expect(Problem.parse(answer.body).code).toBe('RequisitionNotFound');
      const all = await list(caller, { keyword: demoRequisitionNumbers.contosoPending });
      expect(all.totalRecords).toBe(0);
      const download = await caller('GET', 'v1.0/requisition/download', {
        query: { id: demoRequisitions.contosoPending, format: 'pdf' },
      });
      expect(download.status).toBe(404);
    }
    expect((await pending(await admin())).data.map((row) => row.id)).not.toContain(
      demoRequisitions.contosoPending,
    );
  });
});

describe('detail', () => {
  it('should answer the header, lines, totals and the workflow data summary', async () => {
    const requisition = await detail(await requester(), demoRequisitions.pendingLevel2);
    expect(requisition).toMatchObject({
      requisitionNumber: demoRequisitionNumbers.pendingLevel2,
      statusName: 'Pending Approval',
      waitingFor: 'Approver Level 2',
      currentLevel: 2,
      businessUnitName: 'IT Infrastructure (CC-4100)',
      requisition: {
        title: 'Data center access refresh',
        status: 4,
        requester: 'Riley Requester',
        orderNumber: '',
        orderID: null,
      },
      workflowData: {
        po: 'NW-REQ-1002',
        paymentTermName: 'Net 30',
        shipToContact: 'Jordan Lee',
        shippingMethod: 'Standard (5-7 business days)',
      },
      canDeleteLines: false,
    });
    expect(requisition.workflowData.billTo[0]).toBe('Northwind Health Accounts Payable');
    expect(requisition.workflowData.shipTo[0]).toBe('Northwind Health Data Center');
    expect(requisition.bundles).toHaveLength(1);
    expect(requisition.groups).toHaveLength(1);
    expect(requisition.items.map((item) => item.printLineNumber)).toEqual(
      requisition.items.map((_, index) => index + 1),
    );
    expect(requisition.subTotal).toBe(sum(requisition.items.map((item) => item.extendedPrice)));
    expect(requisition.grandTotal).toBe(
      sum([requisition.subTotal, requisition.taxTotal, requisition.shippingTotal]),
    );
  });

  it('should tell who may delete lines now', async () => {
    expect((await detail(await approver2(), demoRequisitions.pendingLevel2)).canDeleteLines).toBe(true);
    expect((await detail(await approver(), demoRequisitions.pendingLevel2)).canDeleteLines).toBe(false);
    expect((await detail(await requester(), demoRequisitions.rejected)).canDeleteLines).toBe(true);
    expect((await detail(await approver(), demoRequisitions.rejected)).canDeleteLines).toBe(false);
    expect((await detail(await admin(), demoRequisitions.purchased)).canDeleteLines).toBe(false);
  });
});

describe('deleting lines', () => {
  const deleteItem = async (caller: Caller, id: string, itemId: string) =>
    caller('DELETE', 'V1.0/Requisition/DeleteItem', { query: { id, itemId } });

  it('should refuse the requester while pending and an approver of another level, with the catalogue’s message', async () => {
    const before = await detail(await approver(), demoRequisitions.pendingLevel2);
    const itemId = before.items[0]?.id as string;
    for (const caller of [await requester(), await approver()]) {
      const answer = await deleteItem(caller, demoRequisitions.pendingLevel2, itemId);
      expect(answer.status).toBe(422);
      expect(Problem.parse(answer.body).message).toBe(formatMessage('Requisition.CannotChangeLines'));
    }
    const purchased = await detail(await admin(), demoRequisitions.purchased);
    const refused = await deleteItem(
      await admin(),
      demoRequisitions.purchased,
      purchased.items[0]?.id as string,
    );
    expect(refused.status).toBe(422);
    expect((await detail(await approver(), demoRequisitions.pendingLevel2)).items).toHaveLength(
      before.items.length,
    );
  });

  it('should let the approver of the current level delete a line: totals recomputed, version bumped, history written', async () => {
    const before = await detail(await approver2(), demoRequisitions.pendingLevel2);
    const loose = before.items.find((item) => item.manufacturerPart === 'LIC-ENT-3YR');
    expect(loose).toBeDefined();
    const answer = await deleteItem(await approver2(), demoRequisitions.pendingLevel2, loose?.id as string);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = Requisition.parse(answer.body);
    expect(after.items.map((item) => item.id)).not.toContain(loose?.id);
    expect(after.items).toHaveLength(before.items.length - 1);
    expect(after.subTotal).toBe(sum(after.items.map((item) => item.extendedPrice)));
    expect(plus(after.grandTotal, loose?.extendedPrice ?? '0')).toBe(before.grandTotal);
    expect(after.version).toBe(before.version + 1);
    expect(after.items.map((item) => item.printLineNumber)).toEqual(after.items.map((_, index) => index + 1));
    expect(
      (await list(await requester(), { keyword: demoRequisitionNumbers.pendingLevel2 })).data[0]?.grandTotal,
    ).toBe(after.grandTotal);
    const history = await t.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.documentId, demoRequisitions.pendingLevel2),
          eq(workflowHistory.action, 'ItemDeleted'),
        ),
      );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ actorName: 'Morgan Manager', level: 2, documentType: 4 });
    expect(history[0]?.comments).toContain('LIC-ENT-3YR');
  });

  it('should delete a bundle with its lines and keep the group that still holds a line', async () => {
    const before = await detail(await approver2(), demoRequisitions.pendingLevel2);
    const bundle = before.bundles[0];
    const answer = await (await approver2())('DELETE', 'V1.0/Requisition/DeleteBundle', {
      query: { id: demoRequisitions.pendingLevel2, bundleId: bundle?.id as string },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = Requisition.parse(answer.body);
    expect(after.bundles).toHaveLength(0);
    expect(after.items.every((item) => item.bundleID !== bundle?.id)).toBe(true);
    expect(after.items.map((item) => item.manufacturerPart)).toEqual(['MX68-HW']);
    expect(after.groups).toHaveLength(1);
    expect(after.subTotal).toBe(sum(after.items.map((item) => item.extendedPrice)));
  });

  it('should refuse to delete the last line', async () => {
    const current = await detail(await approver2(), demoRequisitions.pendingLevel2);
    const answer = await deleteItem(
      await approver2(),
      demoRequisitions.pendingLevel2,
      current.items[0]?.id as string,
    );
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body).message).toBe(
      'A requisition needs at least one line; cancel it instead.',
    );
  });

  it('should let the requester delete a line of their rejected requisition, and 404 an unknown line', async () => {
    const before = await detail(await requester(), demoRequisitions.rejected);
    const support = before.items.find((item) => item.manufacturerPart === 'CON-SNT-C92002PE');
    const answer = await deleteItem(await requester(), demoRequisitions.rejected, support?.id as string);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Requisition.parse(answer.body).items.map((item) => item.manufacturerPart)).toEqual(['C9130AXI-B']);
    const unknown = await deleteItem(await requester(), demoRequisitions.rejected, support?.id as string);
    expect(unknown.status).toBe(404);
  });
});

describe('files', () => {
  it('should export the filtered list as XLSX', async () => {
    const answer = await (await approver())('POST', 'V1.0/Requisition/exportsearchlist', {
      json: { status: 4 },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await readXlsxFile(Buffer.from(answer.bytes));
    const sheet = (
      Array.isArray(rows[0]) ? rows : (rows as unknown as { data: unknown[][] }[])[0]?.data
    ) as unknown[][];
    expect(sheet[0]?.[0]).toBe('Requisition #');
    const numbersInFile = sheet.slice(1).map((row) => row[0]);
    expect(numbersInFile.sort()).toEqual([
      demoRequisitionNumbers.pendingLevel1,
      demoRequisitionNumbers.pendingLevel2,
    ]);
    expect(sheet.slice(1).every((row) => row[5] === 'Pending Approval')).toBe(true);
  });

  it('should download a requisition as a PDF with its number, lines and totals', async () => {
    const requisition = await detail(await requester(), demoRequisitions.pendingLevel1);
    const answer = await (await requester())('GET', 'v1.0/requisition/download', {
      query: { id: demoRequisitions.pendingLevel1, format: 'pdf' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(answer.bytes.slice(0, 5))).toBe('%PDF-');
    const lines = (await pdfText(answer.bytes)).split('\n');
    expect(lines[0]).toBe(`Requisition ${requisition.requisitionNumber}`);
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    // Each line as printed, its extended price at the right margin (a tab apart).
    for (const item of requisition.items) {
      const price = money.format(Number(item.unitPrice));
      expect(lines).toContain(
        `${item.printLineNumber}. ${item.manufacturerPart} — ${item.description} — ${item.quantity} × ${price}\t${money.format(Number(item.extendedPrice))}`,
      );
    }
    expect(lines).toContain(`Grand total\t${money.format(Number(requisition.grandTotal))}`);
    const bad = await (await requester())('GET', 'v1.0/requisition/download', {
      query: { id: demoRequisitions.pendingLevel1, format: 'docx' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('pending for the caller', () => {
  it('should list the level-1 one to the approver, the level-2 one to approver2, none to the requester', async () => {
    expect((await pending(await approver())).data.map((row) => row.id)).toEqual([
      demoRequisitions.pendingLevel1,
    ]);
    expect((await pending(await approver2())).data.map((row) => row.id)).toEqual([
      demoRequisitions.pendingLevel2,
    ]);
    expect(await pending(await requester())).toMatchObject({ totalRecords: 0, data: [] });
    const adminPending = await pending(await admin());
    expect(adminPending.data.map((row) => row.id).sort()).toEqual(
      [demoRequisitions.pendingLevel1, demoRequisitions.pendingLevel2].sort(),
    );
  });
});

describe('numbers', () => {
  it('should continue after the seeded numbers', async () => {
    const next = await nextRequisitionNumber(t.database.db);
    const last = Math.max(...Object.values(demoRequisitionNumbers).map((number) => Number(number.slice(2))));
    expect(next).toBe(`R-${last + 1}`);
  });
});
