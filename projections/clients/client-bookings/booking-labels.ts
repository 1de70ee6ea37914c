// The words Your Bookings shows (spec 000 §4), decided once on the server so every client page
// says the same and the rules are tested.
import type { AppointmentStatus } from '#app/appointments';
import type { TransactionState, TransactionType } from '#app/payments';

/** approved shows CONFIRMED, pending PENDING, unavailable (declined) UNAVAILABLE; the client page also knows cancelled. */
export const bookingStateLabel = (state: AppointmentStatus): string =>
  ({ approved: 'CONFIRMED', pending: 'PENDING', declined: 'UNAVAILABLE', cancelled: 'CANCELLED' })[state];

/** A Hold in state 1, or any type in state 0, is PENDING; state 1 PROCESSED; 2 FAILURE; anything else CANCELLED. */
export const transactionStateLabel = (transaction: { type: TransactionType; state: TransactionState | number }): string => {
  if ((transaction.type === 'Hold' && transaction.state === 1) || transaction.state === 0) return 'PENDING';
  if (transaction.state === 1) return 'PROCESSED';
  if (transaction.state === 2) return 'FAILURE';
  return 'CANCELLED';
};

/** A Hold reads 'Your card will be charged the day of the appointment'; a Charge reads 'Payment'. */
export const transactionDescription = (type: TransactionType): string => (type === 'Hold' ? 'Your card will be charged the day of the appointment' : 'Payment');
