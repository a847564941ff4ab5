import { PunchInLoginAnswer, PunchOutTransferAnswer, SecurityContext } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { extendedPrice } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, punchinAccounts, punchinSessions } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { demoPunchIn, northwindPunchOutImageUrl } from '../../db/seed-punchin';
import { plus, times } from '../cart/testing';
import { assertDtdOrder, credentialsOf } from './cxml-dtd';
import { SUPPLIER_CREDENTIAL } from './procurement-system';
import { isInspectSession } from './sessions';
import { BROWSER_FORM_POST, loginIdOf, networkId, PunchInFixture } from './test-fixtures';
import { child, childrenNamed, textAt } from './xml';

/**
 * cXML punch-in and punch-out against the real server: the test procurement system punches the demo buyer in,
 * the user fills the cart, and the cart goes back as a PunchOutOrderMessage that the procurement system reads
 * back and checks against the cXML 1.2 DTD's content models.
 */

let f: PunchInFixture;
beforeAll(async () => {
  f = await PunchInFixture.create();
});
afterAll(() => f?.close());

describe('seed', () => {
  it('should hold the demo procurement system accounts with hashed secrets, mapped to the Northwind buyer', async () => {
    const rows = await f.t.database.db.select().from(punchinAccounts);
    const byProtocol = Object.fromEntries(rows.map((row) => [row.protocol, row]));
    expect(byProtocol.cxml).toMatchObject({
      domain: 'NetworkID',
      identity: 'AN01000000001',
      userId: demoUsers.buyer.id,
      companyId: demoCompanies.northwind.id,
      imageUrl: northwindPunchOutImageUrl,
    });
    expect(byProtocol.oci).toMatchObject({ identity: 'northwind-oci', userId: demoUsers.buyer.id });
    for (const row of rows) expect(row.secretHash).toMatch(/^scrypt\$/);
  });
});

