import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoUsers } from '../apps/server/src/db/seed-data';
import { choose, expectNoAxeViolations, signInByApi, tick } from './support';

// Issue 18: the storefront administrator creates a user with the Buyer role and one permission on top; then
// disables a signed-in user, whose open session ends at its next call. The administrator of these journeys is
// admin@ (storefrontAdmin): the user administrator (useradmin@) holds no shop permission, and no one grants what
// they do not hold.

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the administrator creates a user with the Buyer role and one extra permission', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'admin@northwind.example');
  await page.goto('/#/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: 'Admin, Avery' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Newbuyer');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('nora.newbuyer@northwind.example');
  await dialog.getByRole('button', { name: 'Create user' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'User: Nora Newbuyer' })).toBeVisible();
  // The create-password mail is the password links' to send: until it is sent, the page does not claim it.
  await expect(page.getByRole('status')).toContainText('User Nora Newbuyer created.');
  await choose(page, 'Role to add', 'Buyer');
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByRole('status')).toContainText('Role Buyer added.');
  await expect(page.getByRole('button', { name: 'Remove role Buyer' })).toBeVisible();

  const permissions = page.getByRole('region', { name: 'Permissions' });
  const inherited = permissions.getByRole('checkbox', { name: /^shoppingcart \(From Buyer\)/ });
  await expect(inherited).toBeChecked();
  await expect(inherited).toBeDisabled();
  await tick(permissions.getByRole('checkbox', { name: 'viewAllOrders', exact: true }));
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByRole('status')).toContainText('Data saved successfully.');

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText(
    'Avery Admin changed the extra permissions: added viewAllOrders.',
  );
  await expectNoAxeViolations(page);
});

test('the administrator disables a signed-in user, whose open session ends at its next call', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const temp = await newPage(browser);
  await signInByApi(temp, demoUsers.temp.username);

  await signInByApi(page, 'admin@northwind.example');
  await page.goto(`/#/user/?user_id=${demoUsers.temp.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User: Taylor Temp' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByRole('status')).toContainText('User disabled.');
  await expect(
    page.getByRole('region', { name: 'Status' }).getByText('Disabled', { exact: true }),
  ).toBeVisible();

  // The disabled user's next call is refused, its refresh token too: the portal sends them to Login.
  await temp.goto('/#/help');
  await temp.reload();
  await expect(temp.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 15_000 });
  await temp.context().close();

  await page.getByRole('button', { name: 'Enable user' }).click();
  await expect(page.getByRole('status')).toContainText('User enabled.');
});
