import { expect, test } from '@playwright/test';
import { seedProductId } from '../apps/server/src/db/seed-catalogue';
import { callApi, choose, expectNoAxeViolations, signInByApi } from './support';

// Issue 18 (002 §2 /addresses, §5, §6): a buyer who holds addresses opens Contacts & Addresses from Settings, adds a
// company ship-to that resembles the main campus and takes the suggestion (nothing is added), adds a new one and
// disables it, and checkout no longer offers it. office@ is this journey's alone (its cart too); the address it adds
// is named after the run and sorts after the seed's, so no other journey's first ship-to changes while it is enabled.
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const ANNEX = `Zephyr Annex ${run}`;

test('an administrator of addresses picks the suggestion for a resembling ship-to, disables a new one, and checkout no longer offers it', async ({
  page,
}) => {
  await signInByApi(page, 'office@northwind.example');
  await page.goto('/#/settings&administration');
  await page.getByRole('link', { name: 'Contacts & Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts & Addresses' })).toBeVisible();

  const shipTos = page.getByRole('region', { name: 'Ship-to Addresses' });
  await expect(shipTos.getByRole('listitem').filter({ hasText: 'Northwind Health Main Campus' })).toHaveCount(
    1,
  );
  await expectNoAxeViolations(page);

  // A ship-to resembling the main campus: the suggestion is taken, nothing is added.
  await shipTos.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Walnut receiving');
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('1200 Walnut St');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Philadelphia');
  await choose(dialog, 'State', 'Pennsylvania');
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('19107');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  const choice = dialog.getByRole('radiogroup', { name: 'Confirm the address' });
  await expect(choice.getByRole('radio', { name: 'Use suggested' })).toBeChecked();
  await expect(choice).toContainText('Northwind Health Main Campus');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm address' }).click();
  await expect(dialog).toBeHidden();
  await expect(shipTos.getByRole('status')).toHaveText(
    'The company already has this address: Northwind Health Main Campus. Nothing was added.',
  );
  await expect(shipTos.getByRole('listitem').filter({ hasText: 'Walnut receiving' })).toHaveCount(0);

  // A new company ship-to, then disabled.
  await shipTos.getByRole('button', { name: 'Add Address' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(ANNEX);
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('77 Penn Street');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Reading');
  await choose(dialog, 'State', 'Pennsylvania');
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('19601');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(shipTos.getByRole('status')).toHaveText('Address added successfully.');
  const annex = shipTos.getByRole('listitem').filter({ hasText: ANNEX });
  await expect(annex).toContainText('Enabled');
  await shipTos.getByRole('button', { name: `Disable: ${ANNEX}` }).click();
  await expect(shipTos.getByRole('status')).toHaveText(
    'Address disabled successfully. It is no longer offered at checkout.',
  );
  await expect(annex).toContainText('Disabled');
  await expect(shipTos.getByRole('button', { name: `Enable: ${ANNEX}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // Checkout offers the company's enabled ship-tos only.
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
  await callApi(page, 'POST', 'v1.0/Product/addItem', {
    body: { productId: seedProductId('U2724D'), quantity: 1 },
  });
  await page.goto('/#/shopping-cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Order details', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Order name' }).fill('Addresses journey');
  await page.getByRole('textbox', { name: 'PO number' }).fill(`E2E-ADDR-${run}`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Billing and payment', exact: true }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping', exact: true })).toBeFocused();
  const offered = page.getByRole('radiogroup', { name: 'Ship-to address' });
  await expect(offered.getByRole('radio', { name: /Northwind Health Main Campus/ })).toHaveCount(1);
  await expect(offered.getByRole('radio', { name: new RegExp(ANNEX) })).toHaveCount(0);
  await expect(offered).not.toContainText(ANNEX);
});
