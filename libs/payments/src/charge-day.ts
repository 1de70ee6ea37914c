// When a hold is charged: from the first moment of the appointment's day in the appointment's own
// zone (luxon does the zone arithmetic, so a DST change the night before moves the instant by an
// hour and never the day).
import { DateTime } from 'luxon';

/** The instant (UTC ISO) the appointment's local day begins: the day-of job charges from then. */
export const chargeDueAt = (startsAt: string, timeZone: string): string =>
  DateTime.fromISO(startsAt, { zone: timeZone }).startOf('day').toUTC().toISO()!;

/** Whether the appointment's day has begun in its zone at `now`. */
export const isChargeDay = (startsAt: string, timeZone: string, now: Date): boolean =>
  Date.parse(chargeDueAt(startsAt, timeZone)) <= now.getTime();
