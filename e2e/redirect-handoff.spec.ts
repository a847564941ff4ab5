import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, handoffCode, hashRoute, PASSWORD, signInByApi } from './support';

// Issue 15 item 1: a /redirect link (000 §2.2) must not switch this browser into another account silently. The
// victim is the Northwind buyer (Blake), the link is the Contoso buyer's (Charlie). Nothing here changes a cart or
// a document; each journey has its own browser and signs out only logins of its own: they run side by side.
test.describe.configure({ mode: 'parallel' });

const VICTIM = 'buyer@northwind.example';
const OTHER = 'buyer@contoso.example';

interface TokenInfo {
  type: string;
  access_token: string;
  refresh_token: string;
}

/** Signs `username` in by the API only (another system's login), for the tokens or a code of a link. */
async function tokensOf(page: Page, username: string): Promise<TokenInfo> {
  const response = await page.request.post('/api/v1.0/user/login', {
    data: { username, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tokenInfo: TokenInfo }).tokenInfo;
}

/** A code link of `username` for `url`, as the reseller's site makes one. */
async function codeLink(page: Page, username: string, url: string): Promise<{ code: string; link: string }> {
  const { code } = await handoffCode(page, (await tokensOf(page, username)).access_token, url);
  return { code, link: `/#/redirect?${new URLSearchParams({ code, url })}` };
}

/** The documents' form of the link, with the tokens in the address. */
async function tokenLink(
  page: Page,
  username: string,
  url: string,
): Promise<{ secrets: string[]; link: string }> {
  const tokenInfo = await tokensOf(page, username);
  const query = new URLSearchParams({
    token_type: tokenInfo.type,
    access_token: tokenInfo.access_token,
    refresh_token: tokenInfo.refresh_token,
    url,
  });
  return { secrets: [tokenInfo.access_token, tokenInfo.refresh_token], link: `/#/redirect?${query}` };
}

const greeting = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Hello, / });

