// Phone numbers through libphonenumber-js (spec 002 §9: input up to 250 characters, national
// number 2-17 digits, extension up to 7; numbers without +1 or a leading 1 get +1, spec 001 §5).
// Shared by the server and the browser ('@app/clients/shared'): imports nothing but
// libphonenumber-js, and says what is wrong as a message instead of throwing.
import { parsePhoneNumberWithError, ParseError, validatePhoneNumberLength, type PhoneNumber } from 'libphonenumber-js';

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

// A trailing extension ("ext. 12", "x12", "#12") may hold letters; anything else may not.
const EXTENSION = /(?:ext\.?|extension|x|#)\s*\d*\s*$/i;

/** The parsed number, or the message saying what is wrong with the input. */
export const checkPhone = (input: string): { phone: PhoneNumber; problem: null } | { phone: null; problem: string } => {
  const problem = (message: string) => ({ phone: null, problem: message }) as const;
  if (typeof input !== 'string' || input.trim() === '') return problem(PhoneMessages.required);
  if (input.length > MAX_PHONE_INPUT) return problem(PhoneMessages.tooLong);
  if (/[a-z]/i.test(input.replace(EXTENSION, ''))) return problem(PhoneMessages.notANumber);
  try {
    const phone = parsePhoneNumberWithError(input, 'US');
    if (phone.ext && phone.ext.length > MAX_PHONE_EXTENSION) return problem(PhoneMessages.extensionTooLong);
    if (!phone.isPossible()) {
      const reason = validatePhoneNumberLength(input, 'US');
      return problem((reason && MESSAGES[reason]) ?? PHONE_INVALID);
    }
    return { phone, problem: null };
  } catch (error) {
    if (error instanceof ParseError) return problem(MESSAGES[error.message] ?? PHONE_INVALID);
    throw error;
  }
};

/** What is wrong with a phone number as typed, or null when it is a valid number. */
export const phoneProblem = (input: string): string | null => checkPhone(input).problem;

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

/** A valid number as people write it ("(212) 555-0101" at home, "+44 20 7946 0958" abroad); other input as typed. */
export const displayPhone = (input: string): string => {
  const { phone } = checkPhone(input);
  if (!phone) return input;
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
};
