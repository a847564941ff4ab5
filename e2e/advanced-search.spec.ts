import { expect, test } from '@playwright/test';
import { demoOrders } from '../apps/server/src/db/seed-orders';
import { expectNoAxeViolations, hashRoute, signInByApi } from './support';

// Advanced search (issue 17): an order is found by the header search and opened from the results; a document
// type the user may not see is not offered, and the server refuses it with 403 when asked directly. They only
// read seeded documents.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const BUYER = 'buyer@northwind.example';

test('an order is found by the header search and opened from the results', async ({ page }) => {
  await signInByApi(page, BUYER);
  const header = page.getByRole('banner').getByRole('search', { name: 'Search' });
  await header.getByRole('button', { name: /Document type/ }).click();
  await page.getByRole('option', { name: 'Orders', exact: true }).click();
  await header.getByRole('searchbox', { name: 'Keyword' }).fill('radiology');
  await header.getByRole('searchbox', { name: 'Keyword' }).press('Enter');

  await expect.poll(() => hashRoute(page)).toBe('/advanced-search?documenttype=orders&keyword=radiology');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  const order = demoOrders['radiology-refresh'];
  const results = page.getByRole('grid', { name: 'Results' });
  const row = results.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Radiology network refresh');
  await expect(row).toContainText(order.po);
  // Another user's and another company's orders are not in it.
  await expect(results).not.toContainText(demoOrders['store-12-open'].number);
  const form = page.getByRole('form', { name: 'Search documents' });
  await expect(form.getByRole('button', { name: /Document type/ })).toHaveText(/Orders/);
  await expect(form.getByRole('searchbox', { name: /Keyword/ })).toHaveValue('radiology');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: order.number }).click();
  await expect.poll(() => hashRoute(page)).toBe(`/order?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
});

test('a type the user may not see is not offered, and the server refuses it with 403', async ({ page }) => {
  await signInByApi(page, BUYER);
  await page.goto('/#/advanced-search?documenttype=requisitions&keyword=R');
  const form = page.getByRole('form', { name: 'Search documents' });
  // The buyer holds no requisition permission: the search starts on the first type they may see.
  await expect(form.getByRole('button', { name: /Document type/ })).not.toHaveText(/Requisitions/);
  await form.getByRole('button', { name: /Document type/ }).click();
  // The list is read once it is open (read at once, it could be read before it was drawn: no option at all).
  await expect(page.getByRole('option', { name: 'Orders', exact: true })).toBeVisible();
  const offered = await page.getByRole('option').allTextContents();
  expect(offered).toContain('Orders');
  expect(offered).not.toContain('Requisitions');
  await page.keyboard.press('Escape');

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const refused = await page.request.get('/api/v1.0/document/Search?documentType=4&keyword=R', {
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'SearchTypeNotAllowed' });
});
