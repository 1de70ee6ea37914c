// What an invoice and a past-due reminder read, from the event store (the write side, never a
// read model that may lag): the appointment's stream folded twice over (its rules and its money),
// with the ids it records; and the practice as it is now (who to bill from, its currency, its
// past-due settings, where its locations are).
import { appointmentStreamId, type AppointmentState } from '#app/appointments';
import { fold, isUuid } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { locationPlace, type InvoicePractice, type LocationPlace } from '#app/messaging';
import { appointmentWithPaymentsDecider, type PaymentState } from '#app/payments';
import { defaultPaymentSettings, practiceDecider, practiceStreamId, type PaymentSettings } from '#app/practice';

export interface BilledAppointment {
  /** 'none' for an id that names no appointment (or is no id at all). */
  appointment: AppointmentState;
  payment: PaymentState;
  stream: RecordedEvent[];
  recordedIds: ReadonlySet<string>;
}

export const loadBilledAppointment = async (store: EventStore, appointmentId: unknown): Promise<BilledAppointment> => {
  const stream = isUuid(appointmentId) ? await store.readStream(appointmentStreamId(appointmentId)) : [];
  const { appointment, payment } = fold(appointmentWithPaymentsDecider, stream.map((e) => ({ type: e.type, data: e.data }) as never));
  return { appointment, payment, stream, recordedIds: new Set(stream.map((e) => e.eventId)) };
};

export interface BillingPractice {
  contact: InvoicePractice;
  settings: PaymentSettings;
  /** Null for a location the practice no longer has. */
  placeOf(locationId: string): LocationPlace | null;
}

export const loadBillingPractice = async (store: EventStore, practiceId: string): Promise<BillingPractice> => {
  const { state } = await loadState(store, practiceStreamId(practiceId), practiceDecider);
  if (state.status === 'none') throw new Error(`Practice ${practiceId} not found`);
  const { name, owner } = state.practice;
  return {
    contact: { name, practitioner: { name: owner.name, email: owner.email }, phone: owner.phone?.trim() || null },
    settings: { ...defaultPaymentSettings, ...state.payments },
    placeOf: (locationId) => {
      const location = state.locations.get(locationId);
      return location ? locationPlace(location) : null;
    },
  };
};
