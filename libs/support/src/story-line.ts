// The story of an appointment in words (issue 19): each event of its stream as one line a support
// person reads at a glance ("Rescheduled from Mon, Nov 23, 2026, 10:00 AM EST to 11:00 AM EST by
// Maya Chen (pro)", "Card ending 4242 charged $110.00"), times in the appointment's zone, money in the
// practice's currency. The details (fields, e-mail, keys) stay on the event; this is the headline.
import type { Actor } from '#app/es';
import type { AppointmentSnapshot, StoryEvent } from './appointment-snapshot.js';
import { formatInZone, formatMoney, formatTimeAfter } from './support-format.js';

export interface StoryContext {
  currency: string;
  /** The appointment just before this event (null before it exists). */
  before: AppointmentSnapshot | null;
  /** The appointment's events so far (to find the attempt a charge's outcome answers). */
  earlier: StoryEvent[];
}

const ROLES: Record<string, string> = { pro: 'pro', client: 'client', visitor: 'visitor', support: 'support', system: 'system' };

/** "Maya Chen (pro)", "the client", "the system". */
export const actorWords = (actor: Partial<Actor> | undefined | null): string => {
  if (!actor?.kind) return 'someone unknown';
  if (actor.kind === 'system') return 'the system';
  const role = ROLES[actor.kind] ?? actor.kind;
  return actor.name ? `${actor.name} (${role})` : `the ${role}`;
};

const TEMPLATES: Record<string, string> = {
  request_received: 'Request received e-mail',
  new_request: 'New request e-mail',
  new_booking: 'New booking e-mail',
  appointment_confirmed: 'Confirmation e-mail',
  appointment_reminder: 'Reminder e-mail',
  appointment_declined: 'Declined e-mail',
  appointment_cancelled: 'Cancellation e-mail',
  appointment_cancelled_by_client: 'Cancelled-by-client e-mail',
  appointment_moved: 'New time e-mail',
  series_confirmed: 'Series confirmation e-mail',
  series_cancelled: 'Series cancellation e-mail',
  series_moved: 'Series new times e-mail',
  client_invoice: 'Invoice e-mail',
};

const templateWords = (template: unknown): string =>
  TEMPLATES[String(template)] ?? `${String(template ?? 'An').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())} e-mail`;

const card = (c: unknown): string => {
  const summary = c as { brand?: string; last4?: string } | null;
  return summary?.last4 ? `Card ${summary.brand ? `${summary.brand} ` : ''}ending ${summary.last4}` : 'The card';
};

const splitType = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Line = (d: Record<string, any>, by: string, ctx: StoryContext, zone: string) => string;

