import * as z from 'zod/mini';
import { MONEY_PATTERN, MONEY_SCALE, MONEY_TOO_MANY_DECIMALS } from '../limits';
import { coreMessages } from '../messages/en-core';
import { fillMessage, translator } from '../messages/format';

const text = translator(coreMessages);

export const Guid = z.uuid();

/** Page container of the lists (002 §3): start is 1-based, size defaults to 10. */
export function PageOf<T extends z.ZodMiniType>(record: T) {
  return z.object({
    start: z.int(),
    size: z.int(),
    totalRecords: z.int(),
    records: z.int(),
    sortBy: z.int(),
    data: z.array(record),
  });
}

/**
 * How far a long list counts its matches (issue 14): an exact count over 100,000 rows costs more than the page
 * it describes. Past the cap, `totalRecords` is the cap and `totalCapped` is true; the page says "1,000+".
 */
export const LIST_COUNT_CAP = 1000;

/**
 * Page container of a long list paged by page number (issue 17: orders, advanced search): the page of `PageOf`
 * whose count stops at `LIST_COUNT_CAP`, as `KeysetPageOf`'s does.
 */
export function CappedPageOf<T extends z.ZodMiniType>(record: T) {
  return z.extend(PageOf(record), {
    /** True when more than `totalRecords` match: the count stopped at `LIST_COUNT_CAP`. */
    totalCapped: z.boolean(),
  });
}

/** A position in a list's order (`next` of a page, sent back as `after`): opaque, URL-safe. */
export const PageCursor = z.string().check(z.maxLength(1024), z.regex(/^[\w-]+$/));

/**
 * Page container of the long lists (issue 14: the catalogue; orders, invoices and devices follow): the page of
 * `PageOf` with a capped count and the cursor of the next page. A client that follows `next` (as `after`) pages
 * in the list's order at the cost of one page, whatever its depth, and sees no row twice when rows are added
 * meanwhile.
 */
export function KeysetPageOf<T extends z.ZodMiniType>(record: T) {
  return z.extend(PageOf(record), {
    /** True when more than `totalRecords` match: the count stopped at `LIST_COUNT_CAP`. */
    totalCapped: z.boolean(),
    /** Pass as `after` for the page after this one; null on the last page. */
    next: z.nullable(PageCursor),
  });
}

/** `{ value, name }` pairs of `enumeration/listForDropDown`. */
export const DropDownItem = z.object({ value: z.int(), name: z.string() });
export type DropDownItem = z.infer<typeof DropDownItem>;

/** An answer that carries nothing but success. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

export const Money = z.string().check(
  z.superRefine((amount, context) => {
    if (MONEY_PATTERN.test(amount)) return;
    context.addIssue({
      code: 'custom',
      input: amount,
      message: MONEY_TOO_MANY_DECIMALS.test(amount)
        ? text('Field.MoneyDecimals')
        : 'Not an amount: use a decimal such as 1234.50.',
    });
  }),
);
export type Money = z.infer<typeof Money>;

/** An amount in whole cents, exactly (for comparing amounts without floats): "-12.3" → -1230n. */
export function moneyToCents(amount: Money): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(MONEY_SCALE, '0') || '0');
  return negative ? -cents : cents;
}

/** A `Money` between `min` and `max` inclusive (bounds as decimal strings), e.g. a payment of 0.01 or more. */
export function MoneyBetween(min: Money, max: Money) {
  const low = moneyToCents(min);
  const high = moneyToCents(max);
  return Money.check(
    z.refine((amount) => {
      if (!MONEY_PATTERN.test(amount)) return true; // the pattern already said why
      const cents = moneyToCents(amount);
      return cents >= low && cents <= high;
    }, `Give an amount from ${min} to ${max}.`),
  );
}

/**
 * A spending limit (a user's or a business unit's, per order or per month; issue 18): an amount of at least one
 * cent, the most `numeric(14, 2)` holds, or null for none. The one rule of both contracts and both forms.
 */
export const SpendingLimitAmount = z.nullable(MoneyBetween('0.01', '999999999999.99'));

/** The lengths a text field accepts, after trimming: `min` 0 means optional. */
export interface TextLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * A trimmed text of `min` to `max` characters whose errors are the catalogue's field messages (issue 13 §3):
 * blank → 'This field is required.', then 'Please enter at least {min} characters.' / '… at most {max} …'. The
 * server answers them as a ValidationFailed's field errors and the portal's forms show the same before the call.
 */
export function limitedText(
  { min, max }: TextLimits,
  /**
   * The field's own texts where the documents give them (e.g. 'Please enter a title.'), from its area's part of
   * the catalogue; `{max}` is filled in.
   */
  messages: { required?: string; tooLong?: string } = {},
) {
  const checks = [
    z.trim(),
    ...(min > 0 ? [z.minLength(1, messages.required ?? text('Field.Required'))] : []),
    ...(min > 1 ? [z.minLength(min, text('Field.TooShort', { min }))] : []),
    z.maxLength(max, fillMessage(messages.tooLong ?? coreMessages['Field.TooLong'], { max })),
  ];
  return z.string().check(...checks);
}

/** An optional trimmed text of at most `max` characters, '' when absent, with the catalogue's field message. */
export function optionalLimitedText(max: number) {
  return z._default(limitedText({ min: 0, max }), '');
}

/** An optional email of at most `max` characters ('' when absent), with the catalogue's field messages. */
export function optionalEmail(max: number) {
  return z._default(
    z.union(
      [
        z.literal(''),
        z.email(text('Field.EmailInvalid')).check(z.maxLength(max, text('Field.TooLong', { max }))),
      ],
      text('Field.EmailInvalid'),
    ),
    '',
  );
}

/** A required email of at most `max` characters, with the catalogue's field messages. */
export function requiredEmail(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, text('Field.Required')),
      z.regex(z.regexes.email, text('Field.EmailInvalid')),
      z.maxLength(max, text('Field.TooLong', { max })),
    );
}

/** The bounds a whole-number field accepts, inclusive. */
export interface NumberLimits {
  readonly min: number;
  readonly max: number;
}

/** A whole number from `min` to `max`, refused with the catalogue's 'Please enter a number from {min} to {max}.' */
export function wholeNumber({ min, max }: NumberLimits) {
  const message = text('Field.OutOfRange', { min, max });
  return z.int(message).check(z.minimum(min, message), z.maximum(max, message));
}
