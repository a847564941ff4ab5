import { expect, test } from '@playwright/test';
import { demoOrders } from '../apps/server/src/db/seed-orders';
import { expectNoAxeViolations, signInByApi } from './support';

// Issue 17: the Northwind buyer looks at what the reseller holds for the company: the totals and the locations,
// then what is received at Reno, exports it, and opens the order it was bought on. Reads only.
test('the buyer finds the goods received at one location, exports them and opens their order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'buyer@northwind.example');
  await page.goto('/#/warehouse-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Summary' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Goods held for you' });
  await expect(table.getByRole('row')).toHaveCount(9);
  const totals = page.getByRole('region', { name: 'Totals of the goods found' });
  await expect(totals).toContainText('Staged for Deployment');
  await expect(page.getByRole('grid', { name: 'By location' }).getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Find goods' });
  await form.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'Reno Staging Center' }).click();
  await form.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Received', exact: true }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('link', { name: demoOrders['from-requisition'].number })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('warehouse-summary.xlsx');

  await table.getByRole('link', { name: demoOrders['radiology-refresh'].number }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(demoOrders['radiology-refresh'].number) }),
  ).toBeVisible();
});
