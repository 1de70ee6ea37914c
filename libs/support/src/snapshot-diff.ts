// A diff between two moments of an appointment: each field that differs, in words, before -> after.
import type { AppointmentSnapshot } from './appointment-snapshot.js';
import { formatInZone, formatMoney } from './support-format.js';

export interface SnapshotChange {
  field: string;
  before: string;
  after: string;
}

type Reader = (s: AppointmentSnapshot, currency: string) => string;

const services = (s: AppointmentSnapshot, currency: string) =>
  s.services.map((line) => `${line.name}${line.addOn ? ' (add-on)' : ''}, ${line.timeLength} min, ${formatMoney(line.amountCents, currency)}`).join('; ') || 'none';

const FIELDS: Array<[string, Reader]> = [
  ['Status', (s) => s.status],
  ['Starts', (s) => formatInZone(s.startsAt, s.timeZone)],
  ['Ends', (s) => formatInZone(s.endsAt, s.timeZone)],
  ['Time zone', (s) => s.timeZone],
  ['Location', (s) => s.locationName],
  ['Client', (s) => `${s.clientName} <${s.clientEmail}>`],
  ['Services', services],
  ['Price', (s, c) => formatMoney(s.amountCents, c)],
  ['Payment status', (s) => s.paymentStatus],
  ['Paid', (s, c) => formatMoney(s.paidCents, c)],
  ['Tip', (s, c) => formatMoney(s.tipAmountCents, c)],
  ['Card', (s) => (s.cardLast4 ? `ending ${s.cardLast4}` : 'none')],
  ['Practitioner note', (s) => s.practitionerNote ?? ''],
];

/** What changed from `before` to `after` (null = the appointment did not exist yet). */
export const diffSnapshots = (before: AppointmentSnapshot | null, after: AppointmentSnapshot | null, currency = 'USD'): SnapshotChange[] =>
  FIELDS.flatMap(([field, read]) => {
    const b = before ? read(before, currency) : '';
    const a = after ? read(after, currency) : '';
    return a === b ? [] : [{ field, before: b, after: a }];
  });

/** The snapshot as label/value rows (the as-of panel and the exports). */
export const snapshotRows = (snapshot: AppointmentSnapshot, currency = 'USD'): Array<{ field: string; value: string }> =>
  FIELDS.map(([field, read]) => ({ field, value: read(snapshot, currency) }));
