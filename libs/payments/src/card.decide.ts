// A card saved for a client (stripe: a confirmed SetupIntent; square: a tokenised card attached to
// the customer). The client's stream gets the default card; when saved from an appointment that
// still has a price to pay, the appointment's stream gets the card and a hold: 'Your card will be
// charged the day of the appointment' (or at booking, when the practice charges at booking).
import { DateTime } from 'luxon';
import { DomainError } from '#app/es';
import type { AppointmentEvent, ExistingAppointment } from '#app/appointments';
import type { PaymentSettings } from '#app/practice';
import type { PaymentState } from './appointment-payment.js';
import type { PaymentEvent, SavedCard } from './payment-events.js';
import { PaymentMessages as M } from './payment-messages.js';
import type { WalletEvent, WalletState } from './wallet.js';

export interface CardSavedDecision {
  client: WalletEvent[];
  appointment: PaymentEvent[];
}

/** The day (in the appointment's zone) a hold is charged on. */
export const chargeDayOf = (startsAt: string, timeZone: string): string => DateTime.fromISO(startsAt, { zone: timeZone }).toISODate()!;

/** The customer the provider keeps for this client, recorded the first time it is made. */
export const recordCustomer = (wallet: WalletState, clientId: string, card: Pick<SavedCard, 'provider' | 'customerId'>): WalletEvent[] =>
  wallet.customers[card.provider] === card.customerId ? [] : [{ type: 'PaymentCustomerCreated', data: { clientId, provider: card.provider, customerId: card.customerId } }];

const holdFor = (
  appointment: ExistingAppointment,
  payment: PaymentState,
  settings: PaymentSettings,
  card: SavedCard,
  now: Date,
): PaymentEvent[] => {
  const live = appointment.status === 'pending' || appointment.status === 'approved';
  const future = Date.parse(appointment.startsAt) > now.getTime();
  const due = appointment.amountCents + payment.tipAmountCents;
  if (!live || !future || due === 0 || payment.paid || (payment.hold && !payment.hold.released)) return [];
  return [
    {
      type: 'PaymentHoldPlaced',
      data: {
        appointmentId: appointment.appointmentId,
        transactionId: `${appointment.appointmentId}:appointment`,
        amountCents: due,
        currency: settings.currency,
        chargeOn: settings.chargeClientCcAtBooking ? 'booking' : chargeDayOf(appointment.startsAt, appointment.timeZone),
        card,
      },
    },
  ];
};

export const decideCardSaved = (
  state: { clientId: string; wallet: WalletState; settings: PaymentSettings; appointment: ExistingAppointment | null; payment: PaymentState | null },
  card: SavedCard,
  now: Date,
): CardSavedDecision => {
  if (!state.settings.paymentProvider || card.provider !== state.settings.paymentProvider) throw new DomainError(M.noProvider);
  const client: WalletEvent[] = [
    ...recordCustomer(state.wallet, state.clientId, card),
    ...(state.wallet.defaultCard?.paymentMethodId === card.paymentMethodId ? [] : [{ type: 'PaymentMethodSaved' as const, data: { clientId: state.clientId, card } }]),
  ];
  if (!state.appointment || !state.payment) return { client, appointment: [] };
  const { appointment, payment } = state;
  return {
    client,
    appointment: [
      { type: 'PaymentCardSaved', data: { appointmentId: appointment.appointmentId, clientId: state.clientId, card } },
      ...holdFor(appointment, payment, state.settings, card, now),
    ],
  };
};

/** The client removes their saved card with the practice (detachPaymentMethodPractice). */
export const decideDetachCard = (clientId: string, wallet: WalletState): WalletEvent[] => {
  if (!wallet.defaultCard) throw new DomainError(M.noCardToDelete);
  return [{ type: 'PaymentMethodDetached', data: { clientId, paymentMethodId: wallet.defaultCard.paymentMethodId } }];
};

/**
 * A declined or cancelled appointment is never charged: the decision that ends it also releases
 * its hold (spec: never charge a declined or cancelled appointment).
 */
export const releaseHoldWhenEnded = (appointmentEvents: ReadonlyArray<{ type: string }>, payment: PaymentState, appointmentId: string): PaymentEvent[] => {
  if (!payment.hold || payment.hold.released || payment.paid) return [];
  const ended = appointmentEvents.find((e): e is Extract<AppointmentEvent, { type: 'AppointmentDeclined' | 'AppointmentCancelled' }> => e.type === 'AppointmentDeclined' || e.type === 'AppointmentCancelled');
  if (!ended) return [];
  return [{ type: 'PaymentHoldReleased', data: { appointmentId, transactionId: payment.hold.transactionId, reason: ended.type === 'AppointmentDeclined' ? 'declined' : 'cancelled' } }];
};

/** Charge-at-booking: a hold marked 'booking' is charged as soon as the appointment is approved. */
export const dueAtBooking = (appointment: ExistingAppointment, payment: PaymentState): boolean =>
  appointment.status === 'approved' && !payment.paid && !payment.lastError && payment.hold?.chargeOn === 'booking' && !payment.hold.released;
