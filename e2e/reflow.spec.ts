import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { pageLoaders } from '../apps/portal/src/app/pageRegistry';
import { publicPageLoaders } from '../apps/portal/src/app/publicPageRegistry';
import { findRoute, hasPermission, type RouteDefinition, routeTable } from '../packages/flows/src/rules';
import { hashRoute, PASSWORD, sidewaysScroll, signInByApi } from './support';

/**
 * WCAG 2.2 1.4.10 reflow: every built page is usable at 320 CSS px wide and at 200 % zoom without scrolling in
 * two directions. For each persona of ARCHITECTURE's table, one page visits in turn every route the persona may
 * open that has a page (apps/portal/src/app/pageRegistry.tsx), then one detail page of each kind the visited pages link
 * to, and asserts that the document does not scroll sideways (`documentElement.scrollWidth <= innerWidth`):
 * - at 320 × 640 (a small phone);
 * - at 640 × 360, which is what a 1280 × 720 window shows at 200 % zoom (the CSS pixels halve; deviceScaleFactor
 *   would only sharpen the picture, it is not zoom), as WCAG's own 1280 → 320 reflow example counts.
 * A failure names the route, the persona, the width and the elements that stick out.
 *
 * Each list page is visited once, not once per persona (the sweep was the suite's longest): among the Northwind
 * personas who may open it (Contoso's buyer only when no Northwind persona may) one is chosen by the route's
 * name, so the pages spread over the personas; every persona also opens the first page of its own menu (its own
 * shell and menu), and follows the detail links of the pages it visits.
 *
 * Pages change nothing stored: the personas run side by side.
 */
test.describe.configure({ mode: 'parallel' });

const PERSONAS = [
  'admin@northwind.example',
  'buyer@northwind.example',
  'approver@northwind.example',
  'approver2@northwind.example',
  'requester@northwind.example',
  'contracts@northwind.example',
  'useradmin@northwind.example',
  'buyer@contoso.example',
] as const;

const VIEWPORTS = [
  { name: '320 px', width: 320, height: 640 },
  { name: '200 % zoom of 1280 px', width: 640, height: 360 },
] as const;

/** Routes that have a page, in the shell (hand-off pages have no header and are not visited by a person). */
const built = (routeTable as readonly RouteDefinition[]).filter(
  (route) =>
    (route.name in pageLoaders || route.name in publicPageLoaders) &&
    route.showHeader &&
    route.name !== 'Login' &&
    !route.styleGuide,
);
/** Pages that need a document's id: reached through a link on a page visited before. */
const needsId = (route: RouteDefinition) => (route.query ?? []).some((param) => param.name === 'id');
const signedInRoutes = built.filter((route) => route.requiresAuth && !needsId(route));
const detailRoutes = new Set(built.filter(needsId).map((route) => route.name));

/** The personas' permissions (each signed in by the API once per worker), for sharing the pages out. */
let personaPermissions: Promise<Map<string, string[]>> | undefined;
function permissionsOfPersonas(request: APIRequestContext): Promise<Map<string, string[]>> {
  personaPermissions ??= Promise.all(
    PERSONAS.map(async (persona) => {
      const login = await request.post('/api/v1.0/user/login', {
        data: { username: persona, password: PASSWORD },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(login.ok(), `sign in as ${persona}: ${login.status()}`).toBe(true);
      const { tokenInfo } = (await login.json()) as { tokenInfo: { type: string; access_token: string } };
      const me = await request.get('/api/V1.0/user/Me', {
        headers: {
          Authorization: `${tokenInfo.type} ${tokenInfo.access_token}`,
          'X-Requested-With': 'XMLHttpRequest',
        },
      });
      expect(me.ok(), `Me of ${persona}: ${me.status()}`).toBe(true);
      const { permissions } = (await me.json()) as { permissions: string[] };
      return [persona, permissions] as const;
    }),
  ).then((entries) => new Map(entries));
  return personaPermissions;
}

/** A small stable number of a route's name, to choose among the personas who may open it. */
const spread = (name: string) => [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

/**
 * Lists whose rows, and so the links to their detail pages, only some personas have in the seed: the demo
 * pricing requests are the buyer's, the pending registrations wait for the approver.
 */
const LIST_VISITORS: Partial<Record<RouteDefinition['name'], (typeof PERSONAS)[number]>> = {
  PricingRequestList: 'buyer@northwind.example',
  PendingApprovals: 'approver@northwind.example',
};

/** The persona who visits a list route: one of the Northwind personas who may open it, else Contoso's buyer. */
function visitorOf(route: RouteDefinition, permissions: Map<string, string[]>): string | undefined {
  const preferred = LIST_VISITORS[route.name];
  if (preferred && hasPermission(permissions.get(preferred) ?? [], route.permission)) return preferred;
  const may = PERSONAS.filter((persona) => hasPermission(permissions.get(persona) ?? [], route.permission));
  const northwind = may.filter((persona) => persona.endsWith('@northwind.example'));
  const candidates = northwind.length > 0 ? northwind : may;
  return candidates[spread(route.name) % Math.max(1, candidates.length)];
}

/** Waits for the page's heading and for its data (no progress indicator in <main>), then two frames. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The in-app paths of the links on the page to detail routes not seen yet (one per route). */
async function detailLinks(page: Page, seen: Set<string>): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="#/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found: string[] = [];
  for (const href of hrefs) {
    const path = href.slice(1);
    const route = findRoute(path);
    if (!route || !detailRoutes.has(route.name) || seen.has(route.name)) continue;
    seen.add(route.name);
    found.push(path);
  }
  return found;
}

for (const persona of PERSONAS) {
  test(`every page reflows at 320 px and at 200 % zoom for ${persona}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInByApi(page, persona);
    const failures: string[] = [];
    const visited: string[] = [];
    const seenDetails = new Set<string>();
    const everyone = await permissionsOfPersonas(page.request);
    const permissions = everyone.get(persona) ?? [];
    const mine = signedInRoutes.filter((route) => hasPermission(permissions, route.permission));
    const queue = mine
      .filter((route, index) => index === 0 || visitorOf(route, everyone) === persona)
      .map((route) => route.path);

    while (queue.length > 0) {
      const path = queue.shift() as string;
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(`/#${path}`);
      await settle(page);
      // A route of a feature the company lacks is refused: the persona is on Login, which says so.
      if (findRoute(hashRoute(page))?.name !== findRoute(path)?.name) continue;
      visited.push(path);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const problem = await sidewaysScroll(page);
        if (problem) failures.push(`${path} as ${persona} at ${viewport.name}: ${problem}`);
      }
      queue.push(...(await detailLinks(page, seenDetails)));
    }

    test.info().annotations.push({ type: 'visited', description: visited.join(', ') });
    expect(visited.length, `${persona} opened no page`).toBeGreaterThan(0);
    expect(failures, `pages that scroll sideways for ${persona}`).toEqual([]);
  });
}

