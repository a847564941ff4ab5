import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TestProcurementSystem } from '../apps/server/src/features/punch-in/procurement-system';
import {
  child,
  childrenNamed,
  parseXml,
  textAt,
  type XmlElement,
} from '../apps/server/src/features/punch-in/xml';
import { callApi, expectNoAxeViolations, hashRoute, signInByApi } from './support';

// Issue 16, punch-out as a procurement system meets it. A procurement system of our own, in this worker, on http
// (an intranet one) and on https (a self-signed certificate made at the start; only the https journeys' browser
// context ignores certificate errors): it punches the Northwind buyer in with a cXML setup request and receives
// what the portal's return page posts to its BrowserFormPost URL.
//
// These journeys change buyer@northwind.example's ordinary cart, as shop.spec.ts does: the config runs this file
// after the first phase.
test.describe.configure({ mode: 'serial' });

const SYSTEM = 'Northwind Procurement';

/** The procurement system's browser side: BrowserFormPost pages and what they received. */
class ProcurementSandbox {
  readonly received: URLSearchParams[] = [];
  /** While true, /elsewhere sends the browser on to another origin (one no return page allows). */
  redirectElsewhere = true;
  origin = '';

  private constructor(
    private readonly server: Server,
    readonly kind: 'http' | 'https',
  ) {}

