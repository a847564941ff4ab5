import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute } from './support';

// Company single sign-on (issue 18): Contoso signs in through its identity provider, here the sandbox IdP. The
// user types their e-mail, takes the offer, chooses who they are at the IdP, and the signed response brings them
// back signed in through the portal's hand-off, to the page they asked for.
test("a Contoso user signs in through the company's identity provider", async ({ page }) => {
  await page.goto('/#/login?redirectUrl=%2Forders');
  await page.getByLabel('Username').fill('buyer@contoso.example');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /Your company signs in with its own identity provider\.\s*Continue with single sign-on/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox identity provider' })).toBeVisible();
  await expect(page.getByRole('button', { name: /northwind/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Charlie Contoso (buyer@contoso.example)' }).click();

  await expect.poll(() => hashRoute(page), { timeout: 30_000 }).toMatch(/^\/orders(\?|$)/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Search orders' })).toBeVisible();
});
