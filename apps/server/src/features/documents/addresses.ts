import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, type DocumentAddressValue, userCheckoutPreferences } from '../../db/schema';

type AddressRow = typeof addresses.$inferSelect;

/** The one-line display of an address: its lines, then "city, state zip". */
export const formatAddress = (
  row: Pick<AddressRow, 'line1' | 'line2' | 'line3' | 'city' | 'state' | 'zipCode'>,
) => [row.line1, row.line2, row.line3, `${row.city}, ${row.state} ${row.zipCode}`].filter(Boolean).join(', ');

/** The copy of an address a document keeps (the API's `DocumentAddress`). */
export function documentAddress(row: AddressRow): DocumentAddressValue {
  return {
    name: row.name,
    formatted: formatAddress(row),
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    countryCode: row.countryCode,
    contactName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: row.phone,
  };
}

export interface DocumentAddresses {
  billTo: DocumentAddressValue | null;
  shipTo: DocumentAddressValue | null;
  endUser: DocumentAddressValue | null;
}

/** Address types (the API's `AddressType`). */
const BILL_TO = 1;
const SHIP_TO = 2;
const END_USER = 3;

/**
 * The addresses a new document of a user starts with: the user's primary bill-to, ship-to and end user when
 * set (and still active in the company), otherwise the company's first company-wide bill-to and ship-to; no end
 * user unless the user chose a primary one. With no user, the company's.
 */
export async function defaultDocumentAddresses(
  db: Executor,
  companyId: string,
  userId: string | null,
): Promise<DocumentAddresses> {
  const [preferences] = userId
    ? await db.select().from(userCheckoutPreferences).where(eq(userCheckoutPreferences.userId, userId))
    : [];
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.active, true)))
    .orderBy(asc(addresses.createdAt), asc(addresses.name));
  const usable = rows.filter((row) => row.ownerUserId === null || row.ownerUserId === userId);
  const pick = (type: number, primaryId: string | null | undefined, fallBack: boolean) => {
    const primary = primaryId ? usable.find((row) => row.id === primaryId && row.type === type) : undefined;
    const chosen =
      primary ?? (fallBack ? usable.find((row) => row.type === type && row.ownerUserId === null) : undefined);
    return chosen ? documentAddress(chosen) : null;
  };
  return {
    billTo: pick(BILL_TO, preferences?.primaryBillToId, true),
    shipTo: pick(SHIP_TO, preferences?.primaryShipToId, true),
    endUser: pick(END_USER, preferences?.primaryEndUserId, false),
  };
}
