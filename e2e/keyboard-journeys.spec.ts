import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi, hashRoute, mainMenu, signInByApi } from './support';

// Each persona's main task with the keyboard alone (issue 16, WCAG 2.2 2.1.1, 2.4.3, 2.4.11): the buyer's
// checkout, the requester's requisition and the approver's approval and rejection. Only key presses move the
// journey (Tab, Shift+Tab, Enter, Space, arrows, typing); after each one the test says where the focus is: on the
// control the person used, or on what says what happened (a new page's content, a step's heading, a message),
// never on <body>, never out of sight or under the sticky header.
//
// The buyer is the second Northwind buyer, whose cart no other journey fills. The requester's cart and Northwind's
// pending requisitions belong to approval-workflows.spec.ts in the first phase: the config runs this file in the
// last phase, where no other journey touches them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const BUYER = 'buyer2@northwind.example';
const REQUESTER = 'requester@northwind.example';
const APPROVER = 'approver@northwind.example';
const ACCEPT_TERMS = 'I accept the terms and conditions of sale';
/** A seeded requisition of Riley Requester pending at level 1 (seed-requisitions.ts), which no other journey uses. */
const SEEDED_PENDING = 'R-700001';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/**
 * Where the focus is now: not on <body>, on an element that has a box, in the window, and not under the sticky
 * header (2.4.11 Focus not obscured: the middle of the focused element's visible part is the element's own, not the
 * header's). Returns what is wrong, or '' when the focus can be seen.
 */
