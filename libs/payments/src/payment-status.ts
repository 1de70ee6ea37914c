// The payment status of an appointment, a pure function of its stream (appointment + payment
// folds), whether the client has a card on file with the practice, and the time.
// spec 000 §4 (client values), 001 §4 (the pro's values and the flyout's 'unpaid' rules).
import type { AppointmentStatus } from '#app/appointments';
import type { PaymentState } from './appointment-payment.js';

export type ClientPaymentStatus = 'Free' | 'Paid' | 'Failed' | 'Pending' | 'Card needed' | 'Card needed past due' | 'Past due' | 'Cancelled';
export type ProPaymentStatus = 'Free' | 'Paid' | 'Failed' | 'Past due' | 'Unpaid' | 'Upcoming' | 'Cancelled';

export interface PaymentStatusInput {
  status: AppointmentStatus;
  startsAt: string;
  amountCents: number;
  payment: PaymentState;
  /** The client has a default card saved with the practice. */
  clientHasCard: boolean;
  now: Date;
}

const isPast = (input: PaymentStatusInput) => Date.parse(input.startsAt) <= input.now.getTime();

/** A card will pay for it: a live hold, a charge under way, or the client's card on file. */
const hasCard = ({ payment, clientHasCard }: PaymentStatusInput) =>
  clientHasCard || (payment.hold !== null && !payment.hold.released) || payment.open !== null;

/**
 * | paid (card or PayPal) | Paid |
 * | amount 0 | Free |
 * | declined or cancelled | Cancelled |
 * | last charge failed | Failed |
 * | past, card on file | Past due |
 * | past, no card | Card needed past due |
 * | future, card on file | Pending (charged on the day) |
 * | future, no card | Card needed |
 */
export const clientPaymentStatus = (input: PaymentStatusInput): ClientPaymentStatus => {
  if (input.payment.paid || input.payment.markedPaid) return 'Paid';
  if (input.amountCents === 0) return 'Free';
  if (input.status === 'declined' || input.status === 'cancelled') return 'Cancelled';
  if (input.payment.lastError) return 'Failed';
  if (isPast(input)) return hasCard(input) ? 'Past due' : 'Card needed past due';
  return hasCard(input) ? 'Pending' : 'Card needed';
};

/**
 * The pro's view (payments list badges, flyout): a past unpaid appointment is Unpaid when a card
 * can be charged, Past due (overdue) without a card, Failed after an error; a future one Upcoming.
 */
export const proPaymentStatus = (input: PaymentStatusInput): ProPaymentStatus => {
  const client = clientPaymentStatus(input);
  switch (client) {
    case 'Free':
    case 'Paid':
    case 'Cancelled':
    case 'Failed':
      return client;
    case 'Past due':
      return 'Unpaid';
    case 'Card needed past due':
      return 'Past due';
    case 'Pending':
    case 'Card needed':
      return 'Upcoming';
  }
};

/** Whether a charge may be made now: approved, priced, not paid, no charge under way elsewhere. */
export const needsPayment = (input: PaymentStatusInput): boolean =>
  input.status === 'approved' && input.amountCents > 0 && !input.payment.paid && !input.payment.markedPaid;
