import { shiftLikeAnchor } from './series-shift.js';

const NY = 'America/New_York';
const range = (startsAt: string, minutes = 60) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() });

describe('moving the rest of a series', () => {
  it('9:00 -> 10:30 a day later stays 10:30 local across the November DST change', () => {
    const before = range('2026-10-27T13:00:00.000Z'); // Tue 9:00 EDT
    const after = range('2026-10-28T14:30:00.000Z', 90); // Wed 10:30 EDT, 90 minutes
    const next = shiftLikeAnchor(range('2026-11-03T14:00:00.000Z'), before, after, NY); // Tue 9:00 EST
    expect(next).toEqual({ startsAt: '2026-11-04T15:30:00.000Z', endsAt: '2026-11-04T17:00:00.000Z' }); // Wed 10:30 EST
  });
  it('crossing midnight carries into the next day', () => {
    const next = shiftLikeAnchor(range('2026-11-10T03:00:00.000Z'), range('2026-11-03T03:00:00.000Z'), range('2026-11-03T06:00:00.000Z'), NY);
    expect(next.startsAt).toBe('2026-11-10T06:00:00.000Z'); // 22:00 -> 01:00 the next day
  });
});
