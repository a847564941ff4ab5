import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute, signInByApi } from './support';

// Each journey reads pages on its own page and changes nothing stored: they run side by side.
test.describe.configure({ mode: 'parallel' });

test('the signed-out pages have no axe violations', async ({ page }) => {
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Customer Portal' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const tab of [
    'About the site',
    'FAQs',
    'Sales team contacts',
    'Policies and forms',
    'Video tutorials',
  ]) {
    await page.goto('/#/help');
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }

  await page.goto('/#/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/#/error?code=NoPunchOutProfile');
  await expect(page.getByText('Your punchout profile has not been created.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'click here' })).toHaveAttribute('href', '#/account');
  await expectNoAxeViolations(page);
});

test('choosing a Help tab puts it in the address, so the link can be shared', async ({ page }) => {
  await page.goto('/#/help');
  await page.getByRole('tab', { name: 'Sales team contacts' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/help?tab=contacts');
});

test('the style guide opens only when the local flag is "true"', async ({ page }) => {
  await page.goto('/#/style-guide');
  await expect.poll(() => hashRoute(page)).toBe('/');

  await page.evaluate(() => localStorage.setItem('displayStyleGuidePage', 'true'));
  await page.goto('/#/style-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the header search goes to advanced search with the document type and keyword', async ({ page }) => {
  await signInByApi(page, 'buyer@northwind.example');
  const search = page.getByRole('search');
  await search.getByRole('button', { name: /Document type/ }).click();
  await page.getByRole('option', { name: 'Quotes' }).click();
  await search.getByRole('searchbox', { name: 'Keyword' }).fill('switch 48 port');
  await search.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
  await expect
    .poll(() => hashRoute(page))
    .toBe('/advanced-search?documenttype=quotes&keyword=switch+48+port');
  await expectNoAxeViolations(page);
});

test('account overview shows the tiles of the lists the user may open and has no axe violations', async ({
  page,
}) => {
  await signInByApi(page, 'admin@northwind.example');
  const main = page.getByRole('main');
  for (const tile of ['Recent orders', 'Quotes about to expire', 'Unpaid invoices']) {
    await expect(main.getByRole('region', { name: tile })).toBeVisible();
  }
  await expect(main.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  // Unpaid invoices oldest due first (MM/DD/YYYY after the balance): what is past due leads the starting page.
  const rows = main.getByRole('region', { name: 'Unpaid invoices' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const dues = (await rows.allInnerTexts()).map((text) => {
    const [month, day, year] = (text.match(/(\d\d)\/(\d\d)\/(\d{4})\s*$/) ?? []).slice(1);
    return `${year}-${month}-${day}`;
  });
  expect(dues.length).toBeGreaterThan(1);
  expect(dues.every((due) => /^\d{4}-\d\d-\d\d$/.test(due))).toBe(true);
  expect([...dues].sort()).toEqual(dues);
  await main.getByRole('link', { name: 'Unpaid invoices', exact: true }).click();
  await expect.poll(() => hashRoute(page)).toBe('/invoices');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Account Overview');
  await page.goBack();
  await expect(main.getByRole('region', { name: 'Recent orders' }).getByRole('link').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
});
