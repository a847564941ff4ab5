import { expect, type Page, test } from '@playwright/test';
import { demoOrders } from '../apps/server/src/db/seed-orders';
import { expectNoAxeViolations, signInByApi } from './support';

// Issue 17: the Northwind buyer subscribes to the shipments of an order; the reseller's order system — the order
// desk sandbox, started as the reseller would — moves it to Shipped as jobs; the buyer receives the mail (read
// from the sandbox outbox), opens the shipment and its tracking; a move later the order is invoiced and the
// invoice is on the order. The order ('from-requisition') is no other
// journey's.
const BUYER = 'buyer@northwind.example';
// Set by playwright.config.ts for the server and every worker.
const ORDER_DESK_KEY = process.env.ORDER_DESK_KEY ?? '';
const MAIL_SANDBOX_KEY = process.env.MAIL_SANDBOX_KEY ?? '';
const order = demoOrders['from-requisition'];

interface Mail {
  subject: string;
  text: string;
  kind: string;
}

async function shipmentMails(page: Page): Promise<Mail[]> {
  const response = await page.request.get(`/sandbox/outbox?to=${encodeURIComponent(BUYER)}`, {
    headers: { 'x-sandbox-key': MAIL_SANDBOX_KEY },
  });
  expect(response.ok(), `outbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as Mail[]).filter(
    (mail) => mail.kind === 'shipment.created' && mail.subject.includes(order.number),
  );
}

test('the buyer subscribes to an order’s shipments, receives the mail and opens the shipment’s tracking', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page, BUYER);
  await page.goto(`/#/order?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
  const section = page.getByRole('region', { name: 'Shipments' });
  await expect(section.getByText('No shipments yet.')).toBeVisible();
  const subscribe = section.getByRole('switch', { name: 'Subscribe to shipment notifications' });
  await expect(subscribe).not.toBeChecked();
  await subscribe.focus();
  await page.keyboard.press('Space');
  await expect(subscribe).toBeChecked();
  await expect(section.getByText('You will receive an email when this order ships.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The reseller's order system ships the order: Booked → Scheduled → Shipped, a move a second.
  const started = await page.request.post(`/sandbox/order-desk/orders/${order.number}/fulfil`, {
    headers: { 'x-order-desk-key': ORDER_DESK_KEY },
  });
  expect(started.status(), await started.text()).toBe(202);
  await expect.poll(async () => (await shipmentMails(page)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await shipmentMails(page);
  const link = /\/#\/shipment\?number=[^&\s]+&id=[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeTruthy();
  const shipmentNumber = /number=([^&]+)/.exec(link ?? '')?.[1] ?? '';

  // The mail's link opens the shipment: its order, the tracking list with the carrier's link, the container.
  await page.goto(link ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${shipmentNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  const tracking = page.getByRole('list', { name: 'Tracking' });
  const trackingLink = tracking.getByRole('link', { name: /^Track 1Z[0-9A-F]{16} with UPS$/ });
  await expect(trackingLink).toHaveAttribute(
    'href',
    /^https:\/\/www\.ups\.com\/track\?tracknum=1Z[0-9A-F]{16}$/,
  );
  const container = page.getByRole('grid', { name: 'Container 1' });
  // Item 1 (the row's header) is line 1's two switches.
  await expect(container.getByRole('row', { name: '1', exact: true })).toContainText('C9200-24P-E');
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(`shipment-${shipmentNumber}.xlsx`);

  // Back on the order, the shipment is listed with its lines and links to the same page.
  await page.getByRole('link', { name: order.number }).click();
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments.getByRole('link', { name: shipmentNumber })).toBeVisible();
  // The line's details link the same shipment: the shipment is reached from the line too.
  await expect(page.getByRole('link', { name: shipmentNumber })).toHaveCount(2);
  await expect(shipments.getByRole('switch', { name: 'Subscribe to shipment notifications' })).toBeChecked();

  // A move later the order system invoices the shipped lines (the invoices feature's hook): the invoice appears
  // on the order, Unpaid, and opens on the standard invoice's page.
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const invoiceLink = invoices.getByRole('link', { name: /^INV-71\d{4}$/ });
  // Each try waits for the section to have loaded (its empty words or the invoice), however slow the machine:
  // a fixed short wait after a reload never passed when the page took longer than it to render (CI under load).
  await expect(async () => {
    await page.reload();
    await expect(invoiceLink.or(invoices.getByText('No invoices for this order yet.'))).toBeVisible({
      timeout: 20_000,
    });
    await expect(invoiceLink).toBeVisible({ timeout: 0 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(
    page.getByRole('region', { name: 'Invoices' }).getByRole('row', { name: /^INV-71\d{4}$/ }),
  ).toContainText('Unpaid');
  const invoiceNumber = (await invoiceLink.textContent()) ?? '';
  await invoiceLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
