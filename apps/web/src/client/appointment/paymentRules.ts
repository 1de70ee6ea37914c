// What the page offers and says about money (spec 000 §2.2, §4), as pure functions of the
// appointment the API sends: the payment-status banner, 'Pay now' / 'Add credit card' / 'Add tip',
// the transactions' labels and the practice's offline ways to pay.
import { cardLabel } from '../payment/savedCard';
import type { TokenAppointment } from './tokenAppointment';

export interface PaymentActions {
  payNow: boolean;
  addCard: boolean;
  addTip: boolean;
}

const PAY_NOW_STATUSES = new Set(['Past due', 'Failed', 'Card needed', 'Card needed past due']);

/**
 * spec 000 §4: only for an approved appointment of a practice with a payment provider. A past one
 * whose status is Past due, Failed, Card needed or Card needed past due offers 'Pay now'; a future
 * one 'Add credit card' (unless paid or free); a tip can be added when it is Paid, past, the practice accepts tips and
 * the tip is 0.
 */
export function paymentActions(a: TokenAppointment): PaymentActions {
  if (a.state !== 'approved' || !a.practice.hasPaymentProvider) return { payNow: false, addCard: false, addTip: false };
  return {
    payNow: a.past && PAY_NOW_STATUSES.has(a.clientPaymentStatus),
    // Not for what is settled already: a paid or free appointment has nothing to hold a card for.
    addCard: !a.past && a.clientPaymentStatus !== 'Paid' && a.clientPaymentStatus !== 'Free',
    addTip: a.past && a.clientPaymentStatus === 'Paid' && a.practice.acceptsTips && a.tipAmountCents === 0,
  };
}

export type BannerTone = 'success' | 'info' | 'warning' | 'error';

export interface PaymentBanner {
  /** The status as the spec names it: Paid, Card needed, ... */
  status: string;
  tone: BannerTone;
  text: string;
}

/**
 * The payment-status banner, for an approved appointment (and a paid one whatever its state). A
 * request still pending, or one declined or cancelled before any payment, has nothing to say about
 * money; nor does a practice without a payment provider, apart from Paid, Free and Failed.
 */
export function paymentBanner(a: TokenAppointment): PaymentBanner | null {
  const status = a.clientPaymentStatus;
  if (status === 'Paid') return { status, tone: 'success', text: a.tipAmountCents > 0 ? 'Paid, tip included. Thank you!' : 'This appointment is paid. Thank you!' };
  if (a.state !== 'approved') return null;
  const card = a.defaultPaymentMethodData;
  switch (status) {
    case 'Free':
      return { status, tone: 'info', text: 'There is nothing to pay for this appointment.' };
    case 'Failed':
      return { status, tone: 'error', text: `Your last payment did not go through${a.paymentError ? `: ${a.paymentError}` : '.'}` };
  }
  if (!a.practice.hasPaymentProvider) return null;
  switch (status) {
    case 'Pending':
      return { status, tone: 'info', text: card ? `Your card (${cardLabel(card)}) will be charged the day of the appointment.` : 'Your card will be charged the day of the appointment.' };
    case 'Card needed':
      return { status, tone: 'warning', text: 'Please add a credit card to secure your appointment. It will be charged the day of the appointment.' };
    case 'Card needed past due':
      return { status, tone: 'warning', text: 'This appointment has not been paid yet. Please pay now.' };
    case 'Past due':
      return { status, tone: 'warning', text: card ? `This appointment has not been paid yet. Pay now with ${cardLabel(card)} or another way.` : 'This appointment has not been paid yet. Please pay now.' };
    default:
      return null;
  }
}

type Transaction = TokenAppointment['transactions'][number];

/** spec 000 §4: type Hold with state 1, or any type with state 0, is PENDING; 1 PROCESSED; 2 FAILURE; else CANCELLED. */
export function transactionStateLabel(t: Pick<Transaction, 'type' | 'state'>): string {
  if ((t.type === 'Hold' && t.state === 1) || t.state === 0) return 'PENDING';
  if (t.state === 1) return 'PROCESSED';
  if (t.state === 2) return 'FAILURE';
  return 'CANCELLED';
}

const VIA: Record<string, string> = { paypal: ' (PayPal)', venmo: ' (Venmo)' };

/** A Hold reads 'Your card will be charged the day of the appointment'; a Charge reads 'Payment'. */
export const transactionLabel = (t: Pick<Transaction, 'type' | 'via'>): string =>
  t.type === 'Hold' ? 'Your card will be charged the day of the appointment' : `Payment${VIA[t.via] ?? ''}`;

/** The practice's offline ways to pay (spec 000 §2.2), shown as information only. */
export function offlineMethods(practice: TokenAppointment['practice']): string[] {
  return [
    practice.acceptsCash && 'Cash',
    practice.acceptsOfflineCreditCard && 'Credit card (in person)',
    practice.acceptsPaypal && 'PayPal',
    practice.acceptsVenmo && 'Venmo',
    practice.acceptsZelle && 'Zelle',
  ].filter((method): method is string => typeof method === 'string');
}
