import { describe, expect, it } from '@jest/globals';
import { maxTipCents, tipCents } from './tips.js';

describe('tipCents', () => {
  it.each([
    [10_000, 10, 1_000],
    [10_000, 15, 1_500],
    [10_000, 20, 2_000],
    [4_999, 15, 750], // 749.85 -> 750
    [4_990, 15, 749], // 748.5 -> 749 (half up)
    [4_970, 15, 746], // 745.5 -> 746
    [333, 10, 33], // 33.3 -> 33
    [335, 10, 34], // 33.5 -> 34
    [1, 20, 0], // 0.2 -> 0
    [0, 20, 0],
    [999_999_999, 20, 200_000_000], // 199,999,999.8 -> exact on integers, no float drift
  ])('%i cents at %i %% is %i cents', (amount, percent, expected) => {
    expect(tipCents(amount, percent)).toBe(expected);
  });

  it('refuses fractions and negatives instead of rounding them silently', () => {
    expect(() => tipCents(10.5, 10)).toThrow(RangeError);
    expect(() => tipCents(-1, 10)).toThrow(RangeError);
    expect(() => tipCents(1_000, 12.5)).toThrow(RangeError);
  });

  it('caps a tip at the amount or $1,000, whichever is more', () => {
    expect(maxTipCents(5_000)).toBe(100_000);
    expect(maxTipCents(250_000)).toBe(250_000);
  });
});
