// A payments directory row as the Payments page shows it: the practice's currency until a payment
// event names one, the client's full name, the services joined.
import type { Currency } from '#app/practice';
import type { PaymentDirectoryRow } from '#projections';
import type { PaymentDirectoryEntry } from './payment-directory.models.js';

export const toPaymentDirectoryEntry = ({ document: d, paymentStatus, badge, hasCard }: PaymentDirectoryRow, practiceCurrency: Currency): PaymentDirectoryEntry => ({
  id: d.id,
  startsAt: d.startsAt,
  endsAt: d.endsAt,
  timeZone: d.timeZone,
  clientId: d.clientId,
  clientName: `${d.clientFirstName} ${d.clientLastName}`.trim(),
  clientEmail: d.clientEmail,
  clientPhone: d.clientPhone,
  serviceName: d.serviceNames.join(', '),
  locationName: d.locationName,
  amountCents: d.amountCents,
  discountCodeRedemptions: d.discountCodeRedemptions ?? [],
  giftCardRedemptions: d.giftCardRedemptions ?? [],
  tipAmountCents: d.tipAmountCents,
  feeCents: d.feeCents,
  platformFeeCents: d.platformFeeCents,
  collectedCents: d.collectedCents,
  refundedCents: d.refundedCents,
  outstandingCents: d.outstandingCents,
  currency: d.currency ?? practiceCurrency,
  paymentStatus,
  badge,
  paidBy: d.paidBy,
  paidNote: d.paidNote,
  paymentError: d.paymentError,
  hasCard,
  state: d.state,
  instantActionToken: d.instantActionToken,
});
