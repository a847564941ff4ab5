import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signInByApi } from './support';

declare global {
  interface Window {
    mainLefts: number[];
    layoutShift: number;
    newsWithFirstMain: boolean | null;
  }
}

/**
 * From the page's start, records every left edge the page's <main> has had (each animation frame) and the sum
 * of the layout shifts not caused by input (the CLS metric).
 */
async function recordLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.mainLefts = [];
    window.layoutShift = 0;
    window.newsWithFirstMain = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const main = document.getElementById('main-content');
      const left = main ? Math.round(main.getBoundingClientRect().left) : null;
      if (main && window.newsWithFirstMain === null) {
        window.newsWithFirstMain = document.querySelector('section[aria-label="News"]') !== null;
      }
      if (left !== null && !window.mainLefts.includes(left)) window.mainLefts.push(left);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('a signed-in page opens without moving sideways: the side menu has its column from the first paint', async ({
  page,
}) => {
  await signInByApi(page, 'buyer@northwind.example');
  await recordLayout(page);
  // A reload with stored credentials: the shell paints before the user, the menu and the page have loaded.
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's content starts right of the menu's 256 px column from its first frame; it used to start at 0
  // and be pushed 256 px when the menu arrived (CLS 0.26).
  expect(await page.evaluate(() => window.mainLefts)).toEqual([256]);
  // The news strip above the page is there from the first frame too (the tab remembers the news it last
  // received), so its answer does not push the page down: under load it used to arrive after the page (CLS 0.2).
  await expect(page.getByRole('region', { name: 'News' })).toBeVisible();
  expect(await page.evaluate(() => window.newsWithFirstMain)).toBe(true);
  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
});

test('the shell asks for the user and the company configuration together, not one after the other', async ({
  page,
}) => {
  await signInByApi(page, 'buyer@northwind.example');
  const events: string[] = [];
  page.on('request', (request) => {
    if (/user\/Me|listStorefrontConfiguration/i.test(request.url())) events.push(`sent ${request.url()}`);
  });
  page.on('requestfinished', (request) => {
    if (/user\/Me|listStorefrontConfiguration/i.test(request.url())) events.push(`done ${request.url()}`);
  });
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect.poll(() => events.length).toBe(4);
  // Both calls are sent before either has answered.
  expect(events.slice(0, 2).every((event) => event.startsWith('sent'))).toBe(true);
});
