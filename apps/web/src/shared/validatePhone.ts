// Phone numbers checked in the browser as the server checks them (libs/clients phone-number.ts,
// spec 000 §5): libphonenumber-js, US by default, at most 250 characters, extension up to 7
// digits, and a possible length for the country. Returns the message to show, or null.
import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js';

export const MAX_PHONE_INPUT = 250;

export const PHONE_MESSAGES = {
  required: 'Phone is required.',
  TOO_SHORT: 'This phone number is too short.',
  TOO_LONG: 'This phone number is too long.',
  INVALID_COUNTRY: 'This phone number has an invalid country code.',
  NOT_A_NUMBER: 'This is not a phone number.',
  INVALID_LENGTH: 'This phone number has an invalid length.',
  invalid: 'Please enter a valid phone number.',
} as const;

function messageFor(reason: string | undefined): string {
  return (PHONE_MESSAGES as Record<string, string>)[reason ?? ''] ?? PHONE_MESSAGES.invalid;
}

export function phoneProblem(input: string): string | null {
  if (input.trim() === '') return PHONE_MESSAGES.required;
  if (input.length > MAX_PHONE_INPUT) return PHONE_MESSAGES.TOO_LONG;
  try {
    const phone = parsePhoneNumberWithError(input, 'US');
    if (phone.ext && phone.ext.length > 7) return PHONE_MESSAGES.TOO_LONG;
    if (!phone.isPossible()) return messageFor(validatePhoneNumberLength(input, 'US'));
    return null;
  } catch (error) {
    if (error instanceof ParseError) return messageFor(error.message);
    throw error;
  }
}

/** A valid number as people write it: "(212) 555-0101" at home, "+44 20 7946 0958" abroad. */
export function displayPhone(input: string): string {
  if (phoneProblem(input)) return input;
  const phone = parsePhoneNumberWithError(input, 'US');
  return phone.country === 'US' ? phone.formatNational() : phone.formatInternational();
}
