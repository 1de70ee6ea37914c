import { bookingStateLabel, transactionDescription, transactionStateLabel } from './booking-labels.js';

describe('Your Bookings labels (spec 000 §4)', () => {
  it('labels a booking by its state', () => {
    expect(bookingStateLabel('approved')).toBe('CONFIRMED');
    expect(bookingStateLabel('pending')).toBe('PENDING');
    expect(bookingStateLabel('declined')).toBe('UNAVAILABLE');
    expect(bookingStateLabel('cancelled')).toBe('CANCELLED');
  });

  it.each([
    ['Hold', 1, 'PENDING'],
    ['Hold', 0, 'PENDING'],
    ['Charge', 0, 'PENDING'],
    ['Charge', 1, 'PROCESSED'],
    ['Charge', 2, 'FAILURE'],
    ['Hold', 2, 'FAILURE'],
    ['Hold', 3, 'CANCELLED'],
    ['Charge', 3, 'CANCELLED'],
    ['Charge', 7, 'CANCELLED'],
  ] as const)('a %s in state %i shows %s', (type, state, label) => {
    expect(transactionStateLabel({ type, state })).toBe(label);
  });

  it('describes a Hold and a Charge', () => {
    expect(transactionDescription('Hold')).toBe('Your card will be charged the day of the appointment');
    expect(transactionDescription('Charge')).toBe('Payment');
  });
});