test('the signed-out pages reflow at 320 px and at 200 % zoom', async ({ page }) => {
  const failures: string[] = [];
  for (const route of built.filter((candidate) => !candidate.requiresAuth)) {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`/#${route.path}`);
    await settle(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const problem = await sidewaysScroll(page);
      if (problem) failures.push(`${route.path} signed out at ${viewport.name}: ${problem}`);
    }
  }
  expect(failures).toEqual([]);
});

/** The lines (distinct tops) the characters of `part` take in the element's text. */
async function linesOf(element: Locator, part: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    const start = wanted === '' ? 0 : text.indexOf(wanted);
    if (start < 0) return 0;
    const end = wanted === '' ? text.length : start + wanted.length;
    const tops = new Set<number>();
    let offset = 0;
    for (const node of nodes) {
      for (let index = 0; index < node.data.length; index += 1) {
        const at = offset + index;
        if (at < start || at >= end || /\s/.test(node.data[index] ?? '')) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      offset += node.data.length;
    }
    return tops.size;
  }, part);
}

test('a page title wraps between its words but never inside its document number at 400 px', async ({
  page,
}) => {
  // 'Work Item Request WI-690001' broke at the number's hyphen ('WI-' / '690001'): its title is two lines at 400 px.
  await signInByApi(page, 'contracts@northwind.example');
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/#/work-items');
  await settle(page);
  const link = page.locator('main a[href^="#/work-item-request?pageId="]').first();
  const number = ((await link.textContent()) ?? '').trim();
  expect(number).toMatch(/^WI-\d+$/);
  await link.click();
  const title = page.getByRole('heading', { level: 1, name: `Work Item Request ${number}` });
  await expect(title).toBeVisible();
  await settle(page);
  expect(await linesOf(title, ''), 'the title wraps at 400 px').toBeGreaterThan(1);
  expect(await linesOf(title, number), `${number} on one line`).toBe(1);
  expect(await sidewaysScroll(page)).toBeNull();
});

test('the orders, invoices and devices lists show each row’s Status beside its number at 320 px, without scrolling', async ({
  page,
  browser,
}) => {
  // At 320 px the wide lists scroll sideways in their own box (the page does not), and Status was off screen.
  const contracts = await browser.newPage();
  const lists = [
    { page, path: '/#/orders', grid: 'Orders' },
    { page, path: '/#/invoices', grid: 'Invoices' },
    { page: contracts, path: '/#/devices', grid: 'Devices found' },
  ];
  await signInByApi(page, 'buyer@northwind.example');
  await signInByApi(contracts, 'contracts@northwind.example');
  for (const { page, path, grid } of lists) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    const table = page.getByRole('grid', { name: grid });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    const scroller = await table.locator('xpath=..').boundingBox();
    const status = await table.getByRole('columnheader', { name: 'Status', exact: true }).boundingBox();
    const firstStatus = await table.getByRole('row').nth(1).getByRole('gridcell').first().boundingBox();
    expect(scroller && status, `${grid}: drawn`).toBeTruthy();
    if (!scroller || !status || !firstStatus) continue;
    expect(status.x, `${grid}: Status starts in view`).toBeGreaterThanOrEqual(scroller.x);
    expect(status.x + status.width, `${grid}: Status ends in view`).toBeLessThanOrEqual(
      scroller.x + scroller.width + 0.5,
    );
    // The first cell after the number is the row's status.
    expect(firstStatus.x, `${grid}: the status cell under its header`).toBeCloseTo(status.x, 0);
    expect(await sidewaysScroll(page), `${grid}: the page itself`).toBeNull();
  }
  await contracts.close();
});
