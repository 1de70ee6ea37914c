// The simulator's test cards: the card number decides what happens, as with Stripe's test cards
// (https://docs.stripe.com/testing). Any other valid number (Luhn) behaves like the first.

export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'fails_off_session';

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  /** Saving succeeds; every later charge is declined (the day-of charge fails). */
  '4000000000000341': 'fails_off_session',
};

export const DECLINES: Record<Exclude<CardBehaviour, 'succeeds'>, { code: string; reason: string }> = {
  declined: { code: 'card_declined', reason: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', reason: 'Your card has insufficient funds.' },
  fails_off_session: { code: 'card_declined', reason: 'Your card was declined.' },
};

/** The Luhn checksum every card number passes. */
const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string): string => {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CheckedCard =
  | { ok: true; digits: string; brand: string; last4: string; expMonth: number; expYear: number; behaviour: CardBehaviour }
  | { ok: false; code: string; reason: string };

/** Checks a card as a provider's form would; `declined` is refused already when the card is saved. */
export const checkCard = (card: CardInput, now: Date): CheckedCard => {
  const digits = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) return { ok: false, code: 'incorrect_number', reason: 'Your card number is incorrect.' };
  const month = Number(card.expMonth);
  const year = Number(card.expYear) < 100 ? 2000 + Number(card.expYear) : Number(card.expYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return { ok: false, code: 'invalid_expiry', reason: "Your card's expiration date is incomplete." };
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, code: 'expired_card', reason: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return { ok: false, code: 'incorrect_cvc', reason: "Your card's security code is incomplete." };
  const behaviour = TEST_CARDS[digits] ?? 'succeeds';
  if (behaviour === 'declined' || behaviour === 'insufficient_funds') return { ok: false, ...DECLINES[behaviour] };
  return { ok: true, digits, brand: brandOf(digits), last4: digits.slice(-4), expMonth: month, expYear: year, behaviour };
};
