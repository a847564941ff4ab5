import * as z from 'zod/mini';
import { CheckoutAddress, CheckoutContact } from './checkout';
import { Guid, PageOf } from './common';

/**
 * Company-wide addresses and contacts (002 §2 /addresses, §3, §6, §7; issue 18): the rows every user of the company
 * shares, enabled or disabled. A disabled one stays in this list (to enable it again) and leaves every other: checkout,
 * My Account and the similar-address suggestion offer enabled ones only.
 */

/** Page size of the contacts' alphabet filter. */
export const COMPANY_CONTACTS_PAGE_SIZE = 10;

/** A company-wide address: what checkout shows of it, and whether it is enabled. */
export const CompanyAddress = z.extend(CheckoutAddress, { active: z.boolean() });
export type CompanyAddress = z.infer<typeof CompanyAddress>;

/** A company-wide contact: what checkout shows of it (its contact type too), and whether it is enabled. */
export const CompanyContact = z.extend(CheckoutContact, { active: z.boolean() });
export type CompanyContact = z.infer<typeof CompanyContact>;

/** `listStorefrontContactsByIndex`: the letter the last name starts with (none: every contact), and the page. */
export const ContactIndexQuery = z.object({
  index: z._default(z.string().check(z.trim(), z.regex(/^[A-Za-z]?$/)), ''),
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  records: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    COMPANY_CONTACTS_PAGE_SIZE,
  ),
});
export type ContactIndexQuery = z.input<typeof ContactIndexQuery>;

export const CompanyContactPage = PageOf(CompanyContact);
export type CompanyContactPage = z.infer<typeof CompanyContactPage>;

/** The company-wide addresses of one type (bill-to 1, ship-to 2). */
export const CompanyAddressQuery = z.object({
  addressType: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2)),
});

/** `updateAddressStatus`, `updateContactStatus`: enable (true) or disable (false) one row. */
export const StatusBody = z.object({ id: Guid, active: z.boolean() });
export type StatusBody = z.input<typeof StatusBody>;
