import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute, signInByApi } from './support';

// The Northwind buyer asks for pricing on one product of the shop (not their cart, which other journeys use);
// the reseller's sales desk — the sandbox, called as the reseller would — moves the request along its flow.
const BUYER = 'buyer@northwind.example';
// Set by playwright.config.ts for the server and every worker.
const SALES_DESK_KEY = process.env.SALES_DESK_KEY ?? '';

async function salesDesk(page: Page, number: string, step: 'start' | 'quote' | 'purchased') {
  const response = await page.request.post(`/sandbox/sales-desk/pricing-requests/${number}/${step}`, {
    headers: { 'x-sales-desk-key': SALES_DESK_KEY, 'Content-Type': 'application/json' },
    data: {},
  });
  expect(response.ok(), `${step}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { status: number; quoteNumber: string | null };
}

async function firstProductId(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const response = await page.request.get('/api/v1.0/Product/search?size=5', {
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
}

/** The progress line's current step. */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Request progress' }).locator('[aria-current="step"]');

test('a pricing request moves Submitted → In Process → Quoted → Purchased', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByApi(page, BUYER);

  // Submit from the shop's "request a quote" page.
  const title = `Rack refresh ${Date.now()}`;
  await page.goto(`/#/send-Pricing-Request?productId=${await firstProductId(page)}&quantity=2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  const numberText = (await page.getByText(/^Request number: PR-\d+$/).textContent()) ?? '';
  const number = numberText.replace('Request number: ', '').trim();

  // The list shows it Submitted; it opens the request.
  await page.getByRole('link', { name: 'View your requests' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/pricing-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText(title);
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Submitted, current status/);
  await expect(page.getByRole('link', { name: /View quote/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The sales desk starts on it.
  expect((await salesDesk(page, number, 'start')).status).toBe(8);
  await page.reload();
  await expect(currentStep(page)).toHaveText(/In Process, current status/);
  await expect(page.getByRole('list', { name: 'Request progress' })).toContainText('Submitted, completed');

  // The sales desk quotes it: the buyer sees Quoted and the link to the quote.
  const quoted = await salesDesk(page, number, 'quote');
  expect(quoted.status).toBe(9);
  await page.reload();
  await expect(currentStep(page)).toHaveText(/Quoted, current status/);
  const quoteLink = page.getByRole('link', { name: `View quote ${quoted.quoteNumber}` });
  await expect(quoteLink).toBeVisible();
  await expect(quoteLink).toHaveAttribute('href', /#\/quote\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Now Quoted');
  await expectNoAxeViolations(page);

  // Purchased (the quote's checkout does this in the portal; here the sales desk reports it).
  expect((await salesDesk(page, number, 'purchased')).status).toBe(1);
  await page.reload();
  await expect(currentStep(page)).toHaveText(/Purchased, current status/);
  await expect(page.getByRole('list', { name: 'Request progress' }).getByText(/completed/)).toHaveCount(3);
});
