import {
  BUFFER_TIME_OPTIONS,
  LEAD_TIME_OPTIONS,
  RECOMMENDED_BUFFER_TIME,
  RECOMMENDED_LEAD_TIME,
  RECOMMENDED_START_TIME_INCREMENT,
  START_TIME_INCREMENT_OPTIONS,
} from './booking-options.js';
import { DEFAULT_TIME_BLOCK, defaultWeeklyHours, EXTRA_TIME_BLOCK, parseWallClock, validateWeeklyHours } from './weekly-hours.js';

describe('booking options (spec §9)', () => {
  it('lists the buffer, lead and increment choices, each containing its recommended value', () => {
    expect(BUFFER_TIME_OPTIONS).toEqual([0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 150, 180]);
    expect(LEAD_TIME_OPTIONS).toEqual([0, 15, 30, 60, 180, 480, 720, 1440, 2880, 4320, 10080]);
    expect(START_TIME_INCREMENT_OPTIONS).toEqual([15, 30, 60, 75, 90, 120, 150, 180, 240, 300, 360]);
    expect(BUFFER_TIME_OPTIONS).toContain(RECOMMENDED_BUFFER_TIME);
    expect(LEAD_TIME_OPTIONS).toContain(RECOMMENDED_LEAD_TIME);
    expect(START_TIME_INCREMENT_OPTIONS).toContain(RECOMMENDED_START_TIME_INCREMENT);
  });
});

describe('defaultWeeklyHours', () => {
  it('opens Monday to Friday 09:00-17:00 and keeps the same block, disabled, at the weekend', () => {
    const hours = defaultWeeklyHours();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(hours[day]).toEqual({ enabled: true, blocks: [{ startsAt: '09:00', endsAt: '17:00' }] });
    }
    expect(hours.saturday).toEqual({ enabled: false, blocks: [{ startsAt: '09:00', endsAt: '17:00' }] });
    expect(hours.sunday).toEqual(hours.saturday);
    expect(validateWeeklyHours(hours)).toBeNull();
  });

  it('returns a fresh copy each time, so editing one practice never edits another', () => {
    const first = defaultWeeklyHours();
    first.monday.blocks[0].startsAt = '07:00';
    expect(defaultWeeklyHours().monday.blocks[0].startsAt).toBe('09:00');
    expect(DEFAULT_TIME_BLOCK).toEqual({ startsAt: '09:00', endsAt: '17:00' });
    expect(EXTRA_TIME_BLOCK).toEqual({ startsAt: '12:00', endsAt: '17:00' });
  });
});

describe('parseWallClock', () => {
  it('reads 24-hour HH:mm, and 24:00 only as an end', () => {
    expect(parseWallClock('00:00')).toBe(0);
    expect(parseWallClock('13:45')).toBe(825);
    expect(parseWallClock('24:00')).toBeNull();
    expect(parseWallClock('24:00', true)).toBe(1440);
    for (const bad of ['9:00', '09:60', '25:00', '09:00:00', '9am', '', 900, null]) expect(parseWallClock(bad, true)).toBeNull();
  });
});

describe('validateWeeklyHours', () => {
  const withMonday = (blocks: { startsAt: string; endsAt: string }[], enabled = true) => ({
    ...defaultWeeklyHours(),
    monday: { enabled, blocks },
  });

  it('accepts several touching blocks in any order, and a block ending at 24:00', () => {
    const blocks = [
      { startsAt: '13:00', endsAt: '24:00' },
      { startsAt: '08:00', endsAt: '13:00' },
    ];
    expect(validateWeeklyHours(withMonday(blocks))).toBeNull();
  });

  it('names the day and block whose end is not after its start', () => {
    expect(validateWeeklyHours(withMonday([{ startsAt: '17:00', endsAt: '09:00' }]))).toBe(
      'Monday block 1: end time 09:00 must be after start time 17:00',
    );
    expect(validateWeeklyHours(withMonday([{ startsAt: '09:00', endsAt: '09:00' }]))).toMatch(/must be after/);
  });

  it('reports overlapping blocks', () => {
    const blocks = [
      { startsAt: '09:00', endsAt: '12:00' },
      { startsAt: '13:00', endsAt: '17:00' },
      { startsAt: '11:30', endsAt: '12:30' },
    ];
    expect(validateWeeklyHours(withMonday(blocks))).toBe('Monday blocks 1 and 3 overlap');
  });

  it('reports times that are not HH:mm', () => {
    expect(validateWeeklyHours(withMonday([{ startsAt: '9:00 AM', endsAt: '17:00' }]))).toBe(
      'Monday block 1: start time must be HH:mm (00:00-23:59)',
    );
    expect(validateWeeklyHours(withMonday([{ startsAt: '24:00', endsAt: '24:00' }]))).toMatch(/start time must be HH:mm/);
    expect(validateWeeklyHours(withMonday([{ startsAt: '09:00', endsAt: '24:30' }]))).toMatch(/end time must be HH:mm/);
  });

  it('checks disabled days too, but lets them have no blocks', () => {
    expect(validateWeeklyHours(withMonday([], false))).toBeNull();
    expect(validateWeeklyHours(withMonday([{ startsAt: '10:00', endsAt: '09:00' }], false))).toMatch(/^Monday block 1/);
  });

  it('rejects an enabled day without blocks (removing the last block disables the day)', () => {
    expect(validateWeeklyHours(withMonday([]))).toBe('Monday is enabled but has no time blocks');
  });

  it('reports missing days and malformed shapes', () => {
    const { sunday, ...sixDays } = defaultWeeklyHours();
    expect(validateWeeklyHours(sixDays)).toBe('Sunday: hours are missing');
    expect(validateWeeklyHours(null)).toBe('Weekly hours are missing');
    expect(validateWeeklyHours({ ...defaultWeeklyHours(), friday: { enabled: 'yes', blocks: [] } })).toBe(
      'Friday: enabled must be true or false',
    );
    expect(validateWeeklyHours({ ...defaultWeeklyHours(), friday: { enabled: true } })).toBe('Friday: blocks must be a list');
    expect(sunday.enabled).toBe(false);
  });
});
