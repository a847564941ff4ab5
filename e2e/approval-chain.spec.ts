import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, expectNoAxeViolations, hashRoute, mainMenu, signInByApi } from './support';

// A company administrator sets up Northwind's quote approval chain (issue 6): raises a threshold, adds a level,
// saves and finds it after a reload; a threshold lower than the level before is refused with the reason; back to
// the default chain; and finally the original chain again. The other approval journeys rely on Northwind's chains,
// so this one runs in its own Playwright project after them (playwright.config.ts) and restores the chain even
// when it fails half-way.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ADMIN = 'useradmin@northwind.example';
const QUOTES = 8;
const REQUISITIONS = 4;

interface ChainLevel {
  level: number;
  roleType: number;
  minAmount: string;
}
interface Chain {
  documentType: number;
  isDefault: boolean;
  levels: (ChainLevel & { roleName: string })[];
}

/** Northwind's seeded quote chain (seed-workflow.ts), which the approval journeys expect. */
const NORTHWIND_QUOTES: ChainLevel[] = [
  { level: 1, roleType: 13, minAmount: '0.00' },
  { level: 2, roleType: 15, minAmount: '10000.00' },
];

const bare = (chain: Chain): ChainLevel[] =>
  chain.levels.map(({ level, roleType, minAmount }) => ({ level, roleType, minAmount }));

async function signIn(page: Page) {
  await signInByApi(page, ADMIN);
}

function readChain(page: Page, documentType: number) {
  return callApi<Chain>(page, 'GET', 'V1.0/workflowrouting/getApprovalChain', {
    query: { documentType: String(documentType) },
  });
}

/** Puts Northwind's quote chain back as seeded, through the API, whatever state the journey left it in. */
async function restoreQuoteChain(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    const now = await readChain(page, QUOTES);
    if (now.isDefault || JSON.stringify(bare(now)) !== JSON.stringify(NORTHWIND_QUOTES)) {
      await callApi(page, 'POST', 'V1.0/workflowrouting/saveApprovalChain', {
        body: { documentType: QUOTES, levels: NORTHWIND_QUOTES },
      });
    }
  } finally {
    await context.close();
  }
}

test.afterAll(async ({ browser }) => {
  await restoreQuoteChain(browser);
});

const level = (page: Page, number: number) =>
  page.getByRole('main').getByRole('group', { name: `Level ${number}`, exact: true });
const roleOf = (page: Page, number: number) =>
  level(page, number).getByRole('button', { name: /Approver role/ });
const amountOf = (page: Page, number: number) =>
  level(page, number).getByRole('textbox', { name: /Applies from/ });

async function setAmount(page: Page, number: number, amount: string) {
  const field = amountOf(page, number);
  await field.fill(amount);
  await field.press('Tab');
}

async function chooseRole(page: Page, number: number, role: string) {
  await roleOf(page, number).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await expect(roleOf(page, number)).toContainText(role);
}

