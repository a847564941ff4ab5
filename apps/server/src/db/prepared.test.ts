import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';
import { executeShaped, literal, prefixed, preparedShapes, ShapeValues } from './prepared';

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

describe('raw statements prepared by shape (executeShaped)', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());
  const open = async () => {
    database ??= await openPglite();
    return database.db;
  };

  it('should answer each call with its own values from the one SQL of its shape', async () => {
    const db = await open();
    const read = async (value: number, label: string) => {
      const shape = new ShapeValues();
      const query = sql`select ${shape.bind('value', value)}::int + 1 as next, ${shape.bind('label', label)}::text as label`;
      return executeShaped<{ next: number; label: string }>(db, shape, 'unit.read', query);
    };
    expect(await read(1, 'a')).toEqual([{ next: 2, label: 'a' }]);
    expect(await read(41, 'b')).toEqual([{ next: 42, label: 'b' }]);
  });

  it('should refuse a statement that holds a value of its own, which every later call would reuse', async () => {
    const db = await open();
    const shape = new ShapeValues();
    const query = sql`select ${shape.bind('value', 1)}::int + ${2}::int as sum`;
    await expect(executeShaped(db, shape, 'unit.own', query)).rejects.toThrow(/value of its own \(\$2\)/);
  });

  it('should refuse two statements under one shape (a choice that bound no name of its own)', async () => {
    const db = await open();
    const statement = (descending: boolean) => {
      const shape = new ShapeValues();
      const order = descending ? sql`desc` : sql`asc`;
      return {
        shape,
        query: sql`select x from (values (${shape.bind('a', 1)}::int), (2)) as t(x) order by x ${order}`,
      };
    };
    const first = statement(false);
    expect(await executeShaped(db, first.shape, 'unit.order', first.query)).toEqual([{ x: 1 }, { x: 2 }]);
    const second = statement(true);
    await expect(executeShaped(db, second.shape, 'unit.order', second.query)).rejects.toThrow(
      /two statements of one shape/,
    );
  });
});
