import { type Browser, expect, type Page, test } from '@playwright/test';
import { seedProductId } from '../apps/server/src/db/seed-catalogue';
import {
  callApi,
  expectNoAxeViolations,
  expectNoOrphanAnnouncements,
  hashRoute,
  signInByApi,
  tick,
} from './support';

// The approval workflows of issue 6: a requisition made by a user who may not order goes up Northwind's two
// requisition levels (rejected once, resubmitted, approved at level 1 and 2) and becomes an order; a submitted
// quote is approved and continues into checkout; another is rejected with comments. One after another: each step
// needs the one before it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const REQUESTER = 'requester@northwind.example';
const APPROVER = 'approver@northwind.example';
const APPROVER2 = 'approver2@northwind.example';
const ACCEPT_TERMS = 'I accept the terms and conditions of sale';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

interface Page1<T> {
  data: T[];
  totalRecords: number;
}
interface QuoteSummary {
  id: string;
  quoteNumber: string;
  status: number;
}

/** A second person at another browser. */
async function asAnother(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, username);
  return page;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** From the order details step (filled as given, or as prefilled) to the review, every default kept. */
async function walkCheckout(page: Page, details: { title: string; po: string } | null) {
  await expect(stepHeading(page, 'Order details')).toBeVisible();
  if (details) {
    await page.getByRole('textbox', { name: 'Order name' }).fill(details.title);
    await page.getByRole('textbox', { name: 'PO number' }).fill(details.po);
  }
  await continueButton(page).click();
  await expect(stepHeading(page, 'Billing and payment')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Shipping')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'End user information')).toBeFocused();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review your order')).toBeFocused();
  await tick(page.getByRole('checkbox', { name: ACCEPT_TERMS }));
}

async function openRequisition(page: Page, id: string, number: string) {
  await page.goto(`/#/requisition?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Requisition ${number}` })).toBeVisible();
}

let requisitionId = '';
let requisitionNumber = '';

