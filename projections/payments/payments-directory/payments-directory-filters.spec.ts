import { DomainError } from '#app/es';
import { startRange, weekOf, weeksOfRange } from './payment-date-ranges.js';
import { directoryFilters, directoryPage, searchTermOf } from './payments-directory-filters.js';

const now = new Date('2026-03-04T07:30:00.000Z'); // Tue 3 March 23:30 in Los Angeles, Wednesday in UTC
const LA = 'America/Los_Angeles';
const scope = { practiceId: 'p1', timeZone: LA, now };

describe('payments directory date ranges (practice zone, Sunday weeks)', () => {
  it('each filter is a range of starts from the practice’s midnights, across a change of clock', () => {
    expect(startRange('all_time', now, LA)).toBeNull();
    expect(startRange('this_week', now, LA)).toEqual({ from: '2026-03-01T08:00:00.000Z', to: '2026-03-08T08:00:00.000Z' });
    expect(startRange('last_week', now, LA)).toEqual({ from: '2026-02-22T08:00:00.000Z', to: '2026-03-01T08:00:00.000Z' });
    // Summer time begins on 8 March: April starts at 07:00 UTC.
    expect(startRange('this_month', now, LA)).toEqual({ from: '2026-03-01T08:00:00.000Z', to: '2026-04-01T07:00:00.000Z' });
    expect(startRange('last_month', now, LA)).toEqual({ from: '2026-02-01T08:00:00.000Z', to: '2026-03-01T08:00:00.000Z' });
    expect(startRange('this_year', now, LA)).toEqual({ from: '2026-01-01T08:00:00.000Z', to: '2027-01-01T08:00:00.000Z' });
    // In UTC the same moment is in the week of Sunday 1 March too, but its month started 8 hours earlier.
    expect(startRange('this_month', now, 'UTC')).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
  });

  it('a week starts on Sunday, even on a Sunday (not ISO Monday weeks)', () => {
    expect(weekOf('2026-03-01T08:00:00.000Z', LA)).toBe('2026-03-01');
    expect(weekOf('2026-03-01T07:59:00.000Z', LA)).toBe('2026-02-22');
    expect(weekOf('2026-03-02T12:00:00.000Z', LA)).toBe('2026-03-01');
    expect(weeksOfRange(startRange('last_month', now, LA)!, LA)).toEqual(['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22']);
  });

  it('a zone luxon does not know reads as UTC instead of failing', () => {
    expect(directoryFilters({ ...scope, timeZone: 'Mars/Olympus' }, { dateFilter: 'this_month' })).toMatchObject({ timeZone: 'UTC', range: { from: '2026-03-01T00:00:00.000Z' } });
  });
});

describe('payments directory filters', () => {
  it('absent filters mean all time and every state', () => {
    expect(directoryFilters(scope, {})).toMatchObject({ dateFilter: 'all_time', range: null, state: 'all', search: null, clientId: null });
  });

  it('refuses unknown date and state filters with the allowed values', () => {
    expect(() => directoryFilters(scope, { dateFilter: 'yesterday' })).toThrow(new DomainError('Unknown date filter "yesterday". Use one of: all_time, this_week, last_week, this_month, last_month, this_year.'));
    expect(() => directoryFilters(scope, { stateFilter: 'overdue' })).toThrow(new DomainError('Unknown state filter "overdue". Use one of: all, paid, upcoming, unpaid, free.'));
    expect(() => directoryFilters(scope, { stateFilter: 'x'.repeat(5000) })).toThrow(/^Unknown state filter "x{40}"/);
  });

  it('a page of 1 to 1,000 rows from an offset of 0 or more; no limit is every row', () => {
    expect(directoryPage(20, 0)).toEqual({ limit: 20, offset: 0 });
    expect(directoryPage(null, undefined)).toEqual({ limit: null, offset: 0 });
    expect(directoryPage(1000, 40)).toEqual({ limit: 1000, offset: 40 });
    for (const limit of [0, -1, 1001, 2.5]) expect(() => directoryPage(limit, 0)).toThrow(/page size \(limit\) must be a whole number from 1 to 1000/);
    expect(() => directoryPage(20, -1)).toThrow('The offset must be a whole number, 0 or more.');
  });

  it('a search is lower-cased with spaces collapsed; a phone number is searched by its digits', () => {
    expect(searchTermOf('  Ada   LOVELACE ')).toBe('ada lovelace');
    expect(searchTermOf('(212) 555-0101')).toBe('2125550101');
    expect(searchTermOf('+1 212')).toBe('1212');
    expect(searchTermOf('   ')).toBeNull();
    expect(searchTermOf(null)).toBeNull();
  });
});
