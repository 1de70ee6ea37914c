// Phone numbers through libphonenumber-js (spec 000 §5: input up to 250 characters, national
// number 2-17 digits, extension up to 7; US numbers get +1 by default).
import { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js';
import { DomainError } from '../../es/src/decider.js';

const MESSAGES: Record<string, string> = {
  TOO_SHORT: 'This phone number is too short.',
  TOO_LONG: 'This phone number is too long.',
  INVALID_COUNTRY: 'This phone number has an invalid country code.',
  NOT_A_NUMBER: 'This is not a phone number.',
  INVALID_LENGTH: 'This phone number has an invalid length.',
};

export const PHONE_INVALID = 'Please enter a valid phone number.';

/** Returns the number in E.164, or throws a DomainError saying what is wrong. */
export const normalizePhone = (input: string): string => {
  if (typeof input !== 'string' || input.trim() === '') throw new DomainError('Phone is required.');
  if (input.length > 250) throw new DomainError(MESSAGES.TOO_LONG);
  try {
    const phone = parsePhoneNumberWithError(input, 'US');
    if (phone.ext && phone.ext.length > 7) throw new DomainError(MESSAGES.TOO_LONG);
    if (!phone.isPossible()) throw new DomainError(PHONE_INVALID);
    return phone.number;
  } catch (error) {
    if (error instanceof ParseError) throw new DomainError(MESSAGES[error.message] ?? PHONE_INVALID);
    throw error;
  }
};
