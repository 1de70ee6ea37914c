// The rules of a client's profile (spec 001 §5 Create client) as pure checks: raw input in,
// a normalised profile out, or a DomainError with the spec's message.
import { DomainError } from '#app/es';
import type { ClientProfile } from './client.js';
import { ClientMessages, MAX_CLIENT_NAME_LENGTH } from './client-messages.js';
import { isValidEmail } from './import/parse-client-list.js';
import { parsePhone } from './phone-number.js';

export { ClientMessages, MAX_CLIENT_NAME_LENGTH };

export const MAX_NOTE_LENGTH = 10_000;

/** What the pro (or an import row, or a booking) typed; any field may be missing. */
export interface ClientInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  notes?: string | null;
  clientType?: string | null;
  invitedFrom?: string | null;
  address?: string | null;
  addressTwo?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** The practice's own contact details, which a client may not use (spec 001 §5). */
export interface PracticeContact {
  email: string | null;
  phone: string | null;
}

/**
 * 'pro': the Create client form (phone required, e-mail optional). 'invite': an import row
 * (e-mail required, phone optional). 'booking': a visitor's booking (both checked before).
 * 'review': a reviewer known by first name and phone only (a review link or an imported review).
 */
export type ClientCreationMode = 'pro' | 'invite' | 'booking' | 'review';

const OPTIONAL_TEXT = ['clientType', 'invitedFrom', 'address', 'addressTwo', 'city', 'state', 'postalCode', 'country'] as const;
const MAX_FIELD = 200;

const name = (value: string | null | undefined, message: string): string => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed) throw new DomainError(message);
  if (trimmed.length > MAX_CLIENT_NAME_LENGTH) throw new DomainError(ClientMessages.nameTooLong);
  return trimmed;
};

const optionalText = (value: string | null | undefined): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length > MAX_FIELD) throw new DomainError(ClientMessages.fieldTooLong);
  return trimmed || null;
};

const blank = (value: string | null | undefined) => typeof value !== 'string' || value.trim() === '';

const email = (value: string | null | undefined, contact: PracticeContact): string | null => {
  if (blank(value)) return null;
  if (!isValidEmail(value!)) throw new DomainError(ClientMessages.invalidEmail);
  const normalised = value!.trim().toLowerCase();
  if (contact.email && normalised === contact.email.trim().toLowerCase()) throw new DomainError(ClientMessages.practiceEmail);
  return normalised;
};

const phone = (value: string | null | undefined, contact: PracticeContact): Pick<ClientProfile, 'phone' | 'phoneExtension'> => {
  if (blank(value)) return { phone: null, phoneExtension: null };
  const parsed = parsePhone(value!);
  if (contact.phone && samePhone(parsed.e164, contact.phone)) throw new DomainError(ClientMessages.practicePhone);
  return { phone: parsed.e164, phoneExtension: parsed.extension };
};

const samePhone = (e164: string, practicePhone: string): boolean => {
  try {
    return parsePhone(practicePhone).e164 === e164;
  } catch {
    return false;
  }
};

/** A new client's profile, normalised, or the first rule it breaks. */
export const checkNewClient = (input: ClientInput, mode: ClientCreationMode, contact: PracticeContact): ClientProfile => {
  const firstName = name(input.firstName, ClientMessages.firstNameRequired);
  const lastName = mode === 'review' && blank(input.lastName) ? '' : name(input.lastName, ClientMessages.lastNameRequired);
  if ((mode === 'pro' || mode === 'review') && blank(input.phone)) throw new DomainError(ClientMessages.phoneRequired);
  if (mode !== 'pro' && mode !== 'review' && blank(input.email)) throw new DomainError(ClientMessages.invalidEmail);
  const profile: ClientProfile = {
    firstName,
    lastName,
    email: email(input.email, contact),
    ...phone(input.phone, contact),
    ...(Object.fromEntries(OPTIONAL_TEXT.map((field) => [field, optionalText(input[field])])) as Pick<ClientProfile, (typeof OPTIONAL_TEXT)[number]>),
  };
  return profile;
};

/**
 * The fields an edit changes, normalised: a field left out (undefined) stays as it is; null or
 * blank clears an optional field. The client must keep a phone or an e-mail.
 */
export const checkClientChanges = (input: ClientInput, current: ClientProfile, contact: PracticeContact): Partial<ClientProfile> => {
  const changes: Partial<ClientProfile> = {};
  if (input.firstName !== undefined) changes.firstName = name(input.firstName, ClientMessages.firstNameRequired);
  if (input.lastName !== undefined) changes.lastName = name(input.lastName, ClientMessages.lastNameRequired);
  if (input.email !== undefined) changes.email = email(input.email, contact);
  if (input.phone !== undefined) Object.assign(changes, phone(input.phone, contact));
  for (const field of OPTIONAL_TEXT) if (input[field] !== undefined) changes[field] = optionalText(input[field]);
  const after = { ...current, ...changes };
  if (!after.email && !after.phone) throw new DomainError(ClientMessages.contactRequired);
  // Only what really differs, so an unchanged save appends nothing.
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => current[field as keyof ClientProfile] !== value));
};

export const checkNoteText = (text: string | null | undefined): string => {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) throw new DomainError(ClientMessages.noteRequired);
  if (trimmed.length > MAX_NOTE_LENGTH) throw new DomainError(ClientMessages.noteTooLong);
  return trimmed;
};

export const fullName = (profile: Pick<ClientProfile, 'firstName' | 'lastName'>): string => `${profile.firstName} ${profile.lastName}`.trim();
