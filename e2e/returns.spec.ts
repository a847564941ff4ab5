import { expect, test } from '@playwright/test';
import { demoOrders } from '../apps/server/src/db/seed-orders';
import { expectNoAxeViolations, signInByApi } from './support';

// Issue 17: the Northwind buyer asks to return one item of a shipped (invoiced) line of a closed order; the dialog
// shows the 20% restocking fee and the credit before the request is sent; the request is listed with the order,
// and the reseller's order system (the order desk sandbox, a move a second) approves, receives and credits it.
// The order ('clinic-west-closed') is no other journey's.
const BUYER = 'buyer@northwind.example';
const order = demoOrders['clinic-west-closed'];

test('the buyer requests the return of a shipped line, sees the restocking fee first, and it is credited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, BUYER);
  await page.goto(`/#/order?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible();
  const section = page.getByRole('region', { name: 'Returns' });
  await expect(section.getByText('No return requests for this order.')).toBeVisible();
  await section.getByRole('button', { name: 'Request a return' }).click();

  const dialog = page.getByRole('dialog', { name: 'Request a return' });
  await expect(dialog.getByText('Up to 3 can be returned.')).toBeVisible();
  const value = dialog.locator('dt:has-text("Value") + dd');
  const fee = dialog.locator('dt:has-text("Restocking fee (20%)") + dd');
  const credit = dialog.locator('dt:has-text("Credit") + dd');
  await expect(fee).toHaveText(/^\$[\d,]+\.\d{2}$/);
  // The fee and the credit add up to the value, to the cent.
  const cents = async (cell: typeof fee) =>
    Math.round(Number(((await cell.textContent()) ?? '').replace(/[$,]/g, '')) * 100);
  expect((await cents(fee)) + (await cents(credit))).toBe(await cents(value));
  const shownFee = (await fee.textContent()) ?? '';
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('One access point arrived with a cracked housing');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit return request' }).click();

  await expect(section.getByRole('status')).toHaveText(/^Return request RMA-\d+ submitted\.$/);
  const table = section.getByRole('grid', { name: 'Returns' });
  const row = table.getByRole('row', { name: /RMA-\d+/ });
  await expect(row).toContainText('One access point arrived with a cracked housing');
  await expect(row).toContainText(shownFee);
  await expect(section.getByText('Up to 2 can be returned.')).toHaveCount(0);
  // The order desk sandbox moves it on, a move a second: Approved, Received, Credited.
  await expect
    .poll(
      async () => {
        await page.reload();
        return await page
          .getByRole('region', { name: 'Returns' })
          .getByRole('row', { name: /RMA-\d+/ })
          .textContent();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toContain('Credited');
  await expectNoAxeViolations(page);
});
