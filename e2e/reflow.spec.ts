import { expect, type Page, test } from '@playwright/test';
import { pages } from '../apps/portal/src/app/pages';
import { findRoute, hasPermission, type RouteDefinition, routeTable } from '../packages/flows/src/rules';
import { callApi, hashRoute, signInByApi } from './support';

/**
 * WCAG 2.2 1.4.10 reflow: every built page is usable at 320 CSS px wide and at 200 % zoom without scrolling in
 * two directions. For each persona of ARCHITECTURE's table, one page visits in turn every route the persona may
 * open that has a page (apps/portal/src/app/pages.tsx), then one detail page of each kind the visited pages link
 * to, and asserts that the document does not scroll sideways (`documentElement.scrollWidth <= innerWidth`):
 * - at 320 × 640 (a small phone);
 * - at 640 × 360, which is what a 1280 × 720 window shows at 200 % zoom (the CSS pixels halve; deviceScaleFactor
 *   would only sharpen the picture, it is not zoom), as WCAG's own 1280 → 320 reflow example counts.
 * A failure names the route, the persona, the width and the elements that stick out.
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
  (route) => route.name in pages && route.showHeader && route.name !== 'Login' && !route.styleGuide,
);
/** Pages that need a document's id: reached through a link on a page visited before. */
const needsId = (route: RouteDefinition) => (route.query ?? []).some((param) => param.name === 'id');
const signedInRoutes = built.filter((route) => route.requiresAuth && !needsId(route));
const detailRoutes = new Set(built.filter(needsId).map((route) => route.name));

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

/** Null when the document does not scroll sideways; otherwise what sticks out past the right edge. */
async function sidewaysScroll(page: Page): Promise<string | null> {
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
    const { permissions } = await callApi<{ permissions: string[] }>(page, 'GET', 'V1.0/user/Me');
    const queue = signedInRoutes
      .filter((route) => hasPermission(permissions, route.permission))
      .map((route) => route.path);

    while (queue.length > 0) {
      const path = queue.shift() as string;
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(`/#${path}`);
      await settle(page);
      // A route of a feature the company lacks sends the persona Home.
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
