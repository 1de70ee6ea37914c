import { computeAvailability, isSlotAvailable, nextAvailableSlots } from './compute-availability.js';
import type { AvailabilityQuery, SlotRules } from './availability-query.js';
import { defaultWeeklyHours, type TimeBlock } from './weekly-hours.js';

// Monday 2026-03-09 in New York (EDT, -04:00).
const monday = (blocks: TimeBlock[]) => ({ ...defaultWeeklyHours(), monday: { enabled: true, blocks } });

const query = (overrides: Partial<AvailabilityQuery> = {}): AvailabilityQuery => ({
  timeZone: 'America/New_York',
  weeklyHours: defaultWeeklyHours(),
  durationMinutes: 60,
  incrementMinutes: 30,
  bufferMinutes: 0,
  leadTimeMinutes: 0,
  busy: [],
  from: '2026-03-09',
  to: '2026-03-09',
  now: new Date('2026-03-01T00:00:00Z'),
  ...overrides,
});

const rulesOf = ({ from, to, ...rules }: AvailabilityQuery): SlotRules => rules;
const times = (q: AvailabilityQuery) =>
  computeAvailability(q).availableSlots.flatMap((d) => d.datetimes.map((iso) => iso.slice(11, 16)));
const ny = (hhmm: string) => `2026-03-09T${hhmm}:00-04:00`;

describe('computeAvailability', () => {
  it('offers a start every increment from each block start while the whole service fits', () => {
    const q = query({ weeklyHours: monday([{ startsAt: '09:10', endsAt: '11:00' }]), durationMinutes: 30 });
    expect(times(q)).toEqual(['09:10', '09:40', '10:10']);
    expect(times({ ...q, incrementMinutes: 75 })).toEqual(['09:10', '10:25']);
  });

  it('keeps each slot inside one block, even when blocks touch', () => {
    const q = query({
      weeklyHours: monday([
        { startsAt: '09:00', endsAt: '10:00' },
        { startsAt: '10:00', endsAt: '11:00' },
      ]),
    });
    expect(times(q)).toEqual(['09:00', '10:00']);
  });

  it('lets slots touch busy time without a buffer and keeps the buffer clear on both sides', () => {
    const busy = [{ startsAt: '2026-03-09T14:00:00Z', endsAt: '2026-03-09T15:00:00Z' }]; // 10:00-11:00 EDT
    const q = query({ weeklyHours: monday([{ startsAt: '08:00', endsAt: '13:00' }]), busy });
    expect(times(q)).toEqual(['08:00', '08:30', '09:00', '11:00', '11:30', '12:00']);
    expect(times({ ...q, bufferMinutes: 15 })).toEqual(['08:00', '08:30', '11:30', '12:00']);
  });

  it('offers nothing before now + lead time, and nothing in the past', () => {
    const q = query({ now: new Date('2026-03-09T13:10:00Z') }); // 09:10 EDT
    expect(times(q)[0]).toBe('09:30');
    expect(times({ ...q, leadTimeMinutes: 60 })[0]).toBe('10:30');
    expect(times({ ...q, leadTimeMinutes: 60, now: new Date('2026-03-09T13:30:00Z') })[0]).toBe('10:30');
    expect(times({ ...q, now: new Date('2026-03-10T00:00:00Z') })).toEqual([]);
  });

  it('returns only days with slots, in date order, for an inclusive range', () => {
    const result = computeAvailability(query({ from: '2026-03-06', to: '2026-03-10', durationMinutes: 480 }));
    expect(result).toEqual({
      timeZone: 'America/New_York',
      availableSlots: [
        { date: '2026-03-06', datetimes: ['2026-03-06T09:00:00-05:00'] },
        { date: '2026-03-09', datetimes: ['2026-03-09T09:00:00-04:00'] },
        { date: '2026-03-10', datetimes: ['2026-03-10T09:00:00-04:00'] },
      ],
    });
  });

  it('reads a block ending at 24:00 as running to midnight', () => {
    const q = query({ weeklyHours: monday([{ startsAt: '22:00', endsAt: '24:00' }]) });
    expect(computeAvailability(q).availableSlots).toEqual([
      { date: '2026-03-09', datetimes: [ny('22:00'), ny('22:30'), ny('23:00')] },
    ]);
  });

  it('reads busy intervals given with any offset, unsorted', () => {
    const busy = [
      { startsAt: '2026-03-09T15:00:00-04:00', endsAt: '2026-03-09T16:00:00-04:00' },
      { startsAt: '2026-03-09T13:00:00Z', endsAt: '2026-03-09T14:00:00Z' },
    ];
    expect(times(query({ busy, incrementMinutes: 60 }))).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '16:00']);
  });

  it('refuses unusable input with a RangeError that says why', () => {
    const cases: [Partial<AvailabilityQuery>, RegExp][] = [
      [{ timeZone: 'Mars/Olympus' }, /timeZone must be an IANA zone/],
      [{ from: '2026-03-10', to: '2026-03-09' }, /to must not be before from/],
      [{ from: '2026-03-9' }, /from must be a date YYYY-MM-DD/],
      [{ from: '2026-01-01', to: '2027-01-02' }, /at most 366 days/],
      [{ durationMinutes: 0 }, /durationMinutes must be a whole number of minutes, at least 1/],
      [{ incrementMinutes: 7.5 }, /incrementMinutes/],
      [{ bufferMinutes: -5 }, /bufferMinutes/],
      [{ leadTimeMinutes: Number.NaN }, /leadTimeMinutes/],
      [{ now: new Date('nonsense') }, /now must be a valid Date/],
      [{ weeklyHours: monday([{ startsAt: '12:00', endsAt: '11:00' }]) }, /Monday block 1: end time/],
    ];
    for (const [overrides, message] of cases) expect(() => computeAvailability(query(overrides))).toThrow(message);
  });

  it('leaves out busy time that cannot be read (stored in year 0, or not an instant) instead of failing', () => {
    const unreadable = [
      { startsAt: '0000-05-01T10:00:00.000Z', endsAt: '2026-03-12T00:00:00.000Z' },
      { startsAt: '2026-03-09 10:00', endsAt: '2026-03-09T11:00:00Z' },
      { startsAt: '2026-03-09T14:00:00Z', endsAt: '+100000-01-01T00:00:00.000Z' },
    ];
    const free = computeAvailability(query({ busy: [] }));
    expect(free.availableSlots.length).toBeGreaterThan(0);
    expect(computeAvailability(query({ busy: unreadable }))).toEqual(free);
  });
});