/** The email of the user this browser's stored token belongs to, or null when it holds none. */
async function signedInEmail(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  if (!token) return null;
  const response = await page.request.get('/api/V1.0/user/Me', {
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  return response.ok() ? ((await response.json()) as { user: { email: string } }).user.email : null;
}

/**
 * Neither the address bar nor any entry of this tab's history holds a secret: walks back to the first entry (and
 * leaves the tab there).
 */
async function expectNoSecretInHistory(page: Page, secrets: string[]): Promise<void> {
  const seen = [page.url()];
  const length = await page.evaluate(() => history.length);
  for (let back = 1; back < length; back += 1) {
    await page.goBack({ waitUntil: 'commit' });
    seen.push(page.url());
  }
  for (const url of seen) for (const secret of secrets) expect(url).not.toContain(secret);
}

test('a signed-in user opening a code link for another account is asked, and staying keeps them', async ({
  page,
}) => {
  await signInByApi(page, VICTIM);
  await expect(greeting(page)).toHaveText('Hello, Blake!');
  const landing = hashRoute(page);
  const { code, link } = await codeLink(page, OTHER, '/orders');
  const historyBefore = await page.evaluate(() => history.length);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch account?' })).toBeVisible();
  await expect(
    page.getByText(`This link signs you in as another account. You are signed in as ${VICTIM}.`),
  ).toBeVisible();
  expect(hashRoute(page)).toBe('/redirect?url=%2Forders');
  expect(page.url()).not.toContain(code);
  const stay = page.getByRole('button', { name: `Stay signed in as ${VICTIM}` });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expect(greeting(page)).toHaveText('Hello, Blake!');
  expect(await signedInEmail(page)).toBe(VICTIM);
  // One entry for the link, which now reads /orders: the code is in none of them.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await page.goBack();
  await expect.poll(() => hashRoute(page)).toBe(landing);
  await expect(greeting(page)).toHaveText('Hello, Blake!');
  await page.goForward();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expectNoSecretInHistory(page, [code]);
});

test('a signed-in user opening a token link is told whose account it is, and staying keeps them', async ({
  page,
}) => {
  await signInByApi(page, VICTIM);
  const { secrets, link } = await tokenLink(page, OTHER, '/orders');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch account?' })).toBeVisible();
  await expect(
    page.getByText(`This link signs you in as ${OTHER}. You are signed in as ${VICTIM}.`),
  ).toBeVisible();
  for (const secret of secrets) expect(page.url()).not.toContain(secret);
  await page.getByRole('button', { name: `Stay signed in as ${VICTIM}` }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expect(greeting(page)).toHaveText('Hello, Blake!');
  expect(await signedInEmail(page)).toBe(VICTIM);
  await expectNoSecretInHistory(page, secrets);
});

test('choosing to continue signs the user out and in as the other account', async ({ page }) => {
  await signInByApi(page, VICTIM);
  const victimToken = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const { code, link } = await codeLink(page, OTHER, '/orders');

  await page.goto(link);
  await page.getByRole('button', { name: 'Sign out and continue' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expect(greeting(page)).toHaveText('Hello, Charlie!');
  expect(await signedInEmail(page)).toBe(OTHER);
  // The victim's login ended on the server, not only in this browser.
  const old = await page.request.get('/api/V1.0/user/Me', {
    headers: { Authorization: `Bearer ${victimToken.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(old.status()).toBe(401);
  await expectNoSecretInHistory(page, [code]);
});

test('a signed-out browser opening a token link is asked before it is signed in', async ({ page }) => {
  const declined = await tokenLink(page, OTHER, '/orders');
  await page.goto(declined.link);
  await expect(page.getByRole('heading', { level: 1, name: `Continue as ${OTHER}?` })).toBeVisible();
  for (const secret of declined.secrets) expect(page.url()).not.toContain(secret);
  expect(await signedInEmail(page)).toBeNull();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Do not sign in' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/login');
  expect(await signedInEmail(page)).toBeNull();

  const accepted = await tokenLink(page, OTHER, '/orders');
  await page.goto(accepted.link);
  await page.getByRole('button', { name: `Continue as ${OTHER}` }).click();
  await expect.poll(() => hashRoute(page)).toBe('/orders');
  await expect(greeting(page)).toHaveText('Hello, Charlie!');
  await expectNoSecretInHistory(page, [...declined.secrets, ...accepted.secrets]);
});

test('a used code, a changed url and a url outside the portal are refused with the message', async ({
  page,
}) => {
  const used = await codeLink(page, OTHER, '/orders');
  const spent = await page.request.post('/api/v1.0/user/handoff/exchange', {
    data: { code: used.code, url: '/orders' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(spent.ok()).toBe(true);
  await page.goto(used.link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This sign-in link cannot be used' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'This sign-in link has already been used. Please ask for a new link.',
  );
  expect(page.url()).not.toContain(used.code);
  expect(await signedInEmail(page)).toBeNull();
  await expectNoAxeViolations(page);

  const changed = await codeLink(page, OTHER, '/orders');
  await page.goto(`/#/redirect?${new URLSearchParams({ code: changed.code, url: '/shopping-cart' })}`);
  await expect(page.getByRole('alert')).toContainText(
    'This sign-in link was changed: it does not lead to the page it was made for.',
  );
  expect(await signedInEmail(page)).toBeNull();

  const outside = await codeLink(page, OTHER, '/orders');
  await page.goto(
    `/#/redirect?${new URLSearchParams({ code: outside.code, url: 'https://evil.example/#/orders' })}`,
  );
  await expect.poll(() => hashRoute(page)).toBe('/');
  await expect(page.getByRole('alert')).toContainText(
    'This link does not lead to a page of the portal, so it was not followed.',
  );
  expect(await signedInEmail(page)).toBeNull();
  await expectNoSecretInHistory(page, [used.code, changed.code, outside.code]);
});
