import { readFileSync } from 'node:fs';
import { CalendarFeedError, CalendarFeedMessages } from './calendar-feed.js';
import { parseIcalFeed } from './parse-ical-feed.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const window = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2027-02-21T00:00:00Z'), timeZone: 'America/New_York' };

describe('parseIcalFeed', () => {
  describe('a Google calendar with a weekly series, an EXDATE and a moved occurrence', () => {
    const feed = parseIcalFeed(fixture('google-recurring.ics'), window);
    const pilates = feed.events.filter((e) => e.title.startsWith('Pilates'));

    it('names the feed by X-WR-CALNAME', () => expect(feed.name).toBe('Jane personal'));

    it('expands the series within the window, in New York time across the DST change', () => {
      expect(pilates[0]).toMatchObject({ startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T18:00:00.000Z', allDay: false });
      // Monday 30 Nov; Wednesday 25 Nov is excluded by EXDATE.
      expect(pilates.map((e) => e.startsAt).slice(0, 3)).toEqual(['2026-11-23T17:00:00.000Z', '2026-11-30T17:00:00.000Z', '2026-12-02T20:00:00.000Z']);
      expect(pilates.some((e) => e.startsAt === '2026-11-25T17:00:00.000Z')).toBe(false);
    });

    it('the moved occurrence keeps its own time and title', () =>
      expect(pilates[2]).toMatchObject({ title: 'Pilates class (moved)', startsAt: '2026-12-02T20:00:00.000Z', endsAt: '2026-12-02T21:00:00.000Z' }));

    it('stops at UNTIL (the last class is Monday 22 Feb... outside the window) and at the window end', () => {
      expect(pilates.at(-1)!.startsAt < '2027-02-21T00:00:00Z').toBe(true);
      expect(pilates.length).toBe(25);
    });

    it('keeps single UTC events, and skips cancelled and free (transparent) ones', () => {
      expect(feed.events.find((e) => e.title === 'Dentist')).toMatchObject({ startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T15:30:00.000Z' });
      expect(feed.events.map((e) => e.title)).not.toContain('Cancelled coffee');
      expect(feed.events.map((e) => e.title)).not.toContain('Free reminder');
    });

    it('ids are stable per occurrence', () => {
      expect(new Set(feed.events.map((e) => e.uid)).size).toBe(feed.events.length);
      expect(parseIcalFeed(fixture('google-recurring.ics'), window).events).toEqual(feed.events);
    });
  });

  describe('all-day events', () => {
    const feed = parseIcalFeed(fixture('all-day.ics'), window);
    it('cover whole days in the practice zone, DTEND exclusive', () => {
      expect(feed.events.find((e) => e.title === 'Thanksgiving')).toMatchObject({ allDay: true, startsAt: '2026-11-26T05:00:00.000Z', endsAt: '2026-11-27T05:00:00.000Z' });
      expect(feed.events.find((e) => e.title === 'Conference trip')).toMatchObject({ startsAt: '2026-12-14T05:00:00.000Z', endsAt: '2026-12-17T05:00:00.000Z' });
    });
    it('a yearly all-day series from 1990 shows only its occurrence in the window (none here)', () =>
      expect(feed.events.filter((e) => e.title === 'Mum birthday')).toEqual([]));
    it('a yearly series with no DTEND lasts one day', () => {
      const spring = parseIcalFeed(fixture('all-day.ics'), { ...window, from: new Date('2027-02-01T00:00:00Z'), to: new Date('2027-04-01T00:00:00Z') });
      expect(spring.events).toEqual([expect.objectContaining({ title: 'Mum birthday', startsAt: '2027-03-01T05:00:00.000Z', endsAt: '2027-03-02T05:00:00.000Z' })]);
    });
  });

  it("reads an Outlook TZID that is not an IANA name through the feed's VTIMEZONE", () => {
    const feed = parseIcalFeed(fixture('outlook-vtimezone.ics'), window);
    expect(feed.events).toEqual([expect.objectContaining({ title: 'Team call', startsAt: '2026-11-30T09:00:00.000Z', endsAt: '2026-11-30T10:30:00.000Z' })]);
    expect(feed.name).toBeNull();
  });

  it.each(['broken.ics', 'not-a-feed.html'])('refuses %s with the spec message', (name) => {
    expect(() => parseIcalFeed(fixture(name), window)).toThrow(CalendarFeedError);
    expect(() => parseIcalFeed(fixture(name), window)).toThrow(CalendarFeedMessages.invalidFeed);
  });

  it('an empty calendar is a valid feed with no events', () =>
    expect(parseIcalFeed('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', window)).toEqual({ name: null, events: [] }));
});
