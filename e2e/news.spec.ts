import { expect, test } from '@playwright/test';
import { signInByApi } from './support';

declare global {
  interface Window {
    newsEverShown: boolean;
    mainTops: number[];
    layoutShift: number;
  }
}

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the news strip takes one line, and once dismissed stays away after a reload without moving the page', async ({
  page,
}) => {
  await signInByApi(page, 'buyer@northwind.example');
  const news = page.getByRole('region', { name: 'News' });
  await expect(news).toBeVisible();
  // One line: 36 px (its 32 px buttons), where the wrapped list took 121 px of the 812.
  expect((await news.boundingBox())?.height).toBeLessThanOrEqual(37);
  const showAll = news.getByRole('button', { name: 'Show all news' });
  await showAll.click();
  await expect(showAll).toHaveAttribute('aria-expanded', 'true');
  expect((await news.boundingBox())?.height).toBeGreaterThan(60);
  await showAll.click();

  // Dismissed with the keyboard: focus goes to the page's heading, not to the body.
  await news.getByRole('button', { name: 'Dismiss news' }).focus();
  await page.keyboard.press('Enter');
  await expect(news).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A reload: the strip is never drawn (it used to be drawn from the news the tab last received, then taken
  // away when the user arrived, moving the page twice), and the page keeps one top edge.
  await page.addInitScript(() => {
    window.newsEverShown = false;
    window.mainTops = [];
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      if (document.querySelector('section[aria-label="News"]')) window.newsEverShown = true;
      const main = document.getElementById('main-content');
      const top = main ? Math.round(main.getBoundingClientRect().top + window.scrollY) : null;
      if (top !== null && !window.mainTops.includes(top)) window.mainTops.push(top);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(news).toHaveCount(0);
  expect(await page.evaluate(() => window.newsEverShown)).toBe(false);
  expect(await page.evaluate(() => window.mainTops)).toHaveLength(1);
  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
});

test('a dismissal is that user’s: another user of the same browser still gets the news', async ({ page }) => {
  await signInByApi(page, 'buyer@northwind.example');
  await page.getByRole('region', { name: 'News' }).getByRole('button', { name: 'Dismiss news' }).click();
  await expect(page.getByRole('region', { name: 'News' })).toHaveCount(0);
  // On a phone, Logout is in the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await signInByApi(page, 'approver@northwind.example');
  await expect(page.getByRole('region', { name: 'News' })).toBeVisible();
});
