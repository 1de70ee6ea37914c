// Charging a card for an appointment, in two pure decisions around the provider call:
// 1. startCharge: may a charge be made, for how much, with which card, under which idempotency
//    key? Records ChargeAttempted before the provider is called. An attempt still open (in flight
//    elsewhere, or its provider timed out) is repeated with the same key, so the provider answers
//    with its first result: a retry, a second tab or a second job runner never charges twice.
// 2. recordChargeOutcome: the provider's answer becomes PaymentCharged / TipCharged /
//    PaymentFailed / ChargeTimedOut, once (a runner that finds it recorded appends nothing).
import { DomainError } from '#app/es';
import type { ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import { idempotencyKeyOf, type ChargeAttemptedData, type ChargePurpose, type ChargeTrigger, type PaymentEvent, type SavedCard } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';
import { isChargeDay } from './charge-day.js';
import { maxTipCents } from './tips.js';
import { usableCard, type WalletState } from './wallet.js';

export interface ChargeStartInput {
  purpose: ChargePurpose;
  trigger: ChargeTrigger;
  /** purpose 'tip': the tip to charge, in cents. */
  tipAmountCents?: number;
  now: Date;
}

export interface ChargeStartState {
  appointment: ExistingAppointment;
  payment: PaymentState;
  wallet: WalletState;
  settings: PaymentSettings;
}

/** attempt null: nothing to charge (already paid, or a failure the day-of job leaves to people). */
export interface ChargeStart {
  attempt: ChargeAttemptedData | null;
  events: PaymentEvent[];
}

const nothing: ChargeStart = { attempt: null, events: [] };

const isPast = (appointment: ExistingAppointment, now: Date) => Date.parse(appointment.startsAt) <= now.getTime();

/**
 * The card a charge uses: the client's default card with the practice (same provider), also for a
 * hold placed with an earlier card. A card changed on the payment methods page (or from another
 * appointment) is the one charged; a deleted card never is: without a default card there is none.
 */
const cardFor = ({ wallet, settings }: ChargeStartState): SavedCard | null => usableCard(wallet, settings.paymentProvider);

const newAttempt = (state: ChargeStartState, input: ChargeStartInput, amountCents: number, tipAmountCents: number): ChargeStart => {
  const card = cardFor(state);
  if (!card) throw new DomainError(M.noCard);
  const { appointmentId } = state.appointment;
  const attempt = state.payment.attempts[input.purpose] + 1;
  const transactionId = input.purpose === 'appointment' && state.payment.hold ? state.payment.hold.transactionId : `${appointmentId}:${input.purpose}`;
  const data: ChargeAttemptedData = {
    appointmentId,
    transactionId,
    purpose: input.purpose,
    attempt,
    idempotencyKey: idempotencyKeyOf(appointmentId, input.purpose, attempt),
    amountCents,
    tipAmountCents,
    currency: state.settings.currency,
    provider: card.provider,
    paymentMethodId: card.paymentMethodId,
    customerId: card.customerId,
    card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    trigger: input.trigger,
  };
  return { attempt: data, events: [{ type: 'ChargeAttempted', data }] };
};

/**
 * The day-of job charges a live hold once the appointment's day has begun in its zone; a failed
 * card waits for the client or the pro (the job never retries a decline on its own).
 */
const dueToday = ({ appointment, payment }: ChargeStartState, now: Date): boolean =>
  !!payment.hold && !payment.hold.released && !payment.lastError && isChargeDay(appointment.startsAt, appointment.timeZone, now);

const startAppointmentCharge = (state: ChargeStartState, input: ChargeStartInput): ChargeStart => {
  const { appointment, payment, settings } = state;
  if (payment.paid || payment.markedPaid) return nothing;
  if (appointment.status === 'declined' || appointment.status === 'cancelled') throw new DomainError(M.declinedOrCancelled);
  if (appointment.status !== 'approved') throw new DomainError(M.notPayable);
  if (input.trigger === 'day_of' && !dueToday(state, input.now)) return nothing;
  if (payment.open?.purpose === 'appointment') return { attempt: payment.open, events: [] };
  const amountCents = appointment.amountCents + payment.tipAmountCents;
  if (amountCents === 0) throw new DomainError(M.free);
  if (!settings.paymentProvider) throw new DomainError(M.noProvider);
  return newAttempt(state, input, amountCents, payment.tipAmountCents);
};

/** Checks a tip amount in cents against the appointment's amount. */
export const checkTipAmount = (tipAmountCents: number | undefined, appointmentAmountCents: number): number => {
  const max = maxTipCents(appointmentAmountCents);
  if (tipAmountCents === undefined || !Number.isInteger(tipAmountCents) || tipAmountCents < 1 || tipAmountCents > max) {
    throw new DomainError(M.tipAmount(`$${(max / 100).toFixed(2)}`));
  }
  return tipAmountCents;
};

const startTipCharge = (state: ChargeStartState, input: ChargeStartInput): ChargeStart => {
  const { appointment, payment, settings } = state;
  if (!settings.acceptsTips) throw new DomainError(M.tipsNotAccepted);
  if (payment.open?.purpose === 'tip') return { attempt: payment.open, events: [] };
  if (payment.tipCharged) throw new DomainError(M.tipAlreadyAdded);
  if (!payment.paid || !isPast(appointment, input.now) || appointment.status !== 'approved') throw new DomainError(M.tipNotYet);
  if (!settings.paymentProvider) throw new DomainError(M.noProvider);
  const tip = checkTipAmount(input.tipAmountCents, appointment.amountCents);
  return newAttempt(state, input, tip, tip);
};

export const startCharge = (state: ChargeStartState, input: ChargeStartInput): ChargeStart =>
  input.purpose === 'appointment' ? startAppointmentCharge(state, input) : startTipCharge(state, input);

/** What a card provider answered to a charge. */
export type ChargeResult =
  | { outcome: 'succeeded'; providerPaymentId: string }
  | { outcome: 'failed'; code: string; reason: string }
  | { outcome: 'timed_out' };

/** The events recording the provider's answer to `attempt`; none when it is recorded already. */
export const recordChargeOutcome = (payment: PaymentState, attempt: ChargeAttemptedData, result: ChargeResult): PaymentEvent[] => {
  if (payment.open?.idempotencyKey !== attempt.idempotencyKey) return [];
  const { appointmentId, transactionId, purpose, idempotencyKey, amountCents, tipAmountCents, currency, provider, card } = attempt;
  const ref = { appointmentId, transactionId, purpose, attempt: attempt.attempt, idempotencyKey, amountCents, tipAmountCents, currency, provider };
  switch (result.outcome) {
    case 'succeeded': {
      const data = { ...ref, providerPaymentId: result.providerPaymentId, card };
      return [purpose === 'tip' ? { type: 'TipCharged', data } : { type: 'PaymentCharged', data }];
    }
    case 'failed':
      return [{ type: 'PaymentFailed', data: { ...ref, code: result.code, reason: result.reason } }];
    case 'timed_out':
      return [{ type: 'ChargeTimedOut', data: ref }];
  }
};
