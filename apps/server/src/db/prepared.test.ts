import { describe, expect, it } from 'vitest';
import { literal, prefixed, preparedShapes, ShapeValues } from './prepared';

describe('statements prepared by shape', () => {
  it('should name a shape by the names bound in order, and keep the values by name (a Date as its timestamp)', () => {
    const first = new ShapeValues();
    first.bind('company', 'c-1');
    first.bind('from', new Date('2026-01-02T00:00:00Z'));
    const other = new ShapeValues();
    other.bind('company', 'c-2');
    expect(first.key('page')).toBe('page(company,from)');
    expect(other.key('page')).toBe('page(company)');
    expect(first.key('narrowed')).not.toBe(first.key('page'));
    expect(first.values).toEqual({ company: 'c-1', from: '2026-01-02T00:00:00.000Z' });
  });

  it('should refuse a name bound twice in one statement, and prefix the names of a condition bound again', () => {
    const shape = new ShapeValues();
    shape.bind('status', 1);
    expect(() => shape.bind('status', 2)).toThrow(/bound twice/);
    prefixed(shape.bind, 'totals.')('status', 1);
    expect(shape.values).toEqual({ status: 1, 'totals.status': 1 });
    expect(literal('status', 3)).toBe(3);
  });

  it('should build a shape once per database handle and answer the same statement for it after', () => {
    const shapes = preparedShapes('order_page');
    const [db, otherDb] = [{}, {}];
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { execute: async (values: Record<string, unknown>) => values };
    };
    const statement = shapes(db, 'page(company)', build);
    expect(shapes(db, 'page(company)', build)).toBe(statement);
    expect(shapes(db, 'page(company,status)', build)).not.toBe(statement);
    expect(shapes(otherDb, 'page(company)', build)).not.toBe(statement);
    // Each shape its own short name (PostgreSQL keeps 63 bytes of it), whatever the key's length.
    expect(names).toEqual(['order_page_0', 'order_page_1', 'order_page_0']);
  });

  it("should give a shape the same name on every handle, a transaction's whose first shape is another too", () => {
    // A transaction runs on one of the pool's connections, which may have prepared the pool's shapes already:
    // node-postgres refuses a name prepared there for another statement ("Prepared statements must be unique").
    const shapes = preparedShapes('device_page');
    const [pool, transaction] = [{}, {}];
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { execute: async (values: Record<string, unknown>) => values };
    };
    shapes(pool, 'page(company)', build);
    shapes(pool, 'parts(company,wanted)', build);
    shapes(transaction, 'parts(company,wanted)', build);
    shapes(transaction, 'page(company)', build);
    shapes(transaction, 'page(company,status)', build);
    expect(names).toEqual([
      'device_page_0',
      'device_page_1',
      'device_page_1',
      'device_page_0',
      'device_page_2',
    ]);
  });
});
