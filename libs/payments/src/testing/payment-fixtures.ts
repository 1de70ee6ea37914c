// Building blocks for the payment specs: an appointment stream folded from events, a card, settings.
import { fold } from '#app/es';
import { sampleAppointment } from '#testing/appointments';
import type { AppointmentEvent, AppointmentRequestedData } from '#app/appointments';
import { defaultPaymentSettings, type PaymentSettings } from '#app/practice';
import { appointmentWithPaymentsDecider, type AppointmentWithPayments } from '../appointment-payment.js';
import type { PaymentEvent, SavedCard } from '../payment-events.js';
import { walletDecider, type WalletEvent, type WalletState } from '../wallet.js';

export const APPOINTMENT_ID = sampleAppointment().appointmentId;

export const visa: SavedCard = { provider: 'stripe', paymentMethodId: 'pm_visa', customerId: 'cus_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

export const settings = (overrides: Partial<PaymentSettings> = {}): PaymentSettings => ({ ...defaultPaymentSettings, paymentProvider: 'stripe', acceptsTips: true, ...overrides });

export const requested = (overrides: Partial<AppointmentRequestedData> = {}): AppointmentEvent => ({ type: 'AppointmentRequested', data: sampleAppointment(overrides) });
export const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: APPOINTMENT_ID, acceptedBy: 'pro' } };

export const stream = (...events: Array<AppointmentEvent | PaymentEvent>): AppointmentWithPayments => fold(appointmentWithPaymentsDecider, events);

export const wallet = (...events: WalletEvent[]): WalletState => fold(walletDecider, events);
export const cardSaved: WalletEvent = { type: 'PaymentMethodSaved', data: { clientId: 'c1', card: visa } };

export const existing = (s: AppointmentWithPayments) => {
  if (s.appointment.status === 'none') throw new Error('no appointment in the given events');
  return s.appointment;
};
