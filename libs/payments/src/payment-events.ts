// Payment facts about an appointment, on the appointment's own stream (`appointment-<id>`), so one
// stream is the appointment's whole history: card saved, hold placed, each charge attempt with its
// idempotency key (recorded before the provider is called), charged, failed, tips, PayPal orders,
// hold released. Amounts are integer cents in the practice's currency.
import type { DomainEvent } from '#app/es';
import type { CardProviderName, Currency } from '#app/practice';

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card saved at a provider: what charges it (ids) and what the client sees (summary). */
export interface SavedCard extends CardSummary {
  provider: CardProviderName;
  paymentMethodId: string;
  customerId: string;
}

/** What a charge is for: the appointment (with any tip added before), or a tip on its own. */
export type ChargePurpose = 'appointment' | 'tip';

/** Who or what started a charge. */
export type ChargeTrigger = 'client' | 'day_of' | 'booking' | 'pro';

export interface ChargeAttemptedData {
  appointmentId: string;
  transactionId: string;
  purpose: ChargePurpose;
  /** 1, 2, ... per purpose; a new attempt only after the previous one has a definite outcome. */
  attempt: number;
  /** `<appointmentId>:<purpose>:<attempt>`: the provider answers a repeat with the first result. */
  idempotencyKey: string;
  amountCents: number;
  /** The part of amountCents that is tip. */
  tipAmountCents: number;
  currency: Currency;
  provider: CardProviderName;
  paymentMethodId: string;
  customerId: string;
  card: CardSummary;
  trigger: ChargeTrigger;
}

type ChargeRef = Pick<ChargeAttemptedData, 'appointmentId' | 'transactionId' | 'purpose' | 'attempt' | 'idempotencyKey' | 'amountCents' | 'tipAmountCents' | 'currency' | 'provider'>;

export interface PaymentChargedData extends ChargeRef {
  providerPaymentId: string;
  card: CardSummary;
}

export interface PaymentFailedData extends ChargeRef {
  /** The provider's code (card_declined, insufficient_funds, ...). */
  code: string;
  /** The provider's reason, as the client and the pro are told it. */
  reason: string;
}

export interface PaypalOrderData {
  appointmentId: string;
  orderId: string;
  via: 'paypal' | 'venmo';
  amountCents: number;
  tipAmountCents: number;
  tipOnly: boolean;
  currency: Currency;
}

/** How a pro says an appointment was paid outside the card provider (spec 001 §4). */
export type OfflinePaidBy = 'cash' | 'venmo' | 'paypal' | 'other';
export const OFFLINE_PAID_BY: readonly OfflinePaidBy[] = ['cash', 'venmo', 'paypal', 'other'];

/** One provider payment a refund takes money back from, under its own idempotency key. */
export interface RefundPart {
  providerPaymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundAttemptedData {
  appointmentId: string;
  adjustmentId: string;
  /** 1, 2, ...; a new attempt only after the previous one has a definite outcome. */
  attempt: number;
  adjustedAt: string;
  amountCents: number;
  note: string | null;
  currency: Currency;
  provider: CardProviderName;
  /** The appointment's charge first, then a tip charged on its own. */
  parts: RefundPart[];
}

type RefundRef = Pick<RefundAttemptedData, 'appointmentId' | 'adjustmentId' | 'attempt' | 'amountCents'>;

export interface AdjustmentCreatedData {
  appointmentId: string;
  adjustmentId: string;
  adjustedAt: string;
  /** What is given back, in cents (a refund of a charged appointment, else a reduction of what is owed). */
  amountCents: number;
  note: string | null;
  currency: Currency;
  /** The provider's refunds, when the money went back through the card provider. */
  refund: { provider: CardProviderName; refundIds: string[] } | null;
}

export type PaymentEvent =
  /** A card saved for the client (from this appointment's page or its booking). */
  | DomainEvent<'PaymentCardSaved', { appointmentId: string; clientId: string; card: SavedCard }>
  /** 'Your card will be charged the day of the appointment': charged on `chargeOn` in the appointment's zone. */
  | DomainEvent<'PaymentHoldPlaced', { appointmentId: string; transactionId: string; amountCents: number; currency: Currency; chargeOn: string; card: SavedCard }>
  | DomainEvent<'PaymentHoldReleased', { appointmentId: string; transactionId: string; reason: 'declined' | 'cancelled' | 'marked_paid' }>
  | DomainEvent<'ChargeAttempted', ChargeAttemptedData>
  /** The provider did not answer in time: the attempt stays open and is repeated with the same key. */
  | DomainEvent<'ChargeTimedOut', ChargeRef>
  | DomainEvent<'PaymentCharged', PaymentChargedData>
  | DomainEvent<'PaymentFailed', PaymentFailedData>
  /** A tip to be charged with the appointment's payment. */
  | DomainEvent<'TipAdded', { appointmentId: string; tipAmountCents: number }>
  /** A tip charged on its own, after the appointment was paid. */
  | DomainEvent<'TipCharged', PaymentChargedData>
  | DomainEvent<'PaypalOrderCreated', PaypalOrderData>
  | DomainEvent<'PaypalPaymentCaptured', PaypalOrderData & { captureId: string }>
  /** The pro says the client paid another way (cash, Venmo, PayPal, other with a note). */
  | DomainEvent<'AppointmentMarkedPaid', { appointmentId: string; paidBy: OfflinePaidBy; note: string | null; amountCents: number; currency: Currency }>
  /** Mark as Paid undone: the status is Unpaid again. */
  | DomainEvent<'AppointmentMarkPaidUndone', { appointmentId: string }>
  /** A refund asked of the card provider, recorded before the call (its parts carry the keys). */
  | DomainEvent<'RefundAttempted', RefundAttemptedData>
  /** The provider did not answer: the refund stays open and is repeated with the same keys. */
  | DomainEvent<'RefundTimedOut', RefundRef>
  | DomainEvent<'RefundFailed', RefundRef & { code: string; reason: string }>
  /** An adjustment: money given back (refunded through the provider when it was charged). */
  | DomainEvent<'AdjustmentCreated', AdjustmentCreatedData>
  | DomainEvent<'AdjustmentRemoved', { appointmentId: string; adjustmentId: string }>;

export type PaymentEventType = PaymentEvent['type'];

export const PAYMENT_EVENT_TYPES: readonly PaymentEventType[] = [
  'PaymentCardSaved',
  'PaymentHoldPlaced',
  'PaymentHoldReleased',
  'ChargeAttempted',
  'ChargeTimedOut',
  'PaymentCharged',
  'PaymentFailed',
  'TipAdded',
  'TipCharged',
  'PaypalOrderCreated',
  'PaypalPaymentCaptured',
  'AppointmentMarkedPaid',
  'AppointmentMarkPaidUndone',
  'RefundAttempted',
  'RefundTimedOut',
  'RefundFailed',
  'AdjustmentCreated',
  'AdjustmentRemoved',
];

export const idempotencyKeyOf = (appointmentId: string, purpose: ChargePurpose, attempt: number): string => `${appointmentId}:${purpose}:${attempt}`;

export const refundKeyOf = (appointmentId: string, attempt: number, part: number): string => `${appointmentId}:refund:${attempt}:${part}`;
