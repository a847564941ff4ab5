import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  cartBundles,
  cartGroups,
  cartLines,
  carts,
  manufacturers,
  products,
  userRoles,
  users,
} from '../../db/schema';
import { demoCompanies, demoRoles } from '../../db/seed-data';
import { writeXlsx } from '../../files/xlsx';
import type { TestApp } from '../../testing';

/** Files for the upload tests: real signatures, and the disguises the content check must catch. */
export const samples = {
  pdf: () =>
    new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: () =>
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  gif: () => new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
  ole: () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  xlsx: () =>
    writeXlsx([
      { name: 'Parts', columns: [{ header: 'Part', value: (row: string) => row }], rows: ['C9300-48P'] },
    ]),
  csv: () => new TextEncoder().encode('\ufeffPart,Quantity,Note\nC9300-48P,2,“rack 4”\n'),
  /** A Windows program. */
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  elf: () => new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  machO: () => new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]),
  script: () => new TextEncoder().encode('#!/bin/sh\nrm -rf ~\n'),
  html: () =>
    new TextEncoder().encode(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    ),
  svg: () =>
    new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
    ),
  latin1: () => new Uint8Array([0x50, 0x61, 0x72, 0x74, 0x3b, 0xe9, 0x74, 0xe9, 0x0a]),
  nul: () => new Uint8Array([0x61, 0x00, 0x62]),
};

/** A File as a browser would put it in FormData. */
export const file = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/** The demo buyer's role given to a second Northwind user, who neither uploaded nor administers anything. */
export async function addSecondNorthwindBuyer(t: TestApp): Promise<string> {
  const username = 'buyer2@northwind.example';
  const [existing] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (existing) return username;
  const [created] = await t.database.db
    .insert(users)
    .values({
      companyId: demoCompanies.northwind.id,
      username,
      email: username,
      firstName: 'Bailey',
      lastName: 'Buyer',
      passwordHash: 'not-used-by-these-tests',
    })
    .returning({ id: users.id });
  await t.database.db.insert(userRoles).values({ userId: created!.id, roleId: demoRoles.buyer.id });
  return username;
}

export interface TestCart {
  productId: string;
  hiddenProductId: string;
  groupId: string;
  bundleId: string;
  /** Loose line at the top level (priced). */
  looseLineId: string;
  /** Line of the bundle (priced). */
  bundledLineId: string;
  /** Line in the group, outside the bundle, whose price is hidden. */
  hiddenLineId: string;
}

/** Products of a manufacturer of the tests' own, so the tests do not depend on the catalogue seed. */
async function testProducts(t: TestApp) {
  const db = t.database.db;
  const name = 'Attachment Tests Manufacturing';
  let [manufacturer] = await db.select().from(manufacturers).where(eq(manufacturers.name, name));
  if (!manufacturer) {
    [manufacturer] = await db.insert(manufacturers).values({ name, code: 'ATM' }).returning();
  }
  const product = async (part: string, values: Partial<typeof products.$inferInsert>) => {
    const [found] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.manufacturerId, manufacturer!.id), eq(products.manufacturerPart, part)));
    if (found) return found.id;
    const [created] = await db
      .insert(products)
      .values({
        manufacturerId: manufacturer!.id,
        manufacturerName: name,
        manufacturerPart: part,
        description: `Test product ${part}`,
        unitPrice: '100',
        listPrice: '120',
        ...values,
      })
      .returning({ id: products.id });
    return created!.id;
  };
  return {
    productId: await product('ATM-SWITCH-48', { unitPrice: '2499.5', description: '48-port switch' }),
    hiddenProductId: await product('ATM-SUPPORT-3Y', {
      unitPrice: '900',
      pricingHidden: true,
      serviceLength: 36,
      itemType: 'Recurring',
      initialTerm: 36,
      description: 'Three years of support',
    }),
  };
}

/**
 * Empties the user's live cart (making one when there is none) and fills it with: a loose priced line, a
 * group holding a bundle with one priced line, and a line in the group whose price is hidden.
 */
export async function fillCart(t: TestApp, userId: string): Promise<TestCart> {
  const db = t.database.db;
  const { productId, hiddenProductId } = await testProducts(t);
  let [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.ownerUserId, userId), eq(carts.kind, 'cart')));
  if (!cart) {
    [cart] = await db
      .insert(carts)
      .values({
        companyId: demoCompanies.northwind.id,
        ownerUserId: userId,
        kind: 'cart',
        documentNumber: `TEST-${randomUUID()}`,
      })
      .returning({ id: carts.id });
  }
  const cartId = cart!.id;
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await db.delete(cartBundles).where(eq(cartBundles.cartId, cartId));
  await db.delete(cartGroups).where(eq(cartGroups.cartId, cartId));
  const [group] = await db.insert(cartGroups).values({ cartId, name: 'Closet 4', position: 1 }).returning();
  const [bundle] = await db
    .insert(cartBundles)
    .values({ cartId, groupId: group!.id, name: 'Switch kit', quantity: 2, position: 1 })
    .returning();
  const line = (values: Partial<typeof cartLines.$inferInsert>) =>
    db
      .insert(cartLines)
      .values({ cartId, manufacturerPart: 'X', description: 'X', ...values })
      .returning({ id: cartLines.id })
      .then((rows) => rows[0]!.id);
  const looseLineId = await line({
    productId,
    manufacturerPart: 'ATM-SWITCH-48',
    manufacturerName: 'Attachment Tests Manufacturing',
    description: '48-port switch',
    unitPrice: '2499.5',
    quantity: 3,
    position: 1,
  });
  const bundledLineId = await line({
    productId,
    bundleId: bundle!.id,
    groupId: group!.id,
    manufacturerPart: 'ATM-SWITCH-48',
    description: '48-port switch',
    unitPrice: '2499.5',
    quantity: 2,
    position: 1,
  });
  const hiddenLineId = await line({
    productId: hiddenProductId,
    groupId: group!.id,
    manufacturerPart: 'ATM-SUPPORT-3Y',
    description: 'Three years of support',
    unitPrice: '900',
    quantity: 1,
    serviceLength: 36,
    pricingHidden: true,
    itemType: 'Recurring',
    initialTerm: 36,
    position: 2,
  });
  return {
    productId,
    hiddenProductId,
    groupId: group!.id,
    bundleId: bundle!.id,
    looseLineId,
    bundledLineId,
    hiddenLineId,
  };
}

/** The ids of the user's live cart lines. */
export async function cartLineIds(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: cartLines.id })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(carts.ownerUserId, userId), eq(carts.kind, 'cart')));
  return rows.map((row) => row.id).sort();
}

/** Takes every line out of the user's live cart, if they have one. */
export async function emptyCart(t: TestApp, userId: string): Promise<void> {
  const db = t.database.db;
  const owned = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.ownerUserId, userId), eq(carts.kind, 'cart')));
  for (const { id } of owned) await db.delete(cartLines).where(eq(cartLines.cartId, id));
}
