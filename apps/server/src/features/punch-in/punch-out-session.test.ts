import { PunchInLoginAnswer, PunchOutTransferAnswer, ShoppingCart } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punchinAccounts, punchinSessions } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { demoPunchIn } from '../../db/seed-punchin';
import { CONTENT_SECURITY_POLICY } from '../../http/security-headers';
import { assertDtdOrder } from './cxml-dtd';
import { PunchInFixture } from './test-fixtures';
import { child, childrenNamed, textAt } from './xml';

/**
 * Issue 16, punch-out as a procurement system meets it: a punch-out session has a cart of its own (empty for
 * create) and leaves the user's ordinary cart as it was; the cart goes back through a return page whose CSP allows
 * exactly that session's return origin (http too); a punch-out user with nothing to order can leave with an empty
 * PunchOutOrderMessage.
 */

let f: PunchInFixture;
beforeAll(async () => {
  f = await PunchInFixture.create();
});
afterAll(() => f?.close());

/** The user's ordinary cart as the portal shows it to their ordinary login. */
async function ordinaryCart(token: string): Promise<ShoppingCart> {
  const response = await f.t.app.request('/api/v1.0/ShoppingCart/getShoppingCart?isCheckout=false', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status).toBe(200);
  return ShoppingCart.parse(await response.json());
}

const linesOfCart = (cart: ShoppingCart) =>
  cart.items.map((item) => [item.id, item.manufacturerPart, item.quantity] as const);

async function punchOutCartAnswer(login: PunchInLoginAnswer): Promise<ShoppingCart> {
  const response = await f.asPunchOutUser(login, 'GET', 'v1.0/ShoppingCart/getShoppingCart?isCheckout=false');
  expect(response.status).toBe(200);
  return ShoppingCart.parse(await response.json());
}

function orderMessage(answer: PunchOutTransferAnswer) {
  const { root } = f.buyerSystem.orderMessageOf(answer);
  assertDtdOrder(root);
  return child(child(root, 'Message'), 'PunchOutOrderMessage');
}

describe("a punch-out session's own cart", () => {
  it('should start a create session from an empty cart, send only its lines, and leave the ordinary cart as it was', async () => {
    // The buyer's ordinary cart, as they left it in the portal: 4 optics and 3 switches.
    await f.emptyCartOf(demoUsers.buyer.id);
    await f.addToCart(demoUsers.buyer.id, f.catalogue.switch, 3);
    await f.addToCart(demoUsers.buyer.id, f.catalogue.support, 4);
    const token = await f.t.signIn('buyer@northwind.example');
    const before = linesOfCart(await ordinaryCart(token));
    expect(before.map(([, part, quantity]) => [part, quantity])).toEqual([
      ['PTN-SW48-POE', 3],
      ['PTN-SUP-1M', 4],
    ]);

    const login = await f.punchInBuyer({ buyerCookie: 'issue-16-create' });
    expect((await punchOutCartAnswer(login)).items).toEqual([]);
    const summary = await f.asPunchOutUser(login, 'GET', 'V1.0/shoppingcart/get');
    expect(await summary.json()).toMatchObject({ count: 0 });

    // The buyer chooses 2 lines in the punch-out session.
    await f.addAsPunchOutUser(login, f.catalogue.support, 4);
    await f.addAsPunchOutUser(login, f.catalogue.switch, 1);
    expect(
      linesOfCart(await punchOutCartAnswer(login)).map(([, part, quantity]) => [part, quantity]),
    ).toEqual([
      ['PTN-SUP-1M', 4],
      ['PTN-SW48-POE', 1],
    ]);
    // Meanwhile the ordinary cart did not change (and its kept answer is not the session's).
    expect(linesOfCart(await ordinaryCart(token))).toEqual(before);

    const transfer = await f.buyerSystem.transfer(login);
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const items = childrenNamed(orderMessage(PunchOutTransferAnswer.parse(transfer.body)), 'ItemIn');
    // The procurement system receives the 2 lines chosen, the support at 4 (not 8), nothing of the ordinary cart.
    expect(
      items.map((item) => [textAt(item, 'ItemDetail', 'ManufacturerPartID'), item.attributes.quantity]),
    ).toEqual([
      ['PTN-SUP-1M', '4'],
      ['PTN-SW48-POE', '1'],
    ]);

    // After the session adds and transfers, the ordinary cart keeps its lines and quantities.
    expect(linesOfCart(await ordinaryCart(token))).toEqual(before);
    expect((await f.linesOf(demoUsers.buyer.id)).map((line) => line.quantity).sort()).toEqual([3, 4]);
  });

  it('should put an edit session’s lines in its own cart and show a second session nothing of the first', async () => {
    await f.emptyCartOf(demoUsers.buyer.id);
    await f.addToCart(demoUsers.buyer.id, f.catalogue.switch, 2);
    const first = await f.punchInBuyer({
      operation: 'edit',
      items: [{ quantity: 6, supplierPartId: f.catalogue.support.id }],
    });
    const second = await f.punchInBuyer();
    expect(
      (await punchOutCartAnswer(first)).items.map((item) => [item.manufacturerPart, item.quantity]),
    ).toEqual([['PTN-SUP-1M', 6]]);
    expect((await punchOutCartAnswer(second)).items).toEqual([]);
    expect((await f.linesOf(demoUsers.buyer.id)).map((line) => [line.productId, line.quantity])).toEqual([
      [f.catalogue.switch.id, 2],
    ]);
  });
});