test('a requester submits the cart as a requisition', async ({ page }) => {
  await signInByApi(page, REQUESTER);
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');
  await callApi(page, 'POST', 'v1.0/Product/addItem', {
    body: { productId: seedProductId('C9200-24P-E'), quantity: 2 },
  });
  await page.goto('/#/shopping-cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await walkCheckout(page, { title: 'E2E closet switches', po: `E2E-REQ-${run}` });
  await expect(page.getByText('Your order needs approval')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit for approval' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Requisition submitted' })).toBeVisible();
  const confirmation = page.getByText(/Requisition R-\d+ was submitted for approval\./);
  await expect(confirmation).toBeVisible();
  requisitionNumber = /R-\d+/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  const query = new URLSearchParams((await hashRoute(page)).split('?')[1]);
  requisitionId = query.get('documentID') ?? '';
  expect(requisitionId).toMatch(/^[0-9a-f-]{36}$/);
  // Submit requisition's pending announcement left with its button.
  await expectNoOrphanAnnouncements(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: `View requisition ${requisitionNumber}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Requisition ${requisitionNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('Waiting for Approver Level 1 to approve.')).toBeVisible();
});

test('the approver sees it waiting, cannot reject without comments, then rejects it', async ({ page }) => {
  await signInByApi(page, APPROVER);
  // The bell counts what waits for this approver, this requisition among it.
  await expect(page.getByRole('link', { name: /Pending approvals/ })).toBeVisible();
  await openRequisition(page, requisitionId, requisitionNumber);
  const levels = page.getByRole('list', { name: /approval levels/i });
  await expect(levels).toContainText('Approver Level 1');
  await expect(levels).toContainText('Approver Level 2');

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter comments for the rejection.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /Comments/ }).fill('Please use the 48-port model.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  // The rejection page, then back to the requisition, whose history carries the comments.
  await expect(
    page.getByRole('heading', { level: 1, name: `Requisition ${requisitionNumber} rejected` }),
  ).toBeVisible();
  await expect(page.getByText(/Rejected\. Your comments were sent to the requester\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Back to pending approvals' })).toBeVisible();
  await page.getByRole('link', { name: `View requisition ${requisitionNumber}` }).click();
  await expect(page.getByText('Please use the 48-port model.').first()).toBeVisible();
});

test('the requester resubmits it through checkout', async ({ page }) => {
  await signInByApi(page, REQUESTER);
  await openRequisition(page, requisitionId, requisitionNumber);
  await page.getByRole('button', { name: 'Edit and resubmit' }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/checkout\?documentType=4&/);
  await expect(page.getByRole('textbox', { name: 'Order name' })).toHaveValue('E2E closet switches');
  await walkCheckout(page, null);
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(`Requisition ${requisitionNumber} was submitted for approval.`)).toBeVisible();
});

test('level 1 approves, and level 2 approves into an order', async ({ page: first, browser }) => {
  let page = first;
  await signInByApi(page, APPROVER);
  await openRequisition(page, requisitionId, requisitionNumber);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved at level 1. Waiting for Approver Level 2.')).toBeVisible();
  await expect(
    page.getByText('You cannot approve at this level: it is waiting for Approver Level 2.'),
  ).toBeVisible();

  page = await asAnother(browser, APPROVER2);
  await openRequisition(page, requisitionId, requisitionNumber);
  await expect(page.getByRole('list', { name: /approval levels/i })).toContainText('Alex Approver');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(() => hashRoute(page)).toMatch(/^\/checkout\?documentType=4&/);
  // The approver's way back is the requisition they are approving, not a cart of theirs (issue 16).
  await expect(page.getByRole('button', { name: 'Back to requisition' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to cart' })).toHaveCount(0);
  await walkCheckout(page, null);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Your order number is SO-\d+\./)).toBeVisible();

  await openRequisition(page, requisitionId, requisitionNumber);
  await expect(page.getByText('Purchased').first()).toBeVisible();
});

test('a submitted quote is approved and continues into checkout; another is rejected with comments', async ({
  page: first,
  browser,
}) => {
  let page = first;
  await signInByApi(page, APPROVER);
  const pending = await callApi<Page1<QuoteSummary>>(page, 'GET', 'v1.0/quote/listpending', {
    query: { start: '1', records: '50', sortBy: '0', status: '-1' },
  });
  // The seeded ones for this journey (seed-quotes.ts): other journeys, side by side, submit and buy quotes of
  // their own that the approver sees waiting too.
  const seeded = (number: string) =>
    pending.data.find((quote) => quote.quoteNumber === number && quote.status === 2);
  const [toApprove, toReject] = [seeded('Q-500101'), seeded('Q-500103')];
  expect(toApprove && toReject).toBeTruthy();
  if (!toApprove || !toReject) return;

  await page.goto(`/#/quote?id=${toReject.id}`);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Comments/ }).fill('The budget moved to next year.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Quote .* rejected$/ })).toBeVisible();
  await expect(page.getByText(/Rejected\. Your comments were sent to the sales team\./)).toBeVisible();

  await page.goto(`/#/quote?id=${toApprove.id}`);
  // The quote names where it bills and ships.
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByRole('region', { name: 'Bill To' })).toContainText('Northwind Health');
  await expect(addresses.getByRole('region', { name: 'Ship To' })).toContainText('Northwind Health');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  // One level, or the second of two: either it waits for level 2 or it continues into checkout.
  const checkoutOrWaiting = await Promise.race([
    expect
      .poll(() => hashRoute(page), { timeout: 15_000 })
      .toMatch(/^\/checkout\?documentType=8&/)
      .then(() => 'checkout'),
    page
      .getByText(/Approved at level 1\. Waiting for/)
      .waitFor({ timeout: 15_000 })
      .then(() => 'waiting'),
  ]);
  if (checkoutOrWaiting === 'waiting') {
    page = await asAnother(browser, APPROVER2);
    await page.goto(`/#/quote?id=${toApprove.id}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => hashRoute(page)).toMatch(/^\/checkout\?documentType=8&/);
  }
  // The checkout says the quote was approved (issue 16).
  await expect(page.getByRole('status').filter({ hasText: 'Quote Q-500101 approved.' })).toHaveText(
    'Quote Q-500101 approved. Check out to place the order.',
  );
  await walkCheckout(page, { title: 'E2E quote order', po: `E2E-QUOTE-${run}` });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/Your order number is SO-\d+\./)).toBeVisible();
  await page.goto(`/#/quote?id=${toApprove.id}`);
  await expect(page.getByText('Purchased').first()).toBeVisible();
});
