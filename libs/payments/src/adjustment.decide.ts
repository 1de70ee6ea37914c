// Adjustments (spec 001 §5): money given back on an appointment, never more than is refundable.
// When the appointment was charged by card the adjustment is a refund through the provider, in
// two pure steps around the call, like a charge: startAdjustment records RefundAttempted (with one
// idempotency key per provider payment it draws on) before the provider is asked; recordRefund
// records the answer once. A refund whose provider timed out stays open: adding it again repeats
// it under the same keys, so the provider refunds once. Otherwise (unpaid, or paid outside the
// provider) the adjustment is recorded at once, and can be removed again.
import { DomainError } from '#app/es';
import type { ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import { formatCents, refundableCents } from './money.js';
import { refundKeyOf, type PaymentEvent, type RefundAttemptedData, type RefundPart } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';

export interface AdjustmentInput {
  amountCents: number;
  /** When the money was given back (ISO); the decision's time when absent. */
  adjustedAt?: string | null;
  note?: string | null;
  now: Date;
}

export interface AdjustmentState {
  appointment: ExistingAppointment;
  payment: PaymentState;
  settings: PaymentSettings;
}

/** refund null: recorded at once (no provider call). */
export interface AdjustmentStart {
  refund: RefundAttemptedData | null;
  events: PaymentEvent[];
}

const MAX_NOTE = 500;

/** Adjustment ids carry their appointment's (removeAdjustment names only the adjustment). */
export const adjustmentIdOf = (appointmentId: string, sequence: number): string => `${appointmentId}.${sequence}`;
export const appointmentIdOfAdjustment = (adjustmentId: string): string => adjustmentId.slice(0, Math.max(0, adjustmentId.lastIndexOf('.')));

/** The card payments a refund draws on, the appointment's charge first, then a tip charged alone. */
const refundParts = (payment: PaymentState, amountCents: number, appointmentId: string, attempt: number): RefundPart[] => {
  const parts: RefundPart[] = [];
  let left = amountCents;
  const ordered = [...payment.providerPayments].sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'appointment' ? -1 : 1));
  for (const paid of ordered) {
    const take = Math.min(left, paid.amountCents - paid.refundedCents);
    if (take <= 0) continue;
    parts.push({ providerPaymentId: paid.providerPaymentId, amountCents: take, idempotencyKey: refundKeyOf(appointmentId, attempt, parts.length + 1) });
    left -= take;
  }
  return parts;
};

const validAt = (value: string | null | undefined, now: Date): string => {
  if (!value) return now.toISOString();
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new DomainError('Please enter a valid adjustment date.');
  return new Date(at).toISOString();
};

export const startAdjustment = ({ appointment, payment, settings }: AdjustmentState, input: AdjustmentInput): AdjustmentStart => {
  const { appointmentId } = appointment;
  if (payment.openRefund) {
    if (payment.openRefund.amountCents === input.amountCents) return { refund: payment.openRefund, events: [] };
    throw new DomainError(M.refundInProgress(formatCents(payment.openRefund.amountCents, payment.openRefund.currency)));
  }
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1) throw new DomainError(M.adjustmentAmount);
  const refundable = refundableCents(appointment.amountCents, payment);
  if (input.amountCents > refundable) throw new DomainError(M.adjustmentTooLarge(formatCents(refundable, settings.currency)));
  const note = input.note?.trim() || null;
  if (note && note.length > MAX_NOTE) throw new DomainError(M.adjustmentNote);
  const adjustedAt = validAt(input.adjustedAt, input.now);
  const adjustmentId = adjustmentIdOf(appointmentId, payment.adjustmentSequence + 1);
  const onCard = payment.paid?.via === 'card' || payment.providerPayments.some((p) => p.purpose === 'tip');
  if (!onCard || payment.providerPayments.length === 0) {
    return { refund: null, events: [{ type: 'AdjustmentCreated', data: { appointmentId, adjustmentId, adjustedAt, amountCents: input.amountCents, note, currency: settings.currency, refund: null } }] };
  }
  const attempt = payment.refundAttempts + 1;
  const parts = refundParts(payment, input.amountCents, appointmentId, attempt);
  const onCardCents = parts.reduce((sum, p) => sum + p.amountCents, 0);
  if (onCardCents < input.amountCents) throw new DomainError(M.refundTooLargeForCard(formatCents(onCardCents, settings.currency)));
  const refund: RefundAttemptedData = {
    appointmentId, adjustmentId, attempt, adjustedAt, amountCents: input.amountCents, note, currency: settings.currency,
    provider: payment.providerPayments[0].provider, parts,
  };
  return { refund, events: [{ type: 'RefundAttempted', data: refund }] };
};

export type RefundResult = { outcome: 'succeeded'; refundIds: string[] } | { outcome: 'failed'; code: string; reason: string } | { outcome: 'timed_out' };

/** The events recording the provider's answer to `refund`; none when it is recorded already. */
export const recordRefund = (payment: PaymentState, refund: RefundAttemptedData, result: RefundResult): PaymentEvent[] => {
  if (payment.openRefund?.attempt !== refund.attempt) return [];
  const { appointmentId, adjustmentId, attempt, amountCents, adjustedAt, note, currency, provider } = refund;
  switch (result.outcome) {
    case 'succeeded':
      return [{ type: 'AdjustmentCreated', data: { appointmentId, adjustmentId, adjustedAt, amountCents, note, currency, refund: { provider, refundIds: result.refundIds } } }];
    case 'failed':
      return [{ type: 'RefundFailed', data: { appointmentId, adjustmentId, attempt, amountCents, code: result.code, reason: result.reason } }];
    case 'timed_out':
      return [{ type: 'RefundTimedOut', data: { appointmentId, adjustmentId, attempt, amountCents } }];
  }
};

export const decideRemoveAdjustment = ({ appointment, payment }: Pick<AdjustmentState, 'appointment' | 'payment'>, adjustmentId: string): PaymentEvent[] => {
  const adjustment = payment.adjustments.find((a) => a.id === adjustmentId);
  if (!adjustment) throw new DomainError(M.adjustmentNotFound);
  if (adjustment.refunded) throw new DomainError(M.refundCannotBeRemoved);
  return [{ type: 'AdjustmentRemoved', data: { appointmentId: appointment.appointmentId, adjustmentId } }];
};
