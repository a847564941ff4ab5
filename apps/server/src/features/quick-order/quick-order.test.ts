import {
  CartAdditionResult,
  Problem,
  QUICK_ORDER_MAX_LINES,
  QuickOrderResolution,
  ShoppingCart,
} from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products, userPermissions } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { writeXlsx } from '../../files/xlsx';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';

/**
 * Quick order and reorder (issue 17) over HTTP as the portal calls them, on PGlite and on PostgreSQL: pasted and
 * uploaded lines resolved or refused with the reason, the ready ones added to the cart in one call, an order's
 * lines (all or chosen) added again, and the refusals of the whole request (permission, another company's order,
 * too many lines, a file that is not a CSV or XLSX).
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function problem(answer: Answer, status: number, code: string): Problem {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = Problem.parse(answer.body);
  expect(body.code).toBe(code);
  return body;
}

/** A multipart upload of one file, as a browser's FormData sends it. */
async function upload(subject: EngineSubject, username: string, file: Blob, fileName: string) {
  const token = await subject.signIn(username);
  const form = new FormData();
  form.set('file', file, fileName);
  const response = await subject.app.request('/api/v1.0/QuickOrder/resolveFile', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function scenario(subject: () => EngineSubject) {
  const buyer = () => subject().as(demoUsers.buyer.username);
  const resolve = async (caller: Caller, text: string) =>
    ok(await caller('POST', 'v1.0/QuickOrder/resolve', { json: { text } }), QuickOrderResolution);
  const emptyCart = async (caller: Caller) =>
    expect((await caller('DELETE', 'v1.0/ShoppingCart/deleteAllItems')).status).toBe(200);
  const cart = async (caller: Caller) =>
    ok(await caller('GET', 'v1.0/ShoppingCart/getShoppingCart'), ShoppingCart);

  it('should resolve pasted lines ignoring case and separators, and refuse each bad line with its reason', async () => {
    const me = await buyer();
    const answer = await resolve(
      me,
      [
        'Part number,Quantity',
        'C9200-24P-E, 2',
        'c930048pa\t3',
        '',
        'GLC-TE',
        'NO-SUCH-PART-42;1',
        'WS-C3850-24P-L,1',
        'SFP-10G-SR,0',
        'SFP-10G-SR,2.5',
        'SFP-10G-SR,100000',
        ',4',
        'C1000-24T-4G-L 5',
      ].join('\n'),
    );
    const byLine = new Map(answer.lines.map((line) => [line.line, line]));
    expect(answer.lines.map((line) => line.line)).toEqual([2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(byLine.get(2)).toMatchObject({
      status: 'ready',
      quantity: 2,
      product: { manufacturerPart: 'C9200-24P-E' },
    });
    expect(byLine.get(3)).toMatchObject({
      status: 'ready',
      quantity: 3,
      product: { manufacturerPart: 'C9300-48P-A' },
    });
    // No quantity orders one.
    expect(byLine.get(5)).toMatchObject({ status: 'ready', quantity: 1, quantityText: '' });
    expect(byLine.get(6)).toMatchObject({
      status: 'refused',
      code: 'UnknownPart',
      reason: 'No product has the part number NO-SUCH-PART-42.',
    });
    expect(byLine.get(7)).toMatchObject({
      code: 'ProductNotAvailable',
      reason: 'This product is no longer available in the catalogue.',
    });
    for (const [line, quantity] of [
      [8, '0'],
      [9, '2.5'],
      [10, '100000'],
    ] as const) {
      expect(byLine.get(line)).toMatchObject({
        status: 'refused',
        code: 'QuantityInvalid',
        reason: `The quantity "${quantity}" is not a whole number from 1 to 99,999.`,
      });
    }
    expect(byLine.get(11)).toMatchObject({ code: 'PartMissing', reason: 'The part number is missing.' });
    expect(byLine.get(12)).toMatchObject({ status: 'ready', quantity: 5 });
    expect([answer.ready, answer.refused]).toEqual([4, 6]);
  });

  it('should refuse a part two manufacturers share, naming them', async () => {
    const { database } = subject();
    const [original] = await database.db
      .select()
      .from(products)
      .where(eq(products.manufacturerPart, 'GLC-TE'));
    if (!original) throw new Error('GLC-TE is not in the seed');
    const { id: _id, searchVector: _s, partKey: _p, createdAt: _c, ...copy } = original;
    await database.db
      .insert(products)
      .values({ ...copy, manufacturerPart: 'glc te', manufacturerName: 'Copycat' });
    const [line] = (await resolve(await buyer(), 'GLC-TE,1')).lines;
    expect(line).toMatchObject({ status: 'refused', code: 'AmbiguousPart' });
    expect(line?.reason).toContain('Copycat');
    await database.db.delete(products).where(eq(products.manufacturerName, 'Copycat'));
  });

  it('should refuse an empty paste and more than 1,000 lines as a whole', async () => {
    const me = await buyer();
    problem(await me('POST', 'v1.0/QuickOrder/resolve', { json: { text: ' \n\n' } }), 422, 'QuickOrderEmpty');
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => 'GLC-TE,1').join('\n');
    const refused = problem(
      await me('POST', 'v1.0/QuickOrder/resolve', { json: { text: many } }),
      422,
      'QuickOrderTooManyLines',
    );
    expect(refused.message).toBe('A quick order takes at most 1,000 lines; this one has 1,001.');
    problem(await me('POST', 'v1.0/QuickOrder/resolve', { json: { lines: [] } }), 400, 'ValidationFailed');
  });

  it('should answer 403 without shoppingcart on every quick order and reorder call', async () => {
    const { database } = subject();
    // Reading orders is not enough to reorder: the cart's permission is what is missing.
    await database.db.insert(userPermissions).values({ userId: demoUsers.approver.id, permission: 'orders' });
    const approver = await subject().as(demoUsers.approver.username);
    problem(
      await approver('POST', 'v1.0/QuickOrder/resolve', { json: { text: 'GLC-TE,1' } }),
      403,
      'Forbidden',
    );
    problem(
      await approver('POST', 'v1.0/QuickOrder/addItems', {
        json: { items: [{ line: 1, productId: demoOrders['radiology-refresh'].id, quantity: 1 }] },
      }),
      403,
      'Forbidden',
    );
    problem(
      await approver('POST', 'v1.0/Order/reorder', { json: { id: demoOrders['radiology-refresh'].id } }),
      403,
      'Forbidden',
    );
    const file = await upload(subject(), demoUsers.approver.username, new Blob(['GLC-TE,1']), 'parts.csv');
    expect(file.status).toBe(403);
  });

  it('should resolve an uploaded CSV and XLSX file like a paste', async () => {
    const csv = await upload(
      subject(),
      demoUsers.buyer.username,
      new Blob(['\uFEFF"Part";"Qty"\r\n"C9200-24P-E";"2"\r\nNOPE;1\r\n']),
      'order.csv',
    );
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
    const fromCsv = QuickOrderResolution.parse(csv.body);
    expect(fromCsv.lines.map((line) => [line.line, line.status, line.quantity])).toEqual([
      [2, 'ready', 2],
      [3, 'refused', null],
    ]);
    const bytes = await writeXlsx([
      {
        name: 'Parts',
        columns: [
          { header: 'Part number', value: (row: { part: string; qty: number }) => row.part },
          { header: 'Quantity', value: (row) => row.qty, format: 'integer' },
        ],
        rows: [
          { part: 'GLC-TE', qty: 4 },
          { part: 'SFP-10G-SR', qty: 1 },
        ],
      },
    ]);
    const xlsx = await upload(subject(), demoUsers.buyer.username, new Blob([bytes]), 'order.xlsx');
    expect(xlsx.status, JSON.stringify(xlsx.body)).toBe(200);
    const fromXlsx = QuickOrderResolution.parse(xlsx.body);
    expect(fromXlsx.lines.map((line) => [line.part, line.status, line.quantity])).toEqual([
      ['GLC-TE', 'ready', 4],
      ['SFP-10G-SR', 'ready', 1],
    ]);
  });

  it('should answer a malformed file with a 400 that says so, never a 500', async () => {
    const send = (content: BlobPart, name: string) =>
      upload(subject(), demoUsers.buyer.username, new Blob([content]), name);
    const broken = await send(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9, 0, 1, 2]), 'order.xlsx');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({
      code: 'QuickOrderFileUnreadable',
      message:
        'order.xlsx could not be read as a CSV or XLSX file. Please save it again as CSV or XLSX and upload it.',
    });
    expect((await send('not a zip', 'order.xlsx')).body).toMatchObject({ code: 'QuickOrderFileUnreadable' });
    expect((await send(new Uint8Array([0xff, 0xfe, 0, 0x41]), 'order.csv')).body).toMatchObject({
      code: 'QuickOrderFileUnreadable',
    });
    expect((await send('"GLC-TE,1\n', 'order.csv')).body).toMatchObject({ code: 'QuickOrderFileUnreadable' });
    const pdf = await send('%PDF-1.7', 'order.pdf');
    expect(pdf).toMatchObject({ status: 400, body: { code: 'QuickOrderFileType' } });
    const huge = await send('GLC-TE,1\n'.repeat(110_000), 'order.csv');
    expect(huge).toMatchObject({ status: 413, body: { code: 'QuickOrderFileTooLarge' } });
    const empty = await send('', 'order.csv');
    expect(empty).toMatchObject({ status: 400, body: { code: 'QuickOrderFileRequired' } });
    const me = await buyer();
    problem(
      await me('POST', 'v1.0/QuickOrder/resolveFile', { json: { text: 'x' } }),
      415,
      'UnsupportedMediaType',
    );
  });

  it('should add the ready lines to the cart in one call, merging a repeated part, and refuse what the cart cannot take', async () => {
    const me = await buyer();
    await emptyCart(me);
    const resolution = await resolve(me, 'C9200-24P-E,2\nGLC-TE,1\nNOPE,1\nGLC-TE,3');
    const items = resolution.lines
      .filter((line) => line.status === 'ready')
      .map((line) => ({
        line: line.line,
        productId: line.product?.id as string,
        quantity: line.quantity as number,
      }));
    const result = ok(await me('POST', 'v1.0/QuickOrder/addItems', { json: { items } }), CartAdditionResult);
    expect(result.added.map((line) => [line.line, line.manufacturerPart, line.quantity])).toEqual([
      [1, 'C9200-24P-E', 2],
      [2, 'GLC-TE', 1],
      [4, 'GLC-TE', 3],
    ]);
    expect(result.refused).toEqual([]);
    expect(result.cartCount).toBe(2);
    const lines = (await cart(me)).items.map((item) => [item.manufacturerPart, item.quantity]);
    expect(lines).toEqual([
      ['C9200-24P-E', 2],
      ['GLC-TE', 4],
    ]);

    // A withdrawn product and a line past the cart's quantity limit are refused; the rest still go in.
    const { database } = subject();
    const [withdrawn] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.manufacturerPart, 'WS-C3850-24P-L'));
    const glc = items[1]?.productId as string;
    const second = ok(
      await me('POST', 'v1.0/QuickOrder/addItems', {
        json: {
          items: [
            { line: 1, productId: withdrawn?.id, quantity: 1 },
            { line: 2, productId: glc, quantity: 99_999 },
            { line: 3, productId: items[0]?.productId, quantity: 1 },
          ],
        },
      }),
      CartAdditionResult,
    );
    expect(second.added.map((line) => line.line)).toEqual([3]);
    expect(second.refused).toEqual([
      {
        line: 1,
        manufacturerPart: 'WS-C3850-24P-L',
        code: 'ProductNotAvailable',
        reason: 'This product is no longer available in the catalogue.',
      },
      {
        line: 2,
        manufacturerPart: 'GLC-TE',
        code: 'QuantityTooLarge',
        reason: 'A cart line cannot hold more than 99,999 units.',
      },
    ]);
    expect((await cart(me)).items.map((item) => item.quantity)).toEqual([3, 4]);
    // Bad quantities and too many lines are refused as a whole, before anything is added.
    problem(
      await me('POST', 'v1.0/QuickOrder/addItems', {
        json: { items: [{ line: 1, productId: glc, quantity: 0 }] },
      }),
      400,
      'ValidationFailed',
    );
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, index) => ({
      line: index + 1,
      productId: glc,
      quantity: 1,
    }));
    problem(
      await me('POST', 'v1.0/QuickOrder/addItems', { json: { items: tooMany } }),
      400,
      'ValidationFailed',
    );
    expect((await cart(me)).items.map((item) => item.quantity)).toEqual([3, 4]);
  });

  it('should add an order’s lines again, all or the chosen ones, and say which product is no longer available', async () => {
    const me = await buyer();
    const { id } = demoOrders['radiology-refresh'];
    const order = await me('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id } });
    const orderLines = (
      order.body as { items: { lineNumber: number; manufacturerPart: string; quantity: number }[] }
    ).items;
    await emptyCart(me);
    const all = ok(await me('POST', 'v1.0/Order/reorder', { json: { id } }), CartAdditionResult);
    expect(all.added.map((line) => [line.line, line.manufacturerPart, line.quantity])).toEqual(
      [...orderLines]
        .sort((a, b) => a.lineNumber - b.lineNumber)
        .map((line) => [line.lineNumber, line.manufacturerPart, line.quantity]),
    );
    expect(all.refused).toEqual([]);

    await emptyCart(me);
    const { database } = subject();
    const second = [...orderLines].sort((a, b) => a.lineNumber - b.lineNumber)[1];
    if (!second) throw new Error('the order has one line');
    await database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.manufacturerPart, second.manufacturerPart));
    try {
      const chosen = ok(
        await me('POST', 'v1.0/Order/reorder', { json: { id, lineNumbers: [1, second.lineNumber] } }),
        CartAdditionResult,
      );
      expect(chosen.added.map((line) => line.line)).toEqual([1]);
      expect(chosen.refused).toEqual([
        {
          line: second.lineNumber,
          manufacturerPart: second.manufacturerPart,
          code: 'ProductNotAvailable',
          reason: 'This product is no longer available in the catalogue.',
        },
      ]);
      expect(chosen.cartCount).toBe(1);
    } finally {
      await database.db
        .update(products)
        .set({ available: true })
        .where(eq(products.manufacturerPart, second.manufacturerPart));
    }
    problem(
      await me('POST', 'v1.0/Order/reorder', { json: { id, lineNumbers: [1, 999] } }),
      422,
      'OrderLinesNotFound',
    );
  });

  it('should answer 404 for another company’s order and leave the cart as it was', async () => {
    const me = await buyer();
    await emptyCart(me);
    problem(
      await me('POST', 'v1.0/Order/reorder', { json: { id: demoOrders['store-12-open'].id } }),
      404,
      'OrderNotFound',
    );
    expect((await cart(me)).items).toEqual([]);
  });
}

describeOnBothEngines('quick order and reorder', scenario);
