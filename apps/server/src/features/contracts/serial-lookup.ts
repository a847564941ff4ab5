import type { Executor } from '../../db/client';
import { MIN_SAMPLE, statisticsSample } from '../../db/statistics-sample';

/**
 * The serial filter's trigram lookup (issue 19, session 32). `lower(serial_number) like '%lg00123%'` asks the
 * serial's trigram index (`devices_serial_trgm_idx`) for all five trigrams of the keyword: `lg0`, `g00`, `001`,
 * `012`, `123`. Serials of one maker share their first letters, so on the large seed `lg0` and `g00` are in every
 * one of the 100,000 serials, and the index scan decodes both posting lists (about 60 of its 75 buffers, 0.57 of
 * its 0.65 ms) to keep the 113 candidates the other three already named (11 buffers, 0.08 ms alone). The filter is
 * then asked through the index by the keyword's part without its common leading and trailing trigrams (`%00123%`)
 * and checked whole on each candidate (store.ts `deviceCondition`): the same devices, since a serial that contains
 * the keyword contains every part of it.
 *
 * Which trigrams are common is learnt from the sample of serials PostgreSQL's statistics keep for the serial's
 * index (`pg_stats` of `devices_serial_lower_idx`: up to 101 histogram bounds and its most common values), read once
 * every ten minutes per database handle (db/statistics-sample.ts). The sample decides only how the index is asked, never which devices
 * match: an old or missing sample (PGlite before ANALYZE) asks with the whole keyword, as before.
 */

/** A trigram that at least this share of the sampled serials contains is common. */
export const COMMON_TRIGRAM_SHARE = 0.25;

/** Fewer sampled serials than this tell nothing: the whole keyword is looked up. */
export { MIN_SAMPLE };

/** The trigrams pg_trgm takes from a word inside a `%…%` pattern (no padding at a wildcard), in order. */
export function wordTrigrams(word: string): string[] {
  const trigrams: string[] = [];
  for (let at = 0; at + 3 <= word.length; at++) trigrams.push(word.slice(at, at + 3));
  return trigrams;
}

/** How many of `sample` contain each trigram (a serial counted once per trigram). */
export function trigramCounts(sample: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const serial of sample) {
    for (const trigram of new Set(wordTrigrams(serial.toLowerCase()))) {
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
    }
  }
  return counts;
}

/** The sampled serials and their trigram counts. */
export type SerialSample = { size: number; counts: Map<string, number> };

/**
 * The part of the serial filter `keyword` to look the index up by, or undefined to look it up whole: the keyword
 * (lowercased) less its leading and trailing trigrams that a common share of the sample contains, when that leaves
 * a rarer trigram and drops at least one. Only a keyword of letters a-z and digits, one word for pg_trgm (a
 * separator or wildcard would make pg_trgm split and pad it).
 */
export function serialLookup(keyword: string, sample: SerialSample): string | undefined {
  const word = keyword.toLowerCase();
  if (sample.size < MIN_SAMPLE || !/^[a-z0-9]{4,}$/.test(word)) return undefined;
  const trigrams = wordTrigrams(word);
  const rare = trigrams.map(
    (trigram) => (sample.counts.get(trigram) ?? 0) < COMMON_TRIGRAM_SHARE * sample.size,
  );
  const first = rare.indexOf(true);
  const last = rare.lastIndexOf(true);
  if (first === -1 || (first === 0 && last === trigrams.length - 1)) return undefined;
  return word.slice(first, last + 3);
}

/** The trigram counts of each sample read (db/statistics-sample.ts keeps the sample itself). */
const countsOfSample = new WeakMap<readonly string[], SerialSample>();

/**
 * The sample of serials that PostgreSQL's statistics keep (above), per database handle, read again after ten minutes
 * (db/statistics-sample.ts), with its trigram counts. Empty when there are none (never analysed) or they cannot be
 * read.
 */
export async function serialSample(db: Executor, now = Date.now()): Promise<SerialSample> {
  const serials = await statisticsSample(db, 'devices_serial_lower_idx', 'lower', now);
  let sample = countsOfSample.get(serials);
  if (sample === undefined) {
    sample = { size: serials.length, counts: trigramCounts(serials) };
    countsOfSample.set(serials, sample);
  }
  return sample;
}
