import { Quote } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import type { Services } from '../../http/context';
import { pdfPages } from '../../test-support/pdf';
import { createTestApp, type TestApp } from '../../testing';
import { catalogueCache } from '../catalogue/cache';
import { SALES_DESK_KEY_HEADER, salesDeskSandboxRoutes } from '../pricing-requests/sandbox-routes';

// Latin-1, Windows-1252 only (™ €), a dash, Chinese and Japanese: each once printed as '?' by the old writer.
const DESCRIPTION = 'Contoso™ Café €1 — 东京 データ';
const TITLE = 'Überprüfung für 北京 オフィス';
const BUYER = 'buyer@northwind.example';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  salesDeskSandboxRoutes(t.app, { db: t.database.db, env: t.env } as unknown as Services);
  token = await t.signIn(BUYER);
}, 300_000);
afterAll(async () => t?.close());

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return t.app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      [SALES_DESK_KEY_HEADER]: t.env.SALES_DESK_KEY,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A quote of the product, made as the portal makes one: a pricing request the sales desk quotes. */
async function quoteOf(part: string, title: string): Promise<Quote> {
  const submitted = await call('POST', '/api/v1.0/ShoppingCart/submitPricingRequest', {
    source: 'product',
    productId: seedProductId(part),
    quantity: 2,
    title,
  });
  expect(submitted.status).toBe(200);
  const { number } = (await submitted.json()) as { number: string };
  expect((await call('POST', `/sandbox/sales-desk/pricing-requests/${number}/start`, {})).status).toBe(200);
  const quoted = await call('POST', `/sandbox/sales-desk/pricing-requests/${number}/quote`, {});
  expect(quoted.status).toBe(201);
  const { quoteID } = (await quoted.json()) as { quoteID: string };
  const detail = await call('GET', `/api/V1.0/quote/get?id=${quoteID}`);
  expect(detail.status).toBe(200);
  return Quote.parse(await detail.json());
}

describe('quote PDF text', () => {
  it('prints a product description and a title with ™, é, €, Chinese and Japanese as written', async () => {
    await t.database.db
      .update(products)
      .set({ description: DESCRIPTION })
      .where(eq(products.id, seedProductId('C9300-48P-A')));
    catalogueCache(t.database.db).clear();
    const quote = await quoteOf('C9300-48P-A', TITLE);
    expect(quote.items[0]?.description).toBe(DESCRIPTION);

    const answer = await call('GET', `/api/v1.0/quote/download?id=${quote.id}&format=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(await answer.arrayBuffer()));
    expect(pages).toHaveLength(1);
    const lines = pages[0] as string[];
    expect(lines[0]).toBe(`Quote ${quote.quoteNumber}`);
    expect(lines[1]).toBe(TITLE);
    // The line of the table: line number, part, description, quantity, unit and extended price as cells.
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const item = quote.items[0] as Quote['items'][number];
    expect(lines).toContain(
      [
        '1',
        'C9300-48P-A',
        DESCRIPTION,
        '2',
        money.format(Number(item.unitPrice)),
        money.format(Number(item.extendedPrice)),
      ].join('\t'),
    );
    expect(lines).toContain(
      `${formatMessage('Quote.GrandTotal')}\t${money.format(Number(quote.grandTotal))}`,
    );
    expect(lines.join('\n')).not.toContain('?');
  });
});
