// What an appointment's money adds up to, from its payment fold: collected (card, PayPal or marked
// paid, tips included), adjusted (given back), refundable and outstanding. Integer cents only.
import type { Currency } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';

/** Paid by card or PayPal/Venmo, or marked paid by the pro. */
export const isPaid = (payment: PaymentState): boolean => payment.paid !== null || payment.markedPaid !== null;

/** Money taken through the providers (appointment, tips), plus what the pro marked paid. */
export const collectedCents = (payment: PaymentState): number =>
  payment.transactions.filter((t) => t.type === 'Charge' && t.state === 1).reduce((sum, t) => sum + t.amountCents, 0) + (payment.markedPaid?.amountCents ?? 0);

export const adjustedCents = (payment: PaymentState): number => payment.adjustments.reduce((sum, a) => sum + a.amountCents, 0);

/** The appointment's full total: what was collected once paid, else its price plus any tip added. */
export const fullTotalCents = (amountCents: number, payment: PaymentState): number =>
  isPaid(payment) ? collectedCents(payment) : amountCents + payment.tipAmountCents;

/** What an adjustment may still give back: the full total less the adjustments made. */
export const refundableCents = (amountCents: number, payment: PaymentState): number => Math.max(0, fullTotalCents(amountCents, payment) - adjustedCents(payment));

/** Collected, net of refunds (0 until paid). */
export const netCollectedCents = (payment: PaymentState): number => (isPaid(payment) ? Math.max(0, collectedCents(payment) - adjustedCents(payment)) : 0);

/** Still owed: the price plus tip, less adjustments, until it is paid. */
export const outstandingCents = (amountCents: number, payment: PaymentState): number =>
  isPaid(payment) ? 0 : Math.max(0, amountCents + payment.tipAmountCents - adjustedCents(payment));

/** '$12.50' (USD and CAD both write a dollar sign; the currency is named where it matters). */
export const formatCents = (cents: number, _currency: Currency = 'USD'): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};
