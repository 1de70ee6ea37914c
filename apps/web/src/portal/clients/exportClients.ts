// Export CSV (spec 001 §2): every client matching the directory's search, not only the page on
// screen, read 500 at a time (the server's page limit) and written with papaparse.
import Papa from 'papaparse';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { CLIENTS } from './clientQueries';
import type { Client } from './types';

const PAGE = 500;

export const EXPORT_COLUMNS = ['First Name', 'Last Name', 'Email', 'Phone', 'Last Appointment'] as const;

export async function fetchAllClients(search: string | undefined, sortField: string, sortOrder: 'ASC' | 'DESC'): Promise<Client[]> {
  const all: Client[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { clients } = await graphqlRequest(CLIENTS, { search, sortField, sortOrder, limit: PAGE, offset });
    all.push(...clients.clients);
    // Stop at the total, or when a page comes back short (the list shrank while reading).
    if (all.length >= clients.totalCount || clients.clients.length < PAGE) return all;
  }
}

/** The date of the last appointment as a spreadsheet reads it: 2026-11-21 (the browser's day). */
function day(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// A cell a spreadsheet would run as a formula gets a leading quote; "+44 20 ..." stays a phone number.
const FORMULA = /^([=@\t\r]|[+-](?![\d (]))/;

export function clientsCsv(clients: Client[]): string {
  return Papa.unparse(
    {
      fields: [...EXPORT_COLUMNS],
      data: clients.map((c) => [c.firstName, c.lastName, c.email ?? '', c.formattedPhone ?? c.phone ?? '', day(c.lastAppointmentDate)]),
    },
    { escapeFormulae: FORMULA },
  );
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(csv: string, fileName = 'clients.csv'): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
