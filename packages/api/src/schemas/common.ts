import * as z from 'zod/mini';

/** The documents' "empty GUID": means none selected. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

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

/** `{ value, name }` pairs of `enumeration/listForDropDown`. */
export const DropDownItem = z.object({ value: z.int(), name: z.string() });
export type DropDownItem = z.infer<typeof DropDownItem>;

/** An answer that carries nothing but success. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
