// The practice's profile extras (stream `profile-<practiceId>`): the pro's credentials (submitted
// pending, approved by support staff, approved ones in the pro's order), the photo gallery in its
// order, and whether the one-time "profile complete" modal was dismissed. One stream per practice,
// so the limits (5 credentials, 30 photos) and the orders are decided on one consistent state.
import type { DomainEvent } from '#app/es';
import type { CredentialKind } from './credential-catalog.js';

export interface ProCredentialData {
  practiceId: string;
  proCredentialId: string;
  kind: CredentialKind;
  credentialId: string;
  credentialName: string;
  issuerId: string | null;
  issuerName: string | null;
  stateIssued: string | null;
  licenseNumber: string | null;
  /** A certification's or degree's document: its file url and the name it was uploaded with. */
  documentUrl: string | null;
  documentName: string | null;
}

export interface GalleryImage {
  galleryImageId: string;
  photoUrl: string;
  /** What the photo shows, for screen readers and search engines (absent until the pro writes or generates it). */
  altText?: string | null;
}

export type ProfileEvent =
  | DomainEvent<'ProCredentialSubmitted', ProCredentialData>
  | DomainEvent<'ProCredentialApproved', { practiceId: string; proCredentialId: string }>
  | DomainEvent<'ProCredentialRemoved', { practiceId: string; proCredentialId: string }>
  | DomainEvent<'ProCredentialsReordered', { practiceId: string; proCredentialIds: string[] }>
  | DomainEvent<'GalleryImagesAdded', { practiceId: string; images: GalleryImage[] }>
  | DomainEvent<'GalleryImageRemoved', { practiceId: string; galleryImageId: string }>
  | DomainEvent<'GalleryImagesReordered', { practiceId: string; galleryImageIds: string[] }>
  | DomainEvent<'GalleryImageAltTextChanged', { practiceId: string; galleryImageId: string; altText: string | null }>
  | DomainEvent<'ProfileCompletedModalDismissed', { practiceId: string }>;

export const PROFILE_EVENT_TYPES: readonly ProfileEvent['type'][] = [
  'ProCredentialSubmitted', 'ProCredentialApproved', 'ProCredentialRemoved', 'ProCredentialsReordered',
  'GalleryImagesAdded', 'GalleryImageRemoved', 'GalleryImagesReordered', 'GalleryImageAltTextChanged', 'ProfileCompletedModalDismissed',
];

export type CredentialState = 'pending' | 'approved';
export type ProCredential = ProCredentialData & { state: CredentialState };

export interface ProfileState {
  /** Pending ones in submission order, then approved ones in the pro's order (approval appends). */
  credentials: ProCredential[];
  gallery: GalleryImage[];
  completedModalDismissed: boolean;
}

export const profileStreamId = (practiceId: string): string => `profile-${practiceId}`;

export const initialProfileState = (): ProfileState => ({ credentials: [], gallery: [], completedModalDismissed: false });

/** Reorders `list` by `ids` (the ids not named keep their place after them). */
export const inOrder = <T>(list: T[], ids: string[], idOf: (item: T) => string): T[] => {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (rank.get(idOf(a)) ?? Infinity) - (rank.get(idOf(b)) ?? Infinity));
};

const approvedLast = (credentials: ProCredential[]): ProCredential[] => [
  ...credentials.filter((c) => c.state === 'pending'),
  ...credentials.filter((c) => c.state === 'approved'),
];

export const evolveProfile = (state: ProfileState, event: ProfileEvent): ProfileState => {
  switch (event.type) {
    case 'ProCredentialSubmitted':
      return { ...state, credentials: approvedLast([...state.credentials, { ...event.data, state: 'pending' }]) };
    case 'ProCredentialApproved': {
      const approved = state.credentials.find((c) => c.proCredentialId === event.data.proCredentialId);
      if (!approved) return state;
      const others = state.credentials.filter((c) => c !== approved);
      return { ...state, credentials: approvedLast([...others, { ...approved, state: 'approved' }]) };
    }
    case 'ProCredentialRemoved':
      return { ...state, credentials: state.credentials.filter((c) => c.proCredentialId !== event.data.proCredentialId) };
    case 'ProCredentialsReordered':
      return { ...state, credentials: approvedLast(inOrder(state.credentials, event.data.proCredentialIds, (c) => c.proCredentialId)) };
    case 'GalleryImagesAdded':
      return { ...state, gallery: [...state.gallery, ...event.data.images] };
    case 'GalleryImageRemoved':
      return { ...state, gallery: state.gallery.filter((g) => g.galleryImageId !== event.data.galleryImageId) };
    case 'GalleryImagesReordered':
      return { ...state, gallery: inOrder(state.gallery, event.data.galleryImageIds, (g) => g.galleryImageId) };
    case 'GalleryImageAltTextChanged':
      return { ...state, gallery: state.gallery.map((g) => (g.galleryImageId === event.data.galleryImageId ? { ...g, altText: event.data.altText } : g)) };
    case 'ProfileCompletedModalDismissed':
      return { ...state, completedModalDismissed: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
