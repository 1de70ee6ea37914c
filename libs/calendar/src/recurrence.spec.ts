import { expandSeries, parsePattern, RecurrenceMessages as M } from './recurrence.js';

const now = new Date('2026-10-20T12:00:00Z');
const ny = 'America/New_York';
const series = (startsAt: string, recurrencePattern: string, timeZone = ny) => expandSeries({ startsAt, recurrencePattern, timeZone, now });

describe('recurring series', () => {
  it('a weekly 9:00 series in New York keeps 9:00 local across the November DST change', () => {
    const s = series('2026-10-27T09:00:00-04:00', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20261117T235959');
    expect(s.startTimes).toEqual(['2026-10-27T09:00:00-04:00', '2026-11-03T09:00:00-05:00', '2026-11-10T09:00:00-05:00', '2026-11-17T09:00:00-05:00']);
    expect(s.recurrenceUntil).toBe('2026-11-18T04:59:59.000Z'); // 23:59:59 EST
    expect(s.recurrenceCount).toBe(4);
    expect(s.recurrenceFrequency).toBe('WEEKLY');
  });

  it('and across the March change', () => {
    // Clocks go forward on Sunday 2027-03-14.
    const s = expandSeries({ startsAt: '2027-03-09T09:00:00-05:00', recurrencePattern: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3', timeZone: ny, now: new Date('2027-02-01T00:00:00Z') });
    expect(s.startTimes).toEqual(['2027-03-09T09:00:00-05:00', '2027-03-16T09:00:00-04:00', '2027-03-23T09:00:00-04:00']);
    expect(s.recurrenceUntil).toBeNull();
  });

  it('every 2 weeks', () => {
    expect(series('2026-11-02T10:30:00-05:00', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=3').startTimes).toEqual([
      '2026-11-02T10:30:00-05:00', '2026-11-16T10:30:00-05:00', '2026-11-30T10:30:00-05:00',
    ]);
  });

  it('monthly on a day of the month', () => {
    expect(series('2026-11-15T09:00:00-05:00', 'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3').startTimes).toEqual([
      '2026-11-15T09:00:00-05:00', '2026-12-15T09:00:00-05:00', '2027-01-15T09:00:00-05:00',
    ]);
  });

  it('monthly on the second Thursday', () => {
    expect(series('2026-11-12T09:00:00-05:00', 'FREQ=MONTHLY;BYDAY=+2TH;COUNT=3').startTimes).toEqual([
      '2026-11-12T09:00:00-05:00', '2026-12-10T09:00:00-05:00', '2027-01-14T09:00:00-05:00',
    ]);
  });

  it('monthly on the last Thursday ("fourth" means the last), also in five-Thursday months', () => {
    // December 2026 and April 2027 have five Thursdays: the last one is taken, not the fourth.
    expect(series('2026-11-26T09:00:00-05:00', 'FREQ=MONTHLY;BYDAY=-1TH;COUNT=6').startTimes).toEqual([
      '2026-11-26T09:00:00-05:00', '2026-12-31T09:00:00-05:00', '2027-01-28T09:00:00-05:00',
      '2027-02-25T09:00:00-05:00', '2027-03-25T09:00:00-04:00', '2027-04-29T09:00:00-04:00',
    ]);
  });

  it('custom: every 3 days, and weekly on chosen weekdays', () => {
    expect(series('2026-11-02T08:00:00-05:00', 'FREQ=DAILY;INTERVAL=3;COUNT=3').startTimes).toEqual([
      '2026-11-02T08:00:00-05:00', '2026-11-05T08:00:00-05:00', '2026-11-08T08:00:00-05:00',
    ]);
    expect(series('2026-11-02T08:00:00-05:00', 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;COUNT=4').startTimes).toEqual([
      '2026-11-02T08:00:00-05:00', '2026-11-04T08:00:00-05:00', '2026-11-06T08:00:00-05:00', '2026-11-09T08:00:00-05:00',
    ]);
  });

  it('without an end, the series runs one month, to 23:59:59 on that day', () => {
    const s = series('2026-11-02T09:00:00-05:00', 'FREQ=WEEKLY;BYDAY=MO');
    expect(s.startTimes).toHaveLength(5); // Nov 2, 9, 16, 23, 30; Dec 2 is the end date
    expect(s.recurrenceUntil).toBe('2026-12-03T04:59:59.000Z');
  });

  it('the end date includes an occurrence on that day', () => {
    expect(series('2026-11-02T21:00:00-05:00', 'FREQ=DAILY;UNTIL=20261104T000000').startTimes).toHaveLength(3);
  });

  it('expands in the zone the start is placed in, whatever offset it was sent with', () => {
    expect(series('2026-11-02T14:00:00Z', 'FREQ=DAILY;COUNT=2', 'Europe/London').startTimes).toEqual(['2026-11-02T14:00:00+00:00', '2026-11-03T14:00:00+00:00']);
  });

  it('caps a series at 25 appointments, with the count attempted', () => {
    expect(() => series('2026-11-02T09:00:00-05:00', 'FREQ=DAILY;UNTIL=20261130T235959')).toThrow(M.tooMany(25, 29));
    expect(M.tooMany(25, 29)).toBe(
      'You can create at most 25 appointments at once. You are currently attempting to create 29 appointments. Please select a different frequency or end date.',
    );
    expect(() => series('2026-11-02T09:00:00-05:00', 'FREQ=WEEKLY;COUNT=26')).toThrow(M.tooMany(25, 26));
    expect(series('2026-11-02T09:00:00-05:00', 'FREQ=WEEKLY;COUNT=25').startTimes).toHaveLength(25);
  });

  it('a smaller cap (a package\'s sessions remaining) applies when given', () => {
    expect(() => expandSeries({ startsAt: '2026-11-02T09:00:00-05:00', recurrencePattern: 'FREQ=WEEKLY;COUNT=6', timeZone: ny, now, maxAppointments: 5 })).toThrow(M.tooMany(5, 6));
  });

  it('refuses a series reaching more than 12 months ahead', () => {
    expect(() => series('2026-11-02T09:00:00-05:00', 'FREQ=MONTHLY;BYMONTHDAY=2;UNTIL=20271102T235959')).toThrow(M.tooFar);
    expect(M.tooFar).toBe('You can create appointments at most one year into the future. Please select a different frequency or end date.');
    expect(series('2026-11-02T09:00:00-05:00', 'FREQ=MONTHLY;BYMONTHDAY=2;UNTIL=20271002T235959').startTimes).toHaveLength(12);
  });

  it('refuses patterns outside the repeat choices', () => {
    for (const bad of ['FREQ=HOURLY', 'FREQ=WEEKLY;BYDAY=XX', 'FREQ=WEEKLY;COUNT=2;UNTIL=20261201', 'FREQ=WEEKLY;INTERVAL=0', 'BYDAY=MO', 'FREQ=DAILY;BYHOUR=3', 'FREQ=DAILY;UNTIL=2026-12-01', '']) {
      expect(() => parsePattern(bad)).toThrow(M.invalidPattern);
    }
    expect(() => series('not a time', 'FREQ=DAILY;COUNT=2')).toThrow(M.invalidStart);
  });
});
