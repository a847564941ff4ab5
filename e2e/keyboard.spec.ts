import { expect, test } from '@playwright/test';
import { hashRoute, PASSWORD, tabTo } from './support';

test('sign in, open an area from the menu and log out with the keyboard alone', async ({ page }) => {
  // The skip link is the first stop of a page, and takes the focus to the page's content.
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(hashRoute(page)).toBe('/help');

  // The login page starts in the username field.
  await page.goto('/#/login');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('buyer@northwind.example');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/account-overview');
  // A navigation puts the focus on the new page's content.
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, 'link', 'Invoices');
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, 'button', 'Logout');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
