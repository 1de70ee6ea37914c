import { reviewDateRange, reviewRatingFilter } from './review-date-ranges.js';

// Tuesday 24 November 2026, 03:00 UTC: still Monday the 23rd in New York.
const NOW = new Date('2026-11-24T03:00:00.000Z');
const NY = 'America/New_York';

describe('review date ranges', () => {
  it('weeks start on Sunday in the practice’s zone', () => {
    expect(reviewDateRange('this_week', NOW, NY)).toEqual({ from: '2026-11-22T05:00:00.000Z', to: '2026-11-29T05:00:00.000Z' });
    expect(reviewDateRange('last_week', NOW, NY)).toEqual({ from: '2026-11-15T05:00:00.000Z', to: '2026-11-22T05:00:00.000Z' });
  });

  it('months and the year are the zone’s', () => {
    expect(reviewDateRange('this_month', NOW, NY)).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' });
    expect(reviewDateRange('last_month', NOW, NY)).toEqual({ from: '2026-10-01T04:00:00.000Z', to: '2026-11-01T04:00:00.000Z' });
    expect(reviewDateRange('this_year', NOW, 'UTC')).toEqual({ from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(reviewDateRange('last_year', NOW, NY)).toEqual({ from: '2025-01-01T05:00:00.000Z', to: '2026-01-01T05:00:00.000Z' });
    // New Year's night in New York is still the old year there.
    expect(reviewDateRange('last_year', new Date('2027-01-01T03:00:00.000Z'), NY)).toEqual({ from: '2025-01-01T05:00:00.000Z', to: '2026-01-01T05:00:00.000Z' });
  });

  it('all time and no filter are no range; an unknown filter is refused', () => {
    expect(reviewDateRange('all_time', NOW, NY)).toBeNull();
    expect(reviewDateRange(null, NOW, NY)).toBeNull();
    expect(() => reviewDateRange('yesterday', NOW, NY)).toThrow('Unknown date filter "yesterday". Use one of: all_time, this_week, last_week, this_month, last_month, this_year, last_year.');
  });

  it('a rating filter is 1 to 5', () => {
    expect(reviewRatingFilter(null)).toBeNull();
    expect(reviewRatingFilter(5)).toBe(5);
    expect(() => reviewRatingFilter(0)).toThrow('The rating filter must be a whole number from 1 to 5.');
    expect(() => reviewRatingFilter(2.5)).toThrow();
  });
});
