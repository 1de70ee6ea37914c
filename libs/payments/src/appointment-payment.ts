// The payment side of an appointment's stream, folded from its PaymentEvents. The appointment's
// own rules fold the same stream (libs/appointments); `appointmentWithPaymentsDecider` folds both,
// for decisions that need the appointment and its money together.
import type { Decider } from '#app/es';
import { appointmentDecider, type AppointmentEvent, type AppointmentState } from '#app/appointments';
import type { Currency } from '#app/practice';
import type { CardProviderName } from '#app/practice';
import { PAYMENT_EVENT_TYPES, type CardSummary, type ChargeAttemptedData, type ChargePurpose, type OfflinePaidBy, type PaymentEvent, type PaypalOrderData, type RefundAttemptedData, type SavedCard } from './payment-events.js';

export type TransactionType = 'Hold' | 'Charge';

/** spec 000 §4: 0 pending, 1 processed (a Hold in state 1 still shows PENDING), 2 failure, 3 cancelled. */
export type TransactionState = 0 | 1 | 2 | 3;

export interface Transaction {
  id: string;
  type: TransactionType;
  state: TransactionState;
  purpose: ChargePurpose;
  amountCents: number;
  tipAmountCents: number;
  currency: Currency;
  via: 'card' | 'paypal' | 'venmo';
  card: CardSummary | null;
}

export interface PaymentState {
  /** The card saved with this appointment (the client's default card may be newer). */
  card: SavedCard | null;
  hold: { transactionId: string; amountCents: number; currency: Currency; chargeOn: string; released: boolean } | null;
  /** A charge attempt without an outcome yet (in flight, or its provider timed out). */
  open: ChargeAttemptedData | null;
  attempts: Record<ChargePurpose, number>;
  /** The appointment's payment, once it succeeded (card or PayPal/Venmo). */
  paid: { amountCents: number; tipAmountCents: number; via: Transaction['via'] } | null;
  /** The tip: added before payment (charged with it) or charged on its own afterwards. */
  tipAmountCents: number;
  tipCharged: boolean;
  /** The last failure, cleared by a success. */
  lastError: { code: string; reason: string } | null;
  paypalOrders: Record<string, PaypalOrderData & { captured: boolean }>;
  transactions: Transaction[];
  /** Paid outside the provider, as the pro said (Mark as Paid); null once undone. */
  markedPaid: { paidBy: OfflinePaidBy; note: string | null; amountCents: number } | null;
  /** The card payments at the provider, with what was refunded of each. */
  providerPayments: ProviderPayment[];
  adjustments: Adjustment[];
  /** A refund asked of the provider without an answer yet (in flight, or timed out). */
  openRefund: RefundAttemptedData | null;
  refundAttempts: number;
  /** Adjustment ids handed out so far (refunds that failed included): the next one is this + 1. */
  adjustmentSequence: number;
  lastRefundError: { code: string; reason: string } | null;
}

export interface ProviderPayment {
  providerPaymentId: string;
  provider: CardProviderName;
  purpose: ChargePurpose;
  amountCents: number;
  refundedCents: number;
}

export interface Adjustment {
  id: string;
  adjustedAt: string;
  amountCents: number;
  note: string | null;
  /** Refunded through the card provider (then it cannot be removed). */
  refunded: boolean;
}

export const initialPaymentState = (): PaymentState => ({
  card: null,
  hold: null,
  open: null,
  attempts: { appointment: 0, tip: 0 },
  paid: null,
  tipAmountCents: 0,
  tipCharged: false,
  lastError: null,
  paypalOrders: {},
  transactions: [],
  markedPaid: null,
  providerPayments: [],
  adjustments: [],
  openRefund: null,
  refundAttempts: 0,
  adjustmentSequence: 0,
  lastRefundError: null,
});

const withTransaction = (state: PaymentState, transaction: Transaction): PaymentState => ({
  ...state,
  transactions: state.transactions.some((t) => t.id === transaction.id)
    ? state.transactions.map((t) => (t.id === transaction.id ? transaction : t))
    : [...state.transactions, transaction],
});

const isPaymentEvent = (event: { type: string; data: unknown }): event is PaymentEvent =>
  (PAYMENT_EVENT_TYPES as readonly string[]).includes(event.type);

