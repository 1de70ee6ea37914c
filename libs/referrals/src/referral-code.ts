// A practice's discount code: the pro's first name and four random characters ('MAYA-7K2Q'),
// readable aloud: no 0/O or 1/I/L. Randomness comes in as bytes so the rule stays pure; the code
// is unique through a libs/es claim stream per code (referralCodeStreamId).

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 4;
const MAX_NAME_LENGTH = 10;

/** The name part: the first name's letters, accents dropped, upper case; 'PRO' when none is left. */
export const referralCodeName = (fullName: string): string => {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  const letters = first.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, MAX_NAME_LENGTH);
  return letters || 'PRO';
};

/** `bytes`: at least four random bytes (crypto.randomBytes on the server). */
export const referralCodeFor = (fullName: string, bytes: Uint8Array): string => {
  if (bytes.length < SUFFIX_LENGTH) throw new Error(`referralCodeFor needs ${SUFFIX_LENGTH} random bytes`);
  const suffix = Array.from(bytes.slice(0, SUFFIX_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${referralCodeName(fullName)}-${suffix}`;
};

/** How a typed or linked code is compared: trimmed, upper case; null when it cannot be a code. */
export const normalizeReferralCode = (code: string | null | undefined): string | null => {
  const value = (code ?? '').trim().toUpperCase();
  return /^[A-Z]{1,10}-[A-Z0-9]{4}$/.test(value) ? value : null;
};
