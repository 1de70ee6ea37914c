// The invoice as the e-mail shows it, in plain text and in HTML: header, from, bill to, the
// appointment, the lines, tip, adjustments, total, paid, balance due; and the pay link block.
// Everything in it that people typed (names, services, notes) is escaped in the HTML.
import { formatCents } from '#app/payments';
import type { Invoice } from './compose-invoice.js';
import { escapeHtml } from './render-template.js';

export interface InvoiceRow {
  label: string;
  amountCents: number;
  strong?: boolean;
}

/** The money rows under the lines, in order, as both the e-mail and the PDF list them. */
export const invoiceSummaryRows = (invoice: Invoice): InvoiceRow[] => [
  { label: 'Subtotal', amountCents: invoice.subtotalCents },
  ...(invoice.tipCents > 0 ? [{ label: 'Tip', amountCents: invoice.tipCents }] : []),
  ...invoice.adjustments.map((a) => ({ label: `Adjustment, ${a.date}${a.note ? `: ${a.note}` : ''}`, amountCents: -a.amountCents })),
  { label: `Total (${invoice.currency})`, amountCents: invoice.totalCents, strong: true },
  { label: 'Amount paid', amountCents: invoice.paidCents },
  { label: `Balance due (${invoice.currency})`, amountCents: invoice.balanceCents, strong: true },
];

/** The practice's contact lines: its name, the pro, e-mail and phone. */
export const invoiceFromLines = (invoice: Invoice): string[] =>
  [invoice.practice.name, invoice.practice.practitioner.name, invoice.practice.practitioner.email, invoice.practice.phone].filter((l): l is string => !!l?.trim());

export const invoiceToLines = (invoice: Invoice): string[] =>
  [invoice.client.name, invoice.client.email, invoice.client.phone].filter((l): l is string => !!l?.trim());

export const invoiceDetailsText = (invoice: Invoice): string =>
  [
    `Invoice ${invoice.number}`,
    `Issued: ${invoice.issuedOn}`,
    `Status: ${invoice.status}`,
    '',
    'From:',
    ...invoiceFromLines(invoice),
    '',
    'Bill to:',
    ...invoiceToLines(invoice),
    '',
    `Appointment: ${invoice.appointment.when}`,
    `Location: ${invoice.appointment.location}`,
    '',
    ...invoice.lines.map((l) => `${l.description}: ${formatCents(l.amountCents)}`),
    ...invoiceSummaryRows(invoice).map((r) => `${r.label}: ${formatCents(r.amountCents)}`),
  ].join('\n');

const cell = 'style="padding: 3px 24px 3px 0;"';
const amount = 'style="padding: 3px 0; text-align: right; white-space: nowrap;"';
const rule = 'style="border-top: 1px solid #ccc;"';
const strong = (html: string, on = true) => (on ? `<strong>${html}</strong>` : html);
const lines = (items: string[]) => items.map(escapeHtml).join('<br>');

export const invoiceDetailsHtml = (invoice: Invoice): string => {
  const lineRows = invoice.lines.map((l) => `<tr><td ${cell}>${escapeHtml(l.description)}</td><td ${amount}>${formatCents(l.amountCents)}</td></tr>`);
  const summaryRows = invoiceSummaryRows(invoice).map(
    (r, i) => `<tr${i === 0 ? ` ${rule}` : ''}><td ${cell}>${strong(escapeHtml(r.label), r.strong)}</td><td ${amount}>${strong(formatCents(r.amountCents), r.strong)}</td></tr>`,
  );
  return [
    `<p>${strong(`Invoice ${escapeHtml(invoice.number)}`)}<br>Issued: ${escapeHtml(invoice.issuedOn)}<br>Status: ${strong(escapeHtml(invoice.status))}</p>`,
    `<p>${strong('From')}<br>${lines(invoiceFromLines(invoice))}</p>`,
    `<p>${strong('Bill to')}<br>${lines(invoiceToLines(invoice))}</p>`,
    `<p>${strong('Appointment')}<br>${escapeHtml(invoice.appointment.when)}<br>${escapeHtml(invoice.appointment.location)}</p>`,
    `<table role="presentation" style="border-collapse: collapse; margin: 12px 0;">\n${[...lineRows, ...summaryRows].join('\n')}\n</table>`,
  ].join('\n');
};

/** While something is owed: the client's page to pay on. Once paid: thanks. Free: nothing. */
export const invoicePayText = (invoice: Invoice): string => {
  if (invoice.payUrl) return `Pay ${formatCents(invoice.balanceCents)} online: ${invoice.payUrl}`;
  return invoice.status === 'Paid' ? 'Thank you, this invoice is paid.' : '';
};

export const invoicePayHtml = (invoice: Invoice): string => {
  if (invoice.payUrl) return `<p><a href="${escapeHtml(invoice.payUrl)}">Pay ${formatCents(invoice.balanceCents)} online</a></p>`;
  return invoice.status === 'Paid' ? '<p>Thank you, this invoice is paid.</p>' : '';
};
