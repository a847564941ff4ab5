import { expect, type Page, test } from '@playwright/test';
import { seedProductId } from '../apps/server/src/db/seed-catalogue';
import { callApi, expectNoAxeViolations, hashRoute, signInByApi, tick } from './support';

// Issue 18: Northwind's user administrator (businessunits) adds a cost center under Information Technology in the
// Document Categorization Hierarchy, by the tree's row actions; a buyer then files an order under it at checkout,
// and the order shows it and the order list finds it under the unit's parent (the filter takes the units below).
// Then the administrator gives the unit a limit per order on the same page, and the buyer's next checkout under it
// goes for approval as a requisition, the confirmation naming the limit. The buyer is buyer3@, whose cart only quick-order.spec.ts fills in the first phase: this
// file runs in the checkout phase after it (playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

const ADMIN = 'useradmin@northwind.example';
const BUYER = 'buyer3@northwind.example';
/** A name of this run: a data folder may be reused, and two siblings cannot share a name. */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const UNIT = `Security Operations (CC-${run})`;

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a unit added to the hierarchy is chosen at checkout and shown on the order', async ({ browser }) => {
  // The administrator adds the unit below Information Technology.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, ADMIN);
  await admin.goto('/#/business-hierarchy');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Document Categorization Hierarchy' }),
  ).toBeVisible();
  const tree = admin.getByRole('treegrid', { name: 'Business units' });
  const itRow = tree.getByRole('row', { name: /Information Technology/ });
  await expect(itRow).toBeVisible();
  await expectNoAxeViolations(admin);
  // The row's Actions, by keyboard: focus the row, ArrowRight to its button, Enter opens the menu.
  await itRow.focus();
  await admin.keyboard.press('ArrowRight');
  const actions = tree.getByRole('button', { name: 'Actions for Information Technology' });
  if (!(await actions.evaluate((element) => element === document.activeElement))) {
    await admin.keyboard.press('ArrowRight');
  }
  await expect(actions).toBeFocused();
  await admin.keyboard.press('Enter');
  await admin.getByRole('menuitem', { name: 'Add unit below' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New unit under Information Technology' });
  await expect(dialog.getByRole('textbox', { name: /Unit name/ })).toBeFocused();
  await expectNoAxeViolations(admin);
  await admin.keyboard.type(UNIT);
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`${UNIT} saved.`)).toBeVisible();
  await expect(tree.getByRole('row', { name: new RegExp(UNIT.replace(/[()]/g, '\\$&')) })).toBeVisible();
  await adminContext.close();

  // The buyer checks out one line, filed under the new unit.
  const buyerContext = await browser.newContext();
  const page = await buyerContext.newPage();
  await signInByApi(page, BUYER);
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
  await callApi(page, 'POST', 'v1.0/Product/addItem', {
    body: { productId: seedProductId('U2724D'), quantity: 1 },
  });
  await page.goto('/#/shopping-cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(stepHeading(page, 'Order details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Order name' }).fill('Hierarchy order');
  await page.getByRole('textbox', { name: 'PO number' }).fill(`E2E-BU-${run}`);
  await page.getByRole('button', { name: /Department/ }).click();
  await page
    .getByRole('option', { name: `Corporate › Information Technology › ${UNIT}`, exact: true })
    .click();
  await expect(page.getByRole('button', { name: /Department/ })).toContainText(UNIT);
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Billing and payment')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Shipping')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'End user information')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review your order')).toBeFocused();
  await expect(page.getByLabel('Order lines', { exact: true }).first()).toBeVisible();
  await tick(page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  // The order carries the unit.
  const confirmed = new URLSearchParams(hashRoute(page).split('?')[1] ?? '');
  const orderId = confirmed.get('documentID') ?? '';
  const orderNumber = confirmed.get('confirmedOrderNumber') ?? '';
  expect(orderNumber).toMatch(/^SO-\d+$/);
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`/#/order?id=${orderId}`);
  const unitTerm = page.getByRole('term').filter({ hasText: /^Business Unit$/ });
  await expect(unitTerm).toBeVisible();
  await expect(unitTerm.locator('xpath=following-sibling::*[1]')).toHaveText(UNIT);

  // The order list by the hierarchy: Information Technology lists the orders of the cost center below it.
  await page.goto('/#/orders');
  const search = page.getByRole('form', { name: 'Search orders' });
  await search.getByRole('button', { name: /Department/ }).click();
  await page.getByRole('option', { name: 'Corporate › Information Technology', exact: true }).click();
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: orderNumber, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The administrator sets the new unit's limit per order below what the buyer orders next.
  const limitsContext = await browser.newContext();
  const limits = await limitsContext.newPage();
  await signInByApi(limits, ADMIN);
  await limits.goto('/#/business-hierarchy');
  const spending = limits.getByRole('region', { name: 'Spending limits' });
  await spending.getByRole('button', { name: /Unit/ }).click();
  await limits
    .getByRole('option', { name: `Corporate › Information Technology › ${UNIT}`, exact: true })
    .click();
  const limitForm = spending.getByRole('form', { name: `Spending limits of ${UNIT}` });
  await expect(limitForm.getByText(/Ordered this month under .*: \$[\d,]+\.\d\d$/)).toBeVisible();
  await limitForm.getByRole('textbox', { name: /Limit per order/ }).fill('10.00');
  await limitForm.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByText(`Spending limits of ${UNIT} saved.`)).toBeVisible();
  await expectNoAxeViolations(limits);
  await limitsContext.close();

  // Above it, the buyer's checkout under the unit is submitted for approval, and the confirmation says why.
  await callApi(page, 'POST', 'v1.0/Product/addItem', {
    body: { productId: seedProductId('U2724D'), quantity: 1 },
  });
  await page.goto('/#/shopping-cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(stepHeading(page, 'Order details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Order name' }).fill('Hierarchy order over the limit');
  await page.getByRole('textbox', { name: 'PO number' }).fill(`E2E-BU-${run}-2`);
  await page.getByRole('button', { name: /Department/ }).click();
  await page
    .getByRole('option', { name: `Corporate › Information Technology › ${UNIT}`, exact: true })
    .click();
  for (const step of ['Billing and payment', 'Shipping', 'End user information', 'Review your order']) {
    await continueButton(page).click();
    await expect(stepHeading(page, step)).toBeFocused();
  }
  await tick(page.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' }));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requisition submitted' })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`above the limit per order of ${UNIT.replace(/[()]/g, '\\$&')}, \\$10\\.00\\.`),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await buyerContext.close();
});
