// The payments directory (collection `payments_directory`, spec 001 §2 Payments page, §7): one
// row per confirmed appointment of a practice, and per declined or cancelled one while it holds
// money collected. Pending requests, and declined or cancelled ones without money, keep their
// document (the payment fold must go on: a hold placed before acceptance, a charge answered after
// a cancellation) with `settlement` null, and are never listed.
//
// Rows store facts only: whether an unpaid row is Upcoming or Unpaid depends on the clock, so the
// query decides it with `now` from `settlement` 'due' and the start. The money figures come from
// the payment fold and libs/payments' money rules, recomputed on every event.
import { defineProjection, utcText } from '#app/es';
import { phoneSearchDigits } from '#app/clients';
import type { AppointmentEvent, AppointmentStatus } from '#app/appointments';
import {
  adjustedCents, collectedCents, evolvePayment, initialPaymentState, isPaid, netCollectedCents, outstandingCents, PAYMENT_EVENT_TYPES,
  type Adjustment, type OfflinePaidBy, type PaymentEvent, type PaymentState, type Transaction,
} from '#app/payments';
import type { Currency } from '#app/practice';

/**
 * What a listed row is, whatever the time: paid (card, PayPal/Venmo or marked paid), free (price 0),
 * due (confirmed, priced, not paid: Upcoming or Unpaid by its start), closed (declined or cancelled
 * with money collected but not paid: only in 'all'). null: not listed.
 */
export type Settlement = 'paid' | 'free' | 'due' | 'closed';

export interface PaymentDirectoryDocument {
  id: string;
  practiceId: string;
  clientId: string;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  /** Lower-cased name, e-mail and phone digits (national and full), for a substring search. */
  searchText: string;
  /** UTC ISO with milliseconds, so the query's bounds compare as text. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  serviceNames: string[];
  locationName: string;
  amountCents: number;
  /** Coupons applied at booking (amountCents is the discounted price); absent on rows without one. */
  discountCodeRedemptions?: Array<{ code: string; amountCents: number }>;
  /** Gift cards that paid part of it at booking (amountCents is what was left to pay); absent when none. */
  giftCardRedemptions?: Array<{ code: string; amountCents: number }>;
  tipAmountCents: number;
  /** We take no fees today; the Payments table adds them to the displayed total (spec 001 §9). */
  feeCents: number;
  platformFeeCents: number;
  /** From the payment events; null until the first (the practice's currency then applies). */
  currency: Currency | null;
  state: AppointmentStatus;
  settlement: Settlement | null;
  paid: boolean;
  /** card | paypal | venmo (paid online), or cash | venmo | paypal | other (marked paid). */
  paidBy: Transaction['via'] | OfflinePaidBy | null;
  paidNote: string | null;
  /** Gross: card, PayPal and marked paid, tips included. */
  collectedCents: number;
  /** Collected less adjustments (0 until paid). */
  netCollectedCents: number;
  /** Given back by adjustments (refunds and reductions). */
  refundedCents: number;
  /** Still owed (0 once paid, and for a declined or cancelled appointment). */
  outstandingCents: number;
  adjustments: Adjustment[];
  paymentError: string | null;
  instantActionToken: string | null;
  /**
   * The payment fold the row's money is computed from (what the next event folds into), without
   * the parts still at their initial value: most rows were never paid, and a row that stays small
   * enough to be stored uncompressed is summed several times faster.
   */
  payment: Partial<PaymentState>;
}

type Derived = 'settlement' | 'paid' | 'paidBy' | 'paidNote' | 'tipAmountCents' | 'collectedCents' | 'netCollectedCents' | 'refundedCents' | 'outstandingCents' | 'adjustments' | 'paymentError';
type Facts = Omit<PaymentDirectoryDocument, Derived>;

const INITIAL = initialPaymentState();
const compact = (payment: PaymentState): Partial<PaymentState> =>
  Object.fromEntries(Object.entries(payment).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(INITIAL[key as keyof PaymentState])));

/** The whole fold of a row (what was left out is at its initial value). */
export const paymentOf = (doc: Pick<PaymentDirectoryDocument, 'payment'>): PaymentState => ({ ...initialPaymentState(), ...doc.payment });

const settlementOf = (facts: Facts, paid: boolean, collected: number): Settlement | null => {
  if (facts.state === 'pending') return null;
  if (facts.state !== 'approved' && collected === 0) return null;
  if (paid) return 'paid';
  if (facts.amountCents === 0) return 'free';
  return facts.state === 'approved' ? 'due' : 'closed';
};

