import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE, serialLookup, trigramCounts, wordTrigrams } from './serial-lookup';

/** A sample as pg_stats keeps it: serials of one maker (`LG00…`), and a few of others. */
const makerSample = (count: number) => {
  const serials = Array.from({ length: count }, (_, at) => `LG00${String(at * 977).padStart(5, '0')}`);
  return [...serials, 'CZJ2329X002', 'FOC2231X001'];
};
const sampleOf = (serials: string[]) => ({ size: serials.length, counts: trigramCounts(serials) });

describe('the serial filter’s trigram lookup', () => {
  it('should take the trigrams pg_trgm takes from a word inside a contains pattern', () => {
    expect(wordTrigrams('lg00123')).toEqual(['lg0', 'g00', '001', '012', '123']);
    expect(wordTrigrams('ab')).toEqual([]);
  });

  it('should count each trigram once per sampled serial, in any case', () => {
    const counts = trigramCounts(['LG000', 'lg001']);
    expect(counts.get('lg0')).toBe(2);
    expect(counts.get('000')).toBe(1);
    expect(counts.get('g00')).toBe(2);
  });

  it('should look a keyword up without the leading trigrams most sampled serials share', () => {
    const sample = sampleOf(makerSample(100));
    // `lg0` and `g00` are in every LG serial; `001`, `012`, `123` in few.
    expect(serialLookup('LG00123', sample)).toBe('00123');
    expect(serialLookup('lg0012345', sample)).toBe('0012345');
    // Typed without the maker's letters: `g00` still leads.
    expect(serialLookup('G00123', sample)).toBe('00123');
  });

  it('should leave out common trailing trigrams too, keeping the rarer run between', () => {
    const serials = Array.from({ length: 60 }, (_, at) => `${String(at * 7919).padStart(6, '0')}XQZ`);
    const sample = sampleOf(serials);
    expect(serialLookup('123456xqz', sample)).toBe('123456xq');
  });

  it('should look the whole keyword up when nothing is dropped or the sample tells nothing', () => {
    const sample = sampleOf(makerSample(100));
    // Every trigram rare: nothing to drop.
    expect(serialLookup('X7Q9Z', sample)).toBeUndefined();
    // Every trigram common: no rarer one to look up by.
    expect(serialLookup('LG00', sample)).toBeUndefined();
    // Separators and wildcards make pg_trgm split and pad the keyword: left as they are.
    expect(serialLookup('LG-00123', sample)).toBeUndefined();
    expect(serialLookup('LG00%23', sample)).toBeUndefined();
    expect(serialLookup('LG00_123', sample)).toBeUndefined();
    // Too short to drop anything from.
    expect(serialLookup('LG0', sample)).toBeUndefined();
    // Too few sampled serials (no statistics yet).
    expect(serialLookup('LG00123', sampleOf(makerSample(MIN_SAMPLE - 3)))).toBeUndefined();
    expect(serialLookup('LG00123', { size: 0, counts: new Map() })).toBeUndefined();
  });
});
