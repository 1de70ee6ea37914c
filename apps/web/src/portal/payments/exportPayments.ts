// Export CSV: every payment matching the page's filters and search, not only the page on screen,
// written with papaparse and downloaded like the client directory's export (clients/exportClients.ts).
import Papa from 'papaparse';
import { badgeOf, csvDate, statusDetails, totalCents } from './paymentText';
import type { PaymentEntry, PaymentFilter } from './types';

export const EXPORT_COLUMNS = [
  'Date',
  'Time',
  'Time Zone',
  'Client',
  'Email',
  'Phone',
  'Service',
  'Location',
  'Amount',
  'Tip',
  'Refunded',
  'Collected',
  'Outstanding',
  'Currency',
  'Status',
  'Details',
] as const;

// As in the clients' export: a cell a spreadsheet would run as a formula gets a leading quote,
// while "+44 20 ..." stays a phone number.
const FORMULA = /^([=@\t\r]|[+-](?![\d (]))/;

/** Cents as a spreadsheet reads them: 90.00 (no currency sign, always 2 decimals). */
const decimal = (cents: number) => (cents / 100).toFixed(2);

export function paymentsCsv(entries: PaymentEntry[]): string {
  return Papa.unparse(
    {
      fields: [...EXPORT_COLUMNS],
      data: entries.map((entry) => {
        const { date, time } = csvDate(entry);
        return [
          date,
          time,
          entry.timeZone,
          entry.clientName,
          entry.clientEmail,
          entry.clientPhone,
          entry.serviceName,
          entry.locationName,
          decimal(totalCents(entry)),
          decimal(entry.tipAmountCents),
          decimal(entry.refundedCents),
          decimal(entry.collectedCents),
          decimal(entry.outstandingCents),
          entry.currency,
          badgeOf(entry).label,
          statusDetails(entry),
        ];
      }),
    },
    { escapeFormulae: FORMULA },
  );
}

/** payments.csv, or payments-this_month-unpaid.csv when filtered by date or state. */
export function exportFileName({ dateFilter, stateFilter }: PaymentFilter): string {
  const parts = ['payments', dateFilter !== 'all_time' ? dateFilter : '', stateFilter !== 'all' ? stateFilter : ''].filter(Boolean);
  return `${parts.join('-')}.csv`;
}