describe('cXML punch-in and punch-out', () => {
  it('should answer a setup request with a one-time start page that signs the buyer in with a session id', async () => {
    const answer = await f.buyerSystem.punchIn({ buyerCookie: 'cookie-create-1' });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/xml/);
    expect(answer.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "[^"]+cXML\.dtd">/,
    );
    const response = child(answer.root, 'Response');
    expect(response?.children.map((node) => node.name)).toEqual(['Status', 'PunchOutSetupResponse']);
    expect(child(response, 'Status')?.attributes).toMatchObject({ code: '200', text: 'OK' });
    expect(answer.root.attributes.payloadID).toMatch(/@b2b-portal$/);
    expect(Number.isNaN(Date.parse(answer.root.attributes.timestamp ?? ''))).toBe(false);

    const start = new URL(answer.startPageUrl!);
    expect(start.origin).toBe('http://localhost');
    expect(start.hash).toMatch(/^#\/punch-in\?id=[A-Za-z0-9_-]{43}$/);
    const id = new URLSearchParams(start.hash.split('?')[1]).get('id')!;
    const [stored] = await f.t.database.db
      .select()
      .from(punchinSessions)
      .where(eq(punchinSessions.buyerCookie, 'cookie-create-1'));
    expect(stored).toMatchObject({ protocol: 'cxml', operation: 'create', returnUrl: BROWSER_FORM_POST });
    expect(stored?.startTokenHash).not.toContain(id);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 1000);

    const opened = await f.buyerSystem.openStartPage(answer.startPageUrl!);
    expect(opened.status).toBe(200);
    const login = PunchInLoginAnswer.parse(opened.body);
    expect(login).toMatchObject({
      punchOutImageUrl: northwindPunchOutImageUrl,
      postLoginTarget: 'ShoppingCart',
      operation: 'create',
    });
    expect(login.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [loginRow] = await f.t.database.db
      .select()
      .from(logins)
      .where(eq(logins.sessionId, login.sessionId));
    expect(loginRow?.userId).toBe(demoUsers.buyer.id);
    const [session] = await f.t.database.db
      .select()
      .from(punchinSessions)
      .where(eq(punchinSessions.id, stored!.id));
    expect(session?.loginId).toBe(loginRow?.id);
    expect(session?.openedAt).not.toBeNull();

    const me = await f.t.app.request('/api/V1.0/user/Me', {
      headers: { Authorization: `Bearer ${login.tokenInfo.access_token}`, 'session-id': login.sessionId },
    });
    expect(SecurityContext.parse(await me.json()).user.email).toBe('buyer@northwind.example');
  });

  it('should return the cart as a PunchOutOrderMessage in the DTD order with the cookie, lines and total, then end the session', async () => {
    const login = await f.punchInBuyer({ buyerCookie: 'requisition-42-cookie', deploymentMode: 'test' });
    await f.addAsPunchOutUser(login, f.catalogue.switch, 2);
    await f.addAsPunchOutUser(login, f.catalogue.support, 3);
    const cartLineIds = (await f.punchOutLinesOf(login)).map((line) => line.id);

    const transfer = await f.buyerSystem.transfer(login);
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const form = PunchOutTransferAnswer.parse(transfer.body);
    expect(form).toMatchObject({ url: BROWSER_FORM_POST, method: 'POST', protocol: 'cxml', target: null });
    expect(form.returnPage).toMatch(/^\/api\/v1\.0\/punchout\/return\/[0-9a-f]{64}$/);
    expect(form.fields.map((field) => field.name)).toEqual(['cXML-urlencoded']);

    const { xml, root } = f.buyerSystem.orderMessageOf(form);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "[^"]+\/cXML\.dtd">/,
    );
    assertDtdOrder(root);

    // The envelope mirrors the setup request: we (its To) are From and Sender, the buyer (its From) is To.
    const header = child(root, 'Header');
    expect(credentialsOf(child(header, 'From'))).toEqual([SUPPLIER_CREDENTIAL]);
    expect(credentialsOf(child(header, 'To'))).toEqual([networkId]);
    expect(credentialsOf(child(header, 'Sender'))).toEqual([SUPPLIER_CREDENTIAL]);
    expect(textAt(header, 'Sender', 'UserAgent')).toMatch(/^B2B Portal /);
    expect(xml).not.toContain('SharedSecret');
    expect(xml).not.toContain(demoPunchIn.cxml.sharedSecret);
    expect(child(root, 'Message')?.attributes.deploymentMode).toBe('test');

    const message = child(child(root, 'Message'), 'PunchOutOrderMessage');
    expect(textAt(message, 'BuyerCookie')).toBe('requisition-42-cookie');
    const messageHeader = child(message, 'PunchOutOrderMessageHeader');
    expect(messageHeader?.attributes.operationAllowed).toBe('edit');
    const expectedTotal = plus(
      extendedPrice(f.catalogue.switch.unitPrice, 2, f.catalogue.switch.serviceLength),
      extendedPrice(f.catalogue.support.unitPrice, 3, f.catalogue.support.serviceLength),
    );
    expect(child(child(messageHeader, 'Total'), 'Money')?.attributes.currency).toBe('USD');
    expect(textAt(messageHeader, 'Total', 'Money')).toBe(expectedTotal);

    const items = childrenNamed(message, 'ItemIn');
    expect(items).toHaveLength(2);
    let sum = '0.00';
    const expected = [
      { product: f.catalogue.switch, quantity: 2 },
      { product: f.catalogue.support, quantity: 3 },
    ];
    items.forEach((item, index) => {
      const { product, quantity } = expected[index]!;
      const detail = child(item, 'ItemDetail');
      expect(item.attributes).toMatchObject({ quantity: String(quantity), lineNumber: String(index + 1) });
      expect(textAt(item, 'ItemID', 'SupplierPartID')).toBe(product.id);
      expect(cartLineIds).toContain(textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'));
      const unitPrice = textAt(detail, 'UnitPrice', 'Money');
      expect(unitPrice).toBe(extendedPrice(product.unitPrice, 1, product.serviceLength));
      expect(child(detail, 'Description')?.attributes['xml:lang']).toBe('en');
      expect(textAt(detail, 'Description')).toBe(product.description);
      expect(textAt(detail, 'UnitOfMeasure')).toBe(product.unitOfMeasure);
      expect(child(detail, 'Classification')?.attributes.domain).toBe('UNSPSC');
      expect(textAt(detail, 'Classification')).toBe(product.unspsc);
      expect(textAt(detail, 'ManufacturerPartID')).toBe(product.manufacturerPart);
      expect(textAt(detail, 'ManufacturerName')).toBe('Punch Test Networks');
      sum = plus(sum, times(unitPrice, quantity));
    });
    expect(sum).toBe(expectedTotal);
    const supportExtrinsic = childrenNamed(child(items[1], 'ItemDetail'), 'Extrinsic');
    expect(supportExtrinsic.map((e) => [e.attributes.name, e.text])).toEqual([['ServiceLengthMonths', '12']]);

    // The procurement system owns the order now: the session is over, the cart empty, the login revoked.
    const [session] = await f.t.database.db
      .select()
      .from(punchinSessions)
      .where(eq(punchinSessions.buyerCookie, 'requisition-42-cookie'));
    expect(session?.transferredAt).not.toBeNull();
    expect(await f.punchOutLinesOf(login)).toEqual([]);
    expect((await f.buyerSystem.transfer(login)).status).toBe(401);
  });

  it("should load the lines of an edit request into the session's own cart, priced by our catalogue", async () => {
    await f.emptyCartOf(demoUsers.buyer.id);
    await f.addToCart(demoUsers.buyer.id, f.catalogue.support, 1);
    const login = await f.punchInBuyer({
      operation: 'edit',
      items: [
        {
          quantity: 4,
          supplierPartId: f.catalogue.switch.id,
          supplierPartAuxiliaryId: 'old-line-1',
          unitPrice: '1.00',
        },
        {
          quantity: 1,
          supplierPartId: 'VENDOR-XYZ',
          description: 'Rack kit from elsewhere',
          manufacturerPartId: 'RK-19',
          manufacturerName: 'Other Maker',
          unitPrice: '50.00',
        },
      ],
    });
    expect(login.operation).toBe('edit');
    const lines = await f.punchOutLinesOf(login);
    expect(
      lines.map((line) => [line.productId, line.manufacturerPart, line.quantity, line.unitPrice]),
    ).toEqual([
      [f.catalogue.switch.id, 'PTN-SW48-POE', 4, f.catalogue.switch.unitPrice],
      [null, 'RK-19', 1, '0.00'],
    ]);
    expect(lines[1]?.description).toBe('Rack kit from elsewhere');
    expect(await isInspectSession(f.t.database.db, loginIdOf(login))).toBe(false);
    // The user's ordinary cart keeps its line.
    expect((await f.linesOf(demoUsers.buyer.id)).map((line) => [line.productId, line.quantity])).toEqual([
      [f.catalogue.support.id, 1],
    ]);

    // The unpriced line is a request item: it cannot go back until it is priced.
    const refused = await f.buyerSystem.transfer(login);
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'CartHasRequestItems', message: formatMessage('Cart.HasRequestItems') },
    });
  });

  it('should mark an inspect session read-only and answer operationAllowed inspect', async () => {
    const login = await f.punchInBuyer({
      operation: 'inspect',
      items: [{ quantity: 1, supplierPartId: f.catalogue.switch.id }],
    });
    expect(login.operation).toBe('inspect');
    expect(await isInspectSession(f.t.database.db, loginIdOf(login))).toBe(true);
    const transfer = await f.buyerSystem.transfer(login);
    const { root } = f.buyerSystem.orderMessageOf(PunchOutTransferAnswer.parse(transfer.body));
    assertDtdOrder(root);
    const header = child(child(child(root, 'Message'), 'PunchOutOrderMessage'), 'PunchOutOrderMessageHeader');
    expect(header?.attributes.operationAllowed).toBe('inspect');
  });

  it('should refuse every change of the cart during an inspect session, and allow them in an edit session', async () => {
    const headers = (login: { tokenInfo: { access_token: string }; sessionId: string }) => ({
      Authorization: `Bearer ${login.tokenInfo.access_token}`,
      'session-id': login.sessionId,
      'Content-Type': 'application/json',
    });
    const addItem = (login: { tokenInfo: { access_token: string }; sessionId: string }) =>
      f.t.app.request('/api/v1.0/Product/addItem', {
        method: 'POST',
        headers: headers(login),
        body: JSON.stringify({ productId: f.catalogue.switch.id, quantity: 1 }),
      });
    const inspect = await f.punchInBuyer({
      operation: 'inspect',
      items: [{ quantity: 1, supplierPartId: f.catalogue.switch.id }],
    });
    const refused = await addItem(inspect);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'CartReadOnly',
      message: formatMessage('Cart.ReadOnly'),
    });
    const emptied = await f.t.app.request('/api/v1.0/ShoppingCart/deleteAllItems', {
      method: 'DELETE',
      headers: headers(inspect),
    });
    expect(emptied.status).toBe(403);

    const edit = await f.punchInBuyer({
      operation: 'edit',
      items: [{ quantity: 1, supplierPartId: f.catalogue.switch.id }],
    });
    expect((await addItem(edit)).status).toBe(200);
  });

  it('should refuse an empty cart and a cart with request items with the cart messages', async () => {
    // The user's ordinary cart has lines; the new session's own cart is empty.
    await f.addToCart(demoUsers.buyer.id, f.catalogue.switch, 1);
    const login = await f.punchInBuyer();
    expect(await f.buyerSystem.transfer(login)).toMatchObject({
      status: 422,
      body: { code: 'CartEmpty', message: formatMessage('Cart.Empty') },
    });
    await f.addAsPunchOutUser(login, f.catalogue.hidden, 1);
    expect(await f.buyerSystem.transfer(login)).toMatchObject({
      status: 422,
      body: { code: 'CartHasRequestItems' },
    });
  });

  it('should send each persona to the post-login target of 000 §2.5', async () => {
    for (const [persona, target] of [
      ['approver', 'Quotes'],
      ['contracts', 'PendingApprovals'],
    ] as const) {
      const identity = `AN-${persona}`;
      await f.t.database.db.insert(punchinAccounts).values({
        companyId: demoCompanies.northwind.id,
        userId: demoUsers[persona].id,
        protocol: 'cxml',
        domain: 'NetworkID',
        identity,
        secretHash: await f.demoSecretHash(),
      });
      const credential = { domain: 'NetworkID', identity };
      const login = await f.punchInBuyer({
        from: credential,
        sender: { ...credential, sharedSecret: demoPunchIn.cxml.sharedSecret },
      });
      expect(login).toMatchObject({ postLoginTarget: target, punchOutImageUrl: null });
    }
  });
});

