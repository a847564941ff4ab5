import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute, login, mainMenu, waitForLanding } from './support';

// Issue 13 §1: a signed-in user opening a page their permissions do not allow bounced between the page and Login
// until React gave up (a blank page, error #185, that a reload did not cure). Each journey checks what the person
// sees, that the address settles, and that nothing keeps navigating or throws.

const BUYER = 'buyer@northwind.example';

// Two journeys sign in twice (a slow password check on purpose) and each waits out the settling checks.
// They sign in as the buyer, each on its own page, and sign out only their own login: they run side by side.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Collects uncaught page errors and console errors (React's #185 shows as both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Waits until the address reads the route, then checks that no navigation leaves it for two seconds: every
 * hashchange whose old address is the route is recorded (the addresses it left for).
 *
 * Only events that leave the route count: the event of the navigation that brought the page here is queued, and a
 * loaded machine delivers it after the address already reads the route. A fixed 250 ms used to let it arrive
 * before counting began, which a slower delivery outlasted; an arrival is no bounce, and any navigation after the
 * page settled starts by leaving the route, whenever its event comes.
 */
async function expectSettledOn(page: Page, route: string): Promise<void> {
  await expect.poll(() => hashRoute(page), { timeout: 15_000 }).toBe(route);
  await page.evaluate((settled) => {
    const w = window as unknown as { hashChanges?: string[]; settledHash?: string };
    // One listener per document: each call used to add another, so one event was counted once per earlier call.
    if (!w.hashChanges) {
      // The hash as the address serializes it (no URL parsing: an event's URL need not be one URL() takes).
      const hashOf = (url: string) => (url.includes('#') ? url.slice(url.indexOf('#')) : '');
      addEventListener('hashchange', (event) => {
        if (hashOf(event.oldURL) === w.settledHash) w.hashChanges?.push(hashOf(event.newURL));
      });
    }
    w.settledHash = `#${settled}`;
    w.hashChanges = [];
  }, route);
  await page.waitForTimeout(2_000);
  expect(hashRoute(page)).toBe(route);
  // The addresses it left for, if any: a bounce shows as the address it went to before it came back.
  expect(await page.evaluate(() => (window as unknown as { hashChanges: string[] }).hashChanges)).toEqual([]);
}

function refusal(page: Page) {
  return page.getByRole('main').getByRole('alert');
}

async function signInAsBuyer(page: Page): Promise<void> {
  await login(page, BUYER);
  await waitForLanding(page);
}

test('the buyer opening Users sees Login say it may not open it, without a loop, also after a reload', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAsBuyer(page);
  await page.goto('/#/users');

  await expectSettledOn(page, '/login?redirectUrl=%2Fusers');
  // The old loop ended here on a blank page with React's error #185 (the address stuck where it gave up).
  expect(errors).toEqual([]);
  // The documents' words for a refusal (000 §8), then who, what and the ways on.
  await expect(refusal(page)).toContainText('Sorry, You are not allowed for This Action');
  await expect(refusal(page)).toContainText(
    'You are signed in as buyer@northwind.example and may not open Users. Sign in as someone else, or go back to Account Overview.',
  );
  await expect(refusal(page).getByRole('button', { name: 'Sign in as someone else' })).toBeVisible();
  await expect(refusal(page).getByRole('link', { name: 'Go to Account Overview' })).toHaveAttribute(
    'href',
    '#/account-overview',
  );
  await expect(page).toHaveTitle('Login | Customer Portal');
  // Still signed in: the header greets the buyer; no login form is offered until they choose to sign out.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Hello, / })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expectSettledOn(page, '/login?redirectUrl=%2Fusers');
  await expect(refusal(page)).toContainText('may not open Users');

  await page.getByRole('link', { name: 'Go to Account Overview' }).click();
  await expectSettledOn(page, '/account-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the buyer opening Reports may sign in as someone else, who goes on to Reports', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsBuyer(page);
  await page.goto('/#/reports');

  await expectSettledOn(page, '/login?redirectUrl=%2Freports');
  await expect(refusal(page)).toContainText(
    'You are signed in as buyer@northwind.example and may not open Reports. Sign in as someone else, or go back to Account Overview.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign in as someone else' }).click();
  // Signed out on the same address: the form is back, the redirect kept, the refusal gone.
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(hashRoute(page)).toBe('/login?redirectUrl=%2Freports');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(refusal(page)).toHaveText('');

  await login(page, 'contracts@northwind.example');
  await expectSettledOn(page, '/reports');
  await expect(page).toHaveTitle('Reports | Customer Portal');
  await expect(mainMenu(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the buyer signing in again from a Users redirect lands on Account Overview, told why once', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAsBuyer(page);
  // Logout with the landing page's calls still in flight: they end with the login, quietly (no error logged).
  await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/login');

  await page.goto('/#/login?redirectUrl=%2Fusers');
  await login(page, BUYER);

  await expectSettledOn(page, '/account-overview');
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toHaveText(
    'You signed in as buyer@northwind.example, who may not open Users, so you are on Account Overview instead.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Once: moving on drops it, and coming back does not show it again.
  await mainMenu(page).getByRole('link', { name: 'Orders' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expect(notice).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => hashRoute(page)).toBe('/account-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expect(page.getByText('who may not open Users')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a redirect to another site after sign-in stays in the portal', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await page.goto(`/#/login?redirectUrl=${encodeURIComponent('https://evil.example/')}`);
  await login(page, BUYER);
  await expectSettledOn(page, '/account-overview');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  await expect(page.getByText('may not open')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page the company lacks the feature for is refused as a missing permission is: Login says so', async ({
  page,
}) => {
  // The Contoso buyer holds contractsView, but Contoso has no contracts: this went silently to Account Overview.
  const errors = watchErrors(page);
  await login(page, 'buyer@contoso.example');
  await waitForLanding(page);
  await page.goto('/#/contracts-dashboard');
  await expectSettledOn(page, '/login?redirectUrl=%2Fcontracts-dashboard');
  await expect(refusal(page)).toContainText('Sorry, You are not allowed for This Action');
  await expect(refusal(page)).toContainText(
    'You are signed in as buyer@contoso.example and may not open Contracts. Sign in as someone else, or go back to Account Overview.',
  );
  expect(errors).toEqual([]);
});

test('an address no page has says "Page not found" there, signed in and signed out, and offers the way on', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/#/no-such-page');
  // Signed out: the page stays at the address it was asked for, no silent trip Home.
  await expectSettledOn(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'There is no page at the address /no-such-page. Check the address, or go to Home.',
  );
  await expect(page).toHaveTitle('Page not found | Customer Portal');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
    'href',
    '#/',
  );
  await expectNoAxeViolations(page);

  await signInAsBuyer(page);
  // A guessed address (Contracts is /contracts-dashboard) went silently to Account Overview.
  await page.goto('/#/contracts');
  await expectSettledOn(page, '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'There is no page at the address /contracts. Check the address, or go to Account Overview.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to Account Overview' }).click();
  await expectSettledOn(page, '/account-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  expect(errors).toEqual([]);
});
