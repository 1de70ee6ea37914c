// How a payment reads in the table, the phone cards and the CSV (spec 001 §9): amounts in cents
// shown with 2 decimals, 'Free' for 0; dates in the appointment's own zone.
import { formatClock, formatShortDate, zoneAbbreviation } from '../../shared/formatTime';
import type { PaymentBadge, PaymentEntry } from './types';

const formatters = new Map<string, Intl.NumberFormat>();

/** "$90.00" (the row's currency, USD by default). */
export function money(cents: number, currency = 'USD'): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, format);
  }
  return format.format(cents / 100);
}

/** The spec's displayed total: amount plus fee plus platform fee. */
export function totalCents(entry: PaymentEntry): number {
  return entry.amountCents + entry.feeCents + entry.platformFeeCents;
}

/** "$90.00", or 'Free' for an appointment that costs nothing. */
export function amountText(entry: PaymentEntry): string {
  const total = totalCents(entry);
  return total === 0 ? 'Free' : money(total, entry.currency);
}

/** The line under the amount: the tip and what was refunded, when there are any. */
export function amountDetails(entry: PaymentEntry): string {
  const parts: string[] = [];
  if (entry.tipAmountCents > 0) parts.push(`+ ${money(entry.tipAmountCents, entry.currency)} tip`);
  if (entry.refundedCents > 0) parts.push(`${money(entry.refundedCents, entry.currency)} refunded`);
  for (const d of entry.discountCodeRedemptions ?? []) parts.push(`${d.code} −${money(d.amountCents, entry.currency)}`);
  for (const g of entry.giftCardRedemptions ?? []) parts.push(`Gift card ${g.code} −${money(g.amountCents, entry.currency)}`);
  return parts.join(' · ');
}

export const BADGES: Record<PaymentBadge, { label: string; color: 'success' | 'info' | 'warning' | 'error' }> = {
  paid: { label: 'Paid', color: 'success' },
  free: { label: 'Free', color: 'info' },
  upcoming: { label: 'Upcoming', color: 'warning' },
  unpaid: { label: 'Unpaid', color: 'error' },
};

export function badgeOf(entry: PaymentEntry): (typeof BADGES)[PaymentBadge] {
  return BADGES[entry.badge as PaymentBadge] ?? BADGES.unpaid;
}

/**
 * What the badge leaves out: the finer status ('Past due', 'Failed', 'Card needed'), the reason
 * a payment failed, or how an offline payment was made ("Paid by cash").
 */
export function statusDetails(entry: PaymentEntry): string {
  const badge = badgeOf(entry).label;
  if (entry.paymentError) return entry.paymentError;
  if (entry.paidBy) return `Paid by ${entry.paidBy}${entry.paidNote ? `: ${entry.paidNote}` : ''}`;
  if (entry.state === 'cancelled') return 'Cancelled';
  return entry.paymentStatus && entry.paymentStatus !== badge ? entry.paymentStatus : '';
}

/** "Wed, Jun 11, 2031" in the appointment's zone. */
export function dayText(entry: PaymentEntry): string {
  return formatShortDate(entry.startsAt, entry.timeZone);
}

/** "10:00 AM EDT" in the appointment's zone. */
export function timeText(entry: PaymentEntry): string {
  return `${formatClock(entry.startsAt, entry.timeZone)} ${zoneAbbreviation(entry.startsAt, entry.timeZone)}`;
}

const csvClock = new Map<string, Intl.DateTimeFormat>();

/** For the CSV: 2031-06-11 and 10:00 on the appointment's clock. */
export function csvDate(entry: PaymentEntry): { date: string; time: string } {
  let format = csvClock.get(entry.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: entry.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    csvClock.set(entry.timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(entry.startsAt)).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

const weekDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week's bar label: "Jun 9" (weekStart is a calendar day, yyyy-MM-dd). */
export function weekLabel(weekStart: string): string {
  return weekDay.format(new Date(`${weekStart}T00:00:00Z`));
}
