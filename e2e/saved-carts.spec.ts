import { expect, type Page, test } from '@playwright/test';
import { callApi, expectNoAxeViolations, hashRoute, signInByApi } from './support';

// The Northwind administrator (storefrontAdmin) works on its own templates and its own live cart, so these
// journeys never touch the Northwind buyer's cart that other journeys use. The shared carts are the seed's
// two stored configurations of Northwind: "Exam room workstation standard" (optional accessories) and
// "Legacy closet switch (Catalyst 3850)" (a product since withdrawn).
const ADMIN = 'admin@northwind.example';
const EXAM_ROOM = 'Exam room workstation standard';
const LEGACY_SWITCH = 'Legacy closet switch (Catalyst 3850)';
const SHARED_CART_UNAVAILABLE =
  'An item on the Shared Cart is no longer available. Please contact your Presidio Sales Team.';

interface SavedCartRow {
  id: string;
  title: string;
  documentNumber: string;
  count: number;
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInByApi(page, ADMIN);
}

async function configurationId(page: Page, title: string): Promise<string> {
  const found = await callApi<{ data: SavedCartRow[] }>(page, 'GET', 'V1.0/SavedCart/searchConfigurations', {
    query: { keyword: title },
  });
  const row = found.data.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`no shared cart "${title}"`);
  return row.id;
}

/** Fills the live cart from the exam-room configuration and saves it as templates with these titles. */
async function createTemplates(page: Page, titles: readonly string[]): Promise<string[]> {
  await callApi(page, 'POST', 'V1.0/SavedCart/addStoredConfigToCart', {
    body: { id: await configurationId(page, EXAM_ROOM) },
  });
  const ids: string[] = [];
  for (const title of titles) {
    const created = await callApi<{ id: string }>(page, 'POST', 'v1.0/ShoppingCart/saveAsTemplate', {
      body: { title },
    });
    ids.push(created.id);
  }
  return ids;
}

/** The line count of the live cart, as the server has it. */
async function cartCount(page: Page): Promise<number> {
  return (await callApi<{ count: number }>(page, 'GET', 'V1.0/shoppingcart/get')).count;
}

/** The number on the header's cart badge. */
async function headerCartCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByRole('link', { name: /Shopping cart/ })
    .textContent();
  return Number(text?.match(/\d+/)?.[0] ?? Number.NaN);
}

async function chooseDateRange(page: Page, form: ReturnType<Page['getByRole']>, range: string) {
  await form.getByRole('button', { name: /Created/ }).click();
  await page.getByRole('option', { name: range, exact: true }).click();
  await form.getByRole('button', { name: 'Search' }).click();
}

test('saved carts are searched by keyword and created date, 10 to a page, with the shared carts beside them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const titles = Array.from(
    { length: 11 },
    (_, index) => `Paging ${run} ${String(index + 1).padStart(2, '0')}`,
  );
  await createTemplates(page, titles);

  await page.goto('/#/saved-carts');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Carts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My saved carts' })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByRole('form', { name: 'Search saved carts' });
  await expect(search.getByRole('button', { name: /Created/ })).toContainText('Any Date');
  await search.getByRole('searchbox', { name: 'Keyword' }).fill(`Paging ${run}`);
  await search.getByRole('button', { name: 'Search' }).click();

  const table = page.getByRole('grid', { name: 'My saved carts' });
  await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  const first = table.getByRole('row').filter({ hasText: titles[10] as string });
  const today = new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  await expect(first).toContainText(today);
  await expect(first).toContainText('$');
  await expect(first.getByRole('link')).toHaveAttribute('href', /^#\/my-saved-cart\?id=[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 11–11 of 11')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(titles[0] as string);

  await chooseDateRange(page, search, 'Yesterday');
  // Nothing matches: the list says so and what to do, in place of the table (issue 16).
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await expect(table).toHaveCount(0);
  await chooseDateRange(page, search, 'Today');
  await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();

  // The shared carts: the seed's configurations were created last month and last year.
  await search.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('tab', { name: 'Shared carts' }).click();
  const shared = page.getByRole('grid', { name: 'Shared carts' });
  await expect(shared.getByRole('row').filter({ hasText: EXAM_ROOM })).toBeVisible();
  const legacy = shared.getByRole('row').filter({ hasText: LEGACY_SWITCH });
  await expect(legacy).toContainText('1 no longer available');
  await expect(legacy.getByRole('link')).toHaveAttribute('href', /^#\/shared-saved-cart\?id=/);
  await expectNoAxeViolations(page);
  await chooseDateRange(page, search, 'This Month');
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await expect(
    page.getByText('Check the spelling or widen the filters, or choose Reset to see everything.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a shared cart goes into the cart without the option left out, and the header count follows', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/#/shared-saved-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Saved Carts' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Shared carts' }).getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page
    .getByRole('grid', { name: 'Shared carts' })
    .getByRole('row')
    .filter({ hasText: EXAM_ROOM })
    .getByRole('link')
    .click();

  await expect(page.getByRole('heading', { level: 1, name: EXAM_ROOM })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shared cart lines' })).toContainText('Optional accessories');
  const options = page.getByRole('group', { name: 'Include options' });
  const accessories = options.getByRole('checkbox', { name: /Optional accessories \(2 items, \$/ });
  await expect(accessories).toBeChecked();
  await expectNoAxeViolations(page);

  const before = await cartCount(page);
  await options.getByText(/Optional accessories/).click();
  await expect(accessories).not.toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The lines were added to your cart.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '#/shopping-cart');
  // The workstation group's two lines went in; the two accessories stayed out.
  expect(await cartCount(page)).toBe(before + 2);
  await expect.poll(() => headerCartCount(page)).toBe(before + 2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export parts list' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a shared cart with a withdrawn product says so and cannot be added, even past the page', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/#/shared-saved-cart');
  await page
    .getByRole('grid', { name: 'Shared carts' })
    .getByRole('row')
    .filter({ hasText: LEGACY_SWITCH })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: LEGACY_SWITCH })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: SHARED_CART_UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shared cart lines' })).toContainText('No longer available');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Were the page to miss it (an older answer), the server refuses with the same words and nothing is added.
  await page.route(/getSharedSavedCartData/i, async (route) => {
    const response = await route.fetch();
    const cart = await response.json();
    await route.fulfill({ response, json: { ...cart, unavailableItemCount: 0 } });
  });
  await page.reload();
  const before = await cartCount(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SHARED_CART_UNAVAILABLE })).toBeVisible();
  expect(await cartCount(page)).toBe(before);
});

