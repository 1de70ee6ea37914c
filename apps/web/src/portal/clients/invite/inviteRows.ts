// The wizard's contacts between parsing and sending: parsed rows the pro can still edit.
import Papa from 'papaparse';
import { ClientMessages, isValidEmail, MAX_CLIENT_NAME_LENGTH, phoneProblem, type ParsedClient } from '@app/clients/shared';
import type { InvitedClient } from '../clientCommands';

export interface ReviewRow extends ParsedClient {
  key: number;
}

/** Where the list came from (spec 002 §3 "Invited client"): a file, or text pasted in. */
export type InviteSource = 'csv_upload' | 'copy_paste';

let nextKey = 1;

export function toReviewRows(rows: ParsedClient[]): ReviewRow[] {
  return rows.map((row) => ({ ...row, key: nextKey++ }));
}

/** Back to text for the paste step ('Edit'), in the column order the parser reads. */
export function rowsToText(rows: ParsedClient[]): string {
  return Papa.unparse(rows.map((r) => [r.email, r.firstName, r.lastName, r.phone]));
}

/** What the server would refuse in a row, field by field (client rules, mode 'invite'), as it is edited. */
export type RowProblems = Record<keyof ParsedClient, string | null>;

export function rowProblems(row: ParsedClient): RowProblems {
  return {
    email: isValidEmail(row.email) ? null : ClientMessages.invalidEmail,
    firstName: nameProblem(row.firstName, ClientMessages.firstNameRequired),
    lastName: nameProblem(row.lastName, ClientMessages.lastNameRequired),
    // A phone is optional; one that is given must be a phone number.
    phone: row.phone.trim() === '' ? null : phoneProblem(row.phone),
  };
}

export function hasProblems(row: ParsedClient): boolean {
  return Object.values(rowProblems(row)).some(Boolean);
}

function nameProblem(name: string, required: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return required;
  return trimmed.length > MAX_CLIENT_NAME_LENGTH ? ClientMessages.nameTooLong : null;
}

export function toInvitedClient(row: ParsedClient, invitedFrom: InviteSource): InvitedClient {
  const client: InvitedClient = {
    email: row.email.trim(),
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    clientType: 'invited',
    invitedFrom,
  };
  if (row.phone.trim() !== '') client.phone = row.phone.trim();
  return client;
}
