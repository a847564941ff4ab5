import { describe, expect, it } from 'vitest';
import { LARGE_CATALOGUE_SIZE, largeProduct, largeProductId, largeRelations } from './seed-catalogue-large';

/** The benchmark catalogue's service contracts and options (issue 16): plain values, no database. */
describe('the generated relations', () => {
  const categoryOf = (id: string, size: number) => {
    for (let n = 1; n <= size; n += 1) if (largeProductId(n) === id) return largeProduct(n).product.category;
    return undefined;
  };

  it('should offer a hardware product two support contracts and options of its accessory families', () => {
    const size = 200;
    const byCategory = new Map<string, ReturnType<typeof largeRelations>>();
    for (let n = 1; n <= 64; n += 1) {
      const category = largeProduct(n).product.category;
      if (!byCategory.has(category)) byCategory.set(category, largeRelations(n, size));
    }
    const servers = byCategory.get('Servers') ?? [];
    expect(servers.filter((row) => row.kind === 'service').map((row) => row.sort)).toEqual([0, 1]);
    expect(
      servers.filter((row) => row.kind === 'service').map((row) => categoryOf(row.related_product_id, size)),
    ).toEqual(['Support & Warranty', 'Support & Warranty']);
    expect(
      servers.filter((row) => row.kind === 'option').map((row) => categoryOf(row.related_product_id, size)),
    ).toEqual(['Memory', 'Drives & SSDs']);
    // What is itself an accessory or a service offers nothing.
    expect(byCategory.get('Memory')).toEqual([]);
    expect(byCategory.get('Support & Warranty')).toEqual([]);
  });

  it('should relate only to products among the first size, never to the product itself', () => {
    const size = 1_000;
    const ids = new Set(Array.from({ length: size }, (_, i) => largeProductId(i + 1)));
    const rows = Array.from({ length: size }, (_, i) => largeRelations(i + 1, size)).flat();
    expect(rows.length).toBeGreaterThan(size);
    for (const row of rows) {
      expect(ids.has(row.related_product_id)).toBe(true);
      expect(row.related_product_id).not.toBe(row.product_id);
    }
    // The last products' relations that would point past the end are left out.
    const last = largeRelations(size, size);
    expect(last.every((row) => ids.has(row.related_product_id))).toBe(true);
    expect(largeRelations(LARGE_CATALOGUE_SIZE).length).toBeLessThanOrEqual(5);
  });
});