const LINES: Record<string, Line> = {
  AppointmentRequested: (d, by, ctx) =>
    `${d.bookedBy === 'pro' ? 'Booked' : 'Requested'} by ${by} for ${formatInZone(d.startsAt, d.timeZone)}: ${(d.services ?? []).map((s: { name: string }) => s.name).join(', ')}, ${formatMoney(d.amountCents, ctx.currency)}`,
  AppointmentAccepted: (d, by) => (d.acceptedBy === 'auto' ? 'Accepted automatically (instant booking)' : `Accepted by ${by}`),
  AppointmentDeclined: (d, by) => `Declined by ${by}${d.reason ? `: "${d.reason}"` : ''}`,
  AppointmentCancelled: (d, by) => `Cancelled by ${by}${d.practitionerNote ? ` with the note "${d.practitionerNote}"` : ''}`,
  AppointmentRescheduled: (d, by, _ctx, zone) =>
    `Rescheduled from ${formatInZone(d.previousStartsAt, zone)} to ${formatTimeAfter(d.startsAt, d.previousStartsAt, zone)} by ${by}`,
  AppointmentDetailsChanged: (d, by, ctx) => {
    const before = ctx.before;
    const parts: string[] = [];
    const names = (d.services ?? []).map((s: { name: string }) => s.name).join(', ');
    if (!before || names !== before.services.map((s) => s.name).join(', ')) parts.push(`services ${names || 'none'}`);
    if (!before || d.amountCents !== before.amountCents) parts.push(`price ${before ? `${formatMoney(before.amountCents, ctx.currency)} -> ` : ''}${formatMoney(d.amountCents, ctx.currency)}`);
    if (!before || d.location?.name !== before.locationName) parts.push(`location ${d.location?.name}`);
    if (!before || (d.practitionerNote ?? null) !== before.practitionerNote) parts.push('note');
    return `Details changed by ${by}${parts.length ? `: ${parts.join(', ')}` : ''}`;
  },
  EmailSent: (d) => `${templateWords(d.template)} "${d.subject}" sent to ${d.to}${d.ics ? ' with a calendar file' : ''}`,
  ConfirmationResent: (d, by) => `Confirmation resent by ${d.sendTo === 'sms' ? 'text' : 'e-mail'} at the request of ${by}`,
  TextRequested: (d) => `Text (${String(d.type).replace(/_/g, ' ')}) to ${d.to} handed to the text provider`,
  TextSent: (d) => `Text (${String(d.type).replace(/_/g, ' ')}) sent to ${d.to}`,
  TextFailed: (d) => `Text to ${d.to} refused by the provider: ${d.reason}`,
  VirtualMeetingRequested: () => 'Video meeting requested from Zoom',
  VirtualMeetingCreated: (d) => `Video meeting created (${d.joinUrl})`,
  VirtualMeetingFailed: (d) => `Video meeting refused by the provider: ${d.reason}; the location's own link is used`,
  PaymentCardSaved: (d, by) => `${card(d.card)} saved for this appointment by ${by}`,
  PaymentHoldPlaced: (d, _by, ctx) => `${card(d.card)} held for ${formatMoney(d.amountCents, ctx.currency)}, to be charged on ${d.chargeOn}`,
  PaymentHoldReleased: (d) => `Card hold released (${d.reason === 'marked_paid' ? 'marked paid' : d.reason}); nothing charged`,
  ChargeAttempted: (d, by, ctx) => `Charge of ${formatMoney(d.amountCents, ctx.currency)} to ${card(d.card).replace(/^The card$/, 'the card').replace(/^Card/, 'card')} started by ${by} (attempt ${d.attempt})`,
  ChargeTimedOut: (d, _by, ctx) => `The card provider did not answer the ${formatMoney(d.amountCents, ctx.currency)} charge; it is repeated with the same key`,
  PaymentCharged: (d, _by, ctx) => `${card(d.card)} charged ${formatMoney(d.amountCents, ctx.currency)}${d.tipAmountCents ? ` (tip ${formatMoney(d.tipAmountCents, ctx.currency)})` : ''}`,
  PaymentFailed: (d, _by, ctx) => `Charge of ${formatMoney(d.amountCents, ctx.currency)} failed: ${d.reason} (${d.code})`,
  TipAdded: (d, by, ctx) => `Tip of ${formatMoney(d.tipAmountCents, ctx.currency)} added by ${by}`,
  TipCharged: (d, _by, ctx) => `${card(d.card)} charged a tip of ${formatMoney(d.amountCents, ctx.currency)}`,
  PaypalOrderCreated: (d, _by, ctx) => `${d.via === 'venmo' ? 'Venmo' : 'PayPal'} order for ${formatMoney(d.amountCents, ctx.currency)} created`,
  PaypalPaymentCaptured: (d, _by, ctx) => `${d.via === 'venmo' ? 'Venmo' : 'PayPal'} payment of ${formatMoney(d.amountCents, ctx.currency)} captured`,
  AppointmentMarkedPaid: (d, by, ctx) => `Marked paid (${formatMoney(d.amountCents, ctx.currency)} by ${d.paidBy}${d.note ? `, "${d.note}"` : ''}) by ${by}`,
  AppointmentMarkPaidUndone: (_d, by) => `Mark as paid undone by ${by}`,
  RefundAttempted: (d, by, ctx) => `Refund of ${formatMoney(d.amountCents, ctx.currency)} asked of the card provider by ${by} (attempt ${d.attempt})`,
  RefundTimedOut: (d, _by, ctx) => `The card provider did not answer the ${formatMoney(d.amountCents, ctx.currency)} refund; it is repeated with the same keys`,
  RefundFailed: (d, _by, ctx) => `Refund of ${formatMoney(d.amountCents, ctx.currency)} failed: ${d.reason} (${d.code})`,
  AdjustmentCreated: (d, by, ctx) => `${d.refund ? 'Refunded' : 'Reduced by'} ${formatMoney(d.amountCents, ctx.currency)} by ${by}${d.note ? ` ("${d.note}")` : ''}`,
  AdjustmentRemoved: (_d, by) => `Adjustment removed by ${by}`,
  SupportNoteAdded: (d, by) => `Support note by ${by}: "${d.note}"`,
  AppointmentPageViewed: () => 'Client opened the appointment page',
};

/** The event's one-line summary. */
export const storyLine = (event: Pick<StoryEvent, 'type' | 'data' | 'metadata'>, ctx: StoryContext): string => {
  const by = actorWords(event.metadata.actor as Actor | undefined);
  const zone = ctx.before?.timeZone ?? String((event.data as { timeZone?: string }).timeZone ?? 'UTC');
  const line = LINES[event.type];
  try {
    return line ? line(event.data as Record<string, any>, by, ctx, zone) : `${splitType(event.type)} (by ${by})`;
  } catch {
    // A line must never hide an event: an unexpected shape falls back to its name.
    return `${splitType(event.type)} (by ${by})`;
  }
};
