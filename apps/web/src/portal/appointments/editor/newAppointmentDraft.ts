// A new appointment's first values and the reason its Save is off (spec 001 §5, §9). Pure.
import { MESSAGES } from '../../calendar/calendarMessages';
import { addMinutes, DEFAULT_DURATION_MINUTES, fromLocalParts, nextFullHour, toLocalParts } from '../../calendar/calendarTime';
import type { CalendarPractice, PracticeService } from '../../calendar/calendarTypes';
import type { FlyoutTarget } from '../../calendar/flyoutTarget';
import type { RepeatSettings } from '../../calendar/recurrence';
import { lineFor, saveBlocker, serviceProblem, type AppointmentDraft } from './appointmentDraft';
import { clientReady, type ClientSelection } from './ClientPicker';
import type { RecurringTime } from './editorQueries';
import type { RecurringTimesState } from './useRecurringTimes';
import type { PackageUse } from './packageBooking';

export type NewAppointmentTarget = Extract<FlyoutTarget, { mode: 'new' }>;

/** 60 minutes at the next full hour unless a slot was picked; the first service and a location offering it. */
export function initialDraft(practice: CalendarPractice, target: NewAppointmentTarget): AppointmentDraft {
  const zone = practice.timeZone;
  let start = nextFullHour(zone);
  let end: string | undefined;
  if (target.start && !target.allDay) [start, end] = [target.start, target.end];
  else if (target.start) start = fromLocalParts(toLocalParts(target.start, zone).date, '09:00', zone) ?? start;
  end ??= addMinutes(start, DEFAULT_DURATION_MINUTES, zone);
  const first = practice.services.find((s) => !s.addOn);
  const active = practice.locations.filter((l) => l.state === 'active');
  const location = active.find((l) => !first || first.locationIds.includes(l.id)) ?? active[0];
  return {
    lines: first ? [lineFor(first, null)] : [],
    locationId: location?.id ?? '',
    date: toLocalParts(start, zone).date,
    startTime: toLocalParts(start, zone).time,
    endTime: toLocalParts(end, zone).time,
    practitionerNote: '',
  };
}

/** What saving a series will do: the dates it books and the dates that conflict (spec 001 §3 "Recurring time"). */
export interface SeriesPlan {
  book: RecurringTime[];
  conflicting: RecurringTime[];
  skipped: RecurringTime[];
}

/** Every date, or with `skipConflicts` only those that overlap nothing (the server books exactly what it is sent). */
export function seriesPlan(times: RecurringTime[], skipConflicts: boolean): SeriesPlan {
  const conflicting = times.filter((t) => t.conflicts.length > 0);
  const skipped = skipConflicts ? conflicting : [];
  return { book: times.filter((t) => !skipped.includes(t)), conflicting, skipped };
}

export interface NewAppointmentState {
  draft: AppointmentDraft;
  who: ClientSelection;
  repeat: RepeatSettings;
  /** The series' RRULE, or null while the repeat settings are incomplete. */
  pattern: string | null;
  series: RecurringTimesState;
  plan: SeriesPlan;
  /** A package service's open package or new package, which caps a series (spec 001 §9). */
  packageUse?: PackageUse | null;
}

/**
 * Why Save is off, or null; and the hint to show for it, unless the form already says it beside
 * the field concerned.
 */
export function newAppointmentBlocker(
  { draft, who, repeat, pattern, series, plan, packageUse }: NewAppointmentState,
  services: PracticeService[],
  zone: string,
): { blocker: string | null; hint: string | null } {
  const repeating = repeat.kind !== 'none';
  const blocker =
    saveBlocker(draft, services, zone) ??
    (!clientReady(who) ? (who.client ? MESSAGES.noContact : who.newClient ? "Add the new client's name and phone." : 'Choose a client.') : null) ??
    (repeating && !pattern ? 'Choose how the series repeats.' : null) ??
    (repeating && (series.error || series.loading || series.times.length === 0) ? 'The series has no times yet.' : null) ??
    (repeating && plan.conflicting.length > 0 && plan.skipped.length === 0 ? MESSAGES.seriesHasConflicts : null) ??
    (repeating && plan.book.length === 0 ? MESSAGES.seriesAllConflict : null) ??
    (repeating && packageUse && plan.book.length > packageUse.cap ? MESSAGES.tooManyAppointments(packageUse.cap, plan.book.length) : null);
  // The series' list says what conflicts, with the choice to skip it.
  const shownElsewhere =
    blocker === serviceProblem(draft.lines, services) ||
    blocker === MESSAGES.noContact ||
    blocker === MESSAGES.endBeforeStart ||
    blocker === MESSAGES.seriesHasConflicts ||
    blocker === MESSAGES.seriesAllConflict ||
    Boolean(series.error);
  return { blocker, hint: blocker && !shownElsewhere ? blocker : null };
}
