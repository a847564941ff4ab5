import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './support';

// Issue 19: the contracts user opens the dashboard, follows the "expiring within 90 days" bar to the devices it
// counts, opens a chassis and one of its child instances (and back up by the parent link); a user with only
// assigned contracts sees only those. Reads only: no journey deletes a contract.
test('the contracts user follows the 90-day bar to the devices, a chassis and its child instance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'contracts@northwind.example');
  await page.goto('/#/contracts-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const ending = page.getByRole('figure', { name: 'Contract end date' });
  const bar = ending.getByRole('link', { name: /^Expiring within 90 days\s*:\s*\d+\s+devices$/ });
  const label = (await bar.textContent()) ?? '';
  const counted = Number(/(\d+)\s*devices/.exec(label)?.[1]);
  expect(counted).toBeGreaterThan(0);
  // The six seeded contracts and the header row; the manual upload's journey may add its own meanwhile.
  await expect
    .poll(() => page.getByRole('table', { name: 'Contracts' }).getByRole('row').count())
    .toBeGreaterThanOrEqual(7);
  // The contracts user's own open work item requests (the seed's), each a link to the request.
  const openRequests = page.getByRole('table', { name: 'Open maintenance requests' });
  await expect(openRequests.getByRole('link', { name: /^WI-\d+$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The bar is a link in the tab order, the keyboard follows it.
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  expect(page.url()).toContain('contractEndDate=16');
  const results = page.getByRole('grid', { name: 'Devices found' });
  await expect(results.getByRole('row')).toHaveCount(Math.min(counted, 10) + 1);
  await expect(page.getByRole('button', { name: 'Next 90 Days Contract end date' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A chassis with child instances, then one of them and back by its parent link.
  const chassisRow = results
    .getByRole('row')
    .filter({ hasText: /Chassis \(\d+ child instances\)/ })
    .first();
  const chassisSerial = (await chassisRow.getByRole('link').textContent()) ?? '';
  await chassisRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${chassisSerial}` })).toBeVisible();
  const children = page.getByRole('table', { name: 'Child instances' });
  await expect(children.getByRole('row')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  const child = children.getByRole('link').first();
  const childSerial = (await child.textContent()) ?? '';
  await child.click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${childSerial}` })).toBeVisible();
  await expect(page.getByText('Minor', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Parent chassis .*\\(${chassisSerial}\\)$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Device ${chassisSerial}` })).toBeVisible();
});

test('a user with only assigned contracts sees only those', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'contracts2@northwind.example');
  await page.goto('/#/contracts-dashboard');
  await expect(page.getByText('You see only the manufacturers and contracts assigned to you.')).toBeVisible();
  const contracts = page.getByRole('table', { name: 'Contracts' });
  await expect(contracts.getByRole('row')).toHaveCount(3);
  await expect(contracts.getByRole('rowheader', { name: 'HPE-FC-4410027' })).toBeVisible();
  await expect(contracts.getByRole('rowheader', { name: 'PANW-PREM-20931' })).toBeVisible();

  await page.goto('/#/devices');
  const results = page.getByRole('grid', { name: 'Devices found' });
  await expect(results.getByRole('row').nth(1)).toBeVisible();
  await expect(results).not.toContainText('Cisco');
  await expect(results).not.toContainText('CON-SNT-91827364');
});

test('the dashboard reads on a 320 px phone: each table named once and in view, its numbers unbroken', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInByApi(page, 'contracts@northwind.example');
  await page.goto('/#/contracts-dashboard');
  const openRequests = page.getByRole('table', { name: 'Open maintenance requests' });
  const request = openRequests.getByRole('link', { name: /^WI-\d+$/ }).first();
  await expect(request).toBeVisible();
  // The open requests' table repeated its heading in a caption, centred over the table: cut off at 320 px.
  await expect(page.getByText('Open maintenance requests', { exact: true })).toHaveCount(1);
  const contracts = page.getByRole('table', { name: 'Contracts' });
  const caption = contracts.locator('caption');
  await caption.scrollIntoViewIfNeeded();
  // Its words, not its box (as wide as the table): within the part of the table the phone shows.
  const captionText = await caption.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const shown = (element.closest('table')?.parentElement ?? element).getBoundingClientRect();
    return { left: text.left - shown.left, right: shown.right - text.right };
  });
  expect(captionText.left).toBeGreaterThanOrEqual(0);
  expect(captionText.right).toBeGreaterThanOrEqual(0);
  // 'WI-' / '690008' and 'CON-PSS-' / '55120034' broke at their hyphens in the narrow columns.
  const lines = (link: typeof request) => link.evaluate((element) => element.getClientRects().length);
  expect(await lines(request)).toBe(1);
  const contract = contracts.getByRole('link', { name: 'CON-PSS-55120034' });
  await expect(contract).toBeVisible();
  expect(await lines(contract)).toBe(1);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
