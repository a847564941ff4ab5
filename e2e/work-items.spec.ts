import { expect, type Page, test } from '@playwright/test';
import { choose, expectNoAxeViolations, signInByApi, tick } from './support';

// Issue 19: the contracts user creates a Site Transfer work item request, saves it, adds two devices from their
// contract access, submits it, and follows the audit trail as the reseller's service desk (the sandbox, a move a
// second in the journeys: WORK_ITEM_DESK_STEP_SECONDS in playwright.config.ts) takes it to Pending Presidio and
// Completed; a mail goes to the requester on each change. contracts@ is no other journey's requester of work items.
const CONTRACTS = 'contracts@northwind.example';
const MAIL_SANDBOX_KEY = process.env.MAIL_SANDBOX_KEY ?? '';

interface Mail {
  subject: string;
  kind: string;
}

async function workItemMails(page: Page, number: string): Promise<string[]> {
  const response = await page.request.get(`/sandbox/outbox?to=${encodeURIComponent(CONTRACTS)}`, {
    headers: { 'x-sandbox-key': MAIL_SANDBOX_KEY },
  });
  expect(response.ok(), `outbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as Mail[])
    .filter((mail) => mail.kind === 'workItem.statusChanged' && mail.subject.includes(number))
    .map((mail) => mail.subject)
    .sort();
}

test('the contracts user saves a Site Transfer, adds two devices, submits it and follows it to Completed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, CONTRACTS);
  await page.goto('/#/work-items');
  await expect(page.getByRole('heading', { level: 1, name: 'Work Items' })).toBeVisible();
  const list = page.getByRole('grid', { name: 'Work Items' });
  await expect(list.getByRole('link', { name: /^WI-\d+$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New Work Item Request' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New Work Item Request' })).toBeVisible();
  await choose(page, 'Request Type', 'Site Transfer');
  // Saving without the destination is refused at the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter all required fields and try again.');
  await page
    .getByRole('textbox', { name: /Destination Address/ })
    .fill('Worcester Clinic, 20 Front St, Worcester, MA 01608');
  await page.getByRole('textbox', { name: 'Comments' }).fill('Two switches move with the cardiology wing.');
  await page.getByRole('button', { name: 'Save' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Work Item Request WI-\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Work Item Request ', '');
  await expect(page).toHaveURL(/work-item-request\?pageId=[0-9a-f-]{36}/);
  await expect(page.getByRole('status').filter({ hasText: 'Data saved successfully.' })).toBeVisible();

  // Two Catalyst 9300 chassis from the device search.
  const search = page.getByRole('searchbox', { name: 'Search by part or serial number' });
  await search.fill('C9300-48P');
  await search.press('Enter');
  const offered = page.getByRole('grid', { name: 'Add Devices' });
  const rows = offered.getByRole('row').filter({ hasText: 'C9300-48P-A' });
  await expect(rows.nth(1)).toBeVisible();
  const serials = [
    ((await rows.nth(0).getByRole('rowheader').textContent()) ?? '').trim(),
    ((await rows.nth(1).getByRole('rowheader').textContent()) ?? '').trim(),
  ];
  await tick(rows.nth(0).getByRole('checkbox'));
  await tick(rows.nth(1).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Add selected' }).click();
  const devices = page.getByRole('grid', { name: 'Devices', exact: true });
  for (const serial of serials)
    await expect(devices.getByRole('row', { name: new RegExp(serial) })).toBeVisible();
  await expect(devices.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request submitted.' })).toBeVisible();
  await expect(page.getByText('This request has been submitted and can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // The service desk sandbox moves it on, a move a second; the audit trail says who did what, when.
  await expect
    .poll(
      async () => {
        await page.reload();
        return await page.getByRole('grid', { name: 'Audit Trail' }).textContent();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toContain('Status changed to Completed');
  const trail = page.getByRole('grid', { name: 'Audit Trail' });
  const entry = (who: string, what: string) =>
    trail.getByRole('row', { name: who }).filter({ hasText: what });
  await expect(entry('Casey Contracts', 'Created')).toBeVisible();
  await expect(
    entry('Casey Contracts', `Items added: C9300-48P-A ${serials[0]}`).or(
      entry('Casey Contracts', `Items added: C9300-48P-A ${serials[1]}`),
    ),
  ).toBeVisible();
  await expect(entry('Casey Contracts', 'Status changed to Pending Approval')).toBeVisible();
  await expect(entry('Presidio service desk', 'Status changed to Pending Presidio')).toBeVisible();
  await expect(entry('Presidio service desk', 'Status changed to Completed')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  expect(await workItemMails(page, number)).toEqual(
    [
      `Work item request ${number}: Completed`,
      `Work item request ${number}: Pending Approval`,
      `Work item request ${number}: Pending Presidio`,
    ].sort(),
  );
  await expectNoAxeViolations(page);

  // The list finds it among the closed requests.
  await page.goto('/#/work-items');
  await choose(page, 'Status', 'All Closed');
  await expect(
    page.getByRole('grid', { name: 'Work Items' }).getByRole('link', { name: number }),
  ).toBeVisible();
});
