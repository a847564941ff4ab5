import { PunchInLoginAnswer } from '@b2b-portal/api';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import {
  cartBundles,
  cartGroups,
  cartLines,
  carts,
  manufacturers,
  products,
  punchinAccounts,
} from '../../db/schema';
import { demoCompanies } from '../../db/seed-data';
import { demoPunchIn } from '../../db/seed-punchin';
import { createTestApp, type TestApp } from '../../testing';
import { type SetupOptions, TestProcurementSystem } from './procurement-system';

/**
 * Test support for punch-in: the app over its own seeded database, the demo procurement system pointed at it,
 * products of known prices (whatever the demo catalogue holds), and the cart as the shop would fill it.
 */

export type ProductRow = typeof products.$inferSelect;

export const BROWSER_FORM_POST = 'https://procurement.example/punchout/return?requisition=42';
export const networkId = { domain: demoPunchIn.cxml.domain, identity: demoPunchIn.cxml.identity };

/** The login id (sid claim) of a punch-in login's access token. */
export const loginIdOf = (login: PunchInLoginAnswer) => String(decodeJwt(login.tokenInfo.access_token).sid);

export class PunchInFixture {
  private constructor(
    readonly t: TestApp,
    readonly buyerSystem: TestProcurementSystem,
    readonly catalogue: Record<'switch' | 'support' | 'hidden', ProductRow>,
  ) {}

  static async create(env: Record<string, string> = {}): Promise<PunchInFixture> {
    const t = await createTestApp({ env: { LOG_LEVEL: 'silent', ...env } });
    const buyerSystem = new TestProcurementSystem(
      (path, init) => Promise.resolve(t.app.request(path, init)),
      {
        from: networkId,
        sender: { ...networkId, sharedSecret: demoPunchIn.cxml.sharedSecret },
        browserFormPostUrl: BROWSER_FORM_POST,
      },
    );
    const [maker] = await t.database.db
      .insert(manufacturers)
      .values({ name: 'Punch Test Networks', code: 'PTN' })
      .returning();
    const base = { manufacturerId: maker!.id, manufacturerName: maker!.name, listPrice: '0' };
    const [switchRow, support, hidden] = await t.database.db
      .insert(products)
      .values([
        {
          ...base,
          manufacturerPart: 'PTN-SW48-POE',
          description: '48-port PoE+ switch, 4 x 10G uplinks & "stacking"',
          unspsc: '43222612',
          unitOfMeasure: 'EA',
          unitPrice: '1234.56',
        },
        {
          ...base,
          manufacturerPart: 'PTN-SUP-1M',
          description: 'Support, next business day, per month',
          unspsc: '81112200',
          unitOfMeasure: 'MO',
          unitPrice: '10.25',
          serviceLength: 12,
        },
        {
          ...base,
          manufacturerPart: 'PTN-CUSTOM',
          description: 'Custom optic, price on request',
          unitPrice: '99',
          pricingHidden: true,
        },
      ])
      .returning();
    return new PunchInFixture(t, buyerSystem, { switch: switchRow!, support: support!, hidden: hidden! });
  }

  close(): Promise<void> {
    return this.t.close();
  }

  async liveCart(userId: string) {
    const [cart] = await this.t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.ownerUserId, userId), eq(carts.kind, 'cart')));
    return cart;
  }

  /** Puts a product into the user's live cart, as adding an item from the shop does. */
  async addToCart(userId: string, product: ProductRow, quantity: number): Promise<void> {
    let cart = await this.liveCart(userId);
    if (!cart) {
      const id = crypto.randomUUID();
      [cart] = await this.t.database.db
        .insert(carts)
        .values({
          id,
          companyId: demoCompanies.northwind.id,
          ownerUserId: userId,
          kind: 'cart',
          documentNumber: `CART-${id}`,
        })
        .returning();
    }
    await this.t.database.db.insert(cartLines).values({
      cartId: cart!.id,
      productId: product.id,
      manufacturerPart: product.manufacturerPart,
      manufacturerName: product.manufacturerName,
      description: product.description,
      unitPrice: product.unitPrice,
      quantity,
      serviceLength: product.serviceLength,
      pricingHidden: product.pricingHidden,
    });
  }

  async linesOf(userId: string) {
    const cart = await this.liveCart(userId);
    return cart ? this.t.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)) : [];
  }

  /** Empties the user's live cart (the seed may have filled it). */
  async emptyCartOf(userId: string): Promise<void> {
    const cart = await this.liveCart(userId);
    if (!cart) return;
    await this.t.database.db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    await this.t.database.db.delete(cartBundles).where(eq(cartBundles.cartId, cart.id));
    await this.t.database.db.delete(cartGroups).where(eq(cartGroups.cartId, cart.id));
  }

  /** The punch-out cart of a punch-in login (issue 16): the session's own cart, apart from the user's. */
  async punchOutCart(login: PunchInLoginAnswer) {
    const [cart] = await this.t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.loginId, loginIdOf(login)), eq(carts.kind, 'punchout')));
    return cart;
  }

  async punchOutLinesOf(login: PunchInLoginAnswer) {
    const cart = await this.punchOutCart(login);
    return cart ? this.t.database.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id)) : [];
  }

  /** Calls the portal's API as the punch-out user of a login, as the portal does (token and session-id). */
  asPunchOutUser(login: PunchInLoginAnswer, method: string, path: string, body?: unknown): Promise<Response> {
    return Promise.resolve(
      this.t.app.request(`/api/${path}`, {
        method,
        headers: {
          Authorization: `${login.tokenInfo.type} ${login.tokenInfo.access_token}`,
          'X-Requested-With': 'XMLHttpRequest',
          'session-id': login.sessionId,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  /** Adds a product as the punch-out user does from the shop (`Product/addItem`). */
  async addAsPunchOutUser(login: PunchInLoginAnswer, product: ProductRow, quantity: number): Promise<void> {
    const response = await this.asPunchOutUser(login, 'POST', 'v1.0/Product/addItem', {
      productId: product.id,
      quantity,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  /** The seeded scrypt hash of the demo shared secret, for extra test accounts (hashing anew is slow). */
  async demoSecretHash(): Promise<string> {
    const [account] = await this.t.database.db
      .select({ secretHash: punchinAccounts.secretHash })
      .from(punchinAccounts)
      .where(eq(punchinAccounts.id, demoPunchIn.cxml.id));
    return account!.secretHash;
  }

  /** A cXML punch-in through to the opened start page: the login the portal receives. */
  async punchInBuyer(options: SetupOptions = {}): Promise<PunchInLoginAnswer> {
    const answer = await this.buyerSystem.punchIn(options);
    expect(answer.statusCode, answer.xml).toBe('200');
    const opened = await this.buyerSystem.openStartPage(answer.startPageUrl!);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return PunchInLoginAnswer.parse(opened.body);
  }
}
