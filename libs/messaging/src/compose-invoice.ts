// An appointment's invoice (spec 001 §7 sendClientInvoiceMutation): who bills whom, for what (the
// services as booked, each with its price), the tip, the adjustments given back, the total, what
// was paid and what is still due, and the client's page to pay on while something is owed. One
// pure model (invoiceFor) that the e-mail (composeInvoiceMail) and the PDF (invoice-pdf.ts) both
// render, so the two never disagree. Amounts come from libs/payments' money rules, in integer cents.
import { DateTime } from 'luxon';
import type { ExistingAppointment } from '#app/appointments';
import { adjustedCents, fullTotalCents, isPaid, netCollectedCents, outstandingCents, type PaymentState } from '#app/payments';
import type { Currency } from '#app/practice';
import { locationLine, type LocationPlace } from './appointment-details.js';
import type { Person } from './appointment-ics.js';
import { invoiceDetailsHtml, invoiceDetailsText, invoicePayHtml, invoicePayText } from './compose-invoice-details.js';
import { renderMessage, type RenderedMessage } from './message-templates.js';
import type { TemplateVariables } from './render-template.js';
import { buildTemplateVariables, clientAppointmentUrl, formatAppointmentTime, type Practitioner } from './template-variables.js';

export interface InvoicePractice {
  name: string;
  practitioner: Practitioner;
  phone: string | null;
}

export interface InvoiceSources {
  appointment: ExistingAppointment;
  payment: PaymentState;
  practice: InvoicePractice;
  /** The location's address or link as the practice holds it (absent: only its name is shown). */
  place?: LocationPlace | null;
  currency: Currency;
  /** The product's public address: the pay link is the client's appointment page under it. */
  baseUrl: string;
  /** When the invoice is issued (the sending command's time). */
  issuedAt: Date;
}

/** Refunded: paid, then everything given back. Nothing due: unpaid, but adjusted down to zero. */
export type InvoiceStatus = 'Paid' | 'Refunded' | 'Free' | 'Due' | 'Past due' | 'Nothing due';

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

export interface InvoiceAdjustment {
  /** 'Nov 24, 2026', in the appointment's zone. */
  date: string;
  note: string | null;
  amountCents: number;
}

export interface Invoice {
  /** The appointment's invoice number: every copy sent of it carries the same. */
  number: string;
  issuedOn: string;
  currency: Currency;
  practice: InvoicePractice;
  client: { name: string; email: string; phone: string | null };
  appointment: { when: string; location: string };
  lines: InvoiceLine[];
  subtotalCents: number;
  tipCents: number;
  adjustments: InvoiceAdjustment[];
  /** What the appointment comes to: collected once paid, else price plus tip; less adjustments. */
  totalCents: number;
  /** Paid, net of what was given back. */
  paidCents: number;
  balanceCents: number;
  status: InvoiceStatus;
  /** The client's appointment page, where they pay; null when nothing is owed. */
  payUrl: string | null;
}

export const invoiceNumber = (appointmentId: string): string => `INV-${appointmentId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const dateIn = (at: string | Date, timeZone: string, format: string): string =>
  (typeof at === 'string' ? DateTime.fromISO(at, { zone: timeZone }) : DateTime.fromJSDate(at, { zone: timeZone })).setLocale('en-US').toFormat(format);

const statusOf = (appointment: ExistingAppointment, payment: PaymentState, totalCents: number, balanceCents: number, issuedAt: Date): InvoiceStatus => {
  if (isPaid(payment)) return totalCents === 0 && adjustedCents(payment) > 0 ? 'Refunded' : 'Paid';
  if (appointment.amountCents + payment.tipAmountCents === 0) return 'Free';
  if (balanceCents === 0) return 'Nothing due';
  return Date.parse(appointment.startsAt) <= issuedAt.getTime() ? 'Past due' : 'Due';
};

export const invoiceFor = ({ appointment, payment, practice, place, currency, baseUrl, issuedAt }: InvoiceSources): Invoice => {
  const zone = appointment.timeZone;
  const totalCents = Math.max(0, fullTotalCents(appointment.amountCents, payment) - adjustedCents(payment));
  const balanceCents = outstandingCents(appointment.amountCents, payment);
  const { client } = appointment;
  return {
    number: invoiceNumber(appointment.appointmentId),
    issuedOn: dateIn(issuedAt, zone, 'LLLL d, yyyy'),
    currency,
    practice,
    client: { name: `${client.firstName} ${client.lastName}`.trim(), email: client.email, phone: client.phone?.trim() || null },
    appointment: { when: formatAppointmentTime(appointment.startsAt, zone), location: locationLine(appointment.location, place) },
    lines: appointment.services.map((s) => ({ description: s.addOn ? `${s.name} (add-on)` : s.name, amountCents: s.amountCents })),
    subtotalCents: appointment.amountCents,
    tipCents: payment.tipAmountCents,
    adjustments: [...payment.adjustments]
      .sort((a, b) => a.adjustedAt.localeCompare(b.adjustedAt))
      .map((a) => ({ date: dateIn(a.adjustedAt, zone, 'LLL d, yyyy'), note: a.note?.trim() || null, amountCents: a.amountCents })),
    totalCents,
    paidCents: netCollectedCents(payment),
    balanceCents,
    status: statusOf(appointment, payment, totalCents, balanceCents, issuedAt),
    payUrl: balanceCents > 0 ? clientAppointmentUrl(baseUrl, appointment.instantActionToken) : null,
  };
};

export interface InvoiceMail extends RenderedMessage {
  template: 'client_invoice';
  to: Person;
  /** A reply reaches the pro, never our no-reply sender. */
  replyTo: Person;
}

/** The invoice e-mail to the client (the caller attaches the PDF). */
export const composeInvoiceMail = (invoice: Invoice, sources: Pick<InvoiceSources, 'appointment' | 'practice' | 'baseUrl'>): InvoiceMail => {
  const variables: TemplateVariables = {
    ...buildTemplateVariables({ appointment: sources.appointment, practitioner: sources.practice.practitioner, baseUrl: sources.baseUrl }),
    'practice.name': sources.practice.name,
  };
  const blocks = {
    text: { 'invoice.details': invoiceDetailsText(invoice), 'invoice.pay': invoicePayText(invoice) },
    html: { 'invoice.details': invoiceDetailsHtml(invoice), 'invoice.pay': invoicePayHtml(invoice) },
  };
  return {
    template: 'client_invoice',
    to: { name: invoice.client.name, email: invoice.client.email },
    replyTo: { name: variables['practitioner.full_name'], email: sources.practice.practitioner.email },
    ...renderMessage('client_invoice', variables, blocks),
  };
};
