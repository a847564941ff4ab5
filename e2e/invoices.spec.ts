import { expect, test } from '@playwright/test';
import { seedInvoiceId } from '../apps/server/src/db/seed-invoices';
import { expectNoAxeViolations, hashRoute, signInByApi } from './support';

// Issue 17: the Northwind buyer follows the company's invoices and asks about one; a Contoso buyer cannot reach a
// Northwind invoice by its id. Neither changes what another journey reads (an inquiry only queues a mail).
const BUYER = 'buyer@northwind.example';
const CONTOSO = 'buyer@contoso.example';
/** Northwind's unpaid standard invoice of the seed, INV-700001. */
const NORTHWIND_INVOICE = seedInvoiceId('northwind', 1, 0);

test('the buyer lists the invoices, filters Unpaid, opens one and sends an inquiry about it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, BUYER);
  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Invoices' });
  await expect(table.getByRole('link', { name: 'INV-700001' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals of the invoices found' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Search invoices' });
  await form.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Unpaid', exact: true }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  // The seed's four unpaid Northwind invoices, one of each kind, and nothing else.
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByText('Paid', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Partially Paid')).toHaveCount(0);

  await table.getByRole('link', { name: 'INV-700001' }).click();
  await expect.poll(() => hashRoute(page)).toBe(`/invoice?id=${NORTHWIND_INVOICE}&invoiceType=1`);
  await expect(page.getByRole('heading', { level: 1, name: /Invoice INV-700001/ })).toContainText('Unpaid');
  await expect(page.getByText('Invoice discrepancies must be reported within 5 days.')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Line details' })).toBeVisible();
  await expectNoAxeViolations(page);

  const message = page.getByRole('textbox', { name: 'Message' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(message).toHaveAccessibleDescription('Message cannot be blank.');
  await message.fill('Line 1 shows two units; we received one.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message was sent to your account manager.')).toBeVisible();
});

test('a Contoso buyer gets 404 for a Northwind invoice, by the API and on the page', async ({ page }) => {
  await signInByApi(page, CONTOSO);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const answer = await page.request.get(`/api/V1.0/Invoice/get?id=${NORTHWIND_INVOICE}`, {
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toMatchObject({ code: 'InvoiceNotFound', message: 'Result not found' });

  await page.goto(`/#/invoice?id=${NORTHWIND_INVOICE}&invoiceType=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Details' })).toBeVisible();
  await expect(page.getByText('Result not found')).toBeVisible();
});
