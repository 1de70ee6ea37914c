// The simulated provider's calendars of an account: 'Work' and 'Personal', with a few busy events
// over the coming four weeks. Everything follows from the account's address and the date (a hash,
// no randomness), so every refresh of the same day reads the same events, and tests and the demo
// can rely on them. Times are wall-clock hours in the window's zone (the practice's).
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { AccountCalendarBusyTimes, CalendarAccountProvider } from './calendar-accounts.js';
import type { ExternalBusyTime, FeedWindow } from './calendar-feed.js';

const DAYS = 28;

interface CalendarPlan {
  calendarId: string;
  calendarName: string;
  /** Chance in 256 that a day has an event. */
  chance: number;
  weekdaysOnly: boolean;
  firstHour: number;
  hours: number;
  titles: readonly string[];
}

const PLANS: readonly CalendarPlan[] = [
  { calendarId: 'work', calendarName: 'Work', chance: 150, weekdaysOnly: true, firstHour: 9, hours: 8, titles: ['Team meeting', 'Project review', 'Supervision', 'Workshop prep'] },
  { calendarId: 'personal', calendarName: 'Personal', chance: 70, weekdaysOnly: false, firstHour: 11, hours: 7, titles: ['Gym', 'Dentist', 'School pickup', 'Lunch with Sam'] },
];

const bytesOf = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest();

const eventOn = (plan: CalendarPlan, seed: string, day: DateTime): ExternalBusyTime | null => {
  if (plan.weekdaysOnly && day.weekday > 5) return null;
  const date = day.toISODate()!;
  const [roll, hour, length, title] = bytesOf(seed, plan.calendarId, date);
  if (roll >= plan.chance) return null;
  const start = day.set({ hour: plan.firstHour + (hour % plan.hours), minute: 0, second: 0, millisecond: 0 });
  const end = start.plus({ minutes: length % 2 ? 90 : 60 });
  return { uid: `${plan.calendarId}-${date}`, title: plan.titles[title % plan.titles.length], startsAt: start.toUTC().toISO()!, endsAt: end.toUTC().toISO()!, allDay: false };
};

export const simulatedAccountCalendars = (provider: CalendarAccountProvider, accountId: string, window: FeedWindow): AccountCalendarBusyTimes[] => {
  const seed = `${provider}:${accountId.trim().toLowerCase()}`;
  const first = DateTime.fromJSDate(window.from, { zone: window.timeZone }).plus({ days: 1 }).startOf('day');
  const days = Array.from({ length: DAYS }, (_, i) => first.plus({ days: i }));
  return PLANS.map((plan) => ({
    calendarId: plan.calendarId,
    calendarName: plan.calendarName,
    events: days
      .map((day) => eventOn(plan, seed, day))
      .filter((e): e is ExternalBusyTime => e !== null && e.startsAt < window.to.toISOString() && e.endsAt > window.from.toISOString()),
  }));
};
