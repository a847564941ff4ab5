import type {
  AddressInput,
  CarrierAccount,
  CheckoutAddress,
  CheckoutContact,
  ContactInput,
  PaymentTerm,
  SavedPaymentMethod,
} from '@b2b-portal/api';
import { countryName, EMPTY_GUID } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Executor } from '../../db/client';
import {
  addresses,
  carrierAccounts,
  carriers,
  contacts,
  paymentInfos,
  paymentTerms,
  userCheckoutPreferences,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { companyOf, unprocessable } from '../cart/live-cart';
import { documentAddress } from '../documents/addresses';

/**
 * What checkout chooses from: the company's addresses, contacts and carrier accounts plus the caller's own, the
 * company's active payment terms, the carriers, the caller's saved cards, and the caller's primaries. Every read
 * is scoped to the caller's company, and "own" rows to the caller: another user's or company's row is not found.
 */

export type AddressRow = typeof addresses.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
type Preferences = typeof userCheckoutPreferences.$inferSelect;

/** Company-wide rows (no owner) and the caller's own. */
const visibleTo = (
  table: typeof addresses | typeof contacts | typeof carrierAccounts,
  principal: Principal,
) =>
  and(
    eq(table.companyId, companyOf(principal)),
    or(isNull(table.ownerUserId), eq(table.ownerUserId, principal.userId)),
  );

export async function preferencesOf(db: Executor, userId: string): Promise<Partial<Preferences>> {
  const [row] = await db
    .select()
    .from(userCheckoutPreferences)
    .where(eq(userCheckoutPreferences.userId, userId));
  return row ?? {};
}

export async function setPreference(
  db: Executor,
  userId: string,
  values: Partial<Omit<Preferences, 'userId'>>,
): Promise<void> {
  await db
    .insert(userCheckoutPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userCheckoutPreferences.userId, set: values });
}

export const primaryColumnOfType = {
  1: 'primaryBillToId',
  2: 'primaryShipToId',
  3: 'primaryEndUserId',
} as const satisfies Record<number, keyof Preferences>;

export function toCheckoutAddress(row: AddressRow, primaryId: string | null | undefined): CheckoutAddress {
  return {
    ...documentAddress(row),
    id: row.id,
    type: row.type,
    countryName: countryName(row.countryCode),
    erpCode: row.erpCode,
    flags: row.flags,
    contactID: EMPTY_GUID,
    firstName: row.firstName,
    lastName: row.lastName,
    fax: row.fax,
    isPrimary: row.id === primaryId,
    isPersonal: row.ownerUserId !== null,
  };
}

export function toCheckoutContact(row: ContactRow, primaryId: string | null | undefined): CheckoutContact {
  return {
    id: row.id,
    contactType: row.contactType,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    fax: row.fax,
    jobTitle: row.jobTitle,
    isPrimary: row.id === primaryId,
    isPersonal: row.ownerUserId !== null,
  };
}

/**
 * The columns an address form sets (`AddressInput`), as stored: state and country in upper case. Checkout's
 * addAddress and My Account's modifyAddress write them the same way.
 */
export function addressColumns(body: z.output<typeof AddressInput>) {
  return {
    name: body.name,
    line1: body.line1,
    line2: body.line2,
    line3: body.line3,
    city: body.city,
    state: body.state.toUpperCase(),
    zipCode: body.zipCode,
    countryCode: body.countryCode.toUpperCase(),
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
  };
}

/** The columns a contact form sets (`ContactInput`): checkout's add and My Account's modify. */
export function contactColumns(body: z.output<typeof ContactInput>) {
  return {
    contactType: body.contactType,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    fax: body.fax,
    jobTitle: body.jobTitle,
  };
}

const primaryFirst = <T extends { isPrimary: boolean }>(list: T[]) =>
  [...list].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

