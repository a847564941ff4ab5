import { readFileSync } from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { demoUsers } from '../apps/server/src/db/seed-data';
import { seedReportId } from '../apps/server/src/db/seed-reports';
import { pdfText } from '../apps/server/src/test-support/pdf';
import { sumMoney } from '../packages/flows/src/rules/money';
import { formatMoney } from '../packages/ui/src/format/format';
import { callApi, expectNoAxeViolations, signInByApi } from './support';

// Issue 20: the reports user runs Spend by Month as XLSX and as PDF from /report and gets the rows the server
// computes (the same run as CSV through the API, whose sums reports.test checks against the orders table); a range
// with no orders opens the no-data box; the administrator assigns Open Quotes to the reports user, who then finds
// it on /reports (and it is taken back at the end, leaving the seed's assignments as they were). One browser
// context per persona.

const SPEND_BY_MONTH = seedReportId('spend-by-month');
const OPEN_QUOTES = seedReportId('open-quotes');

/** A calendar day in the portal's time zone (the reports' days are Eastern), `days` before today. */
function easternDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  });
}

/** Types an ISO day into a DatePicker of the run form (its segments: month, day, year). */
async function typeDate(form: Locator, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await form.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`, 'i') }).click();
  await form.page().keyboard.type(`${month}${day}${year}`);
}

async function run(page: Page, form: Locator, format: string): Promise<Download> {
  // react-aria's radio: its input is visually hidden; a person presses the label.
  await form.getByText(format, { exact: true }).click();
  await expect(form.getByRole('radio', { name: format })).toBeChecked();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Run' }).click();
  return download;
}

/** The CSV the server computes for the same search (the API, as the portal calls it). */
async function csvRun(page: Page, searchFields: Record<string, string>): Promise<string[][]> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  const response = await page.request.post('/api/V1.0/Report/run', {
    headers: { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: { reportId: SPEND_BY_MONTH, format: 5, searchFields },
  });
  expect(response.status()).toBe(200);
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
}

const cents = (value: unknown) => Number(value).toFixed(2);

test('the reports user runs Spend by Month as XLSX and PDF; an administrator assigns them Open Quotes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const reportsContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const page = await reportsContext.newPage();
    await signInByApi(page, demoUsers.reports.username);
    await page.goto('/#/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const mine = page.getByRole('table', { name: 'My Reports' });
    await expect(mine.getByRole('link', { name: /^Open / })).toHaveCount(3);
    await expect(mine.getByRole('link', { name: 'Open Open Quotes' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await mine.getByRole('link', { name: 'Open Spend by Month' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spend by Month' })).toBeVisible();
    // The trail ends with the report's own name, not "Report", and the page title follows it.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Spend by Month');
    await expect(trail.getByRole('link').last()).toHaveText('Reports');
    await expect(page).toHaveTitle('Spend by Month | Customer Portal');
    const form = page.getByRole('form', { name: 'Search fields' });
    // Up to yesterday: an order placed by another journey today cannot land between the runs compared.
    const to = easternDay(1);
    await typeDate(form, 'To', to);
    await expectNoAxeViolations(page);

    const expected = await csvRun(page, { dateTo: to });
    const header = expected[0] ?? [];
    const months = expected.slice(1).filter((row) => /^\d{4}-\d{2}$/.test(row[0] ?? ''));
    expect(months.length).toBeGreaterThan(0);
    const totals = expected.find((row) => row[0] === 'Total') ?? [];
    expect(totals.at(-1)).toBe(sumMoney(months.map((row) => row.at(-1) ?? '0')));

    await test.step('XLSX: the rows and the totals of the CSV run', async () => {
      const file = await run(page, form, 'Excel (XLSX)');
      expect(file.suggestedFilename()).toMatch(/^spend-by-month-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = read(readFileSync((await file.path()) as string));
      const sheet = book.Sheets[book.SheetNames[0] as string];
      const rows = utils.sheet_to_json<unknown[]>(sheet as never, { header: 1, raw: true });
      const at = rows.findIndex((row) => row[0] === 'Month');
      expect(rows[at]).toEqual(header);
      const body = rows.slice(at + 1).filter((row) => row.length > 0);
      expect(body.map((row) => String(row[0]))).toEqual([...months.map((row) => row[0]), 'Total']);
      for (const [index, row] of [...months, totals].entries()) {
        const got = body[index] ?? [];
        expect(Number(got[1]), `orders of ${row[0]}`).toBe(Number(row[1]));
        expect(got.slice(2).map(cents), `amounts of ${row[0]}`).toEqual(row.slice(2).map(cents));
      }
      await expect(page.getByText('Your report Spend by Month was downloaded.')).toBeVisible();
    });

    await test.step('PDF: the months and the grand total', async () => {
      const file = await run(page, form, 'PDF');
      expect(file.suggestedFilename()).toMatch(/^spend-by-month-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = await pdfText(readFileSync((await file.path()) as string));
      expect(text).toContain('Spend by Month');
      for (const row of months) expect(text).toContain(row[0] as string);
      expect(text).toContain(formatMoney(totals.at(-1) as string));
    });

    await test.step('a range without orders opens the no-data box', async () => {
      await typeDate(form, 'From', '1990-01-01');
      await typeDate(form, 'To', '1990-01-31');
      await form.getByRole('button', { name: 'Run' }).click();
      const noData = page.getByRole('dialog', { name: 'No data found' });
      await expect(noData).toBeVisible();
      await expect(noData).toContainText('There is no data for the selected criteria.');
      await noData.getByRole('button', { name: 'OK' }).click();
      await expect(noData).toBeHidden();
    });

    await test.step('the administrator assigns Open Quotes; the reports user then sees it', async () => {
      const admin = await adminContext.newPage();
      await signInByApi(admin, demoUsers.admin.username);
      await admin.goto('/#/reports');
      const company = admin.getByRole('table', { name: 'Company Reports' });
      const row = company.getByRole('row', { name: /^Open Quotes/ });
      await expect(row).toContainText('0 assigned');
      await row.getByRole('button', { name: 'Assign users: Open Quotes' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Assign users: Open Quotes' });
      await dialog
        .getByRole('listbox', { name: /^Users not assigned/ })
        .getByRole('option', { name: /Robin Reyna/ })
        .click();
      await dialog.getByRole('button', { name: 'Assign selected (1)' }).click();
      await expect(
        dialog
          .getByRole('listbox', { name: 'Assigned users (1)' })
          .getByRole('option', { name: /Robin Reyna/ }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(row).toContainText('1 assigned');

      try {
        await page.goto('/#/reports');
        await expect(mine.getByRole('link', { name: 'Open Open Quotes' })).toBeVisible();
      } finally {
        // The seed's assignments as they were, for the specs that count them.
        await callApi(admin, 'POST', 'V1.0/Report/unassignusers', {
          body: { reportId: OPEN_QUOTES, userIds: [demoUsers.reports.id] },
        });
      }
    });
  } finally {
    await reportsContext.close();
    await adminContext.close();
  }
});
