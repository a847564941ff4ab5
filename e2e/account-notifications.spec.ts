import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './support';

// Issue 17 (002 §3 "all orders, one order, none"): Contoso's buyer turns on the shipment mail of all orders on My
// Account, finds it kept after a reload, and turns everything off. No other journey touches these settings.
test('a buyer subscribes to the shipments of all orders on My Account and turns everything off', async ({
  page,
}) => {
  await signInByApi(page, 'buyer@contoso.example');
  await page.goto('/#/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Shipment Notifications' });
  const allOrders = section.getByRole('switch', { name: 'Email me when any of my orders ships' });
  await expect(allOrders).not.toBeChecked();
  await allOrders.focus();
  await page.keyboard.press('Space');
  await expect(allOrders).toBeChecked();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(allOrders).toBeChecked();
  await section.getByRole('button', { name: 'Unsubscribe from all shipment notifications' }).click();
  await expect(section.getByRole('status')).toHaveText('All orders unsubscribed.');
  await expect(allOrders).not.toBeChecked();
});