/** The row's money and listing, from its facts and payment fold. */
const withMoney = (facts: Facts): PaymentDirectoryDocument => {
  const p = paymentOf(facts);
  const paid = isPaid(p);
  const collected = collectedCents(p);
  return {
    ...facts,
    payment: compact(p),
    settlement: settlementOf(facts, paid, collected),
    paid,
    paidBy: p.markedPaid?.paidBy ?? p.paid?.via ?? null,
    paidNote: p.markedPaid?.note ?? null,
    tipAmountCents: p.tipAmountCents,
    collectedCents: collected,
    netCollectedCents: netCollectedCents(p),
    refundedCents: adjustedCents(p),
    outstandingCents: facts.state === 'approved' ? outstandingCents(facts.amountCents, p) : 0,
    adjustments: p.adjustments,
    paymentError: p.lastError?.reason ?? null,
  };
};

// UTC text; a stored value that is no instant is kept as it was rather than stopping the projection.
const utc = (iso: string): string => utcText(iso);

const searchTextOf = (client: { firstName: string; lastName: string; email: string; phone: string }): string =>
  [client.firstName, client.lastName, client.email, ...phoneSearchDigits(client.phone)].filter(Boolean).join(' ').toLowerCase();

const APPOINTMENT_EVENT_TYPES = ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDeclined', 'AppointmentCancelled', 'AppointmentRescheduled', 'AppointmentDetailsChanged'] as const;

export const paymentsDirectoryProjection = defineProjection<PaymentDirectoryDocument>({
  name: 'payments-directory',
  collection: 'payments_directory',
  // A page is a backward walk of (practice, start) or of (practice, settlement, start) for a
  // state filter; the totals sum the 'paid' and the 'due' part of the second. A client's rows: by client.
  indexedFields: ['practiceId,startsAt', 'practiceId,settlement,startsAt', 'clientId,startsAt'],
  eventTypes: [...APPOINTMENT_EVENT_TYPES, ...PAYMENT_EVENT_TYPES],
  documentId: (event) => (event.data as { appointmentId: string }).appointmentId,
  evolve: (doc, recorded) => {
    if ((PAYMENT_EVENT_TYPES as readonly string[]).includes(recorded.type)) {
      if (!doc) return null;
      const event = recorded as unknown as PaymentEvent;
      const currency = (event.data as { currency?: Currency }).currency ?? doc.currency;
      return withMoney({ ...doc, currency, payment: evolvePayment(paymentOf(doc), event) });
    }
    const event = { type: recorded.type, data: recorded.data } as AppointmentEvent;
    if (event.type === 'AppointmentRequested') {
      const d = event.data;
      return withMoney({
        id: d.appointmentId, practiceId: d.practiceId, clientId: d.client.clientId,
        clientFirstName: d.client.firstName, clientLastName: d.client.lastName, clientEmail: d.client.email, clientPhone: d.client.phone,
        searchText: searchTextOf(d.client),
        startsAt: utc(d.startsAt), endsAt: utc(d.endsAt), timeZone: d.timeZone,
        serviceNames: d.services.map((s) => s.name), locationName: d.location.name,
        amountCents: d.amountCents, feeCents: 0, platformFeeCents: 0, currency: null,
        state: 'pending', instantActionToken: d.instantActionToken ?? null, payment: initialPaymentState(),
        ...(d.discountCodeRedemptions?.length ? { discountCodeRedemptions: d.discountCodeRedemptions } : {}),
        ...(d.giftCardRedemptions?.length ? { giftCardRedemptions: d.giftCardRedemptions.map(({ code, amountCents }) => ({ code, amountCents })) } : {}),
      });
    }
    if (!doc) return null;
    switch (event.type) {
      case 'AppointmentAccepted':
        return withMoney({ ...doc, state: 'approved' });
      case 'AppointmentDeclined':
        return withMoney({ ...doc, state: 'declined' });
      case 'AppointmentCancelled':
        return withMoney({ ...doc, state: 'cancelled' });
      case 'AppointmentRescheduled':
        return withMoney({ ...doc, startsAt: utc(event.data.startsAt), endsAt: utc(event.data.endsAt) });
      case 'AppointmentDetailsChanged': {
        const { services, amountCents, location, timeZone } = event.data;
        return withMoney({ ...doc, serviceNames: services.map((s) => s.name), amountCents, locationName: location.name, timeZone });
      }
      default:
        return doc;
    }
  },
});