test('a saved cart is renamed, edited line by line, added to the cart, exported and deleted', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const [id] = await createTemplates(page, [`Rename ${run}`]);

  await page.goto(`/#/my-saved-cart?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rename ${run}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Rename: the title is required; the new one shows once the server has it.
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await title.fill(`Renamed ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Renamed ${run}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The saved cart was renamed.' })).toBeVisible();

  // A quantity change is priced by the server.
  const lines = page.getByRole('table', { name: 'Saved cart lines' });
  const grandTotal = page.locator('[data-total="grandTotal"] dd');
  const totalBefore = await grandTotal.textContent();
  const quantity = lines.getByRole('textbox', { name: /^Quantity of / }).first();
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(grandTotal).not.toHaveText(totalBefore ?? '');
  await expect(quantity).toHaveValue('5');

  // Another window changes the same line: the page's next change is refused and it shows the fresh cart.
  const saved = await callApi<{ items: { id: string; version: number; manufacturerPart: string }[] }>(
    page,
    'GET',
    'V1.0/SavedCart/getRequisitionData',
    { query: { id: id as string } },
  );
  const line = saved.items[0] as { id: string; version: number };
  await callApi(page, 'POST', 'V1.0/SavedCart/updateItem', {
    body: { savedCartId: id, id: line.id, version: line.version, quantity: 7 },
  });
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'changed in another window' })).toBeVisible();
  await expect(quantity).toHaveValue('7');

  // Remove one line.
  const itemRows = lines.locator('tr[data-kind="item"]');
  const rowsBefore = await itemRows.count();
  await lines
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await expect(itemRows).toHaveCount(rowsBefore - 1);

  // Into the cart: the header count grows by the saved cart's lines.
  const before = await cartCount(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The lines were added to your cart.' }),
  ).toBeVisible();
  expect(await cartCount(page)).toBe(before + rowsBefore - 1);
  await expect.poll(() => headerCartCount(page)).toBe(before + rowsBefore - 1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export parts list' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // Delete, after the question.
  await page.getByRole('button', { name: 'Delete saved cart' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete saved cart' });
  await expect(question).toContainText(`Renamed ${run}`);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/saved-carts');
  const search = page.getByRole('form', { name: 'Search saved carts' });
  await search.getByRole('searchbox', { name: 'Keyword' }).fill(`Renamed ${run}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();

  // The deleted cart, and an id that is no id, are not found, with the way back.
  await page.goto(`/#/my-saved-cart?id=${id}`);
  await expect(page.getByRole('alert')).toHaveText('This saved cart was not found.');
  await page.goto('/#/my-saved-cart?id=nothing');
  await expect(page.getByRole('alert')).toHaveText('This saved cart was not found.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to saved carts' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/saved-carts');
});
