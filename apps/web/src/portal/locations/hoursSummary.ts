import { timeLabel } from './timeOptions';
import { WEEKDAYS, type WeeklyHours } from './types';

const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** ["Mon–Fri: 9:00 AM – 5:00 PM", "Sat: 10:00 AM – 2:00 PM"]: runs of days with the same hours. */
export function hoursSummary(hours: WeeklyHours): string[] {
  const text = WEEKDAYS.map((day) =>
    hours[day]?.enabled ? hours[day].blocks.map((b) => `${timeLabel(b.startsAt)} – ${timeLabel(b.endsAt)}`).join(', ') : null,
  );
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && text[i] === text[start]) continue;
    if (text[start]) lines.push(`${i - 1 === start ? SHORT[start] : `${SHORT[start]}–${SHORT[i - 1]}`}: ${text[start]}`);
    start = i;
  }
  return lines;
}
