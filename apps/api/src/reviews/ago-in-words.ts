// How long ago something happened, in the words the review lists show ("3 days", "about 1 month"):
// Rails' distance_of_time_in_words, which the spec's createdAtAgoInWords names. Without "ago":
// the page writes the sentence around it.
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const agoInWords = (then: string | Date, now: Date): string => {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(then).getTime()) / 1000));
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 45) return plural(minutes, 'minute');
  if (minutes < 90) return 'about 1 hour';
  if (seconds < DAY - 30) return `about ${plural(Math.round(seconds / HOUR), 'hour')}`;
  if (seconds < 42 * HOUR - 30) return '1 day';
  if (seconds < MONTH - 30) return plural(Math.round(seconds / DAY), 'day');
  if (seconds < 45 * DAY - 30) return 'about 1 month';
  if (seconds < 60 * DAY - 30) return 'about 2 months';
  if (seconds < YEAR) return plural(Math.round(seconds / MONTH), 'month');
  const years = Math.floor(seconds / YEAR);
  const rest = seconds - years * YEAR;
  if (rest < 3 * MONTH) return `about ${plural(years, 'year')}`;
  if (rest < 9 * MONTH) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
};
