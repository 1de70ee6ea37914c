// Availability engine: which start times a location can offer, from its weekly hours, the
// service length, the booking settings and the busy time. Pure; the caller passes `now`.
export {
  BUFFER_TIME_OPTIONS,
  LEAD_TIME_OPTIONS,
  START_TIME_INCREMENT_OPTIONS,
  RECOMMENDED_BUFFER_TIME,
  RECOMMENDED_LEAD_TIME,
  RECOMMENDED_START_TIME_INCREMENT,
  type BufferTimeOption,
  type LeadTimeOption,
  type StartTimeIncrementOption,
} from './booking-options.js';
export {
  WEEKDAYS,
  DEFAULT_TIME_BLOCK,
  EXTRA_TIME_BLOCK,
  defaultWeeklyHours,
  validateWeeklyHours,
  parseWallClock,
  type Weekday,
  type TimeBlock,
  type DayHours,
  type WeeklyHours,
} from './weekly-hours.js';
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
