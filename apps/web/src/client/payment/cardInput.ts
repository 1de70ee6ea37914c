// The simulator's card form fields as typed: the number in groups of four, the expiry as MM / YY,
// the CVC. Only completeness is checked here; the provider decides whether the card is good.
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" */
export const formatCardNumber = (value: string): string => digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12 / 34" (the separator appears with the year's first digit, so backspace never sticks); "4" -> "04". */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "12 / 34" -> { expMonth: 12, expYear: 2034 }; null when incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const digits = digitsOf(value, 4);
  if (digits.length !== 4) return null;
  const expMonth = Number(digits.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(digits.slice(2)) };
}

export type CardField = keyof CardFields;

/** The first incomplete field and what to say about it (Stripe's words), or the card to send. */
export function readCard(fields: CardFields): { ok: true; card: CardDetails } | { ok: false; field: CardField; problem: string } {
  const number = digitsOf(fields.number, 19);
  if (number.length < 13) return { ok: false, field: 'number', problem: 'Your card number is incomplete.' };
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) return { ok: false, field: 'expiry', problem: "Your card's expiration date is incomplete." };
  const cvc = digitsOf(fields.cvc, 4);
  if (cvc.length < 3) return { ok: false, field: 'cvc', problem: "Your card's security code is incomplete." };
  return { ok: true, card: { number, ...expiry, cvc } };
}
