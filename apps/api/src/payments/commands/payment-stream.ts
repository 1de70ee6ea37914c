// What the payment decisions read: the appointment stream (appointment + payment folds), the
// client's wallet and the practice's payment settings, all through the decision's loader (so the
// append checks each stream's revision). Access: the pro of the practice or the token holder.
import { appointmentStreamId, checkAccess, type AppointmentAccess, type ExistingAppointment } from '#app/appointments';
import { clientStreamId } from '#app/clients';
import { isUuid } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { appointmentWithPaymentsDecider, walletDecider, type PaymentState, type WalletState } from '#app/payments';
import { defaultPaymentSettings, practiceDecider, practiceStreamId, type PaymentSettings } from '#app/practice';

export interface PaymentContext {
  appointment: ExistingAppointment;
  payment: PaymentState;
  wallet: WalletState;
  settings: PaymentSettings;
  clientStreamId: string;
}

export const loadPaymentContext = async (loader: StreamLoader, appointmentId: string, access: AppointmentAccess): Promise<PaymentContext> => {
  const stream = await loader.load(appointmentStreamId(isUuid(appointmentId) ? appointmentId : 'invalid'), appointmentWithPaymentsDecider);
  const appointment = checkAccess(stream.appointment, access);
  const clientStream = clientStreamId(appointment.client.clientId);
  const wallet = await loader.load(clientStream, walletDecider);
  const practice = await loader.load(practiceStreamId(appointment.practiceId), practiceDecider);
  const settings = practice.status === 'active' ? { ...defaultPaymentSettings, ...practice.payments } : defaultPaymentSettings;
  return { appointment, payment: stream.payment, wallet, settings, clientStreamId: clientStream };
};
