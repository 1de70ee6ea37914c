// The only values the booking settings accept (spec 002 §9, the server's lists from the availability
// library), labelled in friendly units.
export {
  BUFFER_TIME_OPTIONS,
  LEAD_TIME_OPTIONS,
  RECOMMENDED_BUFFER_TIME,
  RECOMMENDED_LEAD_TIME,
  RECOMMENDED_START_TIME_INCREMENT,
  START_TIME_INCREMENT_OPTIONS,
} from '@app/availability/shared';

export const MAX_CANCELLATION_POLICY = 250;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 45 -> "45 minutes", 90 -> "1 hour 30 minutes", 1440 -> "1 day", 10080 -> "1 week". */
export function minutesText(minutes: number): string {
  if (minutes === 0) return '0 minutes';
  if (minutes % 10080 === 0) return plural(minutes / 10080, 'week');
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours && plural(hours, 'hour'), rest && plural(rest, 'minute')].filter(Boolean).join(' ');
}

export interface MinuteChoice {
  id: number;
  name: string;
}

interface ChoiceOptions {
  recommended: number;
  /** The value saved now: kept in the list even if it is not an option, so it still shows. */
  current?: number | null;
  /** Days and hours (lead time) rather than plain minutes (buffer, increment). */
  friendly?: boolean;
  zeroText?: string;
}

export function minuteChoices(options: readonly number[], { recommended, current, friendly = false, zeroText }: ChoiceOptions): MinuteChoice[] {
  const values = current != null && !options.includes(current) ? [...options, current].sort((a, b) => a - b) : options;
  return values.map((minutes) => {
    const text = minutes === 0 && zeroText ? zeroText : friendly ? minutesText(minutes) : plural(minutes, 'minute');
    return { id: minutes, name: minutes === recommended ? `${text} (recommended)` : text };
  });
}
