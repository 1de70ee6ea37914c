// Rescheduling a whole series moves each following occurrence by the same change of wall-clock
// time in the location's zone (days, then time of day), so 9:00 -> 10:00 stays 10:00 across DST.
import { DateTime } from 'luxon';

export const shiftLikeAnchor = (
  occurrence: { startsAt: string; endsAt: string },
  anchorBefore: { startsAt: string; endsAt: string },
  anchorAfter: { startsAt: string; endsAt: string },
  zone: string,
): { startsAt: string; endsAt: string } => {
  const before = DateTime.fromISO(anchorBefore.startsAt, { zone });
  const after = DateTime.fromISO(anchorAfter.startsAt, { zone });
  const days = Math.round(after.startOf('day').diff(before.startOf('day'), 'days').days);
  const minutes = after.hour * 60 + after.minute - (before.hour * 60 + before.minute);
  const start = DateTime.fromISO(occurrence.startsAt, { zone }).plus({ days });
  const total = start.hour * 60 + start.minute + minutes;
  const carry = Math.floor(total / 1440);
  const timeOfDay = total - carry * 1440;
  const moved = start.plus({ days: carry }).set({ hour: Math.floor(timeOfDay / 60), minute: timeOfDay % 60, second: 0, millisecond: 0 });
  const length = Date.parse(anchorAfter.endsAt) - Date.parse(anchorAfter.startsAt);
  return { startsAt: moved.toUTC().toISO()!, endsAt: new Date(moved.toMillis() + length).toISOString() };
};
