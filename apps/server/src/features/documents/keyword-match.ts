import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Bind, literal } from '../../db/prepared';

/**
 * "Contains this text, in any case" for the document lists and advanced search (issue 17), looked up through a
 * trigram (GIN) index by the keyword's selective part and then checked whole on each candidate row.
 *
 * Why: pg_trgm turns `ilike '%NW-LG-0101%'` into the trigrams of each word of the keyword, padded at the word's
 * edges (`nw `, `  l`, ` lg`, `lg `, `  0`, ` 01`, `010`, `101`). The padded ones are what every document number of
 * the same form shares (every PO is `NW-LG-…`, every order `SO-1…`): each is a posting list of about all 200,000
 * orders of the large seed, and the index scan decodes them all to keep the 101 rows the rare trigrams already
 * named (309 index buffers, 5-20 ms). The trigrams inside the words alone (`%NW%LG%0101%`: `010`, `101`) name 257
 * candidates from 8 index buffers in 0.3 ms; the whole keyword is then checked on those rows. The answer is the
 * same: a text that contains the keyword contains its words in that order.
 */

/** `%text%` for LIKE / ILIKE, with `\`, `%` and `_` of the text matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The pattern the index is asked with: the keyword's words (runs of letters and digits, as pg_trgm splits text)
 * joined by `%`, or the keyword's own pattern when that is the same, or when no word is long enough to give a
 * trigram (then the padded trigrams are all the index has to go by).
 *
 * `everywhere`: words (in lower case) that every row's text holds, such as the prefix of every invoice number
 * (`INV`): they are left out of the lookup, whose answer they cannot narrow, while their trigrams' posting lists
 * (every invoice) cost the index scan most of its time (session 32: `%INV%20003%` 0.6-1.7 ms, `%20003%` 0.1 ms,
 * the same 113 rows). The whole keyword is still checked on each row.
 */
export function lookupPattern(keyword: string, everywhere: readonly string[] = []): string {
  const whole = containsPattern(keyword);
  const words = (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !everywhere.includes(word.toLowerCase()),
  );
  if (!words.some((word) => [...word].length >= 3)) return whole;
  return `%${words.join('%')}%`;
}

/**
 * `text ilike '%keyword%'`, found through `text`'s trigram index by `lookupPattern` and checked whole on the
 * candidates. The whole check is wrapped in `coalesce(…, false)` (the same truth: neither side is null) so that the
 * planner does not take it into the index scan as well, which would read the shared trigrams again; it then counts
 * it as keeping half the candidates (what it assumes of an expression it cannot estimate), near enough the truth
 * (the words of a number or PO are mostly found together), where an ILIKE on a text without statistics would count
 * as keeping 1 in 200 and turn a keyword of 33,000 orders into a bitmap of all of them instead of a scan that stops
 * at the 1,001st. `bind` and `name`: the patterns' names in a statement prepared by shape (db/prepared.ts).
 */
export function containsKeyword(
  text: SQLWrapper,
  keyword: string,
  bind: Bind = literal,
  name = 'keyword',
  everywhere: readonly string[] = [],
): SQL {
  return lookedUpAndChecked((pattern) => sql`(${text}) ilike ${pattern}`, keyword, bind, name, everywhere);
}

/**
 * The same truth as `containsKeyword` on a text kept in lower case with its own trigram index (`search_text` of
 * orders and invoices): `lowered like lower(pattern)` is what `text ilike pattern` computes on a UTF-8 database
 * (ILIKE lowers both sides with the same lower()), without lowering each candidate's text again.
 */
export function containsKeywordLowered(
  lowered: SQLWrapper,
  keyword: string,
  bind: Bind = literal,
  name = 'keyword',
  everywhere: readonly string[] = [],
): SQL {
  return lookedUpAndChecked(
    (pattern) => sql`${lowered} like lower(${pattern})`,
    keyword,
    bind,
    name,
    everywhere,
  );
}

/** Both forms above: `matches` the keyword's lookup pattern, then (when it differs) the whole keyword, kept apart. */
function lookedUpAndChecked(
  matches: (pattern: unknown) => SQL,
  keyword: string,
  bind: Bind,
  name: string,
  everywhere: readonly string[],
): SQL {
  const whole = containsPattern(keyword);
  const lookup = lookupPattern(keyword, everywhere);
  if (lookup === whole) return matches(bind(name, whole));
  return sql`(${matches(bind(`${name}.words`, lookup))} and coalesce(${matches(bind(name, whole))}, false))`;
}
