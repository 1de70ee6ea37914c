// A tip chosen before paying (addTipToAppointment): recorded on the appointment and charged with
// its payment. A tip after the appointment is paid is charged on its own (startCharge 'tip').
import { DomainError } from '#app/es';
import type { ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import { checkTipAmount } from './charge.decide.js';
import type { PaymentEvent } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';

export const decideAddTip = (
  state: { appointment: ExistingAppointment; payment: PaymentState; settings: PaymentSettings },
  tipAmountCents: number,
): PaymentEvent[] => {
  const { appointment, payment, settings } = state;
  if (!settings.acceptsTips) throw new DomainError(M.tipsNotAccepted);
  if (appointment.status === 'declined' || appointment.status === 'cancelled') throw new DomainError(M.declinedOrCancelled);
  if (appointment.status !== 'approved') throw new DomainError(M.notPayable);
  if (payment.paid) throw new DomainError(M.tipBeforePayment);
  const tip = checkTipAmount(tipAmountCents, appointment.amountCents);
  if (payment.tipAmountCents === tip) return [];
  return [{ type: 'TipAdded', data: { appointmentId: appointment.appointmentId, tipAmountCents: tip } }];
};
