import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, type RemovableRow } from './removeButtonFocus';

const line = (id: string, buttonName = `Remove ${id}`): RemovableRow => ({ id, buttonName });

describe('focusAfterRemoval', () => {
  const before = [line('a'), line('b'), line('c')];

  it.each([
    ['the next line when one in the middle went', 'b', [line('a'), line('c')], 'c'],
    ['the line before when the last went', 'c', [line('a'), line('b')], 'b'],
    ['the same line when the removal was refused', 'b', before, 'b'],
    ['the first line after a bundle whose lines went with it', 'a', [line('c')], 'c'],
  ])('should choose %s', (_, removed, after, chosen) => {
    expect(focusAfterRemoval(before, removed, after)?.line.id).toBe(chosen);
  });

  it('should choose nothing when no line is left to remove', () => {
    expect(focusAfterRemoval(before, 'b', [])).toBeNull();
  });

  it('should count the buttons of the same name before the chosen one (two lines of one part)', () => {
    const twice = [line('x', 'Remove GLC-TE'), line('y', 'Remove GLC-TE'), line('z', 'Remove GLC-TE')];
    expect(focusAfterRemoval(twice, 'y', [twice[0] as RemovableRow, twice[2] as RemovableRow])).toEqual({
      line: twice[2],
      occurrence: 1,
    });
  });
});
