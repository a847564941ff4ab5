import { expect, type Page, test } from '@playwright/test';
import { choose, expectNoAxeViolations, signInByApi, tick } from './support';

// Issue 19: the contracts user creates a Site Transfer work item request, saves it, adds two devices from their
// contract access, submits it, and follows the audit trail as the reseller's service desk (the sandbox, a move a
// second in the journeys: WORK_ITEM_DESK_STEP_SECONDS in playwright.config.ts) takes it to Pending Presidio and
// Completed; a mail goes to the requester on each change. contracts@ is no other journey's requester of work items.
// The sandbox desk rejects, at Pending Approval, a request naming a device not under an active maintenance contract
// (the server README's rule): the first journey adds two covered chassis (FOC2245X003, FOC2273X007); the second
// names FOC2231X001, whose coverage ended (the seed's Expired bucket), and the user sees why it was rejected.
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

/** Ticks the chassis with these serials among the device search's matches for `search`, and adds them. */
async function addDevices(page: Page, search: string, serials: string[]): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search by part or serial number' });
  await box.fill(search);
  await box.press('Enter');
  const offered = page.getByRole('grid', { name: 'Add Devices' });
  for (const serial of serials) await tick(offered.getByRole('row', { name: serial }).getByRole('checkbox'));
  await page.getByRole('button', { name: 'Add selected' }).click();
  const devices = page.getByRole('grid', { name: 'Devices', exact: true });
  for (const serial of serials) await expect(devices.getByRole('row', { name: serial })).toBeVisible();
  await expect(devices.getByRole('row')).toHaveCount(serials.length + 1);
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

  // Two Catalyst 9300 chassis under active contracts, from the device search.
  const serials = ['FOC2245X003', 'FOC2273X007'];
  await addDevices(page, 'C9300-48P', serials);
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

test('the sandbox desk rejects a Site Transfer naming a device whose coverage ended, and the user sees why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, CONTRACTS);
  await page.goto('/#/work-item-request');
  await expect(page.getByRole('heading', { level: 1, name: 'New Work Item Request' })).toBeVisible();
  await choose(page, 'Request Type', 'Site Transfer');
  await page
    .getByRole('textbox', { name: /Destination Address/ })
    .fill('Providence Clinic, 100 Dyer St, Providence, RI 02903');
  await page.getByRole('button', { name: 'Save' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Work Item Request WI-\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Work Item Request ', '');

  // FOC2231X001's coverage ended (the dashboard's Expired bucket); FOC2245X003 is covered.
  await addDevices(page, 'C9300-48P', ['FOC2231X001', 'FOC2245X003']);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request submitted.' })).toBeVisible();

  // The desk rejects it at Pending Approval; the page says so and why, naming the device.
  const notice = page.getByRole('alert').filter({
    has: page.getByRole('heading', { level: 2, name: 'Rejected by the Presidio service desk' }),
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('grid', { name: 'Audit Trail' })).toBeVisible();
        return await notice.count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  const reason =
    /^Not under an active maintenance contract: C9300-48P-A FOC2231X001 \(coverage ended \d{4}-\d{2}-\d{2}\)\.$/;
  const said = ((await notice.textContent()) ?? '').split('Reason for rejection: ')[1] ?? '';
  expect(said).toMatch(reason);
  expect(said).not.toContain('FOC2245X003');
  await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();
  const trail = page.getByRole('grid', { name: 'Audit Trail' });
  await expect(
    trail
      .getByRole('row', { name: 'Presidio service desk' })
      .filter({ hasText: `Status changed to Rejected: ${said}` }),
  ).toBeVisible();
  await expect(trail.getByRole('row').filter({ hasText: 'Pending Presidio' })).toHaveCount(0);
  expect(await workItemMails(page, number)).toEqual(
    [`Work item request ${number}: Pending Approval`, `Work item request ${number}: Rejected`].sort(),
  );
  await expectNoAxeViolations(page);

  // The list's Rejected filter finds it, with its reason.
  await page.goto('/#/work-items');
  await choose(page, 'Status', 'Rejected');
  const row = page
    .getByRole('grid', { name: 'Work Items' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number }) });
  await expect(row).toContainText(`Reason for rejection: ${said}`);
  await expectNoAxeViolations(page);
});
