import { parseInstant } from './iso-instant.js';

const expected = Date.parse('2026-03-09T13:00:00Z');

describe('parseInstant', () => {
  it('reads any explicit offset, with or without seconds and milliseconds', () => {
    for (const text of [
      '2026-03-09T13:00Z',
      '2026-03-09T13:00:00Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-09T09:00:00-04:00',
      '2026-03-09T18:30:00+05:30',
      '2026-03-10T02:45+13:45',
    ]) {
      expect([text, parseInstant(text, 'x')]).toEqual([text, expected]);
    }
    expect(parseInstant('2026-03-09T13:00:00.5Z', 'x')).toBe(expected + 500);
    expect(parseInstant('2026-03-09T13:00:00.25Z', 'x')).toBe(expected + 250);
    expect(parseInstant('2028-02-29T00:00:00Z', 'x')).toBe(Date.UTC(2028, 1, 29));
  });

  it('agrees with Date.parse on the instants toISOString writes', () => {
    for (let t = Date.UTC(1999, 11, 31, 23, 59, 59, 999); t < Date.UTC(2031, 0, 1); t += 7_777_777_777) {
      const text = new Date(t).toISOString();
      expect(parseInstant(text, 'x')).toBe(Date.parse(text));
    }
  });

  it('refuses local times without an offset, impossible dates and free text', () => {
    for (const text of [
      '2026-03-09T13:00:00',
      '2026-03-09 13:00:00Z',
      '2026-02-30T13:00:00Z',
      '2026-02-29T13:00:00Z',
      '2026-13-01T13:00:00Z',
      '2026-03-09T24:00:00Z',
      '2026-03-09T13:60:00Z',
      '2026-03-09T13:00:00+0400',
      '2026-03-09T13:00:00.Z',
      '2026-03-09T13:00:00.1234Z',
      '2026-03-09T13:00:00Zjunk',
      'March 9, 2026 13:00 UTC',
      '',
    ]) {
      expect(() => parseInstant(text, 'startsAt')).toThrow(RangeError);
    }
    expect(() => parseInstant(42, 'busy[3].endsAt')).toThrow('busy[3].endsAt must be an ISO 8601 instant with an offset, got 42');
  });
});
