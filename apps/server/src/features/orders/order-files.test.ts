import { DocumentAttachment, OrderHistory, Problem } from '@b2b-portal/api';
import readXlsxFile from 'read-excel-file/node';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { userPermissions } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { pdfText } from '../../test-support/pdf';
import { demoUsers } from '../../testing';
import type { Answer } from '../cart/testing';
import { file, samples } from '../documents/documents.fixtures';

/**
 * The order's files, list export, attachments and history (issue 17), on PGlite and PostgreSQL: what a buyer gets
 * in each file, the list export with the list's filters and scope, uploads with their refusals, delete, the
 * history following the attachments, another company's order answering 404 and a user without an order
 * permission 403.
 */

const radiology = demoOrders['radiology-refresh'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetRows(answer: Answer) {
  expect(answer.status, new TextDecoder().decode(answer.bytes.slice(0, 300))).toBe(200);
  expect(answer.headers.get('content-type')).toBe(XLSX);
  expect(Number(answer.headers.get('content-length'))).toBe(answer.bytes.byteLength);
  const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
  return (sheet?.data ?? []).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
}

function orderFilesScenario(subject: () => EngineSubject) {
  const buyer = () => subject().as(demoUsers.buyer.username);

  /** A multipart upload to the order as a browser sends it. */
  async function attach(
    username: string,
    orderId: string,
    name: string,
    bytes: Uint8Array,
    description: string,
  ) {
    const form = new FormData();
    form.set('documentType', '5');
    form.set('documentId', orderId);
    form.set('description', description);
    form.set('file', file(name, bytes));
    const token = await subject().signIn(username);
    const response = await subject().app.request('/api/V1.0/document/addAttachment', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('should print the order as a PDF with its header, lines, totals and the return policy', async () => {
    const me = await buyer();
    const answer = await me('GET', 'V1.0/order/printToPDF', { query: { id: radiology.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`order-${radiology.number}.pdf`);
    const text = await pdfText(answer.bytes);
    expect(text).toContain(`Order ${radiology.number}`);
    expect(text).toContain('Radiology network refresh');
    expect(text).toContain('NW-PO-2026-0101');
    expect(text).toContain('Group: Imaging floor');
    expect(text).toContain('C9300-48P-A');
    expect(text).toContain('Volume discount');
    expect(text).toContain('Returns carry a 20% restocking fee.');
  });

  it('should export the parts list, the lines with their fulfilment fields, and one line’s serial numbers', async () => {
    const me = await buyer();
    const parts = await sheetRows(
      await me('GET', 'V1.0/order/exportPartsList', { query: { id: radiology.id } }),
    );
    expect(parts[0]?.[0]).toBe('Parts list');
    expect(parts.flat()).toContain('C9300-48P-A');
    expect(parts.at(-1)?.[3]).toBe('Total');

    const lines = await sheetRows(
      await me('GET', 'V1.0/order/exportToExcel', { query: { id: radiology.id } }),
    );
    const header = lines[2] ?? [];
    const first = lines[3] ?? [];
    const cell = (name: string) => first[header.indexOf(name)];
    expect(cell('Part #')).toBe('C9300-48P-A');
    expect(cell('Status')).toBe('Shipped');
    expect(cell('Serial numbers')).toBe('FOC2611X0A1, FOC2611X0A2');
    expect(cell('Tracking #')).toBe('771234560001');
    expect(cell('Ship Date')).toBe('11/09/2026');

    const serials = await sheetRows(
      await me('GET', 'V1.0/order/exportOrderSerialNumber', { query: { id: radiology.id, lineNumber: '1' } }),
    );
    expect(serials[0]?.[0]).toBe(`Serial numbers of line 1 (C9300-48P-A) of order ${radiology.number}`);
    expect(serials.slice(2)).toEqual([['Serial #'], ['FOC2611X0A1'], ['FOC2611X0A2']]);
    const noLine = await me('GET', 'V1.0/order/exportOrderSerialNumber', {
      query: { id: radiology.id, lineNumber: '99' },
    });
    expect(noLine.status).toBe(404);
    expect(Problem.parse(noLine.body).code).toBe('OrderLineNotFound');
  });

  it('should export every order the list’s filters match in the caller’s scope, ignoring the paging', async () => {
    const me = await buyer();
    const all = await sheetRows(
      await me('GET', 'V1.0/order/orderSearchListExportToExcel', { query: { size: '1' } }),
    );
    const numbers = all.slice(1).map((row) => row[0]);
    expect(all[0]?.slice(0, 3)).toEqual(['Order #', 'Order Date', 'Title']);
    expect(numbers.length).toBeGreaterThanOrEqual(7);
    expect(numbers).toContain(radiology.number);
    expect(numbers).not.toContain(demoOrders['admin-spares'].number);
    expect(numbers).not.toContain(demoOrders['store-12-open'].number);
    const cancelled = await sheetRows(
      await me('GET', 'V1.0/order/orderSearchListExportToExcel', { query: { status: '6' } }),
    );
    expect(cancelled.slice(1).map((row) => row[0])).toEqual([demoOrders['data-center-cancelled'].number]);
    expect(cancelled[1]?.[6]).toBe('Cancelled');
    const refused = await me('GET', 'V1.0/order/orderSearchListExportToExcel', { query: { status: '5' } });
    expect(refused.status).toBe(400);
  });

  it('should add an attachment with its description, refuse a blocked type or a missing description, list it, show it in the history, and delete it', async () => {
    const me = await buyer();
    const added = await attach(
      demoUsers.buyer.username,
      radiology.id,
      'signed-po.pdf',
      samples.pdf(),
      'Signed PO',
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const attachment = DocumentAttachment.parse(added.body);
    expect(attachment).toMatchObject({
      fileName: 'signed-po.pdf',
      description: 'Signed PO',
      canDelete: true,
    });

    const blocked = await attach(
      demoUsers.buyer.username,
      radiology.id,
      'setup.exe',
      samples.exe(),
      'Installer',
    );
    expect(blocked.status).toBe(422);
    expect(Problem.parse(blocked.body).message).toBe(
      'An error occurred during upload. setup.exe cannot be attached: files of this type are not allowed.',
    );
    const undescribed = await attach(demoUsers.buyer.username, radiology.id, 'a.pdf', samples.pdf(), ' ');
    expect(undescribed.status).toBe(422);
    expect(Problem.parse(undescribed.body).code).toBe('AttachmentDescriptionRequired');

    const listed = await me('GET', 'V1.0/document/getAttachments', {
      query: { id: radiology.id, type: '5' },
    });
    expect(
      z
        .array(DocumentAttachment)
        .parse(listed.body)
        .map((row) => row.fileName),
    ).toEqual(['signed-po.pdf']);

    const history = async () => {
      const answer = await me('GET', 'v1.0/Order/getOrderHistory', { query: { id: radiology.id } });
      expect(answer.status).toBe(200);
      return OrderHistory.parse(answer.body).entries;
    };
    const entries = await history();
    expect(entries[0]).toMatchObject({ kind: 'placed', at: '2026-11-02T14:10:00.000Z', by: 'Blake Buyer' });
    expect(
      entries.filter((entry) => entry.kind === 'lineStatus' && entry.lineNumber === 1).map((e) => e.subject),
    ).toEqual(['New', 'Booked', 'Scheduled', 'Shipped']);
    // Placed first, then oldest first: no line's status is timed before the order was placed.
    const times = entries.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);
    expect(entries.at(-1)).toMatchObject({
      kind: 'attachmentAdded',
      subject: 'signed-po.pdf',
      detail: 'Signed PO',
    });

    const deleted = await me('POST', 'V1.0/document/deleteAttachment', { json: { id: attachment.id } });
    expect(deleted.status).toBe(200);
    const after = await me('GET', 'V1.0/document/getAttachments', { query: { id: radiology.id, type: '5' } });
    expect(after.body).toEqual([]);
    expect((await history()).some((entry) => entry.kind === 'attachmentAdded')).toBe(false);
  });

  it('should refuse a new attachment on a Closed or Cancelled order (409) and store nothing', async () => {
    const me = await buyer();
    for (const key of ['clinic-west-closed', 'data-center-cancelled'] as const) {
      const order = demoOrders[key];
      const refused = await attach(demoUsers.buyer.username, order.id, 'late.pdf', samples.pdf(), 'Too late');
      expect(refused.status, key).toBe(409);
      expect(Problem.parse(refused.body)).toMatchObject({
        code: 'DocumentClosedForAttachments',
        message: 'Attachments can no longer be added to this document.',
      });
      const listed = await me('GET', 'V1.0/document/getAttachments', { query: { id: order.id, type: '5' } });
      expect(listed.body).toEqual([]);
    }
  });

  it('should keep another user’s order and its attachments from a buyer without viewAllOrders (404)', async () => {
    const admin = demoOrders['admin-spares'];
    const upload = await attach(demoUsers.buyer.username, admin.id, 'a.pdf', samples.pdf(), 'Mine');
    expect(upload.status).toBe(404);
    const me = await buyer();
    const listed = await me('GET', 'V1.0/document/getAttachments', { query: { id: admin.id, type: '5' } });
    expect(listed.status).toBe(404);
  });

  it('should answer 404 to a Contoso user on every file, the history and the attachments of a Northwind order', async () => {
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const id = radiology.id;
    for (const [path, query] of [
      ['V1.0/order/printToPDF', { id }],
      ['V1.0/order/exportPartsList', { id }],
      ['V1.0/order/exportToExcel', { id }],
      ['V1.0/order/exportOrderSerialNumber', { id, lineNumber: '1' }],
      ['v1.0/Order/getOrderHistory', { id }],
    ] as const) {
      const answer = await contoso('GET', path, { query });
      expect(answer.status, path).toBe(404);
      expect(Problem.parse(answer.body).code, path).toBe('OrderNotFound');
    }
    const listed = await contoso('GET', 'V1.0/document/getAttachments', { query: { id, type: '5' } });
    expect(listed.status).toBe(404);
    const upload = await attach(demoUsers.contosoBuyer.username, id, 'a.pdf', samples.pdf(), 'Theirs');
    expect(upload.status).toBe(404);
    // Contoso's list export holds Contoso's orders only.
    const own = await sheetRows(await contoso('GET', 'V1.0/order/orderSearchListExportToExcel'));
    expect(own.slice(1).map((row) => row[0])).not.toContain(radiology.number);
  });

  it('should refuse every order file, the history and order attachments to a user without an order permission (403)', async () => {
    const contracts = await subject().as(demoUsers.contracts.username);
    for (const [path, query] of [
      ['V1.0/order/printToPDF', { id: radiology.id }],
      ['V1.0/order/orderSearchListExportToExcel', {}],
      ['V1.0/order/exportOrderSerialNumber', { id: radiology.id, lineNumber: '1' }],
      ['v1.0/Order/getOrderHistory', { id: radiology.id }],
    ] as const) {
      expect((await contracts('GET', path, { query })).status, path).toBe(403);
    }
    const upload = await attach(demoUsers.contracts.username, radiology.id, 'a.pdf', samples.pdf(), 'No');
    expect(upload.status).toBe(403);
  });

  it('should let a reader of every order (viewAllOrders alone) see but not add attachments (403)', async () => {
    const { database } = subject();
    await database.db
      .insert(userPermissions)
      .values({ userId: demoUsers.contracts.id, permission: 'viewAllOrders' });
    const upload = await attach(
      demoUsers.contracts.username,
      radiology.id,
      'a.pdf',
      samples.pdf(),
      'Read only',
    );
    expect(upload.status).toBe(403);
    const reader = await subject().as(demoUsers.contracts.username);
    const listed = await reader('GET', 'V1.0/document/getAttachments', {
      query: { id: radiology.id, type: '5' },
    });
    expect(listed.status).toBe(200);
  });
}

describeOnBothEngines('order files, attachments and history', orderFilesScenario);
