import { expect, type Page, test } from '@playwright/test';
import { seedProductId } from '../apps/server/src/db/seed-catalogue';
import { demoOrders, demoSerials } from '../apps/server/src/db/seed-orders';
import {
  callApi,
  choose,
  expectNoAxeViolations,
  expectNoOrphanAnnouncements,
  hashRoute,
  mainMenu,
  signInByApi,
  tabTo,
  tick,
} from './support';

// The order journeys of issue 17: a buyer checks out and follows the new order from the confirmation page; an
// order is found by a serial number of its lines; a Contoso user cannot open a Northwind order by its id. They run
// in the first phase (the default `journeys` project): the checkout is the second Northwind buyer's, whose cart
// no other journey of that phase touches (keyboard-journeys.spec.ts empties it again in the last phase); the
// others only read seeded orders.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const BUYER2 = 'buyer2@northwind.example';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** Signs in and waits for the landing page. */
async function signIn(page: Page, username: string) {
  await signInByApi(page, username);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
}

/** From a filled cart through the checkout on its defaults (net terms, first ship-to) to the confirmation. */
async function checkOut(page: Page, title: string, po: string) {
  await page.goto('/#/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(stepHeading(page, 'Order details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Order name' }).fill(title);
  await page.getByRole('textbox', { name: 'PO number' }).fill(po);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Billing and payment')).toBeFocused();
  for (const next of ['Shipping', 'End user information', 'Review your order']) {
    await continueButton(page).click();
    await expect(stepHeading(page, next)).toBeFocused();
  }
  await expect(page.getByLabel('Order lines', { exact: true }).first()).toBeVisible();
  await tick(page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/workflow-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
}

test('the buyer checks out and opens the new order from the confirmation page', async ({ page }) => {
  await signIn(page, BUYER2);
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
  for (const [part, quantity] of [
    ['C9200-24P-E', 2],
    ['GLC-TE', 4],
  ] as const) {
    await callApi(page, 'POST', 'v1.0/Product/addItem', {
      body: { productId: seedProductId(part), quantity },
    });
  }
  const po = `E2E-ORD-${run}`;
  await checkOut(page, 'Order to follow', po);
  const confirmed = page.getByText(/Your order number is SO-\d+\./);
  await expect(confirmed).toBeVisible();
  const orderNumber = /SO-\d+/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';

  await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/order\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber} Open` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(po);
  await expect(summary).toContainText('Order to follow');
  await expect(summary).toContainText('Sam Shopper');
  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines).toContainText('C9200-24P-E');
  await expect(lines).toContainText('GLC-TE');

  // The first line is New, and its status history begins there.
  const line = page.getByRole('article', { name: /^Line 1: / });
  await expect(line).toContainText('New');
  await line.getByRole('button', { name: 'Status history of line 1' }).click();
  const timeline = line.getByRole('list', { name: 'Status history of line 1' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText('New');
  await expectNoOrphanAnnouncements(page);
  await expectNoAxeViolations(page);

  // The list has it at once, newest first.
  await mainMenu(page).getByRole('link', { name: 'Orders' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  const table = page.getByRole('grid', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toContainText(orderNumber);
  await expect(table.getByRole('row').nth(1)).toContainText(po);
});

test('an order is found by a serial number of one of its lines', async ({ page }) => {
  await signIn(page, 'buyer@northwind.example');
  await mainMenu(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Search orders' });
  await form.getByRole('textbox', { name: 'Serial #' }).fill(demoSerials.northwind.serial);
  await form.getByRole('button', { name: 'Search' }).click();
  const order = demoOrders[demoSerials.northwind.order];
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(demoSerials.northwind.serial);
  await row.getByRole('link', { name: order.number }).click();

  await expect.poll(() => hashRoute(page)).toBe(`/order?id=${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${order.number}`) }),
  ).toBeVisible();
  // The trail ends with the order's number, not the route's "Order Details".
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText(`Order ${order.number}`);
  const line = page.getByRole('article', { name: 'Line 1: C9300-48P-A' });
  await expect(line).toContainText(demoSerials.northwind.serial);
  await line.getByRole('button', { name: 'Status history of line 1' }).click();
  await expect(line.getByRole('list', { name: 'Status history of line 1' }).getByRole('listitem')).toHaveText(
    [/New/, /Booked/, /Scheduled/, /Shipped/],
  );
  await expectNoAxeViolations(page);
});

test('a buyer finds an order by serial and reads a line’s history with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'buyer@contoso.example');
  await page.goto('/#/orders');
  const form = page.getByRole('form', { name: 'Search orders' });
  const serial = form.getByRole('textbox', { name: 'Serial #' });
  await tabTo(page, serial);
  await page.keyboard.type(demoSerials.contoso.serial);
  await page.keyboard.press('Enter');
  const order = demoOrders[demoSerials.contoso.order];
  const table = page.getByRole('grid', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(demoSerials.contoso.serial);
  // The list is a grid: one Tab stop, the arrow keys move into a row's cells and to the order's link.
  await tabTo(page, table.getByRole('row').nth(1));
  const link = table.getByRole('link', { name: order.number, exact: true });
  await page.keyboard.press('ArrowRight');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe(`/order?id=${order.id}`);

  const line = page.getByRole('article', { name: 'Line 1: C1000-24T-4G-L' });
  await expect(line).toContainText(demoSerials.contoso.serial);
  const toggle = line.getByRole('button', { name: 'Status history of line 1' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(line.getByRole('list', { name: 'Status history of line 1' }).getByRole('listitem')).toHaveText(
    [/New/, /Booked/, /Shipped/],
  );
});

test('a Contoso user cannot open a Northwind order by its id', async ({ page }) => {
  await signIn(page, 'buyer@contoso.example');
  const northwind = demoOrders['radiology-refresh'];
  await page.goto(`/#/order?id=${northwind.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Result not found')).toBeVisible();
  await expect(page.getByText(northwind.number)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nor does its list or the serial search show it.
  await page.goto('/#/orders');
  const form = page.getByRole('form', { name: 'Search orders' });
  await form.getByRole('textbox', { name: 'Serial #' }).fill(demoSerials.northwind.serial);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await expect(page.getByText(northwind.number)).toHaveCount(0);
});

test('the orders list keeps its search in the address: an order and Back, then a reload, show the same search', async ({
  page,
}) => {
  await signIn(page, 'buyer@northwind.example');
  await mainMenu(page).getByRole('link', { name: 'Orders' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  const table = page.getByRole('grid', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const form = page.getByRole('form', { name: 'Search orders' });
  await choose(form, 'Status', 'Open');
  // The list keeps the last answer's rows, busy, until the search's own answer: listened for before the click,
  // and the rows read once it is drawn (read before, the unfiltered page's rows could pass the checks below and
  // be kept as the search's).
  const searched = page.waitForResponse(
    (response) =>
      /\/Order\/SearchPage\?/i.test(response.url()) &&
      new URL(response.url()).searchParams.get('status') === '-102',
  );
  await form.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders?status=-102');
  // Writing the search into the address is not a navigation: the focus stays on Search.
  await expect(form.getByRole('button', { name: 'Search' })).toBeFocused();
  expect((await searched).ok()).toBe(true);
  await expect(table.locator('xpath=ancestor::*[@aria-busy][1]')).toHaveAttribute('aria-busy', 'false');
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Open');
  await expect(table.getByText(/^(Closed|Cancelled)$/)).toHaveCount(0);
  const found = await rows.allTextContents();

  const first = demoOrders['radiology-refresh'];
  await table.getByRole('link', { name: first.number, exact: true }).click();
  await expect.poll(() => hashRoute(page)).toBe(`/order?id=${first.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Order ${first.number}`) }),
  ).toBeVisible();

  await page.goBack();
  await expect.poll(() => hashRoute(page)).toBe('/orders?status=-102');
  await expect(form.getByRole('button', { name: /Status/ })).toContainText('Open');
  await expect(rows).toHaveText(found);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(form.getByRole('button', { name: /Status/ })).toContainText('Open');
  await expect(rows).toHaveText(found);
  await expectNoAxeViolations(page);

  // The search replaced the list's entry: Back leaves the list for the page before it.
  await page.goBack();
  await expect.poll(() => hashRoute(page)).not.toMatch(/^\/orders/);
});
