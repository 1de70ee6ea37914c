// Phone numbers through libphonenumber-js (spec 002 §9: input up to 250 characters, national
// number 2-17 digits, extension up to 7; numbers without +1 or a leading 1 get +1, spec 001 §5).
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type PhoneNumber } from 'libphonenumber-js';
import { DomainError } from '../../es/src/decider.js';

export const PhoneMessages = {
  required: 'Phone is required.',
  tooShort: 'This phone number is too short.',
  tooLong: 'This phone number is too long.',
  invalidCountry: 'This phone number has an invalid country code.',
  notANumber: 'This is not a phone number.',
  invalidLength: 'This phone number has an invalid length.',
  extensionTooLong: 'A phone extension can have at most 7 digits.',
} as const;

const MESSAGES: Record<string, string> = {
  TOO_SHORT: PhoneMessages.tooShort,
  TOO_LONG: PhoneMessages.tooLong,
  INVALID_COUNTRY: PhoneMessages.invalidCountry,
  NOT_A_NUMBER: PhoneMessages.notANumber,
  INVALID_LENGTH: PhoneMessages.invalidLength,
};

export const PHONE_INVALID = 'Please enter a valid phone number.';
export const MAX_PHONE_INPUT = 250;
export const MAX_PHONE_EXTENSION = 7;

export interface ParsedPhone {
  /** E.164, without the extension: the value claimed and searched on. */
  e164: string;
  extension: string | null;
}

// A trailing extension ("ext. 12", "x12", "#12") may hold letters; anything else may not.
const EXTENSION = /(?:ext\.?|extension|x|#)\s*\d*\s*$/i;

const parse = (input: string): PhoneNumber => {
  if (typeof input !== 'string' || input.trim() === '') throw new DomainError(PhoneMessages.required);
  if (input.length > MAX_PHONE_INPUT) throw new DomainError(PhoneMessages.tooLong);
  if (/[a-z]/i.test(input.replace(EXTENSION, ''))) throw new DomainError(PhoneMessages.notANumber);
  try {
    const phone = parsePhoneNumberWithError(input, 'US');
    if (phone.ext && phone.ext.length > MAX_PHONE_EXTENSION) throw new DomainError(PhoneMessages.extensionTooLong);
    if (!phone.isPossible()) {
      const reason = validatePhoneNumberLength(input, 'US');
      throw new DomainError((reason && MESSAGES[reason]) ?? PHONE_INVALID);
    }
    return phone;
  } catch (error) {
    if (error instanceof ParseError) throw new DomainError(MESSAGES[error.message] ?? PHONE_INVALID);
    throw error;
  }
};

/** The number and its extension, or a DomainError saying what is wrong. */
export const parsePhone = (input: string): ParsedPhone => {
  const phone = parse(input);
  return { e164: phone.number, extension: phone.ext ?? null };
};

/** Returns the number in E.164, or throws a DomainError saying what is wrong. */
export const normalizePhone = (input: string): string => parsePhone(input).e164;

/** National display for North American numbers ("(415) 555-0134"), international for others. */
export const formatPhone = (e164: string | null | undefined, extension?: string | null): string | null => {
  if (!e164) return null;
  try {
    const phone = parsePhoneNumberWithError(e164);
    const text = phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
    return extension ? `${text} ext. ${extension}` : text;
  } catch {
    return e164;
  }
};

/** The digits a search can match: the national number and the full E.164 digits. */
export const phoneSearchDigits = (e164: string | null | undefined): string[] => {
  if (!e164) return [];
  try {
    const phone = parsePhoneNumberWithError(e164);
    return [String(phone.nationalNumber), e164.replace(/\D/g, '')];
  } catch {
    return [e164.replace(/\D/g, '')];
  }
};
