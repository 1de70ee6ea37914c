// The practice's scheduled (bookable) group events, one document per event, with its
// registrations: for the pro's calendar, Events page, event panel and the type's upcoming dates.
// A deleted event stays, flagged. Registrants' names and contacts are not copied here: they are
// read from the client directory when asked (so a client's edit shows at once).
import { defineProjection } from '#app/es';
import type { BookableEventData, BookableEventEvent, CancelledBy, RegistrationSource } from '#app/group-events';

export interface RegistrationDocument {
  registrationId: string;
  clientId: string;
  token: string;
  status: 'active' | 'cancelled';
  amountCents: number;
  /** A visitor's coupon: code and what it took off (absent on older documents). */
  discount?: { code: string; amountCents: number } | null;
  by: RegistrationSource;
  overCapacity: boolean;
  createdAt: string;
  cancelledBy: CancelledBy | null;
  cancelledAt: string | null;
  /** The payment recorded for it: none yet, paid or failed (the last attempt's outcome). */
  paymentStatus: 'none' | 'paid' | 'failed';
  providerPaymentId: string | null;
  failureReason: string | null;
  paymentAt: string | null;
}

export interface BookableEventDocument extends Omit<BookableEventData, 'bookableEventId'> {
  /** The event's id. */
  id: string;
  photoUrl: string | null;
  deleted: boolean;
  registrations: RegistrationDocument[];
  createdAt: string;
  updatedAt: string;
}

const withRegistration = (document: BookableEventDocument, registrationId: string, change: (r: RegistrationDocument) => RegistrationDocument, at: string): BookableEventDocument => ({
  ...document,
  registrations: document.registrations.map((r) => (r.registrationId === registrationId ? change(r) : r)),
  updatedAt: at,
});

export const bookableEventsProjection = defineProjection<BookableEventDocument>({
  name: 'bookable-events',
  collection: 'bookable_events',
  indexedFields: ['practiceId,startsAt', 'practiceId,endsAt', 'bookableEventTypeId'],
  eventTypes: [
    'BookableEventScheduled',
    'BookableEventChanged',
    'BookableEventPhotoChanged',
    'BookableEventDeleted',
    'ClientRegisteredForEvent',
    'EventRegistrationCancelled',
    'RegistrationPaymentSucceeded',
    'RegistrationPaymentFailed',
  ],
  documentId: (event) => (event.data as { bookableEventId: string }).bookableEventId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as BookableEventEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    switch (event.type) {
      case 'BookableEventScheduled':
      case 'BookableEventChanged': {
        const { bookableEventId, previous: _previous, ...data } = event.data as BookableEventData & { previous?: unknown };
        return {
          id: bookableEventId,
          ...data,
          photoUrl: document?.photoUrl ?? null,
          deleted: false,
          registrations: document?.registrations ?? [],
          createdAt: document?.createdAt ?? at,
          updatedAt: at,
        };
      }
      case 'BookableEventPhotoChanged':
        return document ? { ...document, photoUrl: event.data.photoUrl, updatedAt: at } : null;
      case 'BookableEventDeleted':
        return document ? { ...document, deleted: true, updatedAt: at } : null;
      case 'ClientRegisteredForEvent': {
        if (!document) return null;
        const d = event.data;
        const registration: RegistrationDocument = {
          registrationId: d.registrationId, clientId: d.clientId, token: d.token, status: 'active', amountCents: d.amountCents, discount: d.discount ?? null, by: d.by,
          overCapacity: d.overCapacity, createdAt: d.registeredAt, cancelledBy: null, cancelledAt: null,
          paymentStatus: 'none', providerPaymentId: null, failureReason: null, paymentAt: null,
        };
        return { ...document, registrations: [...document.registrations.filter((r) => r.registrationId !== d.registrationId), registration], updatedAt: at };
      }
      case 'EventRegistrationCancelled':
        return document && withRegistration(document, event.data.registrationId, (r) => ({ ...r, status: 'cancelled', cancelledBy: event.data.by, cancelledAt: event.data.cancelledAt }), at);
      case 'RegistrationPaymentSucceeded':
        return document && withRegistration(document, event.data.registrationId, (r) => ({ ...r, paymentStatus: 'paid', providerPaymentId: event.data.providerPaymentId, failureReason: null, paymentAt: event.data.paidAt }), at);
      case 'RegistrationPaymentFailed':
        return document && withRegistration(document, event.data.registrationId, (r) => ({ ...r, paymentStatus: 'failed', providerPaymentId: null, failureReason: event.data.reason, paymentAt: event.data.failedAt }), at);
      default:
        return document;
    }
  },
});

/** The registrations that hold a seat, by registration time. */
export const activeRegistrationDocuments = (document: BookableEventDocument): RegistrationDocument[] =>
  document.registrations.filter((r) => r.status === 'active').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