/** Folds the stream's payment events; the appointment's other events change nothing here. */
export const evolvePayment = (current: PaymentState, event: { type: string; data: unknown }): PaymentState => {
  if (!isPaymentEvent(event)) return current;
  // A state stored before a field existed (a read model's document) reads as its default.
  const state: PaymentState = { ...initialPaymentState(), ...current };
  const e = event;
  switch (e.type) {
    case 'PaymentCardSaved':
      // A new card answers the last failure (that card's): the hold is charged with it on the day.
      return { ...state, card: e.data.card, lastError: null };
    case 'PaymentHoldPlaced': {
      const { transactionId, amountCents, currency, chargeOn, card } = e.data;
      return withTransaction(
        { ...state, hold: { transactionId, amountCents, currency, chargeOn, released: false } },
        { id: transactionId, type: 'Hold', state: 1, purpose: 'appointment', amountCents, tipAmountCents: 0, currency, via: 'card', card },
      );
    }
    case 'PaymentHoldReleased': {
      if (!state.hold) return state;
      const hold = { ...state.hold, released: true };
      return { ...state, hold, transactions: state.transactions.map((t) => (t.id === hold.transactionId && t.type === 'Hold' ? { ...t, state: 3 } : t)) };
    }
    case 'ChargeAttempted': {
      const d = e.data;
      return withTransaction(
        { ...state, open: d, attempts: { ...state.attempts, [d.purpose]: d.attempt } },
        { id: d.transactionId, type: 'Charge', state: 0, purpose: d.purpose, amountCents: d.amountCents, tipAmountCents: d.tipAmountCents, currency: d.currency, via: 'card', card: d.card },
      );
    }
    case 'ChargeTimedOut':
      return state; // the attempt stays open
    case 'PaymentCharged':
    case 'TipCharged': {
      const d = e.data;
      const closed = state.open?.idempotencyKey === d.idempotencyKey ? null : state.open;
      const next: PaymentState =
        d.purpose === 'appointment'
          ? { ...state, open: closed, lastError: null, paid: { amountCents: d.amountCents, tipAmountCents: d.tipAmountCents, via: 'card' }, tipAmountCents: Math.max(state.tipAmountCents, d.tipAmountCents) }
          : { ...state, open: closed, lastError: null, tipAmountCents: d.tipAmountCents, tipCharged: true };
      const paidAtProvider: ProviderPayment = { providerPaymentId: d.providerPaymentId, provider: d.provider, purpose: d.purpose, amountCents: d.amountCents, refundedCents: 0 };
      return withTransaction(
        { ...next, providerPayments: [...next.providerPayments.filter((p) => p.providerPaymentId !== d.providerPaymentId), paidAtProvider] },
        { id: d.transactionId, type: 'Charge', state: 1, purpose: d.purpose, amountCents: d.amountCents, tipAmountCents: d.tipAmountCents, currency: d.currency, via: 'card', card: d.card },
      );
    }
    case 'PaymentFailed': {
      const d = e.data;
      const closed = state.open?.idempotencyKey === d.idempotencyKey ? null : state.open;
      const transaction = state.transactions.find((t) => t.id === d.transactionId);
      const next = { ...state, open: closed, lastError: { code: d.code, reason: d.reason } };
      return transaction ? withTransaction(next, { ...transaction, state: 2 }) : next;
    }
    case 'TipAdded':
      return { ...state, tipAmountCents: e.data.tipAmountCents };
    case 'PaypalOrderCreated':
      return { ...state, paypalOrders: { ...state.paypalOrders, [e.data.orderId]: { ...e.data, captured: false } } };
    case 'PaypalPaymentCaptured': {
      const d = e.data;
      const orders = { ...state.paypalOrders, [d.orderId]: { ...d, captured: true } };
      const next: PaymentState = d.tipOnly
        ? { ...state, paypalOrders: orders, lastError: null, tipAmountCents: d.tipAmountCents, tipCharged: true }
        : { ...state, paypalOrders: orders, lastError: null, paid: { amountCents: d.amountCents, tipAmountCents: d.tipAmountCents, via: d.via }, tipAmountCents: d.tipAmountCents };
      return withTransaction(next, {
        id: d.captureId, type: 'Charge', state: 1, purpose: d.tipOnly ? 'tip' : 'appointment',
        amountCents: d.amountCents, tipAmountCents: d.tipAmountCents, currency: d.currency, via: d.via, card: null,
      });
    }
    case 'AppointmentMarkedPaid': {
      const { paidBy, note, amountCents } = e.data;
      return { ...state, markedPaid: { paidBy, note, amountCents } };
    }
    case 'AppointmentMarkPaidUndone':
      return { ...state, markedPaid: null };
    case 'RefundAttempted':
      return { ...state, openRefund: e.data, refundAttempts: e.data.attempt, adjustmentSequence: state.adjustmentSequence + 1, lastRefundError: null };
    case 'RefundTimedOut':
      return state; // the refund stays open
    case 'RefundFailed':
      return { ...state, openRefund: state.openRefund?.attempt === e.data.attempt ? null : state.openRefund, lastRefundError: { code: e.data.code, reason: e.data.reason } };
    case 'AdjustmentCreated': {
      const d = e.data;
      const refundedParts = state.openRefund?.adjustmentId === d.adjustmentId && d.refund ? state.openRefund.parts : [];
      const providerPayments = state.providerPayments.map((p) => {
        const refunded = refundedParts.filter((part) => part.providerPaymentId === p.providerPaymentId).reduce((sum, part) => sum + part.amountCents, 0);
        return refunded ? { ...p, refundedCents: p.refundedCents + refunded } : p;
      });
      const adjustment: Adjustment = { id: d.adjustmentId, adjustedAt: d.adjustedAt, amountCents: d.amountCents, note: d.note, refunded: d.refund !== null };
      return {
        ...state,
        adjustmentSequence: d.refund ? state.adjustmentSequence : state.adjustmentSequence + 1,
        providerPayments,
        openRefund: state.openRefund?.adjustmentId === d.adjustmentId ? null : state.openRefund,
        adjustments: [...state.adjustments.filter((a) => a.id !== d.adjustmentId), adjustment],
      };
    }
    case 'AdjustmentRemoved':
      return { ...state, adjustments: state.adjustments.filter((a) => a.id !== e.data.adjustmentId) };
    default: {
      const _exhaustive: never = e;
      return state;
    }
  }
};

/** The appointment stream folded twice over: its appointment rules' state and its payment state. */
export interface AppointmentWithPayments {
  appointment: AppointmentState;
  payment: PaymentState;
}

export const appointmentWithPaymentsDecider: Decider<never, AppointmentEvent | PaymentEvent, AppointmentWithPayments> = {
  decide: () => [],
  evolve: (state, event) => ({
    appointment: appointmentDecider.evolve(state.appointment, event as AppointmentEvent),
    payment: evolvePayment(state.payment, event),
  }),
  initialState: () => ({ appointment: appointmentDecider.initialState(), payment: initialPaymentState() }),
};
