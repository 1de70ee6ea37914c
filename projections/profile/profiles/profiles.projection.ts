// The practice's profile extras as the portal and the public page read them: credentials (pending
// first, then approved in the pro's order), the gallery in its order, and the completed-modal flag.
// One document per practice, folded with the aggregate's own evolve so both always agree.
import { defineProjection } from '#app/es';
import { evolveProfile, initialProfileState, PROFILE_EVENT_TYPES, type GalleryImage, type ProCredential, type ProfileEvent } from '#app/profile';

export interface ProfileCredentialDocument extends ProCredential {
  createdAt: string;
}

export interface ProfileDocument {
  /** The practice id. */
  id: string;
  credentials: ProfileCredentialDocument[];
  gallery: GalleryImage[];
  completedModalDismissed: boolean;
}

export const profilesProjection = defineProjection<ProfileDocument>({
  name: 'profiles',
  collection: 'profiles',
  indexedFields: [],
  eventTypes: [...PROFILE_EVENT_TYPES],
  documentId: (event) => (event.data as { practiceId: string }).practiceId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as ProfileEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    const before = document ?? { id: (event.data as { practiceId: string }).practiceId, ...initialProfileState(), credentials: [] };
    const createdAt = new Map(before.credentials.map((c) => [c.proCredentialId, c.createdAt]));
    const next = evolveProfile(before, event);
    return {
      id: before.id,
      credentials: next.credentials.map((c) => ({ ...c, createdAt: createdAt.get(c.proCredentialId) ?? at })),
      gallery: next.gallery,
      completedModalDismissed: next.completedModalDismissed,
    };
  },
});
