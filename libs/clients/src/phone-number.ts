// Phone numbers on the server: the shared rules (phone-rules.ts) as domain errors, and the
// digits the client directory searches.
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { DomainError } from '#app/es';
import { checkPhone } from './phone-rules.js';

export * from './phone-rules.js';

export interface ParsedPhone {
  /** E.164, without the extension: the value claimed and searched on. */
  e164: string;
  extension: string | null;
}

/** The number and its extension, or a DomainError saying what is wrong. */
export const parsePhone = (input: string): ParsedPhone => {
  const checked = checkPhone(input);
  if (!checked.phone) throw new DomainError(checked.problem);
  return { e164: checked.phone.number, extension: checked.phone.ext ?? null };
};

/** Returns the number in E.164, or throws a DomainError saying what is wrong. */
export const normalizePhone = (input: string): string => parsePhone(input).e164;

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
