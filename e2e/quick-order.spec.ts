import { expect, type Locator, type Page, test } from '@playwright/test';
import { catalogueProducts } from '../apps/server/src/db/seed-catalogue';
import { demoOrders } from '../apps/server/src/db/seed-orders';
import { callApi, expectNoAxeViolations, mainMenu, signInByApi } from './support';

/** Unticks a ui Checkbox by its label, as a person does (the input is visually hidden under the box). */
async function untick(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).not.toBeChecked();
}

// Quick order and reorder (issue 17), as the third Northwind buyer, whose cart no other journey touches (it also
// sees the company's orders). The two run in order in one worker: both start from an emptied cart.
const BUYER3 = 'buyer3@northwind.example';

type Cart = { items: { manufacturerPart: string; quantity: number }[] };
const cartItems = async (page: Page) =>
  (await callApi<Cart>(page, 'GET', 'v1.0/ShoppingCart/getShoppingCart')).items;

async function signInWithEmptyCart(page: Page) {
  await signInByApi(page, BUYER3);
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
}

test('a quick order of 50 pasted lines with two unknown parts lands 48 lines in the cart', async ({
  page,
}) => {
  await signInWithEmptyCart(page);
  const known = catalogueProducts.filter((product) => product.available !== false).slice(0, 48);
  const lines = known.map((product, index) => `${product.part}, ${(index % 3) + 1}`);
  lines.splice(10, 0, 'NOPE-1000-X, 2');
  lines.splice(30, 0, 'NOPE-2000-Y, 1');
  expect(lines).toHaveLength(50);

  await mainMenu(page).getByRole('link', { name: 'Quick Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Part numbers and quantities' }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Check lines' }).click();

  await expect(page.getByText('48 of 50 lines are ready to add to your cart.')).toBeVisible();
  const table = page.getByRole('grid', { name: 'Checked lines' });
  await expect(table.getByText('Refused: No product has the part number NOPE-1000-X.')).toBeVisible();
  await expect(table.getByText('Refused: No product has the part number NOPE-2000-Y.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add 48 lines to cart' }).click();
  await expect(page.getByText('48 lines were added to your cart.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Shopping cart, 48 items/ })).toBeVisible();
  const items = await cartItems(page);
  // The cart shows subscriptions after one-time products: compare without the order.
  const byPart = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
  expect(items.map((item): [string, number] => [item.manufacturerPart, item.quantity]).sort(byPart)).toEqual(
    known.map((product, index): [string, number] => [product.part, (index % 3) + 1]).sort(byPart),
  );
});

test('a reorder of chosen lines of an order adds them to the cart and says so', async ({ page }) => {
  await signInWithEmptyCart(page);
  const order = demoOrders['radiology-refresh'];
  await page.goto(`/#/order?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();

  await page.getByRole('button', { name: 'Choose lines…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the lines to reorder' });
  const boxes = dialog.getByRole('checkbox');
  // Counted once the dialog shows its lines (all drawn together), not the moment the button was pressed.
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(1);
  // Leave line 1 out.
  const leftOut = 1;
  await untick(dialog.getByRole('checkbox', { name: /^1\. / }));
  await dialog.getByRole('button', { name: `Add ${count - 1} lines to cart` }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`${count - 1} lines of order ${order.number} were added to your cart.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const { items } = await callApi<{ items: { lineNumber: number; manufacturerPart: string }[] }>(
    page,
    'GET',
    'v1.0/Order/GetOrderWithItemGroups',
    { query: { id: order.id } },
  );
  const reordered = items.filter((line) => line.lineNumber !== leftOut).map((line) => line.manufacturerPart);
  expect((await cartItems(page)).map((item) => item.manufacturerPart).sort()).toEqual(
    [...new Set(reordered)].sort(),
  );
});
