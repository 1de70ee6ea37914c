// A service's own hours (spec 002 §3 Service.availableTimes, availableTimesEnabled): when the pro
// turns them on, the service is offered only when both the location and the service are open.
// Both weeks are wall-clock hours read in the location's zone. Pure.
import { isSlotAvailable } from './compute-availability.js';
import { dayMinuteBlocks, WEEKDAYS, type DayHours, type MinuteBlock, type WeeklyHours } from './weekly-hours.js';

const clock = (minutes: number): string =>
  minutes === 24 * 60 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The parts of `a` that also lie in `b`, sorted; each piece stays within one block of each (a slot never spans two). */
const overlapOf = (a: MinuteBlock[], b: MinuteBlock[]): MinuteBlock[] =>
  a
    .flatMap((x) => b.map((y) => ({ start: Math.max(x.start, y.start), end: Math.min(x.end, y.end) })))
    .filter((block) => block.end > block.start)
    .sort((x, y) => x.start - y.start);

const intersectDay = (location: DayHours, service: DayHours): DayHours => {
  const blocks = overlapOf(dayMinuteBlocks(location), dayMinuteBlocks(service));
  return { enabled: blocks.length > 0, blocks: blocks.map((b) => ({ startsAt: clock(b.start), endsAt: clock(b.end) })) };
};

/** The times open in both weeks; both must be valid weekly hours (validateWeeklyHours). */
export const intersectWeeklyHours = (location: WeeklyHours, service: WeeklyHours): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, intersectDay(location[day], service[day])])) as WeeklyHours;

/** The hours a service can be booked at a location: the location's, narrowed by the service's own when they are on. */
export const serviceBookableHours = (
  locationHours: WeeklyHours,
  service: { availableTimesEnabled?: boolean; availableTimes?: WeeklyHours | null },
): WeeklyHours =>
  service.availableTimesEnabled && service.availableTimes ? intersectWeeklyHours(locationHours, service.availableTimes) : locationHours;

/**
 * Whether [startsAt, startsAt + durationMinutes) lies wholly inside one block of the hours, read in
 * the zone (any minute may start; no lead time, buffer or busy time): a visitor's request is held
 * to the service's own hours with this, and told so when it falls outside them.
 */
export const fitsWeeklyHours = (hours: WeeklyHours, timeZone: string, startsAt: string, durationMinutes: number): boolean =>
  isSlotAvailable(
    { timeZone, weeklyHours: hours, durationMinutes, incrementMinutes: 1, bufferMinutes: 0, leadTimeMinutes: 0, busy: [], now: new Date(0) },
    startsAt,
  );
