import { describe, expect, it } from 'vitest';
import {
  choiceField,
  idField,
  integerField,
  isoDateField,
  listQuery,
  listSearchString,
  pageOf,
  textField,
} from './listQuery';

interface Criteria {
  keyword: string;
  status: number;
  kind: 'O' | 'C';
  unit: string;
  from: string;
  limit: number;
}

const initial: Criteria = { keyword: '', status: -1, kind: 'O', unit: '', from: '', limit: 0 };
const UNIT = '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const address = listQuery(initial, {
  keyword: textField,
  status: choiceField([-1, 0, 4]),
  kind: choiceField(['O', 'C'] as const),
  unit: idField,
  from: isoDateField,
  limit: integerField({ min: 0, max: 500 }),
});

const read = (query: string) => address.read(new URLSearchParams(query));

describe('listQuery', () => {
  it('should write only what differs from the start, and read it back to the same criteria', () => {
    const criteria: Criteria = {
      keyword: 'Cisco & Co 50%',
      status: 0,
      kind: 'C',
      unit: UNIT,
      from: '2026-02-28',
      limit: 25,
    };
    const query = listSearchString(address, criteria, 3);
    expect(query).toBe(
      `keyword=Cisco+%26+Co+50%25&status=0&kind=C&unit=${UNIT}&from=2026-02-28&limit=25&page=3`,
    );
    expect(read(query)).toEqual(criteria);
    expect(pageOf(new URLSearchParams(query))).toBe(3);
    expect(listSearchString(address, initial, 1)).toBe('');
    expect(listSearchString(address, { ...initial, status: 4 }, 1)).toBe('status=4');
  });

  it.each([
    ['a status that is not offered', 'status=999'],
    ['a status that is no number', 'status=open'],
    ['a kind that is not offered', 'kind=X'],
    ['a unit that is no id', 'unit=radiology'],
    ['a day that does not exist', 'from=2026-02-30'],
    ['a date that is no date', 'from=yesterday'],
    ['a date in another format', 'from=28.02.2026'],
    ['a number out of range', 'limit=501'],
    ['a number with a fraction', 'limit=2.5'],
    ['an empty value', 'status='],
  ])('should read %s as the start value', (_, query) => {
    expect(read(query)).toEqual(initial);
  });

  it('should keep what it can read beside what it cannot', () => {
    expect(read('keyword=%20C9300%20&status=999&from=2026-13-01&limit=10')).toEqual({
      ...initial,
      keyword: 'C9300',
      limit: 10,
    });
  });

  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=abc', 1],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=1.5', 1],
    ['page=99999999999', 1],
  ])('should read the page of %j as %d', (query, page) => {
    expect(pageOf(new URLSearchParams(query))).toBe(page);
  });

  it('should keep the parameters the list does not own, and drop its own old ones', () => {
    const current = new URLSearchParams('documenttype=orders&status=4&page=7');
    expect(listSearchString(address, { ...initial, kind: 'C' as const }, 1, current)).toBe(
      'documenttype=orders&kind=C',
    );
  });
});
