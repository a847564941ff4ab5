import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute } from './support';

// Issue 18, punch-in registration: the sandbox procurement system (/sandbox/procurement) punches one of its own
// users in, named by UniqueName. The first time the portal asks them to register (prefilled from the punch-in),
// then they shop and go back; the next punch-in signs them straight in. A registration with an e-mail a portal
// user has is refused in the catalogue's words. The users are this file's own (a fresh identifier per run): no
// persona's cart or documents are touched.
test.describe.configure({ mode: 'serial' });

const SYSTEM = 'Northwind Procurement';
const run = randomUUID().slice(0, 8);
const person = {
  uniqueName: `p2p-${run}`,
  email: `dana.${run}@northwind.example`,
  firstName: 'Dana',
  lastName: 'Procure',
};

/** The sandbox procurement system's "shop as one of our users" form, sent. */
async function punchInAs(
  page: Page,
  user: { uniqueName: string; email?: string; firstName?: string; lastName?: string },
) {
  await page.goto('/sandbox/procurement');
  await page.getByLabel('User id (UniqueName)').fill(user.uniqueName);
  if (user.email) await page.getByLabel('E-mail').fill(user.email);
  if (user.firstName) await page.getByLabel('First name').fill(user.firstName);
  if (user.lastName) await page.getByLabel('Last name').fill(user.lastName);
  await page.getByRole('button', { name: 'Shop at the IT reseller as this user' }).click();
}

test('a new procurement user registers at their first punch-in, shops, and is signed straight in the next time', async ({
  page,
}) => {
  await punchInAs(page, person);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register to shop from your procurement system' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`This is your first visit from ${SYSTEM}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Dana');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Procure');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(person.email);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Phone' }).fill('555-010-0142');
  await page.getByRole('button', { name: 'Register and continue' }).click();

  // Signed in to the punch-in: the punch-out cart, the way back, the shop.
  await expect.poll(() => hashRoute(page), { timeout: 30_000 }).toBe('/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Hello, Dana!');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await page.goto('/#/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page
    .getByRole('button', { name: `Return to ${SYSTEM} without items` })
    .first()
    .click();
  await expect(page.getByText('The portal returned no items.')).toBeVisible({ timeout: 20_000 });

  // The next punch-in of the same procurement user: no form, straight to the cart as Dana.
  await punchInAs(page, { uniqueName: person.uniqueName });
  await expect.poll(() => hashRoute(page), { timeout: 30_000 }).toBe('/shopping-cart');
  await expect(page.getByRole('banner')).toContainText('Hello, Dana!');
  await expect(
    page.getByRole('heading', { name: 'Register to shop from your procurement system' }),
  ).toHaveCount(0);
});

test('a registration with the e-mail of an existing portal user is refused, and nothing is linked', async ({
  page,
}) => {
  await punchInAs(page, {
    uniqueName: `p2p-taken-${run}`,
    email: 'buyer@northwind.example',
    firstName: 'Blake',
    lastName: 'Again',
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register to shop from your procurement system' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Register and continue' }).click();
  await expect(page.getByText(/A portal user with this e-mail address already exists/)).toBeVisible();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/punch-in\?/);
  await expectNoAxeViolations(page);
});
