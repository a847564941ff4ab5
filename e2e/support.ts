import { expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';
import { TestProcurementSystem } from '../apps/server/src/features/punch-in/procurement-system';

export const PASSWORD = 'Demo-Portal-2026!';

/** Every top-level entry the main menu can have (000 §6); a persona sees exactly its own. */
export const MAIN_MENU_ENTRIES = [
  'Account Overview',
  'Shop',
  'Quotes',
  'Pricing Request',
  'Orders',
  'Requisitions',
  'Invoices',
  'Contracts',
  'Reports',
] as const;

/** Signs in through the login page: username, Next, password, Sign in. */
export async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('#/login')) await page.goto('/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password check (scrypt) is slow on purpose, and slower on a loaded 2-core machine: wait for the attempt
  // to end (signed in, or refused) before the test looks at what follows.
  await expect(page.getByRole('progressbar', { name: 'Signing in…' })).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Signs in without the login page, for journeys that test what follows it (the login page's own journeys sign
 * in through it): the login call, a one-time hand-off code for that login (`POST v1.0/user/handoff`, as an outside
 * system gets one), then the portal's own hand-over route (/redirect?code=…, 000 §2.2, issue 15 item 1)
 * exchanges it and opens the user's landing page. A browser already signed in as someone else is asked first:
 * sign in on a fresh page. Nothing waits a second for the page to settle, as there is no
 * post-login redirect to overtake a page the journey opens next. It saves the form and that wait, about two
 * seconds a sign-in on a loaded machine.
 */
export async function signInByApi(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/v1.0/user/login', {
    data: { username, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `sign in as ${username}: ${response.status()} ${await response.text()}`).toBe(true);
  const { tokenInfo } = (await response.json()) as {
    tokenInfo: { type: string; access_token: string; refresh_token: string };
  };
  const { code } = await handoffCode(page, tokenInfo.access_token);
  await page.goto(`/#/redirect?${new URLSearchParams({ code })}`);
  await expect.poll(() => hashRoute(page), { timeout: 30_000 }).not.toMatch(/^\/(redirect|login)(\?|$)/);
  // Signed in: the header's My Account link, or on a phone (under 768 px) its account menu; on a phone the side
  // menu starts closed.
  const banner = page.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: 'My Account', exact: true })
      .or(banner.getByRole('button', { name: 'Account menu' })),
  ).toBeVisible();
}

/**
 * A one-time hand-off code of the login whose access token is given, for the portal page `url` (none: the landing
 * page), as a reseller's server asks for one.
 */
