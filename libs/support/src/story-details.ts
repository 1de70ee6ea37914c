// The details of a story entry that support opens on demand (issue 19 item 2): the e-mail as it
// was rendered (with its .ics), the payment provider's keys (idempotency key, provider reference,
// transaction), and the event's own data without the bulky e-mail bodies.
import type { StoryEvent } from './appointment-snapshot.js';

export interface StoryEmail {
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  ics: string | null;
}

export interface StoryPayment {
  provider: string | null;
  idempotencyKey: string | null;
  providerReference: string | null;
  transactionId: string | null;
}

const EMAIL_BODY_FIELDS = ['html', 'text', 'ics'];

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const joined = (values: unknown[]): string | null => str(values.filter((v) => typeof v === 'string' && v).join(', '));

/** The e-mail of an EmailSent event, as sent. */
export const storyEmail = (event: Pick<StoryEvent, 'type' | 'data'>): StoryEmail | null => {
  if (event.type !== 'EmailSent') return null;
  const d = event.data;
  return { to: String(d.to ?? ''), subject: String(d.subject ?? ''), html: str(d.html), text: str(d.text), ics: str(d.ics) };
};

/** The event's data as the details show it: an e-mail's bodies are in storyEmail instead. */
export const storyData = (event: Pick<StoryEvent, 'type' | 'data'>): Record<string, unknown> =>
  event.type === 'EmailSent' ? Object.fromEntries(Object.entries(event.data).filter(([k]) => !EMAIL_BODY_FIELDS.includes(k))) : event.data;

type PaymentReader = (d: Record<string, any>) => StoryPayment;

const charge: PaymentReader = (d) => ({ provider: str(d.provider), idempotencyKey: str(d.idempotencyKey), providerReference: str(d.providerPaymentId), transactionId: str(d.transactionId) });
const paypal: PaymentReader = (d) => ({ provider: str(d.via), idempotencyKey: null, providerReference: str(d.captureId) ?? str(d.orderId), transactionId: str(d.orderId) });
const refund: PaymentReader = (d) => ({
  provider: str(d.provider),
  idempotencyKey: joined((d.parts ?? []).map((p: { idempotencyKey?: string }) => p.idempotencyKey)),
  providerReference: joined((d.parts ?? []).map((p: { providerPaymentId?: string }) => p.providerPaymentId)),
  transactionId: str(d.adjustmentId),
});

const PAYMENT_READERS: Record<string, PaymentReader> = {
  PaymentCardSaved: (d) => ({ provider: str(d.card?.provider), idempotencyKey: null, providerReference: str(d.card?.paymentMethodId), transactionId: null }),
  PaymentHoldPlaced: (d) => ({ provider: str(d.card?.provider), idempotencyKey: null, providerReference: str(d.card?.paymentMethodId), transactionId: str(d.transactionId) }),
  PaymentHoldReleased: (d) => ({ provider: null, idempotencyKey: null, providerReference: null, transactionId: str(d.transactionId) }),
  ChargeAttempted: charge,
  ChargeTimedOut: charge,
  PaymentCharged: charge,
  PaymentFailed: charge,
  TipCharged: charge,
  PaypalOrderCreated: paypal,
  PaypalPaymentCaptured: paypal,
  RefundAttempted: refund,
  RefundTimedOut: (d) => ({ provider: null, idempotencyKey: null, providerReference: null, transactionId: str(d.adjustmentId) }),
  RefundFailed: (d) => ({ provider: null, idempotencyKey: null, providerReference: null, transactionId: str(d.adjustmentId) }),
  AdjustmentCreated: (d) => ({ provider: str(d.refund?.provider), idempotencyKey: null, providerReference: joined(d.refund?.refundIds ?? []), transactionId: str(d.adjustmentId) }),
};

/** The provider's keys of a payment event (null for other events and for payment events without any). */
export const storyPayment = (event: Pick<StoryEvent, 'type' | 'data'>): StoryPayment | null => {
  const read = PAYMENT_READERS[event.type];
  if (!read) return null;
  const payment = read(event.data as Record<string, any>);
  return Object.values(payment).some((v) => v !== null) ? payment : null;
};
