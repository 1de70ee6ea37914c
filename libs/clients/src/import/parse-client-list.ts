// Client import (spec 001 §5 Import): a CSV file or pasted text becomes contacts. Lines split on
// newlines, cells on commas or tabs; columns are Email, First name, Last name, Phone number; a row
// is kept only when its first cell is a valid e-mail. Shared by the portal (relative import) and
// the API, so this file imports nothing but papaparse.
import Papa from 'papaparse';

/** A file larger than this is refused before it is read (a 5,000-row list is far smaller). */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
/** At most this many clients per inviteClients call. */
export const MAX_INVITE_CLIENTS = 5000;

export const ImportMessages = {
  noValidRowFile:
    'Please make sure the file contains at least one correct email and the formatting of your file is in this order: Email | First name | Last name | Phone number',
  noValidRowPaste:
    'Please make sure you entered at least one correct email and you entered the information in this order: Email | First name | Last name | Phone number',
  fileNotCsv: 'Please choose a .csv file.',
  fileTooLarge: `This file is too large. Please upload a file of at most ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB.`,
  tooManyClients: `You can invite at most ${MAX_INVITE_CLIENTS} clients at once. Please split your list.`,
} as const;

export interface ParsedClient {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ParsedClientList {
  rows: ParsedClient[];
  /** Non-blank lines that were dropped: no valid e-mail first, or an e-mail already listed above. */
  skipped: number;
}

// A pragmatic check (name@domain.tld, no spaces, one @); deliverability is proven by mail, not regex.
const EMAIL = /^[^\s@,;<>()\[\]"]+@[^\s@,;<>()\[\]"]+\.[^\s@,;<>()\[\]".]{2,}$/;

export const isValidEmail = (value: string): boolean => {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length > 0 && email.length <= 254 && EMAIL.test(email) && !email.includes('..');
};

const HEADER = /^\s*e-?mail(\s+address)?\s*$/i;

const cell = (row: string[], index: number): string => (row[index] ?? '').trim();

export const parseClientList = (text: string): ParsedClientList => {
  const input = (text ?? '').replace(/^\uFEFF/, '');
  if (input.trim() === '') return { rows: [], skipped: 0 };
  const parsed = Papa.parse<string[]>(input, {
    delimiter: '', // guessed per text, between the two the spec allows
    delimitersToGuess: [',', '\t'], // newlines (\n, \r\n, \r) are detected too
    skipEmptyLines: 'greedy',
    header: false,
  });
  // A paste may mix lines copied from a spreadsheet (tabs) with typed ones (commas): a line left
  // whole by the guessed separator is split on the other one.
  const other = parsed.meta.delimiter === '\t' ? ',' : '\t';
  const cellsOf = (row: string[]): string[] =>
    row.length === 1 && row[0].includes(other) ? (Papa.parse<string[]>(row[0], { delimiter: other }).data[0] ?? row) : row;
  const rows: ParsedClient[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  parsed.data.map(cellsOf).forEach((row, index) => {
    const email = cell(row, 0);
    if (index === 0 && HEADER.test(email)) return; // a header row is expected, not an error
    const key = email.toLowerCase();
    if (!isValidEmail(email) || seen.has(key)) {
      skipped += 1;
      return;
    }
    seen.add(key);
    rows.push({ email, firstName: cell(row, 1), lastName: cell(row, 2), phone: cell(row, 3) });
  });
  return { rows, skipped };
};
