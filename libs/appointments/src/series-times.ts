// The occurrences a pro booking creates: one chosen time, or the series' start times checked
// against its pattern (expanded in the location's zone) with the caps of spec 001 §9.
import { DomainError } from '#app/es';
import { expandSeries, MAX_SERIES_APPOINTMENTS, RecurrenceMessages } from '#app/calendar';
import type { SeriesInfo } from './appointment.js';
import { parseInstant, ProBookingMessages, type ProBookingTimes } from './pro-booking.js';

export const SeriesMessages = {
  timesRequired: 'Please choose the times of the series.',
  timesDoNotMatch: 'The start times do not match the repeat pattern. Please check the times again.',
} as const;

export interface Occurrences {
  times: Array<{ startsAt: string; endsAt: string }>;
  series: Omit<SeriesInfo, 'seriesId'> | null;
}

export const occurrencesOf = (times: ProBookingTimes, timeZone: string, now: Date): Occurrences => {
  if (times.kind === 'single') {
    return {
      times: [{ startsAt: parseInstant(times.startsAt, ProBookingMessages.invalidStart), endsAt: parseInstant(times.endsAt, ProBookingMessages.invalidEnd) }],
      series: null,
    };
  }
  const { recurringStartTimes, recurrencePattern, duration } = times;
  if (!Number.isInteger(duration) || duration < 1 || duration > 24 * 60) throw new DomainError(RecurrenceMessages.invalidDuration);
  if (!Array.isArray(recurringStartTimes) || recurringStartTimes.length === 0) throw new DomainError(SeriesMessages.timesRequired);
  if (recurringStartTimes.length > MAX_SERIES_APPOINTMENTS) {
    throw new DomainError(RecurrenceMessages.tooMany(MAX_SERIES_APPOINTMENTS, recurringStartTimes.length));
  }
  const expanded = expandSeries({ startsAt: recurringStartTimes[0], recurrencePattern, timeZone, now });
  const allowed = new Set(expanded.startTimes.map((s) => parseInstant(s, ProBookingMessages.invalidStart)));
  const starts = [...new Set(recurringStartTimes.map((s) => parseInstant(s, ProBookingMessages.invalidStart)))].sort();
  // The portal may leave some of the pattern's times out, never add others.
  if (starts.some((s) => !allowed.has(s))) throw new DomainError(SeriesMessages.timesDoNotMatch);
  return {
    times: starts.map((startsAt) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + duration * 60_000).toISOString() })),
    series: {
      recurrencePattern: recurrencePattern.trim().replace(/^RRULE:/i, ''),
      recurrenceFrequency: expanded.recurrenceFrequency,
      recurrenceUntil: expanded.recurrenceUntil,
      recurrenceCount: starts.length,
    },
  };
};