export async function listAddressesOfType(
  db: Executor,
  principal: Principal,
  type: number,
  preferences?: Partial<Preferences>,
): Promise<CheckoutAddress[]> {
  const prefs = preferences ?? (await preferencesOf(db, principal.userId));
  const primaryId = prefs[primaryColumnOfType[type as 1 | 2 | 3]];
  const rows = await db
    .select()
    .from(addresses)
    .where(and(visibleTo(addresses, principal), eq(addresses.type, type), eq(addresses.active, true)))
    .orderBy(asc(addresses.name), asc(addresses.createdAt));
  return primaryFirst(rows.map((row) => toCheckoutAddress(row, primaryId)));
}

/** An address the caller may use, of the given type; 422 otherwise (it was chosen in the page). */
export async function findUsableAddress(
  db: Executor,
  principal: Principal,
  id: string,
  type: number,
  field: string,
): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(visibleTo(addresses, principal), eq(addresses.id, id), eq(addresses.active, true)));
  if (!row || row.type !== type) throw unknownOption(field);
  return row;
}

export async function findVisibleAddress(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(visibleTo(addresses, principal), eq(addresses.id, id), eq(addresses.active, true)));
  if (!row) throw Problems.notFound('AddressNotFound', formatMessage('Checkout.AddressNotFound'));
  return row;
}

export const unknownOption = (field: string) =>
  unprocessable('UnknownOption', formatMessage('Checkout.UnknownOption', { field }));

export async function listContacts(
  db: Executor,
  principal: Principal,
  onlyOwn = false,
  preferences?: Partial<Preferences>,
): Promise<CheckoutContact[]> {
  const prefs = preferences ?? (await preferencesOf(db, principal.userId));
  const rows = await db
    .select()
    .from(contacts)
    .where(
      and(
        onlyOwn
          ? and(eq(contacts.companyId, companyOf(principal)), eq(contacts.ownerUserId, principal.userId))
          : visibleTo(contacts, principal),
        eq(contacts.active, true),
      ),
    )
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  return primaryFirst(rows.map((row) => toCheckoutContact(row, prefs.primaryContactId)));
}

export async function findVisibleContact(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<ContactRow> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(visibleTo(contacts, principal), eq(contacts.id, id), eq(contacts.active, true)));
  if (!row) throw Problems.notFound('ContactNotFound', formatMessage('Checkout.ContactNotFound'));
  return row;
}

export async function listActiveTerms(db: Executor, principal: Principal): Promise<PaymentTerm[]> {
  const rows = await db
    .select()
    .from(paymentTerms)
    .where(and(eq(paymentTerms.companyId, companyOf(principal)), eq(paymentTerms.active, true)))
    .orderBy(asc(paymentTerms.position), asc(paymentTerms.name));
  return rows.map((row) => ({ id: row.id, name: row.name, erpCode: row.erpCode, flags: row.flags }));
}

export async function listCarriers(db: Executor) {
  return db
    .select({ code: carriers.code, name: carriers.name })
    .from(carriers)
    .orderBy(asc(carriers.position), asc(carriers.name));
}

export async function listCarrierAccounts(
  db: Executor,
  principal: Principal,
  preferences?: Partial<Preferences>,
): Promise<CarrierAccount[]> {
  const prefs = preferences ?? (await preferencesOf(db, principal.userId));
  const rows = await db
    .select({ account: carrierAccounts, carrierName: carriers.name })
    .from(carrierAccounts)
    .innerJoin(carriers, eq(carriers.code, carrierAccounts.carrierCode))
    .where(visibleTo(carrierAccounts, principal))
    .orderBy(asc(carriers.position), asc(carrierAccounts.accountNumber));
  return primaryFirst(
    rows.map(({ account, carrierName }) => ({
      id: account.id,
      carrierCode: account.carrierCode,
      carrierName,
      accountNumber: account.accountNumber,
      name: account.name,
      isPrimary: account.id === prefs.primaryCarrierAccountId,
    })),
  );
}