describe('refused punch-ins', () => {
  it('should answer cXML 401 to a wrong shared secret and to an unknown identity, and start no session', async () => {
    const before = (await f.t.database.db.select().from(punchinSessions)).length;
    const wrongSecret = await f.buyerSystem.punchIn({ sender: { ...networkId, sharedSecret: 'guess' } });
    const unknown = await f.buyerSystem.punchIn({
      from: { domain: 'NetworkID', identity: 'AN99999999999' },
      sender: { domain: 'NetworkID', identity: 'AN99999999999', sharedSecret: demoPunchIn.cxml.sharedSecret },
    });
    for (const answer of [wrongSecret, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.contentType).toMatch(/^text\/xml/);
      expect(answer.statusCode).toBe('401');
      expect(answer.startPageUrl).toBeNull();
    }
    expect((await f.t.database.db.select().from(punchinSessions)).length).toBe(before);
  });

  it('should refuse a start id used twice, an unknown one and an expired one', async () => {
    const answer = await f.buyerSystem.punchIn();
    expect((await f.buyerSystem.openStartPage(answer.startPageUrl!)).status).toBe(200);
    expect(await f.buyerSystem.openStartPage(answer.startPageUrl!)).toMatchObject({
      status: 410,
      body: { code: 'PunchInExpired', message: formatMessage('PunchIn.Expired') },
    });
    expect(await f.buyerSystem.openStartPage('http://localhost/#/punch-in?id=not-a-start-id')).toMatchObject({
      status: 404,
      body: { code: 'PunchInUnknown', message: formatMessage('PunchIn.Unknown') },
    });

    const late = await f.buyerSystem.punchIn({ buyerCookie: 'late-cookie' });
    await f.t.database.db
      .update(punchinSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(punchinSessions.buyerCookie, 'late-cookie'));
    expect(await f.buyerSystem.openStartPage(late.startPageUrl!)).toMatchObject({
      status: 410,
      body: { code: 'PunchInExpired' },
    });
  });

  it('should answer NoPunchOutProfile when the account was switched off before the start page opened', async () => {
    const credential = { domain: 'NetworkID', identity: 'AN-switched-off' };
    const [account] = await f.t.database.db
      .insert(punchinAccounts)
      .values({
        companyId: demoCompanies.northwind.id,
        userId: demoUsers.buyer.id,
        protocol: 'cxml',
        ...credential,
        secretHash: await f.demoSecretHash(),
      })
      .returning();
    const answer = await f.buyerSystem.punchIn({
      from: credential,
      sender: { ...credential, sharedSecret: demoPunchIn.cxml.sharedSecret },
    });
    await f.t.database.db
      .update(punchinAccounts)
      .set({ active: false })
      .where(eq(punchinAccounts.id, account!.id));
    expect(await f.buyerSystem.openStartPage(answer.startPageUrl!)).toMatchObject({
      status: 404,
      body: { code: 'NoPunchOutProfile', message: formatMessage('PunchOut.NoProfile') },
    });
  });

  it('should refuse the transfer to a login that did not come from a punch-in, or without its session id', async () => {
    const token = await f.t.signIn('buyer@northwind.example');
    const ordinary = await f.t.app.request('/api/v1.0/punchout/transfer', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ordinary.status).toBe(409);
    expect(await ordinary.json()).toMatchObject({
      code: 'NotPunchedIn',
      message: formatMessage('PunchIn.NotPunchedIn'),
    });

    const login = await f.punchInBuyer();
    const withoutHeader = await f.t.app.request('/api/v1.0/punchout/transfer', {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.tokenInfo.access_token}`, 'session-id': 'another-session' },
    });
    expect(withoutHeader.status).toBe(409);
    expect(await withoutHeader.json()).toMatchObject({ code: 'PunchInSessionMismatch' });
  });

  it('should refuse a document type with entities (billion laughs, external entity) without expanding them', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE cXML [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<cXML payloadID="1" timestamp="2026-01-01T00:00:00Z"><Header/><Request><PunchOutSetupRequest operation="create"><BuyerCookie>&lol3;&xxe;</BuyerCookie></PunchOutSetupRequest></Request></cXML>`;
    const undefinedEntity = f.buyerSystem.setupRequest().replace('<BuyerCookie>', '<BuyerCookie>&xxe;');
    for (const body of [bomb, undefinedEntity]) {
      const answer = await f.buyerSystem.punchIn({ body });
      expect(answer.status).toBe(406);
      expect(answer.statusCode).toBe('406');
      expect(answer.xml).not.toContain('lollol');
      expect(answer.xml).not.toContain('root:');
    }
  });

  it('should answer cXML errors, never a 500 or a page, to malformed, unsupported and oversize requests', async () => {
    const setup = f.buyerSystem.setupRequest();
    const cases: [
      name: string,
      request: { body: string; contentType?: string },
      http: number,
      cxml: string,
    ][] = [
      ['not XML', { body: 'hello' }, 406, '406'],
      ['unclosed', { body: '<cXML><Header></cXML>' }, 406, '406'],
      ['not cXML', { body: '<order/>' }, 400, '400'],
      ['no BuyerCookie', { body: setup.replace(/<BuyerCookie>[^<]*<\/BuyerCookie>/, '') }, 400, '400'],
      ['bad operation', { body: setup.replace('operation="create"', 'operation="delete"') }, 400, '400'],
      [
        'bad return URL',
        { body: f.buyerSystem.setupRequest({ browserFormPostUrl: 'javascript:alert(1)' }) },
        400,
        '400',
      ],
      ['another request', { body: setup.replace(/PunchOutSetupRequest/g, 'OrderRequest') }, 400, '450'],
      ['JSON', { body: '{"a":1}', contentType: 'application/json' }, 415, '415'],
      ['oversize', { body: setup.replace('</cXML>', `<!--${'x'.repeat(300 * 1024)}--></cXML>`) }, 413, '413'],
    ];
    for (const [name, request, http, cxml] of cases) {
      const answer = await f.buyerSystem.punchIn(request);
      expect(answer.status, name).toBe(http);
      expect(answer.contentType, name).toMatch(/^text\/xml/);
      expect(answer.statusCode, name).toBe(cxml);
      expect(answer.startPageUrl, name).toBeNull();
    }
    const huge = await f.t.app.request('/api/v1.0/punchout/cxml/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: `<cXML>${'x'.repeat(2 * 1024 * 1024)}</cXML>`,
    });
    expect(huge.status).toBe(413);
  });
});
