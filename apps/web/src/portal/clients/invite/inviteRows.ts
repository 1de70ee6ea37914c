// The wizard's contacts between parsing and sending: parsed rows the pro can still edit.
import Papa from 'papaparse';
import { isValidEmail, type ParsedClient } from '../../../../../../libs/clients/src/import/parse-client-list';
import { phoneProblem } from '../../../shared/validatePhone';
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

export function emailProblem(row: ParsedClient): string | null {
  return isValidEmail(row.email) ? null : 'Invalid email';
}

/** A phone is optional; one that is given must be a phone number. */
export function rowPhoneProblem(row: ParsedClient): string | null {
  return row.phone.trim() === '' ? null : phoneProblem(row.phone);
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
