import { computeAvailability } from './compute-availability.js';
import { fitsWeeklyHours, intersectWeeklyHours, serviceBookableHours } from './service-hours.js';
import { defaultWeeklyHours, validateWeeklyHours, type WeeklyHours } from './weekly-hours.js';

const closed = { enabled: false, blocks: [] };
const week = (days: Partial<WeeklyHours>): WeeklyHours => ({
  monday: closed, tuesday: closed, wednesday: closed, thursday: closed, friday: closed, saturday: closed, sunday: closed, ...days,
});

describe('intersectWeeklyHours', () => {
  it('keeps only the times both weeks are open, day by day', () => {
    const location = defaultWeeklyHours(); // Mon-Fri 09:00-17:00
    const mornings = week({
      monday: { enabled: true, blocks: [{ startsAt: '07:00', endsAt: '12:00' }] },
      saturday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] },
    });
    const both = intersectWeeklyHours(location, mornings);
    expect(both.monday).toEqual({ enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] });
    expect(both.tuesday).toEqual({ enabled: false, blocks: [] }); // the service is off
    expect(both.saturday).toEqual({ enabled: false, blocks: [] }); // the location is off
    expect(validateWeeklyHours(both)).toBeNull();
  });

  it('splits into one piece per overlap of two blocks, so a slot never crosses a gap of either', () => {
    const location = week({ friday: { enabled: true, blocks: [{ startsAt: '13:00', endsAt: '24:00' }, { startsAt: '08:00', endsAt: '12:00' }] } });
    const service = week({ friday: { enabled: true, blocks: [{ startsAt: '10:00', endsAt: '14:00' }, { startsAt: '20:00', endsAt: '24:00' }] } });
    expect(intersectWeeklyHours(location, service).friday).toEqual({
      enabled: true,
      blocks: [
        { startsAt: '10:00', endsAt: '12:00' },
        { startsAt: '13:00', endsAt: '14:00' },
        { startsAt: '20:00', endsAt: '24:00' },
      ],
    });
  });

  it('treats blocks that only touch as closed between them', () => {
    const location = week({ monday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '12:00' }] } });
    const service = week({ monday: { enabled: true, blocks: [{ startsAt: '12:00', endsAt: '15:00' }] } });
    expect(intersectWeeklyHours(location, service).monday).toEqual({ enabled: false, blocks: [] });
  });
});

describe('serviceBookableHours', () => {
  const location = defaultWeeklyHours();
  const mornings = week({ monday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '11:00' }] } });

  it("is the location's hours while the service's own are off or missing", () => {
    expect(serviceBookableHours(location, { availableTimesEnabled: false, availableTimes: mornings })).toBe(location);
    expect(serviceBookableHours(location, { availableTimesEnabled: true, availableTimes: null })).toBe(location);
    expect(serviceBookableHours(location, {})).toBe(location);
  });

  it('narrows the offered start times when on (a Monday in New York, 60 min on a 30 min grid)', () => {
    const query = (weeklyHours: WeeklyHours) =>
      computeAvailability({
        timeZone: 'America/New_York', weeklyHours, durationMinutes: 60, incrementMinutes: 30, bufferMinutes: 0,
        leadTimeMinutes: 0, busy: [], from: '2026-06-01', to: '2026-06-01', now: new Date('2026-05-01T00:00:00Z'),
      }).availableSlots.flatMap((d) => d.datetimes);
    expect(query(location)).toHaveLength(15);
    expect(query(serviceBookableHours(location, { availableTimesEnabled: true, availableTimes: mornings }))).toEqual([
      '2026-06-01T09:00:00-04:00',
      '2026-06-01T09:30:00-04:00',
      '2026-06-01T10:00:00-04:00',
    ]);
  });
});

describe('fitsWeeklyHours', () => {
  const mornings = week({ monday: { enabled: true, blocks: [{ startsAt: '09:00', endsAt: '11:00' }] } });
  const fits = (startsAt: string, minutes = 60) => fitsWeeklyHours(mornings, 'America/New_York', startsAt, minutes);

  it('holds a time wholly inside a block, at any minute, whatever offset it is written with', () => {
    expect(fits('2026-06-01T09:00:00-04:00')).toBe(true);
    expect(fits('2026-06-01T09:47:00-04:00', 73)).toBe(true);
    expect(fits('2026-06-01T14:00:00Z')).toBe(true); // 10:00 in New York
  });

  it('refuses a time that starts before, ends after, or falls on a closed day', () => {
    expect(fits('2026-06-01T08:30:00-04:00')).toBe(false);
    expect(fits('2026-06-01T10:30:00-04:00')).toBe(false);
    expect(fits('2026-06-02T09:00:00-04:00')).toBe(false); // a Tuesday
  });
});
