// Read-model documents as the pro sees them in GraphQL: event types with their upcoming dates,
// scheduled events with their registrants (names and contacts from the client directory, only
// for clients of the event's own practice), and one registration's payment.
import { canProcessRegistrationPayment, registrationPaymentLabel, registrationPaymentStatus } from '#app/group-events';
import { activeRegistrationDocuments, type BookableEventDocument, type ClientDocument, type EventTypeDocument, type RegistrationDocument } from '#projections';
import type { BookableEvent, BookableEventClient, BookableEventRegistration, BookableEventType, ScheduledEventSummary } from './group-events.models.js';

export interface PracticeLink {
  shortLink: string;
  currency: string;
  /** The product's public origin (PUBLIC_URL). */
  origin: string;
}

export const eventTypeUrl = (practice: PracticeLink, slug: string): string => `${practice.origin.replace(/\/+$/, '')}/${practice.shortLink}/${slug}`;

const atCapacity = (capacity: number | null, count: number): boolean => capacity !== null && count >= capacity;

export const toSummary = (doc: BookableEventDocument): ScheduledEventSummary => {
  const clientsCount = activeRegistrationDocuments(doc).length;
  return {
    id: doc.id, startsAt: doc.startsAt, endsAt: doc.endsAt, timeZone: doc.timeZone, allDay: doc.allDay,
    clientsCount, capacity: doc.capacity, atCapacity: atCapacity(doc.capacity, clientsCount),
  };
};

export const toEventType = (doc: EventTypeDocument, practice: PracticeLink, upcoming: BookableEventDocument[]): BookableEventType => ({
  id: doc.id,
  name: doc.name,
  description: doc.description,
  instructions: doc.instructions,
  capacity: doc.capacity,
  amountCents: doc.amountCents,
  amountCurrency: practice.currency,
  location: doc.location,
  kind: doc.kind,
  duration: doc.duration,
  durationUnit: doc.durationUnit,
  slug: doc.slug,
  url: eventTypeUrl(practice, doc.slug),
  photoUrl: doc.photoUrl,
  eventsCount: upcoming.length,
  bookableEvents: upcoming.map(toSummary),
});

const paymentOf = (registration: RegistrationDocument, eventAmountCents: number) =>
  registrationPaymentStatus({ amountCents: registration.amountCents, payment: { status: registration.paymentStatus } }, eventAmountCents);

const toClient = (registration: RegistrationDocument, event: BookableEventDocument, client: ClientDocument | null): BookableEventClient => {
  const status = paymentOf(registration, event.amountCents);
  return {
    id: registration.clientId,
    registrationId: registration.registrationId,
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? null,
    phone: client?.phone ?? null,
    paymentStatus: status,
    paymentLabel: registrationPaymentLabel(status),
    amountCents: registration.amountCents,
    overCapacity: registration.overCapacity,
    createdAt: registration.createdAt,
  };
};

/**
 * The event as the pro sees it. `type`: its type's document (for the brief and a photo the event
 * has not got of its own); `clients`: the directory's documents by id (others' are ignored).
 */
export const toBookableEvent = (doc: BookableEventDocument, type: EventTypeDocument | null, clients: Map<string, ClientDocument>, currency: string): BookableEvent => {
  const active = activeRegistrationDocuments(doc);
  const own = (clientId: string) => {
    const client = clients.get(clientId);
    return client && client.practiceId === doc.practiceId ? client : null;
  };
  return {
    id: doc.id,
    bookableEventTypeId: doc.bookableEventTypeId,
    bookableEventType: {
      id: doc.bookableEventTypeId,
      name: type?.name ?? doc.name,
      duration: type?.duration ?? doc.duration,
      durationUnit: type?.durationUnit ?? doc.durationUnit,
      slug: type?.slug ?? doc.slug,
    },
    name: doc.name,
    description: doc.description,
    instructions: doc.instructions,
    location: doc.location,
    kind: doc.kind,
    photoUrl: doc.photoUrl ?? type?.photoUrl ?? null,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    allDay: doc.allDay,
    timeZone: doc.timeZone,
    capacity: doc.capacity,
    amountCents: doc.amountCents,
    amountCurrency: currency,
    clientsCount: active.length,
    atCapacity: atCapacity(doc.capacity, active.length),
    clients: active.map((r) => toClient(r, doc, own(r.clientId))),
  };
};

/** The client's registration for the event: the active one, else their latest. */
export const registrationOfClient = (doc: BookableEventDocument, clientId: string): RegistrationDocument | null => {
  const mine = doc.registrations.filter((r) => r.clientId === clientId);
  return mine.find((r) => r.status === 'active') ?? mine[mine.length - 1] ?? null;
};

export const toRegistration = (registration: RegistrationDocument, event: BookableEventDocument): BookableEventRegistration => {
  const status = paymentOf(registration, event.amountCents);
  return {
    id: registration.registrationId,
    paymentStatus: status,
    paymentLabel: registrationPaymentLabel(status),
    amountCents: registration.amountCents,
    createdAt: registration.createdAt,
    discount: registration.discount ?? null,
    canProcessPayment: registration.status === 'active' && canProcessRegistrationPayment(registration.amountCents, status),
    failureReason: registration.paymentStatus === 'failed' ? registration.failureReason : null,
  };
};
