// Availability engine: which start times a location can offer, from its weekly hours, the
// service length, the booking settings and the busy time. Pure; the caller passes `now`.
// What the browser shares (weekly hours, booking options), plus what only the server uses.
export * from './shared.js';
export type { BufferTimeOption, LeadTimeOption, StartTimeIncrementOption } from './booking-options.js';
export { validateWeeklyHours, parseWallClock } from './weekly-hours.js';
export { isIanaZone } from './time-zone.js';
export type { BusyInterval } from './busy-index.js';
export {
  MAX_RANGE_DAYS,
  type SlotRules,
  type AvailabilityQuery,
  type AvailabilityResult,
  type DaySlots,
} from './availability-query.js';
export {
  computeAvailability,
  isSlotAvailable,
  nextAvailableSlots,
  DEFAULT_ALTERNATIVES_HORIZON_DAYS,
} from './compute-availability.js';
export { fitsWeeklyHours, intersectWeeklyHours, serviceBookableHours } from './service-hours.js';
