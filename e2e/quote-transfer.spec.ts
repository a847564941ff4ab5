import { expect, test } from '@playwright/test';
import { child, childrenNamed, parseXml, textAt } from '../apps/server/src/features/punch-in/xml';
import { callApi, expectNoAxeViolations, hashRoute, punchInDemoBuyer } from './support';

// /transfer?quoteID= (issue 4): a punched-in buyer sends an open quote to the procurement system instead of the
// cart; the procurement system receives the quote's lines as a cXML PunchOutOrderMessage.

interface QuoteSummary {
  id: string;
  quoteNumber: string;
  status: number;
}
interface QuoteDetail {
  items: { manufacturerPart: string; quantity: number }[];
}

test('a punched-in buyer sends an open quote to the procurement system', async ({ page, baseURL }) => {
  const { posted } = await punchInDemoBuyer(page, baseURL, {
    buyerCookie: 'e2e-quote-cookie',
    returnPath: '/punchout/quote-return',
    received: 'Quote received',
  });

  // An open quote of the buyer's that no other journey acts on: one waiting for its second approval.
  const list = await callApi<{ data: QuoteSummary[] }>(page, 'POST', 'v1.0/quote/list', {
    body: { start: 1, size: 50, status: -1 },
  });
  const quote = list.data.find((entry) => entry.status === 9);
  expect(quote).toBeTruthy();
  if (!quote) return;
  const detail = await callApi<QuoteDetail>(page, 'GET', 'V1.0/quote/get', { query: { id: quote.id } });

  await page.goto(`/#/quote?id=${quote.id}`);
  // The quote's header is a grid of labelled details, the number first (issue 16); the page passes axe.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('term').first()).toHaveText('Quote #');
  await expect(details.getByRole('definition').first()).toHaveText(quote.quoteNumber);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Send to procurement system' }).click();
  await expect.poll(() => hashRoute(page)).toBe(`/transfer?quoteID=${quote.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer the quote' })).toBeVisible();
  await expect(page.getByText(`Send the lines of quote ${quote.quoteNumber}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send to procurement system' }).click();
  await expect(page.getByRole('heading', { name: 'Quote received' })).toBeVisible();

  const xml = new URLSearchParams(posted() ?? '').get('cXML-urlencoded') ?? '';
  const message = child(child(parseXml(xml, { maxBytes: 1024 * 1024 }), 'Message'), 'PunchOutOrderMessage');
  expect(textAt(message, 'BuyerCookie')).toBe('e2e-quote-cookie');
  const items = childrenNamed(message, 'ItemIn');
  expect(items.map((item) => textAt(item, 'ItemDetail', 'ManufacturerPartID'))).toEqual(
    detail.items.map((item) => item.manufacturerPart),
  );
});
