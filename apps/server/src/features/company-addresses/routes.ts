import { type CompanyAddress, type CompanyContact, companyAddressEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, contacts, userCheckoutPreferences } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { companyOf } from '../cart/live-cart';
import {
  type AddressRow,
  addressColumns,
  type ContactRow,
  contactColumns,
  preferencesOf,
  primaryColumnOfType,
  setPreference,
  toCheckoutAddress,
  toCheckoutContact,
} from '../checkout/store';

/**
 * /addresses (002 §2, §6, §7; issue 18): the company-wide addresses and contacts, which every user of the company
 * shares. Reading needs addresses or shoppingcart, changing needs addresses (the endpoints' permissions; see the
 * README). Every query is held to the caller's company and to rows without an owner: a user's own row or another
 * company's is not found. A disabled row (`active` false) stays here and leaves checkout, My Account and the
 * similar-address suggestion, which read enabled rows only, and it stops being anyone's primary.
 */

const addressNotFound = () =>
  Problems.notFound('AddressNotFound', formatMessage('Account.Addresses.NotFound'));
const contactNotFound = () =>
  Problems.notFound('ContactNotFound', formatMessage('Account.Contacts.NotFound'));

/** A company-wide row of the caller's company. */
const companyRow = (table: typeof addresses | typeof contacts, principal: Principal, id: string) =>
  and(eq(table.id, id), eq(table.companyId, companyOf(principal)), isNull(table.ownerUserId));

const toCompanyAddress = (row: AddressRow, primaryId?: string | null): CompanyAddress => ({
  ...toCheckoutAddress(row, primaryId),
  active: row.active,
});
const toCompanyContact = (row: ContactRow, primaryId?: string | null): CompanyContact => ({
  ...toCheckoutContact(row, primaryId),
  active: row.active,
});

/** A disabled address or contact stops being the primary of every user who had chosen it. */
async function dropPrimaries(
  db: Executor,
  column: 'primaryBillToId' | 'primaryShipToId' | 'primaryEndUserId' | 'primaryContactId',
  id: string,
): Promise<void> {
  await db
    .update(userCheckoutPreferences)
    .set({ [column]: null })
    .where(eq(userCheckoutPreferences[column], id));
}

export function companyAddressRoutes(route: RouteRegistrar): void {
  route(companyAddressEndpoints.listStorefrontContactsByIndex, async ({ query, services, user }) => {
    const principal = user();
    const where = and(
      eq(contacts.companyId, companyOf(principal)),
      isNull(contacts.ownerUserId),
      query.index ? sql`upper(left(${contacts.lastName}, 1)) = ${query.index.toUpperCase()}` : undefined,
    );
    const [total] = await services.db.select({ n: count() }).from(contacts).where(where);
    const rows = await services.db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(query.records)
      .offset((query.start - 1) * query.records);
    const primaryId = (await preferencesOf(services.db, principal.userId)).primaryContactId;
    return {
      start: query.start,
      size: query.records,
      totalRecords: total?.n ?? 0,
      records: rows.length,
      sortBy: 0,
      data: rows.map((row) => toCompanyContact(row, primaryId)),
    };
  });

  route(companyAddressEndpoints.listCompanyAddresses, async ({ query, services, user }) => {
    const principal = user();
    const rows = await services.db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.companyId, companyOf(principal)),
          isNull(addresses.ownerUserId),
          eq(addresses.type, query.addressType),
        ),
      )
      .orderBy(asc(addresses.name), asc(addresses.createdAt));
    const primaryId = (await preferencesOf(services.db, principal.userId))[
      primaryColumnOfType[query.addressType as 1 | 2]
    ];
    return rows.map((row) => toCompanyAddress(row, primaryId));
  });

  route(companyAddressEndpoints.upsertAddress, async ({ body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(addresses)
        .values({
          companyId: companyOf(principal),
          ownerUserId: null,
          type: body.type,
          ...addressColumns(body),
        })
        .returning();
      if (!row) throw new Error('The address was not added');
      // 002 §6: a company-wide address affects every user; being someone's default affects only the caller.
      if (body.setAsPrimary)
        await setPreference(tx, principal.userId, { [primaryColumnOfType[body.type]]: row.id });
      return toCompanyAddress(row, body.setAsPrimary ? row.id : null);
    });
  });

  route(companyAddressEndpoints.modifyAddress, async ({ query, body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set(addressColumns(body))
        .where(and(companyRow(addresses, principal, query.id), eq(addresses.type, body.type)))
        .returning();
      if (!row) throw addressNotFound();
      const column = primaryColumnOfType[body.type];
      if (body.setAsPrimary && row.active) await setPreference(tx, principal.userId, { [column]: row.id });
      return toCompanyAddress(row, (await preferencesOf(tx, principal.userId))[column]);
    });
  });

  route(companyAddressEndpoints.updateAddressStatus, async ({ body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(addresses)
        .set({ active: body.active })
        .where(companyRow(addresses, principal, body.id))
        .returning();
      if (!row) throw addressNotFound();
      const column = primaryColumnOfType[row.type as 1 | 2 | 3];
      if (!row.active && column) await dropPrimaries(tx, column, row.id);
      return toCompanyAddress(row, column ? (await preferencesOf(tx, principal.userId))[column] : null);
    });
  });

  route(companyAddressEndpoints.modifyContact, async ({ query, body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contacts)
        .set(contactColumns(body))
        .where(companyRow(contacts, principal, query.id))
        .returning();
      if (!row) throw contactNotFound();
      if (body.setAsPrimary && row.active)
        await setPreference(tx, principal.userId, { primaryContactId: row.id });
      return toCompanyContact(row, (await preferencesOf(tx, principal.userId)).primaryContactId);
    });
  });

  route(companyAddressEndpoints.updateContactStatus, async ({ body, services, user }) => {
    const principal = user();
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .update(contacts)
        .set({ active: body.active })
        .where(companyRow(contacts, principal, body.id))
        .returning();
      if (!row) throw contactNotFound();
      if (!row.active) await dropPrimaries(tx, 'primaryContactId', row.id);
      return toCompanyContact(row, (await preferencesOf(tx, principal.userId)).primaryContactId);
    });
  });
}
