import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './cache';

describe('CatalogueCache', () => {
  it('should load a key once for concurrent callers and answer it from memory until it expires', async () => {
    let time = 0;
    const cache = new CatalogueCache(10, 1_000, () => time);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([
      1, 1, 1,
    ]);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('should not keep a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });

  it('should drop the least recently used key when full', async () => {
    const cache = new CatalogueCache(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
