// The only values the booking settings accept (spec 002 §9), labelled in friendly units.
export const BUFFER_TIME_OPTIONS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 150, 180];
export const RECOMMENDED_BUFFER_TIME = 15;
export const LEAD_TIME_OPTIONS = [0, 15, 30, 60, 180, 480, 720, 1440, 2880, 4320, 10080];
export const RECOMMENDED_LEAD_TIME = 1440;
export const START_TIME_INCREMENT_OPTIONS = [15, 30, 60, 75, 90, 120, 150, 180, 240, 300, 360];
export const RECOMMENDED_START_TIME_INCREMENT = 30;
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

export function minuteChoices(options: number[], { recommended, current, friendly = false, zeroText }: ChoiceOptions): MinuteChoice[] {
  const values = current != null && !options.includes(current) ? [...options, current].sort((a, b) => a - b) : options;
  return values.map((minutes) => {
    const text = minutes === 0 && zeroText ? zeroText : friendly ? minutesText(minutes) : plural(minutes, 'minute');
    return { id: minutes, name: minutes === recommended ? `${text} (recommended)` : text };
  });
}