describe('isSlotAvailable', () => {
  const busy = [{ startsAt: '2026-03-09T14:00:00Z', endsAt: '2026-03-09T15:00:00Z' }]; // 10:00-11:00 EDT
  const rules = rulesOf(query({ busy, bufferMinutes: 15 }));

  it('accepts a free start on the grid, whatever offset it is written with', () => {
    expect(isSlotAvailable(rules, ny('09:00'))).toBe(false); // ends 10:00, inside the buffer
    expect(isSlotAvailable(rules, ny('11:30'))).toBe(true);
    expect(isSlotAvailable(rules, '2026-03-09T15:30:00Z')).toBe(true);
    expect(isSlotAvailable(rules, '2026-03-09T15:30:00.000Z')).toBe(true);
  });

  it('rejects starts that are taken, off the grid, outside hours, too soon or on a day off', () => {
    expect(isSlotAvailable(rules, ny('10:30'))).toBe(false);
    expect(isSlotAvailable(rules, ny('11:45'))).toBe(false);
    expect(isSlotAvailable(rules, '2026-03-09T11:30:30-04:00')).toBe(false);
    expect(isSlotAvailable(rules, ny('16:30'))).toBe(false); // would end 17:30
    expect(isSlotAvailable(rules, ny('08:30'))).toBe(false);
    expect(isSlotAvailable({ ...rules, now: new Date('2026-03-09T15:00:00Z'), leadTimeMinutes: 60 }, ny('11:30'))).toBe(false);
    expect(isSlotAvailable(rules, '2026-03-08T14:00:00-04:00')).toBe(false); // Sunday
  });

  it('refuses a start that is not an instant', () => {
    expect(() => isSlotAvailable(rules, '2026-03-09T11:30')).toThrow(RangeError);
  });
});

describe('nextAvailableSlots', () => {
  const busy = [{ startsAt: '2026-03-09T14:00:00Z', endsAt: '2026-03-09T16:00:00Z' }]; // 10:00-12:00 EDT
  const rules = rulesOf(query({ busy, incrementMinutes: 60 }));

  it('offers the next free starts after a taken one, skipping busy time', () => {
    expect(nextAvailableSlots(rules, ny('09:00'), 3)).toEqual([ny('12:00'), ny('13:00'), ny('14:00')]);
  });

  it('carries on into later days and over days off', () => {
    expect(nextAvailableSlots(rules, '2026-03-06T16:00:00-05:00', 2)).toEqual([ny('09:00'), ny('12:00')]);
  });

  it('starts no earlier than now + lead time', () => {
    const soon = { ...rules, now: new Date('2026-03-09T16:20:00Z'), leadTimeMinutes: 60 }; // 12:20 EDT
    expect(nextAvailableSlots(soon, ny('09:00'), 1)).toEqual([ny('14:00')]);
  });

  it('stops at the horizon and at zero', () => {
    expect(nextAvailableSlots(rules, ny('09:00'), 0)).toEqual([]);
    const closed = { ...rules, weeklyHours: { ...defaultWeeklyHours(), monday: { enabled: false, blocks: [] } } };
    expect(nextAvailableSlots(closed, '2026-03-08T12:00:00-04:00', 5, 1)).toEqual([]);
    expect(nextAvailableSlots(closed, '2026-03-08T12:00:00-04:00', 1, 3)).toEqual(['2026-03-10T09:00:00-04:00']);
    expect(() => nextAvailableSlots(rules, ny('09:00'), -1)).toThrow(RangeError);
  });
});
