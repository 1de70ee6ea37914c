// A practice's former short links (spec 002 §5 short link; ours: the old link keeps working and
// leads to the new one). One document per old link, naming the practice; the link's claim stream
// stays the practice's, so no other practice can take it.
import { defineProjection } from '#app/es';
import type { ProfileInfoUpdatedData } from '#app/practice';

export interface ShortLinkRedirectDocument {
  id: string;
  practiceId: string;
}

export const shortLinkRedirectsProjection = defineProjection<ShortLinkRedirectDocument>({
  name: 'shortLinkRedirects',
  collection: 'short_link_redirects',
  indexedFields: [],
  eventTypes: ['ProfileInfoUpdated'],
  documentId: (event) => (event.data as ProfileInfoUpdatedData).previousShortLink ?? null,
  evolve: (_document, event) => ({ id: (event.data as ProfileInfoUpdatedData).previousShortLink!, practiceId: event.streamId.replace(/^practice-/, '') }),
});
