import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartBundles } from '../../db/schema';
import { demoUsers } from '../../db/seed-data';
import { assertDtdOrder } from './cxml-dtd';
import { PunchInFixture } from './test-fixtures';
import { parseXml } from './xml';

/** The supplier configuration tool's cart coming back to the portal (receivepunchout, 000 §7, type 4). */

let f: PunchInFixture;
beforeAll(async () => {
  f = await PunchInFixture.create();
});
afterAll(() => f?.close());

describe('the configuration tool returning a cart (receivepunchout)', () => {
  async function punchOutInit(token: string, query = 'id=cart-1&returnUrl=%2F%23%2Fshopping-cart&type=0') {
    const response = await f.t.app.request(`/api/v1.0/punchout/init?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()).data as { hookUrl: string; cookie: string; cXMLRequest: string };
  }

  const orderMessage = (cookie: string, items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@tool" timestamp="2026-01-01T00:00:00Z"><Header><From><Credential domain="DUNS"><Identity>tool</Identity></Credential></From><To><Credential domain="DUNS"><Identity>portal</Identity></Credential></To><Sender><Credential domain="DUNS"><Identity>tool</Identity></Credential><UserAgent>Tool</UserAgent></Sender></Header>
<Message><PunchOutOrderMessage><BuyerCookie>${cookie}</BuyerCookie><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="USD">0</Money></Total></PunchOutOrderMessageHeader>${items}</PunchOutOrderMessage></Message></cXML>`;

  const itemIn = (attributes: string, part: string, description: string, price: string) =>
    `<ItemIn ${attributes}><ItemID><SupplierPartID>${part}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="USD">${price}</Money></UnitPrice><Description xml:lang="en">${description}</Description><UnitOfMeasure>EA</UnitOfMeasure><Classification domain="UNSPSC">43222612</Classification><ManufacturerPartID>${part}</ManufacturerPartID></ItemDetail></ItemIn>`;

  const post = (hookUrl: string, fields: Record<string, string>) => {
    const url = new URL(hookUrl);
    return f.t.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  };

  it('should add the configuration as one bundle priced by our catalogue and redirect to the return page, once', async () => {
    const userId = demoUsers.buyer.id;
    await f.emptyCartOf(userId);
    const token = await f.t.signIn('buyer@northwind.example');
    const data = await punchOutInit(token);
    const message = orderMessage(
      data.cookie,
      itemIn('quantity="1" lineNumber="1" itemType="composite"', 'CFG-1', 'Branch office stack', '0') +
        itemIn('quantity="2" lineNumber="2" parentLineNumber="1"', 'PTN-SW48-POE', 'Switch', '1.00') +
        itemIn(
          'quantity="1" lineNumber="3" parentLineNumber="1"',
          'UNKNOWN-PART-9',
          'Stacking cable',
          '25.00',
        ),
    );
    const response = await post(data.hookUrl, { 'cXML-urlencoded': message });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#/shopping-cart');

    const cart = await f.liveCart(userId);
    const bundles = await f.t.database.db.select().from(cartBundles).where(eq(cartBundles.cartId, cart!.id));
    expect(bundles.map((bundle) => bundle.name)).toEqual(['Branch office stack']);
    const lines = await f.linesOf(userId);
    expect(
      lines.map((line) => [
        line.bundleId,
        line.productId,
        line.manufacturerPart,
        line.quantity,
        line.unitPrice,
      ]),
    ).toEqual([
      [bundles[0]!.id, f.catalogue.switch.id, 'PTN-SW48-POE', 2, f.catalogue.switch.unitPrice],
      [bundles[0]!.id, null, 'UNKNOWN-PART-9', 1, '0.00'],
    ]);

    const again = await post(data.hookUrl, { 'cXML-urlencoded': message });
    expect(again.status).toBe(409);
    expect(await again.text()).toBe(formatMessage('PunchOut.ReceiveUsed'));
    expect(await f.linesOf(userId)).toHaveLength(2);
  });

  it("should add a punch-out user's configuration to their session's own cart, not to their portal cart", async () => {
    const userId = demoUsers.buyer.id;
    await f.emptyCartOf(userId);
    await f.addToCart(userId, f.catalogue.support, 5);
    const login = await f.punchInBuyer();
    const data = await punchOutInit(login.tokenInfo.access_token);
    const message = orderMessage(
      data.cookie,
      itemIn('quantity="1" lineNumber="1" itemType="composite"', 'CFG-2', 'Closet stack', '0') +
        itemIn('quantity="3" lineNumber="2" parentLineNumber="1"', 'PTN-SW48-POE', 'Switch', '1.00'),
    );
    expect((await post(data.hookUrl, { 'cXML-urlencoded': message })).status).toBe(303);
    expect((await f.punchOutLinesOf(login)).map((line) => [line.manufacturerPart, line.quantity])).toEqual([
      ['PTN-SW48-POE', 3],
    ]);
    expect((await f.linesOf(userId)).map((line) => [line.manufacturerPart, line.quantity])).toEqual([
      ['PTN-SUP-1M', 5],
    ]);
  });

  it('should refuse a cookie the portal did not issue, a malformed message and a wrong type', async () => {
    const token = await f.t.signIn('buyer@northwind.example');
    const data = await punchOutInit(token);
    const forged = await post(data.hookUrl, { 'cXML-urlencoded': orderMessage('forged-cookie', '') });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toBe(formatMessage('PunchOut.ReceiveUnknown'));
    const malformed = await post(data.hookUrl, { 'cXML-urlencoded': '<cXML><Message>' });
    expect(malformed.status).toBe(400);
    const bomb = await post(data.hookUrl, {
      'cXML-urlencoded': `<!DOCTYPE cXML [<!ENTITY a "aaaa">]>${orderMessage(data.cookie, '')}`,
    });
    expect(bomb.status).toBe(400);
    const noField = await post(data.hookUrl, { other: 'x' });
    expect(noField.status).toBe(400);
    const wrongType = await post(data.hookUrl.replace('type=4', 'type=2'), {
      'cXML-urlencoded': orderMessage(data.cookie, ''),
    });
    expect(wrongType.status).toBe(400);
    // None of these used the cookie up: the real return still works.
    const real = await post(data.hookUrl, { 'cXML-urlencoded': orderMessage(data.cookie, '') });
    expect(real.status).toBe(303);
  });

  it('should refuse the cookie of a login that has logged out', async () => {
    const token = await f.t.signIn('buyer@northwind.example');
    const data = await punchOutInit(token);
    await f.t.app.request('/api/v1.0/user/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const response = await post(data.hookUrl, { 'cXML-urlencoded': orderMessage(data.cookie, '') });
    expect(response.status).toBe(403);
  });

  it('should take back the sandbox configuration tool’s own answer end to end', async () => {
    const token = await f.t.signIn('buyer@northwind.example');
    const data = await punchOutInit(token, 'returnUrl=%2F%23%2Fshop');
    const toolPage = await f.t.app.request('/sandbox/config-tool', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        DUNS: '123456789',
        USERNAME: 'northwind-cfg',
        PASSWORD: 'Demo-Config-Tool-Secret',
        HOOK_URL: data.hookUrl,
        COOKIE: data.cookie,
        cXMLRequest: data.cXMLRequest,
      }).toString(),
    });
    const html = await toolPage.text();
    const field = /<input type="hidden" name="([^"]+)" value="([^"]*)">/.exec(html);
    expect(field).not.toBeNull();
    const unescapeXml = (text: string) =>
      text.replace(
        /&(lt|gt|quot|apos|amp);/g,
        (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
      );
    const message = unescapeXml(field![2]!);
    assertDtdOrder(parseXml(message, { maxBytes: 1024 * 1024 }));
    const response = await post(data.hookUrl, { [field![1]!]: message });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/#/shop');
  });
});