  static async start(kind: 'http' | 'https'): Promise<ProcurementSandbox> {
    let sandbox: ProcurementSandbox | null = null;
    const handle = (request: IncomingMessage, response: ServerResponse) => sandbox?.handle(request, response);
    const server =
      kind === 'http' ? createHttpServer(handle) : createHttpsServer(selfSignedCertificate(), handle);
    sandbox = new ProcurementSandbox(server, kind);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sandbox.origin = `${kind}://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return sandbox;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', this.origin).pathname;
      if (request.method === 'POST' && path === '/elsewhere' && this.redirectElsewhere) {
        // Plain http under another host name: an origin no return page allows (an https one is allowed to all).
        response.writeHead(307, { Location: `http://localhost:${new URL(this.origin).port}/return` });
        response.end();
        return;
      }
      if (request.method === 'POST') {
        this.received.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(
          '<!doctype html><html lang="en"><title>Procurement</title><main><h1>Received by the procurement system</h1></main></html>',
        );
        return;
      }
      response.writeHead(404);
      response.end();
    });
  }

  /** The PunchOutOrderMessage of the last form received. */
  lastOrderMessage(): XmlElement | undefined {
    const xml = this.received.at(-1)?.get('cXML-urlencoded') ?? '';
    return child(child(parseXml(xml, { maxBytes: 1024 * 1024 }), 'Message'), 'PunchOutOrderMessage');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'procurement-tls-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

interface CartAnswer {
  items: { id: string; manufacturerPart: string; quantity: number }[];
}
interface ProductPage {
  data: { id: string; manufacturerPart: string }[];
}

/** The catalogue product of a manufacturer part, as the signed-in user's search finds it. */
async function productId(page: Page, part: string): Promise<string> {
  const found = await callApi<ProductPage>(page, 'GET', 'v1.0/Product/search', {
    query: { manufacturerPart: part },
  });
  const product = found.data.find((entry) => entry.manufacturerPart === part);
  expect(product, part).toBeTruthy();
  return product?.id ?? '';
}

const cartLines = async (page: Page) =>
  (
    await callApi<CartAnswer>(page, 'GET', 'v1.0/ShoppingCart/getShoppingCart', {
      query: { isCheckout: 'false' },
    })
  ).items.map((item) => [item.id, item.manufacturerPart, item.quantity] as const);

/** The demo procurement system's setup request, then the start page: the buyer lands on the cart. */
async function punchIn(
  page: Page,
  baseURL: string | undefined,
  sandbox: ProcurementSandbox,
  options: Parameters<TestProcurementSystem['punchIn']>[0] & { returnPath?: string } = {},
): Promise<void> {
  const procurement = new TestProcurementSystem((path, init) => fetch(`${baseURL}${path}`, init), {
    from: { domain: 'NetworkID', identity: 'AN01000000001' },
    sender: { domain: 'NetworkID', identity: 'AN01000000001', sharedSecret: 'Demo-Punchout-Secret' },
    browserFormPostUrl: `${sandbox.origin}${options.returnPath ?? '/return'}`,
  });
  const setup = await procurement.punchIn(options);
  expect(setup.statusCode, setup.xml).toBe('200');
  await page.goto(setup.startPageUrl as string);
  await expect.poll(() => hashRoute(page)).toBe('/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}

const received = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Received by the procurement system' })).toBeVisible({
    timeout: 20_000,
  });

for (const kind of ['http', 'https'] as const) {
  test.describe(`a procurement system on ${kind}`, () => {
    test.use({ ignoreHTTPSErrors: kind === 'https' });
    let sandbox: ProcurementSandbox;
    test.beforeAll(async () => {
      sandbox = await ProcurementSandbox.start(kind);
    });
    test.afterAll(() => sandbox?.close());

    test('a new session starts from an empty cart of its own, returns only its lines, and leaves the portal cart as it was', async ({
      page,
      baseURL,
    }) => {
      // The buyer's ordinary portal cart holds lines, 4 optics among them.
      await signInByApi(page, 'buyer@northwind.example');
      const optic = await productId(page, 'GLC-TE');
      const monitor = await productId(page, 'U2724D');
      if (!(await cartLines(page)).some(([, part]) => part === 'GLC-TE')) {
        await callApi(page, 'POST', 'v1.0/Product/addItem', { body: { productId: optic, quantity: 4 } });
      }
      const before = await cartLines(page);
      expect(before.length).toBeGreaterThan(0);

      await punchIn(page, baseURL, sandbox, { buyerCookie: `issue-16-create-${kind}` });
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      // The buyer chooses 2 lines.
      await callApi(page, 'POST', 'v1.0/Product/addItem', { body: { productId: optic, quantity: 4 } });
      await callApi(page, 'POST', 'v1.0/Product/addItem', { body: { productId: monitor, quantity: 1 } });
      await page.reload();
      const lines = page.getByRole('table', { name: 'Cart lines' }).getByRole('rowheader');
      await expect(lines).toHaveText(['GLC-TE', 'U2724D']);
      const returnPage = page.waitForResponse((response) => response.url().includes('/punchout/return/'));
      await page.getByRole('button', { name: 'Return cart to your procurement system' }).click();
      await received(page);
      // The return page allows this procurement system's own origin, an http one too; the portal's pages keep
      // form-action 'self' https:.
      const formAction = (policy: string | undefined) =>
        (policy ?? '').split('; ').find((directive) => directive.startsWith('form-action'));
      expect(formAction((await returnPage).headers()['content-security-policy'])).toBe(
        kind === 'http' ? `form-action ${sandbox.origin} https:` : 'form-action https:',
      );
      expect(formAction((await page.request.get('/')).headers()['content-security-policy'])).toBe(
        "form-action 'self' https:",
      );

      // The procurement system received the 2 lines chosen, the optics at 4 (not 8), over http or https.
      const message = sandbox.lastOrderMessage();
      expect(textAt(message, 'BuyerCookie')).toBe(`issue-16-create-${kind}`);
      expect(
        childrenNamed(message, 'ItemIn').map((item) => [
          textAt(item, 'ItemDetail', 'ManufacturerPartID'),
          item.attributes.quantity,
        ]),
      ).toEqual([
        ['GLC-TE', '4'],
        ['U2724D', '1'],
      ]);

      // The portal cart is as the buyer left it.
      await signInByApi(page, 'buyer@northwind.example');
      expect(await cartLines(page)).toEqual(before);
    });

    test("an edit session starts from the procurement system's lines", async ({ page, baseURL }) => {
      await punchIn(page, baseURL, sandbox, {
        operation: 'edit',
        items: [
          { quantity: 3, supplierPartId: 'GLC-TE', manufacturerPartId: 'GLC-TE', manufacturerName: 'Cisco' },
        ],
      });
      const row = page
        .getByRole('table', { name: 'Cart lines' })
        .getByRole('row')
        .filter({
          has: page.getByRole('rowheader', { name: 'GLC-TE', exact: true }),
        });
      await expect(row.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
      await expect(page.getByRole('table', { name: 'Cart lines' }).getByRole('rowheader')).toHaveCount(1);
      await page.getByRole('button', { name: 'Return cart to your procurement system' }).click();
      await received(page);
      const items = childrenNamed(sandbox.lastOrderMessage(), 'ItemIn');
      expect(items.map((item) => item.attributes.quantity)).toEqual(['3']);
    });

    test('a punch-out user with an empty cart returns to the procurement system without items', async ({
      page,
      baseURL,
    }) => {
      await punchIn(page, baseURL, sandbox, { buyerCookie: `issue-16-nothing-${kind}` });
      // No logout for a punch-out user; the way out is offered on every page.
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await page.goto('/#/shop');
      await expect(page.getByRole('button', { name: `Return to ${SYSTEM} without items` })).toBeVisible();
      await page.goto('/#/shopping-cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      const leave = page.getByRole('button', { name: `Return to ${SYSTEM} without items` });
      await expect(leave).toHaveCount(1);
      await expectNoAxeViolations(page);
      await leave.click();
      await received(page);

      const message = sandbox.lastOrderMessage();
      expect(textAt(message, 'BuyerCookie')).toBe(`issue-16-nothing-${kind}`);
      expect(childrenNamed(message, 'ItemIn')).toEqual([]);
      expect(textAt(message, 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe('0.00');
    });

    test('a return the browser blocks says so and is sent again', async ({ page, baseURL }) => {
      sandbox.redirectElsewhere = true;
      await punchIn(page, baseURL, sandbox, {
        buyerCookie: `issue-16-retry-${kind}`,
        returnPath: '/elsewhere',
      });
      await callApi(page, 'POST', 'v1.0/Product/addItem', {
        body: { productId: await productId(page, 'U2724D'), quantity: 2 },
      });
      await page.reload();
      await page.getByRole('button', { name: 'Return cart to your procurement system' }).click();

      // The return page: its post went on to an origin nobody allowed, and the browser stopped it.
      await expect(
        page.getByRole('heading', { level: 1, name: `Returning your cart to ${SYSTEM}` }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        `This could not be sent to ${SYSTEM}: the browser blocked the address it was sent to. Please try again; if it fails again, contact your procurement system administrator.`,
      );
      const again = page.getByRole('button', { name: `Return to ${SYSTEM}` });
      await expect(again).toBeEnabled();
      await expectNoAxeViolations(page);

      sandbox.redirectElsewhere = false;
      await again.click();
      await received(page);
      const items = childrenNamed(sandbox.lastOrderMessage(), 'ItemIn');
      expect(
        items.map((item) => [textAt(item, 'ItemDetail', 'ManufacturerPartID'), item.attributes.quantity]),
      ).toEqual([['U2724D', '2']]);
    });
  });
}

test('a portal page whose login ended elsewhere goes to Login instead of a blank page', async ({
  page,
  baseURL,
}) => {
  const sandbox = await ProcurementSandbox.start('http');
  try {
    await punchIn(page, baseURL, sandbox);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What a transfer does to the browser's tokens, with the portal still on screen.
    await page.evaluate(() => {
      for (const key of ['token', 'tokenExpiration', 'isAuthenticated']) localStorage.removeItem(key);
      sessionStorage.removeItem('sessionId');
    });
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect.poll(() => hashRoute(page)).toMatch(/^\/login\?redirectUrl=/);
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await sandbox.close();
  }
});
