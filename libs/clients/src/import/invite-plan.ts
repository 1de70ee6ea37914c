// The invite wizard's list (spec 001 §5 "Invite clients"): each row is checked by the rules of a
// new client (an e-mail is required, the phone optional), no e-mail or phone twice within the list
// (the first row keeps it), and none another client of the practice holds. Pure: the holders come
// from the caller (the directory answers for thousands of rows at once; the claims appended with
// each client stay the guarantee).
import { DomainError } from '#app/es';
import { checkNewClient, ClientMessages, fullName, type ClientInput, type PracticeContact } from '../client-rules.js';

const DEFAULT_SOURCE = 'csv_upload';

export interface InviteRow {
  /** The row's place in the list: erroredClients come back in the list's order. */
  index: number;
  input: ClientInput;
  email: string | null;
  phone: string | null;
}

export interface ErroredRow {
  email: string | null;
  errors: string[];
}

export type ErroredInviteRow = ErroredRow & { index: number };

/** Names of the clients already holding e-mails and phones, by value. */
export interface ContactHolders {
  email: ReadonlyMap<string, string>;
  phone: ReadonlyMap<string, string>;
}

export const erroredRow = (index: number, row: ClientInput, error: unknown): ErroredInviteRow => {
  if (!(error instanceof DomainError)) throw error;
  return { index, email: typeof row.email === 'string' ? row.email.trim().slice(0, 254) || null : null, errors: [error.message] };
};

/** The rows as invited clients, checked by the rules and against each other (no holders yet). */
export const checkInviteRows = (rows: ClientInput[], contact: PracticeContact): { valid: InviteRow[]; errored: ErroredInviteRow[] } => {
  const seen = new Map<string, string>();
  const valid: InviteRow[] = [];
  const errored: ErroredInviteRow[] = [];
  for (const [index, raw] of rows.entries()) {
    const input: ClientInput = { ...raw, clientType: 'invited', invitedFrom: raw.invitedFrom?.trim() || DEFAULT_SOURCE };
    try {
      const profile = checkNewClient(input, 'invite', contact);
      const byEmail = profile.email ? seen.get(`e:${profile.email}`) : undefined;
      const byPhone = profile.phone ? seen.get(`p:${profile.phone}`) : undefined;
      if (byEmail) throw new DomainError(ClientMessages.emailTaken(byEmail));
      if (byPhone) throw new DomainError(ClientMessages.phoneTaken(byPhone));
      const name = fullName(profile);
      if (profile.email) seen.set(`e:${profile.email}`, name);
      if (profile.phone) seen.set(`p:${profile.phone}`, name);
      valid.push({ index, input, email: profile.email, phone: profile.phone });
    } catch (error) {
      errored.push(erroredRow(index, raw, error));
    }
  }
  return { valid, errored };
};

/** The valid rows no other client holds, and the others as errors naming the holder. */
export const withoutHeldContacts = (valid: InviteRow[], holders: ContactHolders): { fresh: InviteRow[]; errored: ErroredInviteRow[] } => {
  const fresh: InviteRow[] = [];
  const errored: ErroredInviteRow[] = [];
  for (const row of valid) {
    const byEmail = row.email ? holders.email.get(row.email) : undefined;
    const byPhone = row.phone ? holders.phone.get(row.phone) : undefined;
    if (byEmail) errored.push(erroredRow(row.index, row.input, new DomainError(ClientMessages.emailTaken(byEmail))));
    else if (byPhone) errored.push(erroredRow(row.index, row.input, new DomainError(ClientMessages.phoneTaken(byPhone))));
    else fresh.push(row);
  }
  return { fresh, errored };
};

/** The errors in the list's order, as the API returns them. */
export const inListOrder = (errored: ErroredInviteRow[]): ErroredRow[] =>
  [...errored].sort((a, b) => a.index - b.index).map(({ email, errors }) => ({ email, errors }));
