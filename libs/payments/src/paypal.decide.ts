// PayPal and Venmo (spec 000 §7 createPaypalOrder / capturePaypalPayment): an order for the
// appointment's amount plus tip, or for a tip alone, created at PayPal, approved by the client in
// PayPal's window, then captured. A capture already recorded is not recorded again.
import { DomainError } from '#app/es';
import type { ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import { checkTipAmount } from './charge.decide.js';
import type { PaymentEvent, PaypalOrderData } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';

export interface PaypalOrderRequest {
  via: 'paypal' | 'venmo';
  tipAmountCents: number;
  tipOnly: boolean;
  now: Date;
}

/** What the order is for (amount, tip), or an error; the provider's order id comes after. */
export const planPaypalOrder = (
  state: { appointment: ExistingAppointment; payment: PaymentState; settings: PaymentSettings },
  request: PaypalOrderRequest,
): Omit<PaypalOrderData, 'orderId'> => {
  const { appointment, payment, settings } = state;
  if (request.via === 'paypal' ? !settings.paypalActive : !settings.venmoActive) throw new DomainError(request.via === 'paypal' ? M.paypalNotEnabled : M.venmoNotEnabled);
  if (appointment.status === 'declined' || appointment.status === 'cancelled') throw new DomainError(M.declinedOrCancelled);
  if (appointment.status !== 'approved') throw new DomainError(M.notPayable);
  // A tip chosen now, else one added before (addTipToAppointment), is paid with the appointment.
  const tip = request.tipAmountCents > 0 || request.tipOnly ? checkTipAmount(request.tipAmountCents, appointment.amountCents) : payment.tipAmountCents;
  if (request.tipOnly) {
    if (!settings.acceptsTips) throw new DomainError(M.tipsNotAccepted);
    if (payment.tipCharged) throw new DomainError(M.tipAlreadyAdded);
    if (!payment.paid || Date.parse(appointment.startsAt) > request.now.getTime()) throw new DomainError(M.tipNotYet);
  } else {
    if (payment.paid) throw new DomainError(M.alreadyPaid);
    if (tip > 0 && !settings.acceptsTips) throw new DomainError(M.tipsNotAccepted);
    if (appointment.amountCents + tip === 0) throw new DomainError(M.free);
  }
  return {
    appointmentId: appointment.appointmentId,
    via: request.via,
    amountCents: request.tipOnly ? tip : appointment.amountCents + tip,
    tipAmountCents: tip,
    tipOnly: request.tipOnly,
    currency: settings.currency,
  };
};

export const paypalOrderCreated = (order: PaypalOrderData): PaymentEvent[] => [{ type: 'PaypalOrderCreated', data: order }];

/** The order to capture: it must be this appointment's. */
export const orderToCapture = (payment: PaymentState, orderId: string) => {
  const order = payment.paypalOrders[orderId];
  if (!order) throw new DomainError(M.paypalOrderUnknown);
  return order;
};

export const recordPaypalCapture = (payment: PaymentState, orderId: string, captureId: string): PaymentEvent[] => {
  const order = orderToCapture(payment, orderId);
  if (order.captured) return [];
  const { captured: _, ...data } = order;
  return [{ type: 'PaypalPaymentCaptured', data: { ...data, captureId } }];
};
