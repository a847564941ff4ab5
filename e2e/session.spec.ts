import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute, login, mainMenu } from './support';

// Each journey has its own page and clock and signs out only its own login: they run side by side.
test.describe.configure({ mode: 'parallel' });

test('30 idle minutes show the timeout box, and logout follows 10 s later', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#/login');
  await login(page, 'buyer@northwind.example');
  await expect.poll(() => hashRoute(page)).toBe('/account-overview');
  await expect(mainMenu(page)).toBeVisible();
  const landedOn = hashRoute(page);

  // Jumping 30 minutes fires the due 10-second check once: the user has been idle too long.
  await page.clock.fastForward('30:05');
  const box = page.getByRole('alertdialog', { name: 'Session timed out' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('Your session has timed out. Please log in again.');
  await expectNoAxeViolations(page);

  // Logout follows 10 seconds later.
  await page.clock.runFor(10_500);
  await expect(box).toHaveCount(0);
  await expect.poll(() => hashRoute(page)).toBe(`/login?redirectUrl=${encodeURIComponent(landedOn)}`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('activity keeps the session alive', async ({ page }) => {
  await page.clock.install();
  await login(page, 'buyer@northwind.example');
  await expect(mainMenu(page)).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.clock.fastForward('10:00');
    await page.keyboard.press('Shift');
  }
  await page.clock.runFor(20_000);
  await expect(page.getByRole('alertdialog', { name: 'Session timed out' })).toHaveCount(0);
  await expect(mainMenu(page)).toBeVisible();
});

test('a token close to expiry is refreshed without the user noticing', async ({ page }) => {
  await page.clock.install();
  await login(page, 'buyer@northwind.example');
  await expect(mainMenu(page)).toBeVisible();
  const before = await page.evaluate(() => localStorage.getItem('token'));
  expect(before).toBeTruthy();

  // The access token lives 20 minutes; 16 minutes on it is within the 5-minute refresh window.
  await page.clock.fastForward('16:00');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);

  // Still signed in, and the new token works for the next page.
  await page.goto('/#/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
