// The pro's name and e-mail as the practice's owner: what e-mails sign with and reply to, and the
// practitioner the client sees. The Account page changes them on the account and here together.
import type { DomainEvent } from '#app/es';

export type OwnerDetailsEvent = DomainEvent<'OwnerDetailsChanged', { name?: string; email?: string }>;

/** `change`: checked and normalised by the caller (the Account page's rules). Only what differs is recorded. */
export const changeOwnerDetails = (current: { name: string; email: string }, change: { name?: string; email?: string }): OwnerDetailsEvent[] => {
  const data: { name?: string; email?: string } = {};
  if (change.name !== undefined && change.name !== current.name) data.name = change.name;
  if (change.email !== undefined && change.email !== current.email) data.email = change.email;
  return Object.keys(data).length ? [{ type: 'OwnerDetailsChanged', data }] : [];
};
