// How a group event's amounts and times read in the flyout (amounts in cents, 'Free' for 0, spec 001 §9).
import { formatTimeRange, formatDate } from '../../../shared/formatTime';
import { money } from '../../payments/paymentText';

export function amountText(cents: number, currency = 'USD'): string {
  return cents === 0 ? 'Free' : money(cents, currency);
}

/** "Tuesday, November 24, 2026 · 10:00 – 11:00 AM EST" (all day: the dates only). */
export function eventWhenText(event: { startsAt: string; endsAt: string; allDay: boolean; timeZone: string }): string {
  if (event.allDay) {
    // An all-day event ends at the start of the day after its last.
    const last = new Date(new Date(event.endsAt).getTime() - 1).toISOString();
    const first = formatDate(event.startsAt, event.timeZone);
    const end = formatDate(last, event.timeZone);
    return first === end ? `${first} · All day` : `${first} – ${end} · All day`;
  }
  return `${formatDate(event.startsAt, event.timeZone)} · ${formatTimeRange(event.startsAt, event.endsAt, event.timeZone)}`;
}
