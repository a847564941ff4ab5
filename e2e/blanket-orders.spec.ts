import { type Browser, expect, type Page, test } from '@playwright/test';
import { seedProductId } from '../apps/server/src/db/seed-catalogue';
import { callApi, expectNoAxeViolations, hashRoute, signInByApi, tick } from './support';

// Blanket purchase orders (issue 17): a blanket PO's remaining amount falls after an order against it. The
// Northwind administrator (who holds every permission) reads BPO-NW-2026-02 (amount $5,000.00, threshold
// $4,000.00, no order yet); the second Northwind buyer (whose cart only the keyboard journeys fill, in the last
// phase) checks out against it an order that crosses its threshold; the administrator reads it again.
// No other journey orders against this blanket PO.

const ADMIN = 'admin@northwind.example';
const BUYER = 'buyer2@northwind.example';
const BLANKET = 'BPO-NW-2026-02';
const ACCEPT_TERMS = 'I accept the terms and conditions of sale';

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  return page;
}

/** The value a term of the page's description lists names. */
const fieldValue = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a blanket PO’s remaining amount falls after an order placed against it at checkout', async ({
  browser,
}) => {
  // The administrator finds the blanket PO among the active ones and opens it.
  const admin = await signedIn(browser, ADMIN);
  await admin.goto('/#/blanket-purchase-orders');
  await expect(admin.getByRole('heading', { level: 1, name: 'Blanket Purchase Orders' })).toBeVisible();
  const search = admin.getByRole('form', { name: 'Search blanket purchase orders' });
  await search.getByRole('button', { name: /Status/ }).click();
  await admin.getByRole('option', { name: 'Active', exact: true }).click();
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const list = admin.getByRole('grid', { name: 'Blanket Purchase Orders' });
  await expect(list.getByRole('link', { name: 'BPO-NW-2026-01' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'BPO-NW-2025-07' })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await list.getByRole('link', { name: BLANKET }).click();
  await expect.poll(() => hashRoute(admin)).toMatch(/^\/blanket-purchase-order\?id=[0-9a-f-]{36}$/);
  await expect(
    admin.getByRole('heading', { level: 1, name: new RegExp(`Blanket PO ${BLANKET}`) }),
  ).toBeVisible();
  await expect(fieldValue(admin, 'Amount')).toHaveText('$5,000.00');
  await expect(fieldValue(admin, 'Total to Date')).toHaveText('$0.00');
  await expect(fieldValue(admin, 'Remaining Amount')).toHaveText('$5,000.00');
  await expect(admin.getByText('No orders have been placed against this blanket PO yet.')).toBeVisible();
  await expectNoAxeViolations(admin);

  // The buyer orders $4,334.50 against it: the checkout says it crosses the threshold.
  const buyer = await signedIn(browser, BUYER);
  await callApi(buyer, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
  for (const [part, quantity] of [
    ['C9200-24P-E', 1],
    ['U2724D', 3],
  ] as const) {
    await callApi(buyer, 'POST', 'v1.0/Product/addItem', {
      body: { productId: seedProductId(part), quantity },
    });
  }
  await buyer.goto('/#/shopping-cart');
  await buyer.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(stepHeading(buyer, 'Order details')).toBeVisible();
  await buyer.getByRole('textbox', { name: 'Order name' }).fill('Against the small blanket PO');
  await buyer
    .getByRole('textbox', { name: 'PO number' })
    .fill(`E2E-BPO-${Date.now().toString(36).toUpperCase()}`);
  await buyer.getByRole('button', { name: /Blanket PO/ }).click();
  await buyer.getByRole('option', { name: `${BLANKET} ($5,000.00 remaining)` }).click();
  await expect(
    buyer.getByText(
      `This order ($4,334.50) takes the total to date of blanket PO ${BLANKET} to $4,334.50, past its threshold of $4,000.00.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(buyer);
  await continueButton(buyer).click();
  await expect(stepHeading(buyer, 'Billing and payment')).toBeFocused();
  await continueButton(buyer).click();
  await expect(stepHeading(buyer, 'Shipping')).toBeFocused();
  await continueButton(buyer).click();
  await expect(stepHeading(buyer, 'End user information')).toBeFocused();
  await continueButton(buyer).click();
  await expect(stepHeading(buyer, 'Review your order')).toBeFocused();
  await expect(buyer.getByLabel('Order lines', { exact: true }).first()).toBeVisible();
  await tick(buyer.getByRole('checkbox', { name: ACCEPT_TERMS }));
  await buyer.getByRole('button', { name: 'Place order' }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const placed = (await buyer.getByText(/Your order number is SO-\d+\./).textContent())?.match(/SO-\d+/)?.[0];
  expect(placed).toBeTruthy();

  // The administrator reads the blanket PO again: the order is there, and the remaining amount fell by it.
  await admin.reload();
  await expect(fieldValue(admin, 'Total to Date')).toHaveText('$4,334.50');
  await expect(fieldValue(admin, 'Remaining Amount')).toHaveText('$665.50');
  await expect(admin.getByText('The total to date has reached the threshold of $4,000.00.')).toBeVisible();
  const open = admin.getByRole('grid', { name: 'Open (1)' });
  await expect(open.getByRole('link', { name: placed ?? '' })).toBeVisible();
  await expect(admin.getByText('Open total: $4,334.50')).toBeVisible();
  await expectNoAxeViolations(admin);

  // The order names the blanket PO and leads back to it.
  await open.getByRole('link', { name: placed ?? '' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(`Order ${placed}`) })).toBeVisible();
  await fieldValue(admin, 'Blanket PO #').getByRole('link', { name: BLANKET }).click();
  await expect(fieldValue(admin, 'Remaining Amount')).toHaveText('$665.50');
});