test('the user administrator changes the quote approval chain, is refused a decreasing threshold, and puts it back', async ({
  page,
}) => {
  await signIn(page);
  expect(bare(await readChain(page, QUOTES)), 'the seeded chain the other journeys rely on').toEqual(
    NORTHWIND_QUOTES,
  );

  // Settings → Approval Workflows.
  await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings & Administration' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Approval Workflows' }).click();
  await expect.poll(() => hashRoute(page)).toBe('/approval-workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Workflows' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');

  // The quote chain as seeded.
  await expect(page.getByRole('heading', { level: 2, name: 'Quote approval chain' })).toBeVisible();
  await expect(roleOf(page, 1)).toContainText('Quote Approver');
  await expect(amountOf(page, 1)).toHaveValue('$0.00');
  await expect(roleOf(page, 2)).toContainText('Approver Level 2');
  await expect(amountOf(page, 2)).toHaveValue('$10,000.00');
  await expect(level(page, 3)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Raise level 2 to $12,500, add a level 3 for Approver Level 1 from $50,000, save.
  await setAmount(page, 2, '12500');
  await expect(amountOf(page, 2)).toHaveValue('$12,500.00');
  await page.getByRole('button', { name: 'Add level' }).click();
  await expect(roleOf(page, 3)).toBeFocused();
  await chooseRole(page, 3, 'Approver Level 1');
  await setAmount(page, 3, '50000');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote approval chain saved.' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // After a reload the page shows what the server holds.
  await page.reload();
  await expect(amountOf(page, 3)).toHaveValue('$50,000.00');
  await expect(roleOf(page, 3)).toContainText('Approver Level 1');
  await expect(amountOf(page, 2)).toHaveValue('$12,500.00');
  expect(bare(await readChain(page, QUOTES))).toEqual([
    { level: 1, roleType: 13, minAmount: '0.00' },
    { level: 2, roleType: 15, minAmount: '12500.00' },
    { level: 3, roleType: 14, minAmount: '50000.00' },
  ]);

  // Issue 16: a role at a second level, and an amount past the largest, are refused at their fields, as typed.
  await chooseRole(page, 3, 'Quote Approver');
  await expect(level(page, 3)).toContainText('This role already approves at level 1.');
  await setAmount(page, 3, '99999999999999999');
  await expect(amountOf(page, 3)).toHaveValue('$99,999,999,999,999,999.00');
  await expect(level(page, 3)).toContainText('The amount cannot be more than $1,000,000,000.00.');
  await setAmount(page, 3, '12,5');
  await expect(amountOf(page, 3)).toHaveValue('12,5');
  await expect(level(page, 3)).toContainText('Enter the amount in dollars and cents, such as 1000.50.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The chain was not saved.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(roleOf(page, 3)).toContainText('Approver Level 1');

  // A threshold below the level before is refused with the reason, and nothing is saved.
  await setAmount(page, 3, '5000');
  await expect(amountOf(page, 3)).toHaveAttribute('aria-invalid', 'true');
  await expect(level(page, 3)).toContainText(
    'The amount must be at least $12,500.00, the amount of level 2.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The chain was not saved.' })).toBeVisible();
  await expect(amountOf(page, 3)).toBeFocused();
  await expectNoAxeViolations(page);
  expect((await readChain(page, QUOTES)).levels[2]?.minAmount).toBe('50000.00');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(amountOf(page, 3)).toHaveValue('$50,000.00');

  // Back to the default chain, after a confirmation.
  await page.getByRole('button', { name: 'Use the default chain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use the default chain?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Use the default chain' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Quote approval chain: the default chain applies again.' }),
  ).toBeVisible();
  await expect(page.getByText(/Your company has not set up its own chain/)).toBeVisible();
  await expect(level(page, 2)).toHaveCount(0);
  expect((await readChain(page, QUOTES)).isDefault).toBe(true);

  // The original chain again: the Quote Approver from $0, Approver Level 2 from $10,000.
  await page.getByRole('button', { name: 'Add level' }).click();
  await chooseRole(page, 2, 'Approver Level 2');
  await setAmount(page, 2, '10000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote approval chain saved.' })).toBeVisible();
  const restored = await readChain(page, QUOTES);
  expect(restored.isDefault).toBe(false);
  expect(bare(restored)).toEqual(NORTHWIND_QUOTES);

  // The requisition chain was never touched.
  await page.getByRole('tab', { name: 'Requisitions' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Requisition approval chain' })).toBeVisible();
  await expect(roleOf(page, 1)).toContainText('Approver Level 1');
  await expect(roleOf(page, 2)).toContainText('Approver Level 2');
  await expect(amountOf(page, 2)).toHaveValue('$1,000.00');
  expect(bare(await readChain(page, REQUISITIONS))).toEqual([
    { level: 1, roleType: 14, minAmount: '0.00' },
    { level: 2, roleType: 15, minAmount: '1000.00' },
  ]);
  await expectNoAxeViolations(page);
});
