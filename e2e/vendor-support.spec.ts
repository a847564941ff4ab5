import { expect, test } from '@playwright/test';
import { choose, expectNoAxeViolations, signInByApi } from './support';

// Issue 20: the vendor support user (contracts@northwind, the Contracts area) connects to the manufacturer through
// the sandbox OAuth popup, searches bugs by keyword and opens one, then searches closed support cases over 120
// days (refused: maximum date range 90 days) and over 60 days (answered), and opens one of its RMAs.
test('the vendor support user connects through the popup, finds a bug, and searches closed cases within 90 days', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'contracts@northwind.example');
  await page.goto('/#/bugs');
  await expect(page.getByRole('heading', { level: 1, name: 'Bugs' })).toBeVisible();
  const connect = page.getByRole('button', { name: 'Connect to the manufacturer' });
  await expect(connect).toBeVisible();
  await expectNoAxeViolations(page);

  const popupOpened = context.waitForEvent('page');
  await connect.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Sandbox manufacturer sign-in' })).toBeVisible();
  await popup.getByRole('button', { name: /Allow as Northwind Traders network team/ }).click();
  await popup.waitForEvent('close');

  const form = page.getByRole('form', { name: 'Search' });
  await expect(form).toBeVisible();
  await form.getByRole('searchbox', { name: 'Search for' }).fill('memory leak');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  const bugs = page.getByRole('grid', { name: 'Bugs found' });
  await expect(bugs.getByRole('row').nth(1)).toContainText(/Memory leak/i);
  await expectNoAxeViolations(page);
  const firstBug = bugs.getByRole('row').nth(1).getByRole('link');
  const bugId = (await firstBug.textContent())?.trim() ?? '';
  expect(bugId).toMatch(/^CSC/);
  await firstBug.click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${bugId}: Memory leak`) }),
  ).toBeVisible();
  await expect(page.getByText('Affected Releases')).toBeVisible();
  await expect(page.getByText(/^Symptom:/)).toBeVisible();

  // Support cases: the access is kept (no popup this time).
  await page.goto('/#/support-case-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Cases' })).toBeVisible();
  const cases = page.getByRole('form', { name: 'Search' });
  await choose(cases, 'Search by', 'Cisco CCO ID');
  await cases.getByRole('searchbox', { name: 'Search for' }).fill('northwind-netops');
  await choose(cases, 'Status', 'Closed');
  await choose(cases, 'Created', 'In the last 120 days');
  await cases.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cases.getByText('Closed cases: maximum date range 90 days.').first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Support cases found' })).toHaveCount(0);

  await choose(cases, 'Created', 'In the last 60 days');
  await cases.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('grid', { name: 'Support cases found' });
  await expect(found.getByRole('row').nth(1)).toContainText('Closed');
  await expectNoAxeViolations(page);
  await found.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case Number \d+/ })).toBeVisible();
  await expect(page.getByText('Casey Contracts')).toBeVisible();

  // RMAs: the returns of the CCO ID, one opened with its lines.
  await page.goto('/#/RMAs-search');
  await expect(page.getByRole('heading', { level: 1, name: 'RMAs' })).toBeVisible();
  const rmas = page.getByRole('form', { name: 'Search' });
  await choose(rmas, 'Search by', 'Cisco CCO ID');
  await rmas.getByRole('searchbox', { name: 'Search for' }).fill('northwind-netops');
  await rmas.getByRole('button', { name: 'Search', exact: true }).click();
  const returns = page.getByRole('grid', { name: 'RMAs found' });
  const firstRma = returns.getByRole('row').nth(1).getByRole('link');
  const rmaNumber = (await firstRma.textContent())?.trim() ?? '';
  expect(rmaNumber).toMatch(/^\d+$/);
  await firstRma.click();
  await expect(page.getByRole('heading', { level: 1, name: `RMA Number ${rmaNumber}` })).toBeVisible();
  await expect(page.getByText('2000 Market Street, Seattle, WA 98101', { exact: false })).toBeVisible();
  const lines = page.getByRole('grid', { name: 'Lines' });
  await expect(lines.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
});
