import { allInstantsReadable, isInstantInRange, readInstant, readLocalDate, utcText } from './instants.js';

describe('instants and dates that are trusted', () => {
  it('reads ISO 8601 date-times with an offset in the years 1900-2100', () => {
    expect(readInstant('2026-05-01T10:00:00-04:00')).toBe(Date.UTC(2026, 4, 1, 14));
    expect(readInstant('2026-05-01T14:00Z')).toBe(Date.UTC(2026, 4, 1, 14));
    expect(readInstant('2026-05-01T14:00:00.123Z')).toBe(Date.UTC(2026, 4, 1, 14, 0, 0, 123));
    expect(readInstant('1900-01-01T00:00:00+05:30')).not.toBeNull();
    expect(readInstant('2100-12-31T23:59:59.999-12:00')).not.toBeNull();
  });

  it.each([
    ['year 0', '0000-05-01T10:00:00Z'],
    ['year -1', '-000001-05-01T10:00:00Z'],
    ['year 1899', '1899-12-31T23:59:59Z'],
    ['year 2101', '2101-01-01T00:00:00Z'],
    ['year 10000', '+010000-01-01T00:00:00Z'],
    ['year 100000', '+100000-01-01T00:00:00.000Z'],
    ['the earliest JavaScript date', '-271821-04-20T00:00:00.000Z'],
    ['a bare number', '100000'],
    ['a date without a time', '2026-05-01'],
    ['no offset', '2026-05-01T10:00:00'],
    ['an offset past 18 hours', '2026-05-01T10:00:00+19:00'],
    ['30 February', '2026-02-30T10:00:00Z'],
    ['25 o\'clock', '2026-05-01T25:00:00Z'],
    ['words', 'next tuesday'],
    ['nothing', ''],
    ['a huge string', '2'.repeat(100_000)],
  ])('refuses %s', (_name, value) => {
    expect(readInstant(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 100000, new Date(), {}]) expect(readInstant(value)).toBeNull();
  });

  it('a record is readable only when all its instants are', () => {
    expect(allInstantsReadable('2026-05-01T10:00:00Z', '2026-05-01T11:00:00Z')).toBe(true);
    expect(allInstantsReadable('0000-05-01T10:00:00.000Z', '2026-05-01T11:00:00Z')).toBe(false);
  });

  it('reads calendar dates YYYY-MM-DD in the years 1900-2100', () => {
    expect(readLocalDate('2026-05-01')).toBe('2026-05-01');
    expect(readLocalDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['0000-05-01', '1899-12-31', '2101-01-01', '+100000-01-01', '2026-02-30', '2026-5-1', '2026-05-01T00:00:00Z', '100000', '', 'today', null, 20260501]) {
      expect(readLocalDate(bad)).toBeNull();
    }
  });
});

describe('stored instants', () => {
  it('a time number is in range from 1900 to the end of 2100', () => {
    expect(isInstantInRange(Date.UTC(2026, 4, 1))).toBe(true);
    for (const bad of [Date.parse('0000-05-01T10:00:00Z'), Date.parse('+100000-01-01T00:00:00Z'), Date.UTC(1899, 11, 31), Date.UTC(2101, 0, 1), NaN, Infinity]) {
      expect(isInstantInRange(bad)).toBe(false);
    }
  });

  it('UTC text of a stored instant, or the value as it was when it is none (never a throw)', () => {
    expect(utcText('2026-05-01T10:00:00-04:00')).toBe('2026-05-01T14:00:00.000Z');
    expect(utcText('2026-05-01T10:00:00-04:00', 60_000)).toBe('2026-05-01T14:01:00.000Z');
    expect(utcText('0000-05-01T10:00:00Z')).toBe('0000-05-01T10:00:00.000Z');
    expect(utcText('not a date')).toBe('not a date');
    expect(utcText('+275760-09-13T00:00:00.000Z', 86_400_000)).toBe('+275760-09-13T00:00:00.000Z');
  });
});