describe('returning without items', () => {
  it('should send an empty PunchOutOrderMessage, end the session and leave the ordinary cart alone', async () => {
    await f.emptyCartOf(demoUsers.buyer.id);
    await f.addToCart(demoUsers.buyer.id, f.catalogue.switch, 2);
    const login = await f.punchInBuyer({ buyerCookie: 'issue-16-nothing' });
    expect(login.procurementSystemName).toBe(demoPunchIn.name);

    const answer = await f.asPunchOutUser(login, 'POST', 'v1.0/punchout/returnWithoutItems');
    expect(answer.status).toBe(200);
    const form = PunchOutTransferAnswer.parse(await answer.json());
    const message = orderMessage(form);
    expect(textAt(message, 'BuyerCookie')).toBe('issue-16-nothing');
    expect(childrenNamed(message, 'ItemIn')).toEqual([]);
    expect(textAt(message, 'PunchOutOrderMessageHeader', 'Total', 'Money')).toBe('0.00');

    const [session] = await f.t.database.db
      .select()
      .from(punchinSessions)
      .where(eq(punchinSessions.buyerCookie, 'issue-16-nothing'));
    expect(session?.transferredAt).not.toBeNull();
    // The login ended with the session; the ordinary cart is as it was.
    expect((await f.asPunchOutUser(login, 'POST', 'v1.0/punchout/returnWithoutItems')).status).toBe(401);
    expect((await f.linesOf(demoUsers.buyer.id)).map((line) => line.quantity)).toEqual([2]);
  });

  it('should send the OCI round-trip fields alone, and refuse a login that did not come from a punch-in', async () => {
    const redirect = await f.buyerSystem.ociPunchIn({
      USERNAME: demoPunchIn.oci.username,
      PASSWORD: demoPunchIn.oci.password,
      HOOK_URL: 'http://srm.intranet.example:8000/sap/bc/gui/sap/its/bbpsc02',
      '~CALLER': 'CTLG',
    });
    const login = PunchInLoginAnswer.parse(
      (await f.buyerSystem.openStartPage(redirect.headers.get('location')!)).body,
    );
    const answer = await f.asPunchOutUser(login, 'POST', 'v1.0/punchout/returnWithoutItems');
    const form = PunchOutTransferAnswer.parse(await answer.json());
    expect(form).toMatchObject({
      protocol: 'oci',
      url: 'http://srm.intranet.example:8000/sap/bc/gui/sap/its/bbpsc02',
    });
    expect(form.fields).toEqual([
      { name: '~OkCode', value: 'ADDI' },
      { name: '~CALLER', value: 'CTLG' },
    ]);

    const token = await f.t.signIn('buyer@northwind.example');
    const ordinary = await f.t.app.request('/api/v1.0/punchout/returnWithoutItems', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(ordinary.status).toBe(409);
    expect(await ordinary.json()).toMatchObject({ code: 'NotPunchedIn' });
  });
});

describe('the return page', () => {
  const intranet = 'http://procurement.intranet.example:8080';

  async function transferredTo(browserFormPostUrl: string): Promise<PunchOutTransferAnswer> {
    const login = await f.punchInBuyer({ browserFormPostUrl });
    await f.addAsPunchOutUser(login, f.catalogue.switch, 1);
    const transfer = await f.buyerSystem.transfer(login);
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    return PunchOutTransferAnswer.parse(transfer.body);
  }

  it("should allow exactly the session's http return origin in form-action, where every other page keeps 'self' https:", async () => {
    const form = await transferredTo(`${intranet}/punchout/return?req=7`);
    const page = await f.t.app.request(form.returnPage);
    expect(page.status, await page.clone().text()).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = page.headers.get('content-security-policy') ?? '';
    const formAction = policy.split('; ').find((directive) => directive.startsWith('form-action'));
    expect(formAction).toBe(`form-action ${intranet} https:`);
    expect(policy).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`action="${intranet}/punchout/return?req=7"`);
    expect(html).toContain('name="cXML-urlencoded"');
    expect(html).toContain(formatMessage('PunchOut.ReturnButton', { name: demoPunchIn.name }));
    // The page may be opened again to retry.
    expect((await f.t.app.request(form.returnPage)).status).toBe(200);

    // An https return URL adds nothing: https: is allowed everywhere.
    const secure = await transferredTo('https://procurement.example/return');
    const securePolicy = (await f.t.app.request(secure.returnPage)).headers.get('content-security-policy');
    expect(securePolicy).toContain('form-action https:;');
    expect(securePolicy).not.toContain('http:');

    // An ordinary page: the portal's policy, no http origin.
    const unknown = await f.t.app.request('/api/v1.0/punchout/return/not-a-ticket');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(formatMessage('PunchOut.ReturnExpired'));
    expect(unknown.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self' https:;");
    expect(CONTENT_SECURITY_POLICY).not.toContain('http:');
  });

  it('should refuse the return page once its ticket is older than the transfer window', async () => {
    const form = await transferredTo(`${intranet}/late`);
    await f.t.database.db
      .update(punchinSessions)
      .set({ transferredAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(punchinSessions.returnUrl, `${intranet}/late`));
    expect((await f.t.app.request(form.returnPage)).status).toBe(404);
  });

  it("should refuse at setup a return URL outside the account's allow-list", async () => {
    const credential = { domain: 'NetworkID', identity: 'AN-intranet-only' };
    await f.t.database.db.insert(punchinAccounts).values({
      companyId: demoCompanies.northwind.id,
      userId: demoUsers.buyer.id,
      protocol: 'cxml',
      ...credential,
      secretHash: await f.demoSecretHash(),
      name: 'Intranet Procurement',
      returnOrigins: [intranet],
    });
    const as = { from: credential, sender: { ...credential, sharedSecret: demoPunchIn.cxml.sharedSecret } };
    const elsewhere = await f.buyerSystem.punchIn({
      ...as,
      browserFormPostUrl: 'https://elsewhere.example/r',
    });
    expect(elsewhere).toMatchObject({ status: 400, statusCode: '400', startPageUrl: null });
    const listed = await f.buyerSystem.punchIn({ ...as, browserFormPostUrl: `${intranet}/r` });
    expect(listed.statusCode).toBe('200');
  });
});

describe('the sandbox procurement system', () => {
  it('punches the buyer in for an edit of its 2 GLC-TE and shows what the return page posts back', async () => {
    const start = await f.t.app.request('/sandbox/procurement/punchout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'operation=edit',
    });
    expect(start.status).toBe(303);
    const login = PunchInLoginAnswer.parse(
      (await f.buyerSystem.openStartPage(start.headers.get('location') ?? '')).body,
    );
    expect((await f.punchOutLinesOf(login)).map((line) => [line.manufacturerPart, line.quantity])).toEqual([
      ['GLC-TE', 2],
    ]);
    const form = PunchOutTransferAnswer.parse((await f.buyerSystem.transfer(login)).body);
    expect(form.url).toBe('http://localhost/sandbox/procurement/return');
    const shown = await f.t.app.request('/sandbox/procurement/return', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields.map((field) => [field.name, field.value])).toString(),
    });
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Received by the procurement system (sandbox)');
    expect(html).toMatch(/<th scope="row">GLC-TE<\/th>.*<td>2<\/td>/);
  });
});
