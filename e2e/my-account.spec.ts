import { expect, test } from '@playwright/test';
import { choose, expectNoAxeViolations, signInByApi } from './support';

// Issue 18 (002 §2 /account, §5, §8): a buyer moves through My Account by its section navigation, saves the profile
// (its own success message), then adds a ship-to address that resembles the main campus and takes the suggestion:
// nothing is added and the section says so. Only this journey signs in as buyer3 on My Account; the phone it
// saves is read by no other.
test('a buyer edits the profile, adds a ship-to resembling an existing one and picks the suggestion', async ({
  page,
}) => {
  await signInByApi(page, 'buyer3@northwind.example');
  await page.goto('/#/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jamie');
  await profile.getByRole('textbox', { name: 'Phone' }).fill('215-555-0142');
  await profile.getByRole('textbox', { name: 'Fax' }).fill('215-555-0143');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Data saved successfully.');
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'My Account sections' })
    .getByRole('button', { name: 'Shipping Addresses' })
    .click();
  const shipping = page.getByRole('region', { name: 'Shipping Addresses' });
  await expect(shipping.getByRole('heading', { name: 'Shipping Addresses' })).toBeFocused();
  await shipping.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Walnut Street receiving');
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
  await expect(shipping.getByRole('status')).toHaveText(
    'You already have this address: Northwind Health Main Campus. Nothing was added.',
  );
  await expect(shipping.getByRole('listitem').filter({ hasText: 'Walnut Street receiving' })).toHaveCount(0);

  await page.reload();
  await expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('215-555-0142');
});
