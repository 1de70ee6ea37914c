// What a support person pastes into the one search box, recognised (issue 19 item 1): an
// appointment id, an instantActionToken or a client page link (/m/c/<token>, any host), an e-mail,
// a phone number, or else a practice's name or short link.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type SupportSearchKey =
  | { kind: 'appointmentId'; value: string }
  | { kind: 'token'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'practice'; value: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const CLIENT_LINK = /\/m\/c\/([A-Za-z0-9_-]{20,64})(?:[/?#]|$)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key the text is (null for text too short to search: under 2 characters). */
export const parseSupportSearch = (input: string): SupportSearchKey | null => {
  const text = input.trim();
  if (text.length < 2 || text.length > 500) return null;
  const link = CLIENT_LINK.exec(text);
  if (link) return { kind: 'token', value: link[1] };
  if (UUID.test(text)) return { kind: 'appointmentId', value: text.toLowerCase() };
  if (EMAIL.test(text)) return { kind: 'email', value: text.toLowerCase() };
  if (/^[+(]?[\d\s().-]{7,}$/.test(text)) {
    const phone = parsePhoneNumberFromString(text, 'US');
    if (phone?.isPossible()) return { kind: 'phone', value: phone.number };
  }
  if (TOKEN.test(text) && /\d|[A-Z_]/.test(text) && /[a-z]/.test(text)) return { kind: 'token', value: text };
  return { kind: 'practice', value: text.toLowerCase() };
};
