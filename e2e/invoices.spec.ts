import { expect, type Page, test } from '@playwright/test';
import { seedInvoiceId } from '../apps/server/src/db/seed-invoices';
import { enterCard, expectNoAxeViolations, hashRoute, signInByApi } from './support';

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
  await expect(page.getByRole('region', { name: 'Line details' })).toBeVisible();
  await expectNoAxeViolations(page);

  const message = page.getByRole('textbox', { name: 'Message', exact: true });
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

test('the buyer pays part of an invoice by card through the sandbox processor', async ({ page }) => {
  test.setTimeout(120_000);
  // Northwind's unpaid subscription invoice: the first journey has counted the unpaid ones already.
  const id = seedInvoiceId('northwind', 4, 0);
  await signInByApi(page, BUYER);
  await page.goto(`/#/subscription-invoice?id=${id}&invoiceType=4`);
  await expect(
    page.getByRole('heading', { level: 1, name: /Subscription Invoice INV-700010/ }),
  ).toContainText('Unpaid');
  const pay = page.getByRole('region', { name: 'Pay by card' });
  const amount = pay.getByRole('textbox', { name: 'Amount to pay' });
  // Its balance is $66.78: pay part of it.
  await amount.fill('20.00');
  await enterCard(pay, '4111 1111 1111 1111', 'Blake Buyer', 'Pay');

  await expect(pay.getByText('Thank you: $20.00 was paid with Visa 1111.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /INV-700010/ })).toContainText('Partially Paid');
  await expect(definition(page.getByRole('region', { name: 'Balance Due' }), 'Paid')).toHaveText('$20.00');
  await expectNoAxeViolations(page);
});

test('the buyer asks accounts payable to pay an invoice, who pays it signed out, and the invoice is Paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Northwind's unpaid service invoice, which no other journey pays.
  const id = seedInvoiceId('northwind', 2, 0);
  await signInByApi(page, BUYER);
  await page.goto(`/#/service-invoice?id=${id}&invoiceType=2`);
  const heading = page.getByRole('heading', { level: 1, name: /Service Invoice INV-7000\d\d/ });
  await expect(heading).toContainText('Unpaid');
  const ask = page.getByRole('region', { name: 'Or ask someone else to pay' });
  await ask.getByRole('textbox', { name: 'Recipient name' }).fill('Pat Payables');
  await ask.getByRole('textbox', { name: 'Recipient email' }).fill('ap@northwind.example');
  await ask.getByRole('button', { name: 'Request payment' }).click();
  const sent = ask.getByText(/^Payment requested from Pat Payables\. Share this link with them: /);
  await expect(sent).toBeVisible();
  const link = /(https?:\/\/\S+\/#\/payment-info-request\?id=[0-9a-f-]{36})/.exec(
    (await sent.textContent()) ?? '',
  )?.[1];
  expect(link).toBeTruthy();
  await expectNoAxeViolations(page);

  // Accounts payable, in a browser that never signed in, enters the card on the link's page.
  const payer = await browser.newContext({ storageState: undefined });
  try {
    const other = await payer.newPage();
    await other.goto(link as string);
    await expect(other.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
    await enterCard(other, '4111 1111 1111 1111', 'Pat Payables', 'Submit card');
    await expect(other.getByText('Thank you. The card ending in 1111 has been received.')).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await payer.close();
  }

  // The buyer's invoice is paid with that card.
  await page.reload();
  await expect(heading).toContainText('Paid');
  await expect(definition(page.getByRole('region', { name: 'Balance Due' }), 'Balance Due')).toHaveText(
    '$0.00',
  );
  await expect(page.getByRole('region', { name: 'Pay by card' })).toHaveCount(0);
});

/** The value a term of a description list names. */
const definition = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');
