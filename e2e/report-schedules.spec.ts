import { expect, type Page, test } from '@playwright/test';
import { demoUsers } from '../apps/server/src/db/seed-data';
import { seedReportId } from '../apps/server/src/db/seed-reports';
import { nextReportRun } from '../packages/flows/src/rules/reportSchedules';
import { callApi, expectNoAxeViolations, signInByApi } from './support';

// Issue 20: the reports user schedules Spend by Month weekly on two days from /report, is told a monthly day of 29
// is not allowed, and receives the scheduled mail with the report attached once the server's test clock (started
// with SCHEDULE_TEST_CLOCK=on by playwright.config.ts; refused in production) reaches the time; then deletes the
// subscription, which stops the runs.

const USER = demoUsers.reports.username;
const SPEND_BY_MONTH = seedReportId('spend-by-month');
const NEW_YORK = 'America/New_York';
const SANDBOX = { 'x-sandbox-key': process.env.MAIL_SANDBOX_KEY ?? '' };

test.use({ timezoneId: NEW_YORK });

interface ScheduledMail {
  kind: string;
  subject: string;
  attachments?: { fileName: string; contentType: string; size: number; url: string }[];
}

async function setClock(page: Page, now: Date) {
  const response = await page.request.post('/sandbox/clock', {
    headers: SANDBOX,
    data: { now: now.toISOString() },
  });
  expect(response.ok(), `clock: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { now: string; claimed: number; done: number; failed: number };
}

async function scheduledMails(page: Page): Promise<ScheduledMail[]> {
  const response = await page.request.get(`/sandbox/outbox?to=${encodeURIComponent(USER)}`, {
    headers: SANDBOX,
  });
  expect(response.ok(), `outbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as ScheduledMail[]).filter((mail) => mail.kind === 'report.scheduled');
}

const weekdayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, weekday: 'long' }).format(at);

test('the reports user schedules a report weekly on two days and receives it by mail when the time comes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Now, for the server's schedules: the real time (other journeys share the server), moved only forward.
  const start = new Date();
  await setClock(page, start);
  const tomorrow = new Date(start.getTime() + 86_400_000);
  const afterTomorrow = new Date(start.getTime() + 3 * 86_400_000);
  const days = [weekdayIn(tomorrow), weekdayIn(afterTomorrow)];

  await signInByApi(page, USER);
  await page.goto(`/#/report?id=${SPEND_BY_MONTH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spend by Month' })).toBeVisible();
  await page.getByRole('form', { name: 'Search fields' }).getByText('CSV', { exact: true }).click();
  const schedule = page.getByRole('form', { name: 'Schedule' });

  await test.step('a monthly day of 29 is refused with the documents’ words', async () => {
    await schedule.getByRole('radio', { name: 'Monthly' }).check({ force: true });
    await schedule.getByRole('radio', { name: 'Day', exact: true }).check({ force: true });
    await schedule.getByRole('textbox', { name: 'Day number' }).fill('29');
    await schedule.getByRole('textbox', { name: /^At/ }).fill('07:30');
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(
      schedule.getByText('Day of month must be an integer greater than 1 and smaller than 29.'),
    ).toBeVisible();
    await expect(schedule.getByRole('textbox', { name: 'Day number' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  let nextRunAt = '';
  await test.step(`weekly on ${days.join(' and ')} at 07:30 is saved with its next run`, async () => {
    await schedule.getByRole('radio', { name: 'Weekly' }).check({ force: true });
    for (const day of days) await schedule.getByRole('checkbox', { name: day }).check({ force: true });
    await schedule.getByRole('textbox', { name: /^At/ }).fill('07:30');
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText(/^Schedule saved\. Next run: /)).toBeVisible();

    const [mine] = (
      await callApi<{ reportId: string; schedule: unknown; nextRunAt: string | null; format: number }[]>(
        page,
        'GET',
        'v1.0/report/listReportByLoggedInUser',
      )
    ).filter((subscription) => subscription.reportId === SPEND_BY_MONTH);
    const weekdays = days.map((day) =>
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day),
    );
    expect(mine?.schedule).toEqual({ kind: 'weekly', days: [...weekdays].sort(), at: '07:30' });
    expect(mine?.format).toBe(5);
    const expected = nextReportRun(
      { kind: 'weekly', days: [...weekdays].sort(), at: '07:30' },
      { timeZone: NEW_YORK, after: start },
    );
    expect(mine?.nextRunAt).toBe(expected.toISOString());
    nextRunAt = mine?.nextRunAt ?? '';
    // The first run is tomorrow's at 07:30 New York time, or today's when it is not yet 07:30 there (the
    // day after tomorrow is never the first).
    expect(Date.parse(nextRunAt) - start.getTime()).toBeLessThanOrEqual(2 * 86_400_000);
  });

  await test.step('the clock reaches the time: one mail with the report attached', async () => {
    const before = (await scheduledMails(page)).length;
    const ran = await setClock(page, new Date(Date.parse(nextRunAt) + 60_000));
    expect(ran.done).toBeGreaterThanOrEqual(1);
    const mails = await scheduledMails(page);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('Your scheduled report: Spend by Month');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.fileName).toMatch(/^spend-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await page.request.get(attachment?.url ?? '', { headers: SANDBOX });
    expect(file.ok()).toBe(true);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Month,Orders,Subtotal,Tax,Shipping,Total');
    expect(lines.some((line) => /^\d{4}-\d{2},\d+,/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,\d+,/);
  });

  await test.step('deleting the subscription stops the runs', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Delete subscription to Spend by Month' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete subscription' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    const mine = await callApi<{ reportId: string }[]>(page, 'GET', 'v1.0/report/listReportByLoggedInUser');
    expect(mine.filter((subscription) => subscription.reportId === SPEND_BY_MONTH)).toEqual([]);
    const before = (await scheduledMails(page)).length;
    await setClock(page, new Date(Date.parse(nextRunAt) + 8 * 86_400_000));
    expect(await scheduledMails(page)).toHaveLength(before);
  });
});
