import { QuoteDiscountAmounts, ShoppingCart } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { cartLines, manufacturers, products, quotes } from '../../db/schema';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { type PostgresCluster, skipPostgresTests, startSeededPostgres } from '../../test-support/postgres';
import { createApp, createTestApp, demoCompanies, demoUsers, signInWith, type TestApp } from '../../testing';
import { type Caller, callerFor, cartOf, plus } from './testing';

/**
 * Money is exact end to end (issue 13 §2): values that binary floats get wrong go through the real routes, the
 * database's numeric(14, 2) columns and the flows rules, and come back as the exact decimal strings. The same
 * scenario runs on PGlite and on PostgreSQL.
 */

interface Subject {
  database: Database;
  buyer: Caller;
  approver: Caller;
}

async function product(database: Database, part: string, unitPrice: string, serviceLength = 0) {
  const [maker] = await database.db
    .insert(manufacturers)
    .values({ name: `Money Test ${part}`, code: part.slice(0, 8) })
    .returning();
  const [created] = await database.db
    .insert(products)
    .values({
      manufacturerId: maker!.id,
      manufacturerName: maker!.name,
      manufacturerPart: part,
      description: `Money test ${part}`,
      unitPrice,
      listPrice: unitPrice,
      serviceLength,
    })
    .returning();
  return created!;
}

async function liveCart(buyer: Caller) {
  return cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart', { query: { isCheckout: 'false' } }));
}

function moneyScenario(subject: () => Subject) {
  it('should price 3 × 19.99 over 36 months at exactly 2158.92 and add 0.10 + 0.20 to the total as 0.30', async () => {
    const { database, buyer } = subject();
    const support = await product(database, 'MNY-SUPPORT-36', '19.99', 36);
    const dime = await product(database, 'MNY-DIME', '0.10');
    const twenty = await product(database, 'MNY-TWENTY', '0.20');
    const before = await liveCart(buyer);

    let cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', {
        json: { productId: support.id, quantity: 3, serviceLength: 36 },
      }),
    );
    const line = cart.items.find((item) => item.productID === support.id);
    expect(line).toMatchObject({
      unitPrice: '19.99',
      quantity: 3,
      serviceLength: 36,
      extendedPrice: '2158.92',
    });
    expect(cart.grandTotal).toBe(plus(before.grandTotal, '2158.92'));

    await buyer('POST', 'v1.0/Product/addItem', { json: { productId: dime.id, quantity: 1 } });
    cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', { json: { productId: twenty.id, quantity: 1 } }),
    );
    expect(cart.items.find((item) => item.productID === dime.id)?.extendedPrice).toBe('0.10');
    expect(cart.items.find((item) => item.productID === twenty.id)?.extendedPrice).toBe('0.20');
    expect(cart.grandTotal).toBe(plus(before.grandTotal, '2158.92', '0.30'));
    // What a client reads: a decimal string with two decimals, never a JSON number.
    expect(ShoppingCart.parse(cart).grandTotal).toMatch(/^\d+\.\d{2}$/);
  });

  it('should total a thousand lines of 0.07 as exactly 70.00 more', async () => {
    const { database, buyer } = subject();
    const cent7 = await product(database, 'MNY-SEVEN', '0.07');
    const before = await liveCart(buyer);
    await database.db.insert(cartLines).values(
      Array.from({ length: 1000 }, (_, index) => ({
        cartId: before.id,
        productId: cent7.id,
        manufacturerPart: cent7.manufacturerPart,
        manufacturerName: cent7.manufacturerName,
        description: cent7.description,
        unitPrice: '0.07',
        quantity: 1,
        position: 10_000 + index,
      })),
    );
    const after = await liveCart(buyer);
    const sevens = after.items.filter((item) => item.productID === cent7.id);
    expect(sevens).toHaveLength(1000);
    expect(sevens.every((item) => item.extendedPrice === '0.07')).toBe(true);
    expect(after.grandTotal).toBe(plus(before.grandTotal, '70.00'));
  });

  it('should sum a quote’s discounts exactly (10.10 + 0.20 + 5.35 + 0.07 = 15.72)', async () => {
    const { database, approver } = subject();
    const [row] = await database.db
      .insert(quotes)
      .values({
        companyId: demoCompanies.northwind.id,
        number: `Q-MONEY-${database.kind}`,
        title: 'Discounts that floats get wrong',
        status: 2,
        requesterUserId: demoUsers.buyer.id,
        createdBy: 'Sam Sales',
        lines: { groups: [], bundles: [], items: [] },
        discounts: [
          { description: 'Program', amount: '10.10' },
          { description: 'Registration', amount: '0.20' },
          { description: 'Volume', amount: '5.35' },
          // A row written before amounts were decimal strings keeps a JSON number.
          { description: 'Legacy', amount: 0.07 },
        ],
        subtotal: '100.00',
        grandTotal: '84.28',
      })
      .returning({ id: quotes.id });
    const answer = await approver('GET', 'V1.0/Quote/getDiscountAmounts', { query: { id: row!.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const discounts = QuoteDiscountAmounts.parse(answer.body);
    expect(discounts.amounts.map((discount) => discount.amount)).toEqual(['10.10', '0.20', '5.35', '0.07']);
    expect(discounts.total).toBe('15.72');
    const detail = await approver('GET', 'V1.0/Quote/Get', { query: { id: row!.id } });
    expect(detail.body).toMatchObject({ subTotal: '100.00', discountTotal: '15.72', grandTotal: '84.28' });
    await database.db.delete(quotes).where(eq(quotes.id, row!.id));
  });
}

describe('money on PGlite', () => {
  let t: TestApp;
  let subject: Subject;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    subject = {
      database: t.database,
      buyer: callerFor(t.app, await t.signIn(demoUsers.buyer.username)),
      approver: callerFor(t.app, await t.signIn(demoUsers.approver.username)),
    };
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  moneyScenario(() => subject);
});

describe.skipIf(skipPostgresTests)('money on PostgreSQL 15', () => {
  let cluster: PostgresCluster;
  let database: Database | undefined;
  let subject: Subject;

  beforeAll(async () => {
    cluster = await startSeededPostgres();
    const env = parseEnv({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent' });
    database = (await openDatabase(env, createLogger('silent'))).database;
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const app = createApp({ env, database, jwtSecret, log: createLogger('silent') });
    const signIn = signInWith(database, new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS));
    subject = {
      database,
      buyer: callerFor(app, await signIn(demoUsers.buyer.username)),
      approver: callerFor(app, await signIn(demoUsers.approver.username)),
    };
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    cluster?.stop();
  });

  moneyScenario(() => subject);
});
