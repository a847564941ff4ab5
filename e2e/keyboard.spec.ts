import { expect, type Page, test } from '@playwright/test';
import { hashRoute, PASSWORD, signInByApi, tabTo } from './support';

test('sign in, open an area from the menu and log out with the keyboard alone', async ({ page }) => {
  // The skip link is the first stop of a page, and takes the focus to the page's content.
  await page.goto('/#/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(hashRoute(page)).toBe('/help');

  // The login page starts in the username field.
  await page.goto('/#/login');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('buyer@northwind.example');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/account-overview');
  // A navigation puts the focus on the new page's content.
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Invoices' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

/**
 * Whether the focused element can be seen: the element at the centre of its box is the element itself or one of
 * its own (not the sticky header, or anything else, on top of it). WCAG 2.2 2.4.11 Focus not obscured.
 */
async function focusedIsUncovered(page: Page): Promise<{ uncovered: boolean; name: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { uncovered: false, name: '<body>' };
    const box = focused.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const name =
      focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? focused.tagName;
    return { uncovered: top !== null && focused.contains(top), name: `${focused.tagName} ${name}` };
  });
}

test('shift-tabbing up the shop never leaves the focused control under the sticky header', async ({
  page,
}) => {
  await signInByApi(page, 'buyer@northwind.example');
  await page.goto('/#/shop');
  const products = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(products).toHaveCount(20);
  // Far down the page: the tenth product's Add to cart button.
  await products.nth(9).getByRole('button', { name: 'Add to cart' }).focus();
  const keyword = page
    .getByRole('form', { name: 'Search products' })
    .getByRole('searchbox', { name: 'Keyword' });
  const covered: string[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const { uncovered, name } = await focusedIsUncovered(page);
    if (!uncovered) covered.push(name);
    if (await keyword.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(keyword).toBeFocused();
  expect(covered, 'focused controls hidden under something').toEqual([]);
});
