import { describe, expect, it } from 'vitest';
import { mergeWindowSelection, rowWindow, selectsAll } from './rowWindow';

describe('rowWindow', () => {
  it('should draw the rows in view plus two on each side, from the scroll position', () => {
    // 44 px rows, 356 px of body: 9 rows in view (+1 for a part row), scrolled to row 100.
    expect(rowWindow(10_000, 4400, 356, 44)).toEqual({ first: 98, end: 112, offset: 88 });
    expect(rowWindow(10_000, 4410, 356, 44)).toEqual({ first: 98, end: 112, offset: 98 });
  });

  it('should start at the first row and stop at the last', () => {
    expect(rowWindow(10_000, 0, 356, 44)).toEqual({ first: 0, end: 12, offset: 0 });
    const last = rowWindow(10_000, 10_000 * 44 - 356, 356, 44);
    expect(last.end).toBe(10_000);
    expect(last.end - last.first).toBeLessThanOrEqual(14);
    expect(rowWindow(3, 0, 356, 44)).toEqual({ first: 0, end: 3, offset: 0 });
    expect(rowWindow(0, 0, 356, 44)).toEqual({ first: 0, end: 0, offset: 0 });
  });
});

describe('mergeWindowSelection', () => {
  const all = () => ['a', 'b', 'c', 'd'];

  it("should keep the rows out of view selected when one drawn row is unselected from 'all'", () => {
    // react-aria knows rows b and c only; unselecting c it answers with {b}.
    expect(mergeWindowSelection('all', new Set(['b']), ['b', 'c'], all)).toEqual(new Set(['a', 'b', 'd']));
  });

  it("should pass react-aria's answer through otherwise", () => {
    const next = new Set(['a', 'c']);
    expect(mergeWindowSelection(new Set(['a']), next, ['b', 'c'], all)).toBe(next);
    expect(mergeWindowSelection(new Set(['a']), 'all', ['b', 'c'], all)).toBe('all');
  });
});

describe('selectsAll', () => {
  it('should tell whether every key is selected without listing them for a smaller selection', () => {
    const never = () => {
      throw new Error('keys listed');
    };
    expect(selectsAll('all', never, 4)).toBe(true);
    expect(selectsAll(new Set(['a']), never, 4)).toBe(false);
    expect(selectsAll(new Set(['a', 'b']), () => ['a', 'b'], 2)).toBe(true);
    expect(selectsAll(new Set(['a', 'x']), () => ['a', 'b'], 2)).toBe(false);
    expect(selectsAll('all', never, 0)).toBe(false);
  });
});
