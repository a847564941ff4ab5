import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type FileChooser, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, hashRoute, signInByApi, tabTo } from './support';

// The Contoso buyer asks for quotes: never the Northwind buyer, whose cart other journeys use.
const BUYER = 'buyer@contoso.example';
const REQUIRED_FIELDS = 'Please enter all required fields and try again.';

interface ProductRow {
  id: string;
  manufacturerPart: string;
  pricingHidden: boolean;
}

/** Real files to attach: a small PDF, a program and a "PDF" that is text. */
const folder = mkdtempSync(join(tmpdir(), 'request-quote-'));
const files = {
  pdf: join(folder, 'scope-of-work.pdf'),
  exe: join(folder, 'installer.exe'),
  fakePdf: join(folder, 'fake.pdf'),
};
writeFileSync(
  files.pdf,
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
writeFileSync(files.exe, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
writeFileSync(files.fakePdf, 'This is plain text, not a PDF.\n');

async function authorization(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
  return { Authorization: `${token.type} ${token.access_token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Calls the API as the signed-in user of the page; fails on any error answer. */
async function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: await authorization(page),
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function products(page: Page): Promise<ProductRow[]> {
  return (await callApi<{ data: ProductRow[] }>(page, 'GET', 'v1.0/Product/search?size=100')).data;
}

async function signIn(page: Page): Promise<void> {
  await signInByApi(page, BUYER);
}

/**
 * The page's file choosers, in the order they open. The listener is there from the start, so the browser already
 * hands its choosers to the test when Enter opens one (a waitForEvent set up just before the key press turned the
 * interception on while the press was on its way, and a clean clone once lost the chooser).
 */
function fileChoosers(page: Page) {
  const opened: FileChooser[] = [];
  const waiting: ((chooser: FileChooser) => void)[] = [];
  page.on('filechooser', (chooser) => {
    const next = waiting.shift();
    if (next) next(chooser);
    else opened.push(chooser);
  });
  return {
    next: (): Promise<FileChooser> => {
      const chooser = opened.shift();
      return chooser
        ? Promise.resolve(chooser)
        : new Promise((resolve, reject) => {
            waiting.push(resolve);
            setTimeout(() => reject(new Error('no file chooser opened within 10 s')), 10_000);
          });
    },
  };
}

test('a quote for one product with an attachment, with the keyboard alone', async ({ page }) => {
  const choosers = fileChoosers(page);
  await signIn(page);
  const product = (await products(page))[0] as ProductRow;
  await page.goto(`/#/send-Pricing-Request?productId=${product.id}&quantity=3`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
  await expect(page.getByText(product.manufacturerPart, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await expectNoAxeViolations(page);

  // Nothing filled in: the documents' message, and the title marked.
  const submit = page.getByRole('button', { name: 'Submit request' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED_FIELDS })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // The refusal takes the focus to the first field marked invalid (ui's Form, in an effect after the message is
  // drawn): waited for, not reached by Shift+Tab, which pressed while the focus was on its way could leave the title
  // behind.
  await expect(title).toBeFocused();
  await page.keyboard.type('Quote for the clinic closets');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Comments' })).toBeFocused();
  await page.keyboard.type('Please include three years of support.');

  // A program is refused as it is picked; the PDF is taken and needs a description.
  const chooseFiles = page.getByRole('button', { name: 'Choose files' });
  await tabTo(page, chooseFiles);
  await expect(chooseFiles).toBeEnabled();
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles(files.exe);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'installer.exe cannot be attached: files of this type are not allowed.' }),
  ).toBeVisible();
  // The refusal leaves the focus on the button, ready to choose again.
  await expect(chooseFiles).toBeFocused();
  await page.keyboard.press('Enter');
  await (await choosers.next()).setFiles(files.pdf);
  const description = page.getByRole('textbox', { name: 'Description of scope-of-work.pdf' });
  await tabTo(page, description);
  await page.keyboard.type('Signed scope of work');
  await expectNoAxeViolations(page);

  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const outcome = page.getByRole('heading', { name: 'Request submitted' });
  await expect(outcome).toBeFocused();
  await expect(page.getByText(/^Request number: PR-\d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('link', { name: 'View your requests' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => hashRoute(page)).toBe('/pricing-requests');
});

test('the server refuses a file that is not what its name says, and a double click sends one request', async ({
  page,
}) => {
  await signIn(page);
  const product = (await products(page))[1] as ProductRow;

  // The server applies the same rule as the drop zone: a program is refused with the documents' message.
  const refused = await page.request.fetch('/api/V1.0/document/addAttachment', {
    method: 'POST',
    headers: await authorization(page),
    multipart: {
      documentType: '15',
      description: 'Installer',
      file: { name: 'installer.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toMatch(
    /^An error occurred during upload\. installer\.exe cannot be attached/,
  );

  await page.goto(`/#/send-Pricing-Request?productId=${product.id}`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Quote with a drawing');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files.fakePdf);
  await page.getByRole('textbox', { name: 'Description of fake.pdf' }).fill('Drawing');
  const submit = page.getByRole('button', { name: 'Submit request' });
  await submit.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'An error occurred during upload. The content of fake.pdf does not match its file type.',
    }),
  ).toBeVisible();

  // Without the bad file, a double click sends the request once.
  await page.getByRole('button', { name: 'Remove fake.pdf' }).click();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/submitPricingRequest/i.test(request.url())) sent.push(request.postData() ?? '');
  });
  await submit.dblclick();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('a retry after a lost answer gets the request the first attempt made', async ({ page }) => {
  await signIn(page);
  const product = (await products(page))[2] as ProductRow;
  await page.goto(`/#/send-Pricing-Request?productId=${product.id}&quantity=2`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Quote sent twice');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files.pdf);
  await page.getByRole('textbox', { name: 'Description of scope-of-work.pdf' }).fill('Scope');

  // The server makes the request, but its answer never reaches the page.
  let firstNumber = '';
  const bodies: { requestId: string; attachmentIds: string[] }[] = [];
  await page.route(/submitPricingRequest/i, async (route) => {
    bodies.push(route.request().postDataJSON());
    const response = await route.fetch();
    firstNumber = (await response.json()).number;
    await route.abort('failed');
  });
  const submit = page.getByRole('button', { name: 'Submit request' });
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'There is some Problem With Our Servers' }),
  ).toBeVisible();
  expect(firstNumber).toMatch(/^PR-\d+$/);

  await page.unroute(/submitPricingRequest/i);
  page.on('request', (request) => {
    if (/submitPricingRequest/i.test(request.url())) bodies.push(request.postDataJSON());
  });
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  await expect(page.getByText(`Request number: ${firstNumber}`)).toBeVisible();
  // The same request id and the same draft attachment, uploaded once.
  expect(bodies).toHaveLength(2);
  expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
  expect(bodies[1]?.attachmentIds).toEqual(bodies[0]?.attachmentIds);
});

test('a quote for the cart carries the lines without pricing, or every line', async ({ page }) => {
  await signIn(page);
  const catalogue = await products(page);
  const hidden = catalogue.find((product) => product.pricingHidden);
  const priced = catalogue.find((product) => !product.pricingHidden);
  if (!hidden || !priced) throw new Error('the seed needs a priced product and one without pricing');
  for (const product of [hidden, priced]) {
    await callApi(page, 'POST', 'v1.0/Product/addItem', { productId: product.id, quantity: 1 });
  }

  await page.goto('/#/send-Pricing-Request');
  const lines = page.getByRole('table', { name: 'Lines to include' });
  await expect(lines).toContainText(hidden.manufacturerPart);
  await expect(lines).not.toContainText(priced.manufacturerPart);
  await page.getByText('Include all cart lines').click();
  await expect(page.getByRole('switch', { name: 'Include all cart lines' })).toBeChecked();
  await expect(lines).toContainText(priced.manufacturerPart);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Title' }).fill('Quote for my cart');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText(/^Request number: PR-\d+$/)).toBeVisible();
});
