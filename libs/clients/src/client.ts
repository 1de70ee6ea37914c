// The client aggregate (stream `client-<id>`): one person within one practice, their profile,
// notes and custom prices. Deleting is soft: the history stays, the e-mail and phone are released.
import type { DomainEvent } from '#app/es';

export const clientStreamId = (clientId: string): string => `client-${clientId}`;

/** The profile fields a pro can set; empty optional fields are null. */
export interface ClientProfile {
  firstName: string;
  lastName: string;
  email: string | null;
  /** E.164 without extension. */
  phone: string | null;
  phoneExtension: string | null;
  clientType: string | null;
  invitedFrom: string | null;
  address: string | null;
  addressTwo: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

export type NoteType = 'client' | 'appointment';

export interface ClientCreatedData extends ClientProfile {
  clientId: string;
  practiceId: string;
  createdAt: string;
}

export interface ClientNoteAddedData {
  clientId: string;
  noteId: string;
  text: string;
  time: string;
  noteType: NoteType;
  appointmentId: string | null;
}

export interface ClientCustomPriceSavedData {
  clientId: string;
  customPriceId: string;
  serviceId: string;
  variationId: string | null;
  amountCents: number;
}

/** The invitation to book online went out to an invited client (appended by the messaging reaction, not by decide). */
export interface InvitationSentData {
  clientId: string;
  /** The Message-ID header, derived from this event's id. */
  messageId: string;
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string;
  /** The practice's public booking page the invitation links to. */
  bookingUrl: string;
  sentVia: 'outbox' | 'smtp';
  causationEventId: string;
}

export type ClientEvent =
  | DomainEvent<'ClientCreated', ClientCreatedData>
  | DomainEvent<'ClientEdited', { clientId: string; changes: Partial<ClientProfile>; editedAt: string }>
  | DomainEvent<'ClientDeleted', { clientId: string; deletedAt: string }>
  | DomainEvent<'ClientNoteAdded', ClientNoteAddedData>
  | DomainEvent<'ClientCustomPriceSaved', ClientCustomPriceSavedData>
  /** viewPhone (spec 001 §7): who viewed the phone and when are the event's metadata. */
  | DomainEvent<'ClientPhoneViewed', { clientId: string; phoneNumber: string }>;

/**
 * Everything the client's stream may hold: what its decisions decide (ClientEvent), and what a
 * reaction records there (the invitation e-mail), which changes nothing the rules decide on.
 */
export type ClientStreamEvent = ClientEvent | DomainEvent<'InvitationSent', InvitationSentData>;

export type ClientEventType = ClientEvent['type'];

export const CLIENT_EVENT_TYPES: ClientEventType[] = ['ClientCreated', 'ClientEdited', 'ClientDeleted', 'ClientNoteAdded', 'ClientCustomPriceSaved'];

export type ClientState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      clientId: string;
      practiceId: string;
      profile: ClientProfile;
      /** Custom price per service (and variation): "serviceId" or "serviceId/variationId". */
      customPrices: Record<string, { customPriceId: string; amountCents: number }>;
    };

export const customPriceKey = (serviceId: string, variationId: string | null | undefined): string =>
  variationId ? `${serviceId}/${variationId}` : serviceId;

export const initialClientState = (): ClientState => ({ status: 'none' });

export const evolveClient = (state: ClientState, event: ClientStreamEvent): ClientState => {
  switch (event.type) {
    case 'ClientCreated': {
      const { clientId, practiceId, createdAt: _createdAt, ...profile } = event.data;
      return { status: 'active', clientId, practiceId, profile, customPrices: {} };
    }
    case 'ClientEdited':
      return state.status === 'none' ? state : { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'ClientDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'ClientNoteAdded':
    case 'InvitationSent':
    case 'ClientPhoneViewed':
      return state;
    case 'ClientCustomPriceSaved': {
      if (state.status === 'none') return state;
      const { serviceId, variationId, customPriceId, amountCents } = event.data;
      return { ...state, customPrices: { ...state.customPrices, [customPriceKey(serviceId, variationId)]: { customPriceId, amountCents } } };
    }
    default: {
      const _exhaustive: never = event;
      return state; // events of other parts of the stream (payments) change nothing here
    }
  }
};
