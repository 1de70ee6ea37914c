// How the flyout words an appointment's money (spec 001 §4 'unpaid' rules).
import type { AppointmentMoneyFieldsFragment } from '../../graphql/graphql';

export type Money = AppointmentMoneyFieldsFragment & { amountCents: number; past: boolean };

/** '$12.50' from integer cents. */
export const dollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Unpaid in the flyout: not marked paid, priced, not Paid, and its start has passed. Then overdue
 * (no card, no error), failed (a payment error), or unpaid-with-card (status Unpaid).
 */
export type UnpaidKind = 'overdue' | 'failed' | 'unpaid-with-card';

export function unpaidKind(money: Money): UnpaidKind | null {
  if (money.markPaid || money.amountCents <= 0 || money.paymentStatus === 'Paid' || !money.past) return null;
  if (money.paymentError) return 'failed';
  if (money.paymentStatus === 'Unpaid') return 'unpaid-with-card';
  if (!money.hasPaymentMethod) return 'overdue';
  return null;
}

/** The badge colour of a pro payment status (spec 001 §4 payment list badges). */
export function statusColor(status: string): 'success' | 'info' | 'warning' | 'error' | 'default' {
  switch (status) {
    case 'Paid':
      return 'success';
    case 'Free':
      return 'info';
    case 'Upcoming':
      return 'warning';
    case 'Unpaid':
    case 'Past due':
    case 'Failed':
      return 'error';
    default:
      return 'default';
  }
}

/** The client's in-person payment page, where a card is added (spec 001 §4 'Add card'). */
export const clientPaymentPage = (instantActionToken: string): string => `/m/c/${encodeURIComponent(instantActionToken)}`;