function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'the focus is on <body>';
    const label = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
    const what = `${focused.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return `${what} is hidden`;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom <= top) return `${what} is out of the window`;
    const header = document.querySelector('header');
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
    if (header && atMiddle && header.contains(atMiddle) && !header.contains(focused)) {
      return `${what} is under the sticky header`;
    }
    return '';
  });
}

/** The focus is on `target`, where the person can see it. */
async function expectFocus(page: Page, target: Locator) {
  await expect(target, { message: `focus on ${target}, not on ${await focusedElement(page)}` }).toBeFocused();
  expect(await focusProblem(page)).toBe('');
}

/** What has the focus, for a failure's message: its tag, name or text. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const name = focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
    return `${focused?.tagName.toLowerCase()} "${name.trim().slice(0, 60)}"`;
  });
}

/** Presses a key, and checks that the focus is on `target` afterwards. */
async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expectFocus(page, target);
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus (none when it has it), at most `max` times;
 * after every press the focus must be somewhere the person can see.
 */
async function keyTo(page: Page, target: Locator, { key = 'Tab', max = 40 } = {}) {
  const reached = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  if (await reached()) return;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const problem = await focusProblem(page);
    expect(problem, `after ${i + 1} × ${key} on the way to ${target}`).toBe('');
    if (await reached()) return;
  }
  throw new Error(`${max} × ${key} never reached ${target}`);
}

const main = (page: Page) => page.getByRole('main');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
/** The element that has the focus (to read what a focused message says). */
const focused = (page: Page) => page.locator(':focus');

/**
 * Back from the page's content to the main menu's Shop (the overview's own Shop link is there only while the user
 * has no orders, and other journeys place orders for these personas), then a keyword search that finds `part`.
 */
async function searchShop(page: Page, part: string) {
  await keyTo(page, mainMenu(page).getByRole('link', { name: 'Shop', exact: true }), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/shop');
  await expectFocus(page, main(page));
  const keyword = page
    .getByRole('form', { name: 'Search products' })
    .getByRole('searchbox', { name: 'Keyword' });
  await keyTo(page, keyword);
  await page.keyboard.type(part);
  await press(page, 'Enter', keyword);
  // The results are the search's (all of them on the page, unlike the whole catalogue's), the part's among them.
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  const count = page.getByText(/^\d+ products?$/);
  await expect
    .poll(async () => {
      const found = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
      return found === (await cards.count()) && (await productCard(page, part).count()) === 1;
    })
    .toBe(true);
}

/** A product card of the shop's results, by its part. */
function productCard(page: Page, part: string) {
  return page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `Tech specs ${part}`, exact: true }) });
}

/**
 * Into the card's quantity (by `way`), up to `quantity` with the arrow key, then Add to cart with `key`; the focus
 * stays there.
 */
async function addToCart(
  page: Page,
  part: string,
  quantity: number,
  { key, way }: { key: 'Enter' | 'Space'; way: 'Tab' | 'Shift+Tab' },
) {
  const card = productCard(page, part);
  const field = card.getByRole('textbox', { name: 'Quantity' });
  await keyTo(page, field, { key: way });
  for (let n = 1; n < quantity; n += 1) await press(page, 'ArrowUp', field);
  await expect(field).toHaveValue(String(quantity));
  const add = card.getByRole('button', { name: 'Add to cart' });
  await press(page, 'Tab', add);
  await page.keyboard.press(key);
  // The cart answers; the message says what happened, and the focus stays on the button that did it.
  await expect(
    page.getByRole('status').filter({ hasText: `Added ${quantity} × ${part} to your cart.` }),
  ).toBeVisible();
  await expectFocus(page, add);
}

/** Order details typed in, Enter sends the step: the next step's heading takes the focus. */
async function orderDetails(page: Page, title: string, po: string) {
  const name = page.getByRole('textbox', { name: 'Order name' });
  await keyTo(page, name);
  await page.keyboard.type(title);
  const poField = page.getByRole('textbox', { name: 'PO number' });
  await press(page, 'Tab', poField);
  await page.keyboard.type(po);
  await press(page, 'Enter', stepHeading(page, 'Billing and payment'));
}

/** On to Continue and through it with `key`; the next step's heading takes the focus. */
async function continueTo(page: Page, step: string, key: 'Enter' | 'Space' = 'Enter') {
  await keyTo(page, continueButton(page));
  await press(page, key, stepHeading(page, step));
}

/** The review: Space ticks the terms (the focus stays on the box). */
async function acceptTerms(page: Page) {
  const terms = page.getByRole('checkbox', { name: ACCEPT_TERMS });
  await keyTo(page, terms);
  await press(page, 'Space', terms);
  await expect(terms).toBeChecked();
}

test('the buyer searches, adds to the cart, changes a quantity and orders on net terms with the keyboard alone', async ({
  page,
}) => {
  await signInByApi(page, BUYER);
  // A new sign-in puts the focus on the landing page's content.
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expectFocus(page, main(page));
  await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');

  // Search and add: once with Enter, once more with Space after raising the quantity with the arrow key.
  await searchShop(page, 'U2724D');
  await addToCart(page, 'U2724D', 1, { key: 'Enter', way: 'Tab' });
  await addToCart(page, 'U2724D', 2, { key: 'Space', way: 'Shift+Tab' });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping cart, 1 item' })).toBeVisible();

  // The side panel's View cart opens the cart; its content takes the focus.
  await keyTo(
    page,
    page.getByRole('complementary', { name: 'Your cart' }).getByRole('button', { name: 'View cart' }),
  );
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expectFocus(page, main(page));

  // The line's quantity: the arrow key changes and saves it, and the focus stays in the field.
  const quantity = page.getByRole('textbox', { name: 'Quantity of U2724D' });
  await keyTo(page, quantity);
  await expect(quantity).toHaveValue('3');
  await press(page, 'ArrowUp', quantity);
  await expect(quantity).toHaveValue('4');
  await expect
    .poll(
      async () =>
        (await callApi<{ items: { quantity: number }[] }>(page, 'GET', 'v1.0/ShoppingCart/getShoppingCart'))
          .items,
    )
    .toEqual([expect.objectContaining({ quantity: 4 })]);
  await expectFocus(page, quantity);
  // The line's controls in the order they read (WCAG 2.4.3): Quantity, then Remove. A monitor has no service
  // length to change (001 §5: service and subscription lines only).
  await expect(page.getByRole('textbox', { name: 'Service length in months of U2724D' })).toHaveCount(0);
  await press(page, 'Tab', page.getByRole('button', { name: 'Remove U2724D' }));

  await keyTo(page, page.getByRole('button', { name: 'Checkout', exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toMatch(/^\/checkout\?documentType=0&/);
  await expect(stepHeading(page, 'Order details')).toBeVisible();
  await expectFocus(page, main(page));

  const po = `E2E-KEYS-${run}`;
  await orderDetails(page, 'Keyboard order', po);

  // Billing: the default term, Net 30, is chosen; the arrow keys move through the terms to the extended one.
  const net30 = page.getByRole('radio', { name: 'Net 30' });
  await expect(net30).toBeChecked();
  await keyTo(page, net30);
  await press(page, 'ArrowDown', page.getByRole('radio', { name: 'Credit Card' }));
  const net45 = page.getByRole('radio', { name: 'Net 45 (extended)' });
  await press(page, 'ArrowDown', net45);
  await expect(net45).toBeChecked();
  await continueTo(page, 'Shipping');

  // Shipping: from Best Way down to Standard.
  await keyTo(page, page.getByRole('radio', { name: 'Best Way' }));
  const standard = page.getByRole('radio', { name: 'Standard (5-7 business days)' });
  await press(page, 'ArrowDown', standard);
  await expect(standard).toBeChecked();
  await continueTo(page, 'End user information');
  await continueTo(page, 'Review your order', 'Space');

  await acceptTerms(page);
  await keyTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toMatch(/^\/workflow-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Your order number is SO-\d+\./)).toBeVisible();
  await expectFocus(page, main(page));
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(po);
  await expect(details).toContainText('Net 45 (extended)');
  await expect(details).toContainText('Standard (5-7 business days)');
  await keyTo(page, page.getByRole('link', { name: 'Continue shopping' }));
});

test('a search the server refuses is said at the field it names, where the focus goes', async ({ page }) => {
  await signInByApi(page, REQUESTER);
  await page.goto('/#/requisitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Requisitions' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Search' });
  const keyword = form.getByRole('searchbox', { name: 'Keyword' });
  await keyTo(page, keyword);
  // Longer than the contract's 200 characters: the card lets it through, the server refuses it (400).
  await page.keyboard.insertText('x'.repeat(201));
  await keyTo(page, form.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  await expect(keyword).toHaveAttribute('aria-invalid', 'true');
  await expectFocus(page, keyword);
  await expect(keyword).toHaveAccessibleDescription(/200/);
  await expect(form.getByRole('alert')).toHaveText(
    'The search could not be run. Please correct the marked fields and search again.',
  );
  // Not the shell's generic error modal.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('a requisition, from the requester to the approver', () => {
  test.describe.configure({ mode: 'serial' });
  let requisitionNumber = '';

  test('the requester submits a requisition with the keyboard alone', async ({ page }) => {
    await signInByApi(page, REQUESTER);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFocus(page, main(page));
    await callApi(page, 'DELETE', 'v1.0/ShoppingCart/deleteAllItems');

    await searchShop(page, 'C9200-24P-E');
    // Two switches: over $1,000, so the requisition goes to both of Northwind's levels.
    await addToCart(page, 'C9200-24P-E', 2, { key: 'Enter', way: 'Tab' });
    // Straight from the side panel into checkout.
    await keyTo(
      page,
      page.getByRole('complementary', { name: 'Your cart' }).getByRole('button', { name: 'Checkout' }),
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => hashRoute(page)).toMatch(/^\/checkout\?documentType=0&/);
    await expect(stepHeading(page, 'Order details')).toBeVisible();
    await expectFocus(page, main(page));

    await orderDetails(page, 'Keyboard requisition', `E2E-KEYS-REQ-${run}`);
    await continueTo(page, 'Shipping');
    await continueTo(page, 'End user information');
    await continueTo(page, 'Review your order');
    await expect(page.getByText('Your order needs approval')).toBeVisible();
    await acceptTerms(page);
    await keyTo(page, page.getByRole('button', { name: 'Submit for approval' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Requisition submitted' })).toBeVisible();
    await expectFocus(page, main(page));
    const confirmation = page.getByText(/Requisition R-\d+ was submitted for approval\./);
    requisitionNumber = /R-\d+/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    expect(requisitionNumber).toMatch(/^R-\d+$/);
    await keyTo(page, page.getByRole('link', { name: `View requisition ${requisitionNumber}` }));
  });

  test('the approver approves it, takes a line out of another and rejects it, and denies a registration, with the keyboard alone', async ({
    page,
  }) => {
    expect(requisitionNumber, 'the requisition of the journey before').not.toBe('');
    await signInByApi(page, APPROVER);
    await expectFocus(page, main(page));

    /** Up to the header's bell, and on to a pending requisition's page. */
    const openPending = async (number: string) => {
      await keyTo(page, page.getByRole('banner').getByRole('link', { name: /Pending approvals/ }), {
        key: 'Shift+Tab',
      });
      await page.keyboard.press('Enter');
      await expect.poll(() => hashRoute(page)).toBe('/pending-approvals');
      await expectFocus(page, main(page));
      // The sections are tabs: one stop, the arrow keys move between them.
      const registrations = page.getByRole('tab', { name: 'Registrations' });
      await expect(registrations).toBeVisible();
      await press(page, 'Tab', registrations);
      const requisitions = page.getByRole('tab', { name: 'Requisitions' });
      await press(page, 'ArrowRight', requisitions);
      await expect(requisitions).toHaveAttribute('aria-selected', 'true');
      // The list is a grid: one stop, the arrow keys move between its rows and into a row's cells.
      const grid = page.getByRole('grid', { name: 'Requisitions' });
      await expect(grid.getByRole('row', { name: number })).toBeVisible();
      await press(page, 'Tab', grid.getByRole('row').nth(1));
      await keyTo(page, grid.getByRole('row', { name: number }), { key: 'ArrowDown', max: 10 });
      // Enter on the row opens its requisition, as the row's link does.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Requisition ${number}` })).toBeVisible();
      await expectFocus(page, main(page));
    };

    // Approve: the dialog's comments take the focus; once approved, the message that says so has it (the Approve button is
    // gone: the requisition waits for the second level now).
    await openPending(requisitionNumber);
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    await keyTo(page, approve);
    const approveDialog = page.getByRole('dialog', { name: 'Approve' });
    // The dialog's first field, the comments, takes the focus.
    await press(page, 'Enter', approveDialog.getByRole('textbox', { name: /Comments/ }));
    await page.keyboard.type('Fine for the closet refresh.');
    await keyTo(page, approveDialog.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Enter');
    await expect(approveDialog).toHaveCount(0);
    await expect(focused(page)).toHaveText('Approved at level 1. Waiting for Approver Level 2.');
    expect(await focusProblem(page)).toBe('');
    await expect(approve).toHaveCount(0);

    // Reject the seeded one: Escape closes the dialog back onto its button; without comments the dialog refuses
    // and the focus goes to the comments; with them, the rejection's page takes the focus.
    await openPending(SEEDED_PENDING);
    // First a line taken out. The question opens on No: an Enter by habit removes nothing and gives the focus back
    // to Remove. Asked again, Shift+Tab to Yes removes it: what was removed is said, and the next line's Remove
    // button takes the focus in place of the one that went.
    const removeAccessPoint = page.getByRole('button', { name: 'Remove MR46-HW' });
    await keyTo(page, removeAccessPoint);
    const question = page.getByRole('alertdialog');
    await press(page, 'Enter', question.getByRole('button', { name: 'No' }));
    await expect(question).toContainText('Remove MR46-HW from the requisition?');
    await press(page, 'Enter', removeAccessPoint);
    await expect(question).toHaveCount(0);
    await press(page, 'Enter', question.getByRole('button', { name: 'No' }));
    await press(page, 'Shift+Tab', question.getByRole('button', { name: 'Yes' }));
    await press(page, 'Enter', page.getByRole('button', { name: 'Remove GLC-TE' }));
    await expect(
      page.getByRole('status').filter({ hasText: 'MR46-HW removed from the requisition.' }),
    ).toBeVisible();
    await expect(removeAccessPoint).toHaveCount(0);
    expect(await focusProblem(page)).toBe('');
    const reject = page.getByRole('button', { name: 'Reject', exact: true });
    await keyTo(page, reject);
    const rejectDialog = page.getByRole('dialog', { name: 'Reject' });
    await press(page, 'Enter', rejectDialog);
    await press(page, 'Escape', reject);
    await expect(rejectDialog).toHaveCount(0);
    await press(page, 'Space', rejectDialog);
    const confirmReject = rejectDialog.getByRole('button', { name: 'Reject', exact: true });
    await keyTo(page, confirmReject);
    const comments = rejectDialog.getByRole('textbox', { name: /Comments/ });
    await press(page, 'Enter', comments);
    await expect(rejectDialog.getByRole('alert')).toHaveText('Please enter comments for the rejection.');
    await page.keyboard.type('Please order the access points through the wireless refresh.');
    await keyTo(page, confirmReject);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: `Requisition ${SEEDED_PENDING} rejected` }),
    ).toBeVisible();
    await expectFocus(page, main(page));
    await expect(page.getByText(/Rejected\. Your comments were sent to the requester\./)).toBeVisible();

    // A registration denied from the pending approvals: the Deny button goes with the decision, and the message
    // that says what was decided takes the focus. (Quinn Contractor waits still: approvals.spec.ts only tries.)
    await keyTo(page, page.getByRole('link', { name: 'Back to pending approvals' }));
    await page.keyboard.press('Enter');
    // Back on the list the rejected requisition came from; the arrow keys move to the registrations.
    await expect.poll(() => hashRoute(page)).toBe('/pending-approvals?tab=requisitions');
    await expectFocus(page, main(page));
    const requisitionsTab = page.getByRole('tab', { name: 'Requisitions' });
    await expect(requisitionsTab).toHaveAttribute('aria-selected', 'true');
    await press(page, 'Tab', requisitionsTab);
    const registrationsTab = page.getByRole('tab', { name: 'Registrations' });
    await press(page, 'ArrowLeft', registrationsTab);
    await expect(registrationsTab).toHaveAttribute('aria-selected', 'true');
    const registrations = page.getByRole('grid', { name: 'Registrations' });
    await expect(registrations.getByRole('row', { name: 'Quinn Contractor' })).toBeVisible();
    await press(page, 'Tab', registrations.getByRole('row').nth(1));
    await keyTo(page, registrations.getByRole('row', { name: 'Quinn Contractor' }), {
      key: 'ArrowDown',
      max: 10,
    });
    await press(page, 'ArrowRight', registrations.getByRole('link', { name: 'Quinn Contractor' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Quinn Contractor/ })).toBeVisible();
    await expectFocus(page, main(page));
    const deny = page.getByRole('button', { name: 'Deny', exact: true });
    await keyTo(page, deny);
    await page.keyboard.press('Enter');
    const denyDialog = page.getByRole('dialog', { name: 'Deny registration' });
    await expect
      .poll(() => denyDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await keyTo(page, denyDialog.getByRole('textbox', { name: /Comments/ }));
    await page.keyboard.type('Contractors are registered by their agency.');
    await keyTo(page, denyDialog.getByRole('button', { name: 'Deny', exact: true }));
    await page.keyboard.press('Enter');
    await expect(denyDialog).toHaveCount(0);
    await expect(focused(page)).toHaveText(
      'Registration denied. Your comments were sent to quinn.contractor@northwind.example.',
    );
    expect(await focusProblem(page)).toBe('');
    await expect(deny).toHaveCount(0);
  });
});
