// The client aggregate (stream `client-<id>`): one person within one practice, their profile,
// notes and custom prices. Deleting is soft: the history stays, the e-mail and phone are released.
import type { DomainEvent } from '../../es/src/decider.js';

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

export type ClientEvent =
  | DomainEvent<'ClientCreated', ClientCreatedData>
  | DomainEvent<'ClientEdited', { clientId: string; changes: Partial<ClientProfile>; editedAt: string }>
  | DomainEvent<'ClientDeleted', { clientId: string; deletedAt: string }>
  | DomainEvent<'ClientNoteAdded', ClientNoteAddedData>
  | DomainEvent<'ClientCustomPriceSaved', ClientCustomPriceSavedData>;

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

export const evolveClient = (state: ClientState, event: ClientEvent): ClientState => {
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
      return state;
    case 'ClientCustomPriceSaved': {
      if (state.status === 'none') return state;
      const { serviceId, variationId, customPriceId, amountCents } = event.data;
      return { ...state, customPrices: { ...state.customPrices, [customPriceKey(serviceId, variationId)]: { customPriceId, amountCents } } };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
