// The client directory (collection `clients`): one document per client, with its notes and custom
// prices, saved card (wallet), and lower-cased search keys that prefix indexes serve. Deleted
// clients stay, with deletedAt.
import { defineProjection } from '#app/es';
import { fullName, phoneSearchDigits, type ClientEvent, type ClientProfile } from '#app/clients';
import { evolveWallet, walletDecider, WALLET_EVENT_TYPES, type WalletEvent } from '#app/payments';
import type { ClientDocument } from './client-document.js';

const searchKeys = (profile: ClientProfile): ClientDocument['search'] => {
  const [national = '', full = ''] = phoneSearchDigits(profile.phone);
  return {
    first: profile.firstName.toLowerCase(),
    last: profile.lastName.toLowerCase(),
    full: fullName(profile).toLowerCase(),
    email: (profile.email ?? '').toLowerCase(),
    phone: national,
    phoneFull: full,
  };
};

const withProfile = (document: ClientDocument, profile: ClientProfile, at: string): ClientDocument => ({
  ...document,
  ...profile,
  fullName: fullName(profile),
  search: searchKeys(profile),
  updatedAt: at,
});

export const clientDirectoryProjection = defineProjection<ClientDocument>({
  name: 'client-directory',
  collection: 'clients',
  indexedFields: [
    'practiceId',
    'search.last',
    'search.email',
    'prefix:search.first',
    'prefix:search.last',
    'prefix:search.full',
    'prefix:search.email',
    'prefix:search.phone',
    'prefix:search.phoneFull',
  ],
  eventTypes: ['ClientCreated', 'ClientEdited', 'ClientDeleted', 'ClientNoteAdded', 'ClientCustomPriceSaved', ...WALLET_EVENT_TYPES],
  documentId: (event) => (event.data as { clientId: string }).clientId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ClientEvent | WalletEvent;
    if (event.type === 'ClientCreated') {
      const { clientId, practiceId, createdAt, ...profile } = event.data;
      const base = { id: clientId, practiceId, createdAt, deletedAt: null, notes: [], customPrices: [] } as unknown as ClientDocument;
      return withProfile(base, profile, createdAt);
    }
    if (!document) return null;
    switch (event.type) {
      case 'ClientEdited': {
        const profile = { ...document, ...event.data.changes };
        return withProfile(document, profile, event.data.editedAt);
      }
      case 'ClientDeleted':
        return { ...document, deletedAt: event.data.deletedAt, updatedAt: event.data.deletedAt };
      case 'ClientNoteAdded': {
        const { noteId, text, time, noteType, appointmentId } = event.data;
        if (document.notes.some((n) => n.id === noteId)) return document;
        return { ...document, notes: [...document.notes, { id: noteId, text, time, noteType, appointmentId }] };
      }
      case 'PaymentCustomerCreated':
      case 'PaymentMethodSaved':
      case 'PaymentMethodDetached':
        return { ...document, wallet: evolveWallet(document.wallet ?? walletDecider.initialState(), event) };
      case 'ClientCustomPriceSaved': {
        const { customPriceId, serviceId, variationId, amountCents } = event.data;
        const others = document.customPrices.filter((p) => p.id !== customPriceId);
        return { ...document, customPrices: [...others, { id: customPriceId, serviceId, variationId, amountCents }] };
      }
      case 'ClientPhoneViewed': // not subscribed: a view changes nothing in the directory
        return document;
    }
  },
});
