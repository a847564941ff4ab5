import { expect, type Locator, test } from '@playwright/test';
import { cloudReportSeed, seededCloudCost } from '../apps/server/src/db/seed-cloud-reports';
import { lastPublishedCloudMonth, monthsFrom, subtractMoney, sumMoney } from '../packages/flows/src/rules';
import { formatMoney } from '../packages/ui/src/format/format';
import { choose, expectNoAxeViolations, signInByApi } from './support';

// Issue 20: a reports reader (contracts@ holds viewReports; reports@ is h-reports' persona) opens the cloud savings
// report and the EDP tracker, reads figures in the charts' tables that are the seed's sums, narrows the savings to
// one service, and opens the shared read-only report link (a tampered one is refused).

const published = monthsFrom(cloudReportSeed.northwind.from, cloudReportSeed.northwind.to).filter(
  (month) => month <= lastPublishedCloudMonth(new Date()),
);

/** The seed's Northwind figures of the published months (of one service when named). */
function seedSums(months: readonly string[], service?: string) {
  const spec = cloudReportSeed.northwind;
  const rows = monthsFrom(spec.from, spec.to).flatMap((month, index) =>
    months.includes(month)
      ? spec.services.flatMap((entry, serviceIndex) =>
          service && entry.name !== service ? [] : [seededCloudCost(entry, serviceIndex, index)],
        )
      : [],
  );
  const listCost = sumMoney(rows.map((row) => row.listCost));
  const contractCost = sumMoney(rows.map((row) => row.contractCost));
  return { listCost, contractCost, savings: subtractMoney(listCost, contractCost) };
}

/**
 * A row's figures, waited for: the table is drawn once its report has loaded, and its cells were read at once (an
 * empty list when read before).
 */
const cells = (row: Locator) => row.getByRole('cell');

test('a reports reader reads the savings and the EDP tracker, filters by service and opens the shared link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'contracts@northwind.example');
  await page.goto('/#/prism-savings-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Savings Report' })).toBeVisible();
  await expect(page.getByText(/Report data is available 12 to 14 days after month end/)).toBeVisible();

  // The savings by service: the chart's table has each service's figures, the seed's sums.
  const byService = page.getByRole('figure', { name: 'Savings by service' });
  await byService.getByRole('button', { name: 'Show as table' }).click();
  const table = byService.getByRole('table', { name: 'Savings by service' });
  const ec2 = seedSums(published, 'Amazon EC2');
  await expect(cells(table.getByRole('row', { name: /Amazon EC2/ }))).toHaveText([
    formatMoney(ec2.listCost),
    formatMoney(ec2.contractCost),
    formatMoney(ec2.savings),
  ]);
  const all = seedSums(published);
  await expect(table.getByRole('row', { name: /Total/ })).toContainText(formatMoney(all.savings));
  // The bars are one tab stop; each names its figures.
  await byService.getByRole('img', { name: /^Amazon EC2: / }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Amazon RDS: \$[\d,.]+ saved/);
  await expectNoAxeViolations(page);

  // One service: the table and the totals follow.
  await choose(page, 'Service', 'Amazon S3');
  const s3 = seedSums(published, 'Amazon S3');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(cells(table.getByRole('row', { name: /Amazon S3/ }))).toHaveText([
    formatMoney(s3.listCost),
    formatMoney(s3.contractCost),
    formatMoney(s3.savings),
  ]);

  // The shared link opens the same report read-only, without the portal's menus.
  await page.getByRole('button', { name: 'Get a link to this report' }).click();
  const link = page.getByRole('link', { name: /Open the embedded report/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/#\/embedded-report\?token=/);
  await page.goto(href);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cloud savings of Northwind Health' }),
  ).toBeVisible();
  const shared = page.getByRole('figure', { name: 'Savings by service' });
  await shared.getByRole('button', { name: 'Show as table' }).click();
  await expect(cells(shared.getByRole('row', { name: /Amazon S3/ }))).toHaveText([
    formatMoney(s3.listCost),
    formatMoney(s3.contractCost),
    formatMoney(s3.savings),
  ]);
  await expect(shared.getByRole('row', { name: /Amazon EC2/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A tampered link is refused in the server's words.
  await page.goto(
    href.replace(
      /token=([^.]+)\.(.)/,
      (_whole, payload: string, first: string) => `token=${payload}.${first === 'A' ? 'B' : 'A'}`,
    ),
  );
  await page.reload();
  await expect(page.getByText('This report link is not valid.', { exact: false })).toBeVisible();

  // The EDP tracker: consumption to date is the seed's contract cost since the commitment's start.
  await page.goto('/#/edp-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Enterprise Discount Tracker' })).toBeVisible();
  const start = cloudReportSeed.edp.startMonth.slice(0, 7);
  const consumed = seedSums(published.filter((month) => month >= start)).contractCost;
  const programme = page.getByRole('figure', { name: 'AWS Enterprise Discount Program' });
  await programme.getByRole('button', { name: 'Show as table' }).click();
  const lastMonth = published.at(-1) ?? '';
  const monthName = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${lastMonth}-01T00:00:00Z`));
  const row = programme.getByRole('row', { name: new RegExp(`^${monthName}`) });
  await expect(cells(row).nth(1)).toHaveText(formatMoney(consumed));
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: formatMoney(consumed) })
      .first(),
  ).toBeVisible();
  await expect(programme.getByRole('row', { name: /Commitment/ })).toContainText('$2,100,000.00');
  await expectNoAxeViolations(page);

  // From the last published month: the chart and its table show it and the forecast months to the end.
  await choose(page, 'From', monthName);
  const shown = monthsFrom(lastMonth, cloudReportSeed.edp.endMonth.slice(0, 7));
  await expect(programme.getByRole('img')).toHaveCount(shown.length);
  await expect(programme.getByRole('row')).toHaveCount(shown.length + 2);
  await expect(cells(programme.getByRole('row').nth(1)).nth(1)).toHaveText(formatMoney(consumed));
});