export async function findVisibleCarrierAccount(db: Executor, principal: Principal, id: string) {
  const [row] = await db
    .select()
    .from(carrierAccounts)
    .where(and(visibleTo(carrierAccounts, principal), eq(carrierAccounts.id, id)));
  if (!row)
    throw Problems.notFound('CarrierAccountNotFound', formatMessage('Checkout.CarrierAccountNotFound'));
  return row;
}

/** The caller's saved cards (not deleted), primary first, without anything but the display fields. */
export async function listSavedCards(
  db: Executor,
  principal: Principal,
  preferences?: Partial<Preferences>,
  now = new Date(),
): Promise<SavedPaymentMethod[]> {
  const prefs = preferences ?? (await preferencesOf(db, principal.userId));
  const rows = await db
    .select()
    .from(paymentInfos)
    .where(
      and(
        eq(paymentInfos.companyId, companyOf(principal)),
        eq(paymentInfos.ownerUserId, principal.userId),
        eq(paymentInfos.saved, true),
        isNull(paymentInfos.deletedAt),
      ),
    )
    .orderBy(asc(paymentInfos.createdAt));
  return primaryFirst(rows.map((row) => toSavedPaymentMethod(row, prefs.primaryPaymentInfoId, now)));
}

export function toSavedPaymentMethod(
  row: typeof paymentInfos.$inferSelect,
  primaryId: string | null | undefined,
  now = new Date(),
): SavedPaymentMethod {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return {
    id: row.id,
    cardType: row.cardType,
    maskedCardNumber: row.maskedCardNumber,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    cardHolder: row.cardHolder,
    isExpired: row.expirationYear * 12 + row.expirationMonth < thisMonth,
    isPrimary: row.id === primaryId,
  };
}

/** Normalized street for resemblance: lower case, no punctuation, the usual USPS abbreviations. */
const streetWords: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
  floor: 'fl',
};
export function normalizeStreet(value: string): string {
  return value
    .toLowerCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => streetWords[word] ?? word)
    .join(' ');
}

/**
 * A known address (company-wide or the caller's own, any type) that resembles the entered one: the same ZIP
 * (first five) or the same city and state, and a street that is the same once normalized or at least 0.45
 * similar by trigrams (pg_trgm). The closest one wins; an identical one is not a "suggestion" but still answered,
 * so the person reuses it instead of adding a duplicate.
 */
export async function findMatchingAddress(
  db: Executor,
  principal: Principal,
  entered: {
    line1: string;
    line2?: string;
    city: string;
    state: string;
    zipCode: string;
    countryCode?: string;
    /** 'company': the company-wide addresses only (/addresses adds a company address, not the caller's). */
    scope?: 'all' | 'company';
  },
): Promise<CheckoutAddress | null> {
  const zip5 = entered.zipCode.trim().slice(0, 5);
  const street = normalizeStreet(entered.line1);
  const candidates = await db
    .select({
      row: addresses,
      score: sql<number>`similarity(lower(${addresses.line1}), ${entered.line1.toLowerCase()})`,
    })
    .from(addresses)
    .where(
      and(
        visibleTo(addresses, principal),
        entered.scope === 'company' ? isNull(addresses.ownerUserId) : undefined,
        eq(addresses.active, true),
        eq(addresses.countryCode, (entered.countryCode ?? 'USA').toUpperCase()),
        or(
          sql`left(${addresses.zipCode}, 5) = ${zip5}`,
          and(
            sql`lower(${addresses.city}) = ${entered.city.trim().toLowerCase()}`,
            sql`lower(${addresses.state}) = ${entered.state.trim().toLowerCase()}`,
          ),
        ),
      ),
    );
  const scored = candidates
    .map(({ row, score }) => ({ row, score: normalizeStreet(row.line1) === street ? 1 : Number(score) }))
    .filter(({ score }) => score >= 0.45)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  return best ? toCheckoutAddress(best.row, null) : null;
}
