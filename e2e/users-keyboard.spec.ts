import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByApi } from './support';

// Issue 18: the user editor with the keyboard alone (WCAG 2.2 2.1.1, 2.4.3). The user administrator creates a
// user, gives them a role they hold, grants one permission on top and takes the role back; after each key press
// the test says where the focus is: on the control used, or on what says what happened, never on <body>.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function expectFocus(page: Page, target: Locator) {
  await expect(target)
    .toBeFocused()
    .catch(async (error: Error) => {
      const what = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
      throw new Error(`${error.message}\nfocus on: ${what}`);
    });
}

async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expectFocus(page, target);
}

/** Presses `key` until `target` has the focus; never through <body>. */
async function keyTo(page: Page, target: Locator, { key = 'Tab', max = 60 } = {}) {
  const reached = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  for (let i = 0; i < max && !(await reached()); i += 1) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement === document.body), `${key} ${i + 1}`).toBe(
      false,
    );
  }
  await expectFocus(page, target);
}

test('the user administrator creates a user, gives and takes a role and grants a permission, with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'useradmin@northwind.example');
  await page.goto('/#/users');
  await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();

  // New user: the dialog opens on its first field; Enter in the last one creates the user and opens their page.
  await keyTo(page, page.getByRole('button', { name: 'New user' }));
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await press(page, 'Enter', dialog.getByRole('textbox', { name: 'First name' }));
  await page.keyboard.type('Kim');
  await press(page, 'Tab', dialog.getByRole('textbox', { name: 'Last name' }));
  await page.keyboard.type('Keys');
  await press(page, 'Tab', dialog.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(`kim.keys.${run}@northwind.example`);
  await press(page, 'Enter', page.getByRole('main'));
  await expect(page.getByRole('heading', { level: 1, name: 'User: Kim Keys' })).toBeVisible();

  // A role from the list: the select, its option, Add role; once added, Add role has nothing to add and the focus
  // goes back to the (emptied) role select for the next one.
  const roleSelect = page.getByRole('button', { name: /Role to add$/ });
  await keyTo(page, roleSelect);
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'User Viewer', exact: true });
  await keyTo(page, option, { key: 'ArrowDown', max: 20 });
  await press(page, 'Enter', roleSelect);
  const addRole = page.getByRole('button', { name: 'Add role' });
  await press(page, 'Tab', addRole);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Role User Viewer added.' })).toBeVisible();
  await expectFocus(page, roleSelect);
  await expect(addRole).toBeDisabled();

  // The inherited permission is out of reach; Space grants another one, Enter on Save saves them.
  const permissions = page.getByRole('region', { name: 'Permissions' });
  await expect(
    permissions.getByRole('checkbox', { name: /^View users \(From User Viewer\)/ }),
  ).toBeDisabled();
  const businessUnits = permissions.getByRole('checkbox', {
    name: 'Manage the document categorization hierarchy',
    exact: true,
  });
  await keyTo(page, businessUnits);
  await press(page, 'Space', businessUnits);
  await expect(businessUnits).toBeChecked();
  const save = permissions.getByRole('button', { name: 'Save permissions' });
  await keyTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Data saved successfully.' })).toBeVisible();
  // Saved, Save has nothing to save and goes disabled: the focus waits on the section's heading, not on <body>.
  await expect(save).toBeDisabled();
  await expectFocus(page, page.getByRole('heading', { level: 2, name: 'Permissions' }));

  // Back to the role: its Remove button goes with it, and the focus goes to the Roles heading.
  await keyTo(page, page.getByRole('button', { name: 'Remove role User Viewer' }), { key: 'Shift+Tab' });
  await press(page, 'Enter', page.getByRole('heading', { level: 2, name: 'Roles' }));
  await expect(page.getByRole('status').filter({ hasText: 'Role User Viewer removed.' })).toBeVisible();
  await expect(page.getByText('No roles.')).toBeVisible();
});