export async function handoffCode(
  page: Page,
  accessToken: string,
  url?: string,
): Promise<{ code: string; expiresAt: string }> {
  const response = await page.request.post('/api/v1.0/user/handoff', {
    data: url === undefined ? {} : { url },
    headers: { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `hand-off code: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { code: string; expiresAt: string };
}

/**
 * Waits for the page the sign-in lands on: past /login and /redirect, and the same for a second, so a page the
 * test opens next is not replaced by the post-login redirect.
 */
export async function waitForLanding(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await hashRoute(page);
        const settled = now === last && !/^\/(login|redirect)(\?|$)/.test(now);
        last = now;
        return settled;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The rules the journeys hold every page to: WCAG 2.x A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails on any axe violation of WCAG 2.x A and AA on the page as it is now. It looks at the page scrolled to the
 * top (and scrolls back after): scrolled, a field half under the sticky header counts as an obscured target for
 * target-size, an artefact of where the journey happened to scroll rather than of the page.
 *
 * axe runs in the page itself, put there once per document (the portal moves between routes without loading a
 * new one). The portal has no frames, so axe's cross-frame mode (a second page per check, as
 * `@axe-core/playwright` does it) would only cost time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, as @axe-core/playwright does: the portal's CSP does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const scope = window as unknown as { axe: typeof axe };
    const at = window.scrollY;
    window.scrollTo(0, 0);
    // A fading-in message is read by axe at whatever opacity it has reached, which on a loaded machine fails the
    // contrast check of colours that pass once shown: let the finite animations (not spinners) end first.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    try {
      const results = await scope.axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    } finally {
      window.scrollTo(0, at);
    }
  }, WCAG_TAGS);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** The hash route the page is on, e.g. '/login?redirectUrl=%2Forders'. */
export function hashRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on the target, as a keyboard user moves through the page: at
 * most 80 stops, none when the focus is there already. The target may match several elements (the same link
 * twice); reaching any of them will do.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const focused = () => target.evaluateAll((elements) => elements.some((e) => e === document.activeElement));
  for (let i = 0; i < 80; i += 1) {
    if (await focused()) return;
    await page.keyboard.press(key);
  }
  if (await focused()) return;
  throw new Error(`${key} never reached ${target}`);
}

/** Calls the API as the signed-in user of the page, as the portal does; fails on any error answer. */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await page.request.fetch(`/api/${path}${query}`, {
    method,
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: options.body,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The demo procurement system punches the Northwind buyer in (cXML PunchOutSetupRequest with the demo shared
 * secret) and the browser opens the start page, landing on the cart. Whatever the portal posts back to the
 * procurement system's BrowserFormPost URL is answered with a small page titled `received` and kept: `posted()`
 * returns its body (null until something was posted).
 */
export async function punchInDemoBuyer(
  page: Page,
  baseURL: string | undefined,
  { buyerCookie, returnPath, received }: { buyerCookie: string; returnPath: string; received: string },
): Promise<{ setup: PunchOutSetup; posted: () => string | null }> {
  const procurement = new TestProcurementSystem((path, init) => fetch(`${baseURL}${path}`, init), {
    from: { domain: 'NetworkID', identity: 'AN01000000001' },
    sender: { domain: 'NetworkID', identity: 'AN01000000001', sharedSecret: 'Demo-Punchout-Secret' },
    browserFormPostUrl: `https://procurement.example${returnPath}`,
  });
  const setup = await procurement.punchIn({ buyerCookie });
  expect(setup.startPageUrl).toMatch(/#\/punch-in\?id=/);
  let posted: string | null = null;
  await page.route('https://procurement.example/**', async (route) => {
    posted = route.request().postData();
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Procurement</title><h1>${received}</h1>`,
    });
  });
  await page.goto(setup.startPageUrl as string);
  await expect.poll(() => hashRoute(page)).toBe('/shopping-cart');
  return { setup, posted: () => posted };
}

type PunchOutSetup = Awaited<ReturnType<TestProcurementSystem['punchIn']>>;

/** Ticks a ui Checkbox as a person does: by its label (the input itself is visually hidden under the box). */
export async function tick(box: Locator): Promise<void> {
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

/**
 * No announcement names a button that has left the page: react-aria announces a focused pending Button (Place
 * order, issue 16) by a live-region node labelled by its id, kept 7 s; ui's Button removes the node when the
 * button leaves (`usePendingAnnouncementCleanup`), so an unnamed image never reaches a screen reader or axe
 * (role-img-alt). The cleanup's second pass runs 150 ms after the button left.
 */
export async function expectNoOrphanAnnouncements(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter(
              (node) => !document.getElementById(node.getAttribute('aria-labelledby') ?? ''),
            ).length,
        ),
      { timeout: 1_000 },
    )
    .toBe(0);
}

/** Picks `option` in the select button named `label` (react-aria's Select: a button and a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the card form (the sandbox accepts the Visa test number) with a Philadelphia billing address and submits it. */
export async function enterCard(scope: Page | Locator, number: string, holder: string, submit = 'Submit') {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await choose(scope, 'Expiration month', '12');
  await choose(scope, 'Expiration year', String(new Date().getFullYear() + 2));
  await scope.getByRole('textbox', { name: 'Security code' }).fill('123');
  await scope.getByRole('textbox', { name: 'Name on card' }).fill(holder);
  await scope.getByRole('textbox', { name: 'Address line 1' }).fill('400 Market Street');
  await scope.getByRole('textbox', { name: 'City' }).fill('Philadelphia');
  await choose(scope, 'State', 'Pennsylvania');
  await scope.getByRole('textbox', { name: 'ZIP code' }).fill('19106');
  await scope.getByRole('button', { name: submit, exact: true }).click();
}

/** Null when the document does not scroll sideways; otherwise what sticks out past the right edge. */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= window.innerWidth) return null;
    const out: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      // Only the outermost element that sticks out: its descendants stick out with it.
      if (
        element.parentElement &&
        element.parentElement.getBoundingClientRect().right > window.innerWidth + 0.5
      )
        continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      out.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}" right ${Math.round(box.right)}`,
      );
      if (out.length === 4) break;
    }
    return `document ${root.scrollWidth} px wide in ${window.innerWidth}: ${out.join('; ')}`;
  });
}
