// Named clock-change cases with exact instants (the decisions are described in day-slots.ts).
import { computeAvailability, isSlotAvailable } from './compute-availability.js';
import type { AvailabilityQuery } from './availability-query.js';
import { defaultWeeklyHours, WEEKDAYS, type Weekday, type WeeklyHours } from './weekly-hours.js';

const onlyOn = (day: Weekday, startsAt: string, endsAt: string): WeeklyHours => {
  const hours = defaultWeeklyHours();
  for (const d of WEEKDAYS) hours[d] = { enabled: d === day, blocks: [{ startsAt, endsAt }] };
  return hours;
};

const query = (overrides: Partial<AvailabilityQuery>): AvailabilityQuery => ({
  timeZone: 'America/New_York',
  weeklyHours: defaultWeeklyHours(),
  durationMinutes: 30,
  incrementMinutes: 30,
  bufferMinutes: 0,
  leadTimeMinutes: 0,
  busy: [],
  from: '2026-01-01',
  to: '2026-01-01',
  now: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

/** A single date's slots, as written. */
const slotsOn = (q: Partial<AvailabilityQuery> & { from: string }): string[] =>
  computeAvailability(query({ to: q.from, ...q })).availableSlots.flatMap((d) => d.datetimes);

const utc = (iso: string) => new Date(iso).toISOString().replace('.000Z', 'Z');

describe('America/New_York', () => {
  it('reads 09:00 as 14:00Z before spring forward and 13:00Z after; the weekend is off', () => {
    const result = computeAvailability(query({ from: '2026-03-06', to: '2026-03-09' }));
    expect(result.availableSlots.map((d) => d.date)).toEqual(['2026-03-06', '2026-03-09']);
    const [friday, monday] = result.availableSlots;
    expect(friday.datetimes[0]).toBe('2026-03-06T09:00:00-05:00');
    expect(utc(friday.datetimes[0])).toBe('2026-03-06T14:00:00Z');
    expect(monday.datetimes[0]).toBe('2026-03-09T09:00:00-04:00');
    expect(utc(monday.datetimes[0])).toBe('2026-03-09T13:00:00Z');
    expect(monday.datetimes.at(-1)).toBe('2026-03-09T16:30:00-04:00'); // 16:30 + 30 min ends at 17:00
  });

  describe('spring forward, 2026-03-08, block 01:00-04:00', () => {
    const sunday = { from: '2026-03-08', weeklyHours: onlyOn('sunday', '01:00', '04:00') };

    it('skips the 02:xx starts, which do not exist, instead of shifting them', () => {
      const slots = slotsOn(sunday);
      expect(slots).toEqual([
        '2026-03-08T01:00:00-05:00',
        '2026-03-08T01:30:00-05:00',
        '2026-03-08T03:00:00-04:00',
        '2026-03-08T03:30:00-04:00',
      ]);
      expect(slots.some((s) => s.includes('T02:'))).toBe(false);
      expect(slots.map(utc)).toEqual(['2026-03-08T06:00:00Z', '2026-03-08T06:30:00Z', '2026-03-08T07:00:00Z', '2026-03-08T07:30:00Z']);
    });

    it('treats the block as the 2 real hours it lasts: a slot may run across the jump', () => {
      expect(slotsOn({ ...sunday, durationMinutes: 60 })).toEqual([
        '2026-03-08T01:00:00-05:00',
        '2026-03-08T01:30:00-05:00', // ends 03:30 EDT
        '2026-03-08T03:00:00-04:00',
      ]);
      expect(slotsOn({ ...sunday, durationMinutes: 120 })).toEqual(['2026-03-08T01:00:00-05:00']);
      expect(slotsOn({ ...sunday, durationMinutes: 150 })).toEqual([]);
    });

    it('puts a block edge that falls in the gap on the instant of the jump', () => {
      // 00:00-02:30 is open until the clocks jump at 02:00 EST (07:00Z).
      const slots = slotsOn({ from: '2026-03-08', weeklyHours: onlyOn('sunday', '00:00', '02:30'), durationMinutes: 60 });
      expect(slots.at(-1)).toBe('2026-03-08T01:00:00-05:00');
      // 02:30-04:00 opens at the jump too; its grid (02:30, 03:00, 03:30) keeps only what exists.
      expect(slotsOn({ from: '2026-03-08', weeklyHours: onlyOn('sunday', '02:30', '04:00') })).toEqual([
        '2026-03-08T03:00:00-04:00',
        '2026-03-08T03:30:00-04:00',
      ]);
    });
  });

  describe('fall back, 2026-11-01', () => {
    const night = { from: '2026-11-01', weeklyHours: onlyOn('sunday', '00:00', '03:00') };

    it('offers both passes through 01:xx, each once, as distinct ascending instants', () => {
      const slots = slotsOn(night);
      expect(slots).toEqual([
        '2026-11-01T00:00:00-04:00',
        '2026-11-01T00:30:00-04:00',
        '2026-11-01T01:00:00-04:00',
        '2026-11-01T01:30:00-04:00',
        '2026-11-01T01:00:00-05:00',
        '2026-11-01T01:30:00-05:00',
        '2026-11-01T02:00:00-05:00',
        '2026-11-01T02:30:00-05:00',
      ]);
      const instants = slots.map((s) => Date.parse(s));
      expect(instants.map((t) => t - instants[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => i * 30 * 60_000));
    });

    it('checks overlap with the real (absolute) length of each slot', () => {
      // Busy 01:00-01:30 EST. A 60 min slot at 01:30 EDT really ends at 01:30 EST, so it clashes.
      const busy = [{ startsAt: '2026-11-01T06:00:00Z', endsAt: '2026-11-01T06:30:00Z' }];
      expect(slotsOn({ ...night, busy, durationMinutes: 60 })).toEqual([
        '2026-11-01T00:00:00-04:00',
        '2026-11-01T00:30:00-04:00',
        '2026-11-01T01:00:00-04:00', // ends exactly when the busy time starts
        '2026-11-01T01:30:00-05:00',
        '2026-11-01T02:00:00-05:00', // ends 03:00 EST, the end of the 4-hour block
      ]);
    });

    it('leaves a hole in a block that starts inside the repeated hour', () => {
      // 01:30-03:00: the second pass through 01:00-01:29 reads before the block starts.
      const late = { from: '2026-11-01', weeklyHours: onlyOn('sunday', '01:30', '03:00') };
      expect(slotsOn({ ...late, durationMinutes: 60 })).toEqual(['2026-11-01T01:30:00-05:00', '2026-11-01T02:00:00-05:00']);
      expect(slotsOn(late)).toEqual([
        '2026-11-01T01:30:00-04:00',
        '2026-11-01T01:30:00-05:00',
        '2026-11-01T02:00:00-05:00',
        '2026-11-01T02:30:00-05:00',
      ]);
    });

    it('re-checks either 01:30 by its instant', () => {
      const { from, ...rules } = query(night);
      expect(isSlotAvailable(rules, '2026-11-01T01:30:00-04:00')).toBe(true);
      expect(isSlotAvailable(rules, '2026-11-01T06:30:00Z')).toBe(true); // 01:30 EST
      expect(isSlotAvailable(rules, '2026-11-01T06:15:00Z')).toBe(false); // 01:15 EST, off the grid
    });
  });
});

describe('Europe/London', () => {
  const london = { timeZone: 'Europe/London' };

  it('writes winter times with +00:00 and summer times with +01:00', () => {
    expect(slotsOn({ ...london, from: '2026-03-27' })[0]).toBe('2026-03-27T09:00:00+00:00');
    expect(utc(slotsOn({ ...london, from: '2026-03-30' })[0])).toBe('2026-03-30T08:00:00Z');
  });

  it('skips 01:xx on 2026-03-29', () => {
    expect(slotsOn({ ...london, from: '2026-03-29', weeklyHours: onlyOn('sunday', '00:00', '03:00') })).toEqual([
      '2026-03-29T00:00:00+00:00',
      '2026-03-29T00:30:00+00:00',
      '2026-03-29T02:00:00+01:00',
      '2026-03-29T02:30:00+01:00',
    ]);
  });

  it('offers 01:00 twice on 2026-10-25', () => {
    const slots = slotsOn({
      ...london,
      from: '2026-10-25',
      weeklyHours: onlyOn('sunday', '00:00', '03:00'),
      durationMinutes: 60,
      incrementMinutes: 60,
    });
    expect(slots).toEqual(['2026-10-25T00:00:00+01:00', '2026-10-25T01:00:00+01:00', '2026-10-25T01:00:00+00:00', '2026-10-25T02:00:00+00:00']);
    expect(slots.map(utc)).toEqual(['2026-10-24T23:00:00Z', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00Z']);
  });
});

describe('Australia/Lord_Howe (30-minute shift)', () => {
  const lordHowe = { timeZone: 'Australia/Lord_Howe' };

  it('moves 09:00 by half an hour across the October change', () => {
    expect(utc(slotsOn({ ...lordHowe, from: '2026-10-02' })[0])).toBe('2026-10-01T22:30:00Z');
    expect(utc(slotsOn({ ...lordHowe, from: '2026-10-05' })[0])).toBe('2026-10-04T22:00:00Z');
  });

  it('offers 01:30 twice on 2026-04-05, when 02:00 (+11) becomes 01:30 (+10:30)', () => {
    const slots = slotsOn({ ...lordHowe, from: '2026-04-05', weeklyHours: onlyOn('sunday', '01:00', '03:00') });
    expect(slots).toEqual([
      '2026-04-05T01:00:00+11:00',
      '2026-04-05T01:30:00+11:00',
      '2026-04-05T01:30:00+10:30',
      '2026-04-05T02:00:00+10:30',
      '2026-04-05T02:30:00+10:30',
    ]);
    expect(utc(slots[2])).toBe('2026-04-04T15:00:00Z');
  });

  it('skips 02:00-02:29 on 2026-10-04, when 02:00 (+10:30) becomes 02:30 (+11)', () => {
    const slots = slotsOn({
      ...lordHowe,
      from: '2026-10-04',
      weeklyHours: onlyOn('sunday', '01:00', '04:00'),
      durationMinutes: 15,
      incrementMinutes: 15,
    });
    expect(slots.map((s) => s.slice(11))).toEqual([
      '01:00:00+10:30', '01:15:00+10:30', '01:30:00+10:30', '01:45:00+10:30',
      '02:30:00+11:00', '02:45:00+11:00', '03:00:00+11:00', '03:15:00+11:00', '03:30:00+11:00', '03:45:00+11:00',
    ]);
    expect(utc(slots[4])).toBe('2026-10-03T15:30:00Z');
  });
});

describe('Asia/Kolkata (+05:30, no DST)', () => {
  const kolkata = { timeZone: 'Asia/Kolkata' };

  it('reads 09:00 as 03:30Z all year', () => {
    for (const date of ['2026-03-09', '2026-11-02']) {
      const [first] = slotsOn({ ...kolkata, from: date });
      expect(first).toBe(`${date}T09:00:00+05:30`);
      expect(utc(first)).toBe(`${date}T03:30:00Z`);
    }
  });

  it('has every night-time start on the days other zones change', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      expect(slotsOn({ ...kolkata, from: date, weeklyHours: onlyOn('sunday', '01:00', '04:00') })).toHaveLength(6);
    }
  });
});

describe('Pacific/Chatham (+12:45/+13:45)', () => {
  it('skips 02:45-03:44 on 2026-09-27', () => {
    const slots = slotsOn({
      timeZone: 'Pacific/Chatham',
      from: '2026-09-27',
      weeklyHours: onlyOn('sunday', '02:00', '05:00'),
      durationMinutes: 15,
      incrementMinutes: 15,
    });
    expect(slots.map((s) => s.slice(11, 16))).toEqual(['02:00', '02:15', '02:30', '03:45', '04:00', '04:15', '04:30', '04:45']);
    expect(slots[3]).toBe('2026-09-27T03:45:00+13:45');
  });
});
