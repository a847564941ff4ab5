import { describe, expect, it } from 'vitest';
import { axisTicks } from './chartScale';

describe('axisTicks', () => {
  it('should end at a round value at or above the largest amount', () => {
    expect(axisTicks(2_100_000)).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000]);
    expect(axisTicks(195_921.24)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(axisTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('should give an axis to nothing', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
