// How a client's appointment reads in the flyout and on the profile: always in the appointment's own zone.
import { formatTimeRange } from '../../shared/formatTime';
import type { ClientAppointment } from './types';

/** The booked service, add-ons after it: "Deep Tissue Massage + Hot Stones". */
export function serviceName(appointment: ClientAppointment): string {
  const names = [...appointment.services].sort((a, b) => Number(a.addOn) - Number(b.addOn)).map((s) => s.name);
  return names.length ? names.join(' + ') : 'Appointment';
}

export function timeRange(appointment: ClientAppointment): string {
  return formatTimeRange(appointment.startsAt, appointment.endsAt, appointment.timeZone);
}

/** The date badge's two lines: "NOV" and "21". */
export function badgeParts(appointment: ClientAppointment): { month: string; day: string; year: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: appointment.timeZone }).format(new Date(appointment.startsAt));
  return { month: part({ month: 'short' }).toUpperCase(), day: part({ day: 'numeric' }), year: part({ year: 'numeric' }) };
}

/** "Sat, Nov 21, 2026" for screen readers and the flyout. */
export function longDate(appointment: ClientAppointment): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: appointment.timeZone,
  }).format(new Date(appointment.startsAt));
}

/** "Nov 21, 2026" for the directory's Last appt. column, in the browser's zone (the list has none). */
export function lastAppointment(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}
