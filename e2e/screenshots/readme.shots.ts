import { expect, type Page, test } from '@playwright/test';
import { seedProductId } from '../../apps/server/src/db/seed-catalogue';
import { callApi, signInByApi } from '../support';

/**
 * The portal README's screenshots: shop, cart, checkout, a quote and the account overview as the Northwind
 * buyer, at 375 px (a phone) and 1440 px (a laptop). Each page is checked before its picture: its heading is
 * there and the document does not scroll sideways.
 */
const OUT = 'apps/portal/docs/screenshots';
const WIDTHS = [375, 1440] as const;
const BUYER = 'buyer@northwind.example';

interface QuoteSummary {
  id: string;
  status: number;
}

async function settle(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test(`README screenshots at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await signInByApi(page, BUYER);
    const shoot = (name: string) => page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: false });

    await page.goto('/#/account-overview');
    await settle(page, /Account Overview/i);
    await shoot('account-overview');

    await page.goto('/#/shop');
    await settle(page, /Shop/i);
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot('shop');

    await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
    for (const [part, quantity] of [
      ['U2724D', 2],
      ['C9300-24P-A', 1],
      ['SFP-10G-SR', 4],
    ] as const) {
      await callApi(page, 'POST', 'v1.0/Product/addItem', {
        body: { productId: seedProductId(part), quantity },
      });
    }
    await page.goto('/#/shopping-cart');
    await settle(page, 'Shopping Cart');
    await shoot('cart');

    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();
    await settle(page, /Checkout/i);
    await shoot('checkout');

    const quotes = await callApi<{ data: QuoteSummary[] }>(page, 'POST', 'v1.0/quote/list', {
      body: { start: 1, size: 50, status: -1 },
    });
    const quote = quotes.data[0];
    expect(quote, 'the buyer has a quote').toBeTruthy();
    await page.goto(`/#/quote?id=${quote?.id}`);
    await settle(page, /Quote/i);
    await shoot('quote');
  });
}
