// How a practice takes money (spec 002 §3 Payment settings, 001 §3 Payment settings): the active
// card provider, currency, tips, offline methods shown to clients, PayPal/Venmo, and the booking
// rules on cards. Kept on the practice stream (PaymentSettingsUpdated carries what changed).
import { DomainError } from '#app/es';
import type { PracticeEvent } from './practice.js';
import { PracticeMessages as M } from './practice-messages.js';

export type CardProviderName = 'stripe' | 'square';
export type Currency = 'USD' | 'CAD';

export interface PaymentSettings {
  /** The active card provider (one per practice); null until the pro connects one. */
  paymentProvider: CardProviderName | null;
  currency: Currency;
  /** The practice may choose its currency (spec 002 §2: the selector shows only then); set by staff, not the pro. */
  currencyEnabled: boolean;
  acceptsTips: boolean;
  /** Offline methods, shown to clients as information only. */
  acceptsCash: boolean;
  acceptsCreditCard: boolean;
  acceptsPaypal: boolean;
  acceptsVenmo: boolean;
  acceptsZelle: boolean;
  /** Online PayPal / Venmo through the practice's connected PayPal account. */
  paypalActive: boolean;
  venmoActive: boolean;
  requireClientCcToBook: boolean;
  chargeClientCcAtBooking: boolean;
  paymentPastDueEmailEnabled: boolean;
  paymentPastDueTextEnabled: boolean;
  paymentPastDueEmailMinutes: number;
  paymentPastDueTextMinutes: number;
}

export const defaultPaymentSettings: PaymentSettings = {
  paymentProvider: null,
  currency: 'USD',
  currencyEnabled: false,
  acceptsTips: false,
  acceptsCash: false,
  acceptsCreditCard: false,
  acceptsPaypal: false,
  acceptsVenmo: false,
  acceptsZelle: false,
  paypalActive: false,
  venmoActive: false,
  requireClientCcToBook: false,
  chargeClientCcAtBooking: false,
  paymentPastDueEmailEnabled: false,
  paymentPastDueTextEnabled: false,
  paymentPastDueEmailMinutes: 1440,
  paymentPastDueTextMinutes: 1440,
};

const CARD_PROVIDERS: readonly CardProviderName[] = ['stripe', 'square'];
const CURRENCIES: readonly Currency[] = ['USD', 'CAD'];
const MAX_PAST_DUE_MINUTES = 60 * 24 * 30;

/**
 * The events of a change to the payment settings (only what differs). Require-card needs a
 * connected provider; turning it off also turns charge-at-booking off (spec 001 §5, 002 §4).
 */
export const updatePaymentSettings = (current: PaymentSettings, changes: Partial<PaymentSettings>): PracticeEvent[] => {
  if (changes.paymentProvider !== undefined && changes.paymentProvider !== null && !CARD_PROVIDERS.includes(changes.paymentProvider)) {
    throw new DomainError(M.unknownPaymentProvider);
  }
  if (changes.currency !== undefined && !CURRENCIES.includes(changes.currency)) throw new DomainError(M.unknownCurrency);
  for (const minutes of [changes.paymentPastDueEmailMinutes, changes.paymentPastDueTextMinutes]) {
    if (minutes !== undefined && !(Number.isInteger(minutes) && minutes > 0 && minutes <= MAX_PAST_DUE_MINUTES)) throw new DomainError(M.pastDueMinutes);
  }
  const next: PaymentSettings = { ...current, ...withoutUndefined(changes) };
  if (next.requireClientCcToBook && !next.paymentProvider) throw new DomainError(M.requireCardNeedsProvider);
  if (!next.requireClientCcToBook) next.chargeClientCcAtBooking = false;
  const changed = Object.fromEntries(
    (Object.keys(next) as Array<keyof PaymentSettings>).filter((k) => next[k] !== current[k]).map((k) => [k, next[k]]),
  ) as Partial<PaymentSettings>;
  return Object.keys(changed).length ? [{ type: 'PaymentSettingsUpdated', data: changed }] : [];
};

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
