// The bookable start times of one service at one location (spec 001 §3 bookingAvailability):
// the location's hours in its zone (narrowed by the service's own when it has them), the practice's grid, buffer and lead time, minus the
// practice's reserved time near the asked window (the schedule-reservations read model).
import { GraphQLError } from 'graphql';
import { DateTime } from 'luxon';
import { computeAvailability, serviceBookableHours, type AvailabilityResult } from '#app/availability';
import type { PracticeDocument } from '#projections';

export interface AvailabilityArgs {
  serviceId?: string | null;
  variationId?: string | null;
  locationId?: string | null;
  addOnServiceIds?: string[] | null;
  from?: string | null;
  to?: string | null;
}

const DEFAULT_DAYS = 31;
const MAX_DAYS = 93;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The practice's reserved time overlapping [from, to). */
export type BusyBetween = (from: Date, to: Date) => Promise<Array<{ startsAt: string; endsAt: string }>>;

export const bookingAvailability = async (
  practice: PracticeDocument,
  busyBetween: BusyBetween,
  args: AvailabilityArgs,
  now: Date,
): Promise<AvailabilityResult> => {
  const bookable = practice.services.filter((s) => !s.addOn);
  const service = args.serviceId ? bookable.find((s) => s.serviceId === args.serviceId) : bookable[0];
  if (!service) throw badInput('Please choose a service.');
  const variation = args.variationId ? service.variations.find((v) => v.variationId === args.variationId) : undefined;
  if (args.variationId && !variation) throw badInput('Please choose one of the lengths offered for this service.');
  const addOnMinutes = (args.addOnServiceIds ?? []).slice(0, 10).reduce((sum, id) => {
    const addOn = practice.services.find((s) => s.serviceId === id && s.addOn);
    if (!addOn) throw badInput('Please choose add-ons this practice offers.');
    return sum + addOn.timeLength;
  }, 0);
  const offeredAt = (l: PracticeDocument['locations'][number]) =>
    l.state === 'active' && (service.locationIds.length === 0 || service.locationIds.includes(l.locationId));
  const location = args.locationId ? practice.locations.find((l) => l.locationId === args.locationId) : practice.locations.find(offeredAt);
  if (!location || !offeredAt(location)) throw badInput('Please choose a location.');
  const today = DateTime.fromJSDate(now, { zone: location.timeZone }).toISODate()!;
  const from = args.from ?? today;
  const to = args.to ?? DateTime.fromISO(from, { zone: location.timeZone }).plus({ days: DEFAULT_DAYS - 1 }).toISODate();
  const span = DateTime.fromISO(to ?? '').diff(DateTime.fromISO(from), 'days').days;
  if (!to || !(span >= 0) || span > MAX_DAYS - 1) throw badInput(`Please ask for 1 to ${MAX_DAYS} days, from a date to a later date (YYYY-MM-DD).`);
  const durationMinutes = (variation?.timeLength ?? service.timeLength) + addOnMinutes;
  const bufferMinutes = practice.settings.appointmentBufferTime;
  // Only reserved time that can touch a slot of these days matters: the days in the location's
  // zone, widened by the buffer and a slot's length, plus a day on each side to spare.
  const margin = { days: 1, minutes: bufferMinutes + durationMinutes };
  const windowStart = DateTime.fromISO(from, { zone: location.timeZone }).startOf('day').minus(margin);
  const windowEnd = DateTime.fromISO(to, { zone: location.timeZone }).endOf('day').plus(margin);
  const busy = windowStart.isValid && windowEnd.isValid ? await busyBetween(windowStart.toJSDate(), windowEnd.toJSDate()) : [];
  try {
    return computeAvailability({
      timeZone: location.timeZone,
      // A service with its own hours is offered only when both it and the location are open.
      weeklyHours: serviceBookableHours(location.availableTimes, service),
      durationMinutes,
      incrementMinutes: practice.settings.startTimeIncrement,
      bufferMinutes,
      leadTimeMinutes: practice.settings.appointmentLeadTime,
      busy: busy.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
      from,
      to,
      now,
    });
  } catch (error) {
    if (error instanceof RangeError) throw badInput(error.message);
    throw error;
  }
};
