import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByApi } from './support';

// The tryout's layout findings at 1280 px beside the side menu (buyer@northwind): each journey measures what a
// person saw, and keeps a picture of the page (test-results/page-layout) to look at. Nothing here changes data.

const BUYER = 'buyer@northwind.example';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, BUYER);
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
};

async function picture(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('Account Overview: Services is set apart from the tiles, a service tile’s text follows its title, the menu’s edge runs down', async ({
  page,
}) => {
  await page.goto('/#/account-overview');
  const services = page.getByRole('heading', { level: 2, name: 'Services', exact: true });
  await expect(services).toBeVisible({ timeout: 15_000 });
  const tiles = page.getByRole('main').getByRole('list').first();
  // Services sat right under the tiles (no space at all).
  expect((await box(services)).y - ((await box(tiles)).y + (await box(tiles)).height)).toBeGreaterThanOrEqual(
    16,
  );
  // The eProcurement tile, stretched to the advisory tile's height, spread that height between its lines.
  const title = page.getByRole('heading', { level: 3, name: 'Custom eProcurement services' });
  const text = page.getByText('Connect your procurement system by punch-out');
  const gap = (await box(text)).y - ((await box(title)).y + (await box(title)).height);
  expect(gap).toBeLessThanOrEqual(32);
  // The side menu's column, with its edge, goes down to the end of the page (the menu's border stopped a screen
  // down, at y≈887 of 1142).
  const column = page.getByRole('navigation', { name: 'Main menu' }).locator('xpath=../..');
  const main = page.getByRole('main');
  expect((await box(column)).y + (await box(column)).height).toBeGreaterThanOrEqual(
    (await box(main)).y + (await box(main)).height,
  );
  expect(await column.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(/inset/);
  await picture(page, 'account-overview');
});

test('Orders: the list fits beside the menu, one line a row, no empty Company column for a one-company buyer', async ({
  page,
}) => {
  await page.goto('/#/orders');
  const table = page.getByRole('grid', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  // The table scrolled sideways and cut the Quote column ('Q… 50…').
  const scroller = table.locator('xpath=..');
  const sideways = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const quote = table.getByRole('columnheader', { name: 'Quote #' });
  expect((await box(quote)).x + (await box(quote)).width).toBeLessThanOrEqual(
    (await box(scroller)).x + (await box(scroller)).width,
  );
  // Every order of the buyer is Northwind's: no Company column left empty on every row.
  await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
  // Titles and PO numbers wrapped to four lines; each row is now one line, the whole text in the title.
  for (const row of await table.getByRole('row').all()) {
    expect((await box(row)).height).toBeLessThan(64);
  }
  const firstTitle = table.getByRole('row').nth(1).getByRole('gridcell').nth(1).locator('span[title]');
  await expect(firstTitle).toHaveAttribute('title', /\S/);
  await picture(page, 'orders');
});

test('Managed-services invoice INV-700007: the account manager’s e-mail on one line, Pay set apart from asking someone else', async ({
  page,
}) => {
  await page.goto('/#/invoices');
  await page.getByRole('link', { name: 'INV-700007' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /INV-700007/ })).toBeVisible({ timeout: 15_000 });
  const email = page.getByRole('link', { name: /@/ }).first();
  // It broke inside the address in a narrow grid column.
  expect(await email.evaluate((element) => element.getClientRects().length)).toBe(1);
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  const ask = page.getByRole('heading', { name: 'Or ask someone else to pay' });
  expect((await box(ask)).y - ((await box(pay)).y + (await box(pay)).height)).toBeGreaterThanOrEqual(24);
  await picture(page, 'invoice-700007');
});
