import { IANAZone } from 'luxon';
import { ZoneOffsetTimeline } from './zone-offset-timeline.js';

const MINUTE = 60_000;
const local = (iso: string) => Date.parse(`${iso}Z`); // a wall-clock reading encoded as if UTC

describe('ZoneOffsetTimeline', () => {
  it('finds each transition to the minute and agrees with luxon everywhere in between', () => {
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London', 'Asia/Kolkata']) {
      const [from, to] = [Date.parse('2026-01-01T00:00:00Z'), Date.parse('2027-01-01T00:00:00Z')];
      const timeline = ZoneOffsetTimeline.build(zone, from, to);
      const luxon = IANAZone.create(zone);
      const disagreements: string[] = [];
      const check = (t: number) => {
        if (timeline.offsetAt(t) !== luxon.offset(t)) disagreements.push(`${zone} ${new Date(t).toISOString()}`);
      };
      // Every 97 minutes, and every minute between two samples whose offsets differ.
      for (let t = from; t < to; t += 97 * MINUTE) {
        check(t);
        if (luxon.offset(t) !== luxon.offset(t + 97 * MINUTE)) for (let m = 1; m < 97; m++) check(t + m * MINUTE);
      }
      expect(disagreements).toEqual([]);
    }
    const ny = ZoneOffsetTimeline.build('America/New_York', Date.parse('2026-03-07T00:00:00Z'), Date.parse('2026-03-10T00:00:00Z'));
    expect(ny.offsetAt(Date.parse('2026-03-08T06:59:00Z'))).toBe(-300);
    expect(ny.offsetAt(Date.parse('2026-03-08T07:00:00Z'))).toBe(-240);
  });

  it('covering: a kept timeline of whole years answers like one built for the window asked', () => {
    const zone = 'America/New_York';
    const [from, to] = [Date.parse('2026-10-20T00:00:00Z'), Date.parse('2026-11-20T00:00:00Z')];
    const kept = ZoneOffsetTimeline.covering(zone, from, to);
    expect(ZoneOffsetTimeline.covering(zone, from + 86_400_000, to - 86_400_000)).toBe(kept); // same years: the same one
    const exact = ZoneOffsetTimeline.build(zone, from, to);
    for (let t = from; t <= to; t += 17 * MINUTE) {
      expect(kept.offsetAt(t)).toBe(exact.offsetAt(t));
      expect(kept.instantsAtWall(t)).toEqual(exact.instantsAtWall(t));
    }
    // Across a new year, and a window too long to keep: still right.
    const [late, early] = [Date.parse('2026-12-30T00:00:00Z'), Date.parse('2027-03-20T00:00:00Z')];
    expect(ZoneOffsetTimeline.covering(zone, late, early).offsetAt(Date.parse('2027-03-15T12:00:00Z'))).toBe(-240);
    expect(ZoneOffsetTimeline.covering(zone, Date.parse('2020-01-01T00:00:00Z'), Date.parse('2030-01-01T00:00:00Z')).offsetAt(Date.parse('2029-07-01T00:00:00Z'))).toBe(-240);
  });

  it('maps a wall-clock reading to no instant in a gap, two in a repeat, one otherwise', () => {
    const ny = ZoneOffsetTimeline.build('America/New_York', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z'));
    expect(ny.instantsAtWall(local('2026-03-08T02:30:00'))).toEqual([]);
    expect(ny.instantsAtWall(local('2026-03-08T03:00:00'))).toEqual([Date.parse('2026-03-08T07:00:00Z')]);
    expect(ny.instantsAtWall(local('2026-11-01T01:30:00'))).toEqual([
      Date.parse('2026-11-01T05:30:00Z'),
      Date.parse('2026-11-01T06:30:00Z'),
    ]);
  });

  it('gives the instants a wall-clock range covers: joined across a gap, split by a repeat re-entering it', () => {
    const ny = ZoneOffsetTimeline.build('America/New_York', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z'));
    const range = (from: string, to: string) => ({ start: Date.parse(from), end: Date.parse(to) });
    expect(ny.wallRangeInstants(local('2026-03-08T01:00:00'), local('2026-03-08T04:00:00'))).toEqual([
      range('2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z'),
    ]);
    expect(ny.wallRangeInstants(local('2026-11-01T00:00:00'), local('2026-11-01T03:00:00'))).toEqual([
      range('2026-11-01T04:00:00Z', '2026-11-01T08:00:00Z'),
    ]);
    expect(ny.wallRangeInstants(local('2026-11-01T01:30:00'), local('2026-11-01T03:00:00'))).toEqual([
      range('2026-11-01T05:30:00Z', '2026-11-01T06:00:00Z'),
      range('2026-11-01T06:30:00Z', '2026-11-01T08:00:00Z'),
    ]);
  });

  it("writes instants with the offset in force, +00:00 rather than Z", () => {
    const london = ZoneOffsetTimeline.build('Europe/London', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-12-31T00:00:00Z'));
    expect(london.formatInstant(Date.parse('2026-01-15T09:00:00Z'))).toBe('2026-01-15T09:00:00+00:00');
    expect(london.formatInstant(Date.parse('2026-07-15T09:00:00Z'))).toBe('2026-07-15T10:00:00+01:00');
    const chatham = ZoneOffsetTimeline.build('Pacific/Chatham', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-02-01T00:00:00Z'));
    expect(chatham.formatInstant(Date.parse('2026-01-15T00:00:00Z'))).toBe('2026-01-15T13:45:00+13:45');
    const utc = ZoneOffsetTimeline.build('UTC', 0, 1);
    expect(utc.formatInstant(Date.parse('2026-01-15T09:00:00Z'))).toBe('2026-01-15T09:00:00+00:00');
    const honolulu = ZoneOffsetTimeline.build('Pacific/Honolulu', 0, 1);
    expect(honolulu.formatInstant(Date.parse('2026-01-15T09:00:00Z'))).toBe('2026-01-14T23:00:00-10:00');
  });
});
