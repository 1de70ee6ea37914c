// The part of availability the browser shares with the server: the shape of a location's weekly
// hours with its defaults, and the booking settings' choices. Only pure files that import nothing
// belong here; the portal reaches it as '@app/availability/shared'.
export {
  WEEKDAYS,
  DEFAULT_TIME_BLOCK,
  EXTRA_TIME_BLOCK,
  defaultWeeklyHours,
  type Weekday,
  type TimeBlock,
  type DayHours,
  type WeeklyHours,
} from './weekly-hours.js';
export {
  BUFFER_TIME_OPTIONS,
  LEAD_TIME_OPTIONS,
  START_TIME_INCREMENT_OPTIONS,
  RECOMMENDED_BUFFER_TIME,
  RECOMMENDED_LEAD_TIME,
  RECOMMENDED_START_TIME_INCREMENT,
} from './booking-options.js';
