// The profile's rules (spec 002 §5 "Credentials, endorsements, photos", §9): a license names the
// credential, issuer, license number and issuing state; a certification or degree comes with an
// uploaded document instead; at most 5 credentials (pending or approved); only support staff
// approve (the handler checks who asks); the pro reorders the approved ones. Photos: at most 10
// per upload and 30 in all, removed and reordered by id.
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { credentialById, isIssuingState, issuerById } from './credential-catalog.js';
import {
  MAX_CREDENTIALS,
  MAX_DOCUMENT_NAME_LENGTH,
  MAX_GALLERY_IMAGES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_LICENSE_NUMBER_LENGTH,
  ProfileMessages as M,
} from './profile-messages.js';
import { evolveProfile, initialProfileState, type GalleryImage, type ProCredentialData, type ProfileEvent, type ProfileState } from './profile.js';

/** createProCredential as sent (the document as the url of an uploaded file). */

/** Alt text a screen reader reads in one breath (our limit; the spec shows none). */
export const MAX_ALT_TEXT = 250;
export interface CredentialInput {
  practiceId: string;
  proCredentialId: string;
  credentialId?: string | null;
  issuerId?: string | null;
  stateIssued?: string | null;
  licenseNumber?: string | null;
  documentUrl?: string | null;
  documentName?: string | null;
}

export type ProfileCommand =
  | { type: 'SubmitCredential'; input: CredentialInput }
  | { type: 'ApproveCredential'; practiceId: string; proCredentialId: string }
  | { type: 'RemoveCredential'; practiceId: string; proCredentialId: string }
  | { type: 'ReorderCredentials'; practiceId: string; proCredentialIds: string[] }
  | { type: 'AddGalleryImages'; practiceId: string; images: GalleryImage[] }
  | { type: 'RemoveGalleryImage'; practiceId: string; galleryImageId: string }
  | { type: 'ReorderGalleryImages'; practiceId: string; galleryImageIds: string[] }
  | { type: 'ChangeGalleryImageAltText'; practiceId: string; galleryImageId: string; altText: string | null }
  | { type: 'DismissCompletedModal'; practiceId: string };

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The credential as it will be stored, or the first rule the input breaks. */
export const normaliseCredential = (input: CredentialInput): ProCredentialData => {
  const credential = credentialById(input.credentialId);
  if (!credential) throw new DomainError(M.credentialRequired);
  const issuer = input.issuerId ? issuerById(input.issuerId) : undefined;
  if (input.issuerId && !issuer) throw new DomainError(M.issuerRequired);
  const base = {
    practiceId: input.practiceId, proCredentialId: input.proCredentialId, kind: credential.kind,
    credentialId: credential.id, credentialName: credential.name, issuerId: issuer?.id ?? null, issuerName: issuer?.name ?? null,
  };
  if (credential.kind === 'license') {
    if (!issuer) throw new DomainError(M.issuerRequired);
    const licenseNumber = trimmed(input.licenseNumber);
    if (!licenseNumber) throw new DomainError(M.licenseNumberRequired);
    if (licenseNumber.length > MAX_LICENSE_NUMBER_LENGTH) throw new DomainError(M.licenseNumberTooLong);
    if (!isIssuingState(input.stateIssued)) throw new DomainError(M.stateRequired);
    return { ...base, stateIssued: input.stateIssued as string, licenseNumber, documentUrl: null, documentName: null };
  }
  const documentUrl = trimmed(input.documentUrl);
  if (!documentUrl) throw new DomainError(M.documentRequired);
  const documentName = trimmed(input.documentName).slice(0, MAX_DOCUMENT_NAME_LENGTH) || 'Document';
  return { ...base, stateIssued: null, licenseNumber: null, documentUrl, documentName };
};

const sameSet = (given: string[], expected: string[]): boolean =>
  given.length === expected.length && new Set(given).size === given.length && expected.every((id) => given.includes(id));

const credentialOf = (state: ProfileState, proCredentialId: string) => {
  const credential = state.credentials.find((c) => c.proCredentialId === proCredentialId);
  if (!credential) throw new NotFoundError(M.credentialNotFound);
  return credential;
};

export const decideProfile = (command: ProfileCommand, state: ProfileState): ProfileEvent[] => {
  switch (command.type) {
    case 'SubmitCredential': {
      if (state.credentials.length >= MAX_CREDENTIALS) throw new DomainError(M.maxCredentials);
      return [{ type: 'ProCredentialSubmitted', data: normaliseCredential(command.input) }];
    }
    case 'ApproveCredential': {
      const credential = credentialOf(state, command.proCredentialId);
      if (credential.state === 'approved') throw new DomainError(M.alreadyApproved);
      return [{ type: 'ProCredentialApproved', data: { practiceId: command.practiceId, proCredentialId: command.proCredentialId } }];
    }
    case 'RemoveCredential': {
      credentialOf(state, command.proCredentialId);
      return [{ type: 'ProCredentialRemoved', data: { practiceId: command.practiceId, proCredentialId: command.proCredentialId } }];
    }
    case 'ReorderCredentials': {
      const approved = state.credentials.filter((c) => c.state === 'approved').map((c) => c.proCredentialId);
      if (!sameSet(command.proCredentialIds, approved)) throw new DomainError(M.reorderMismatch);
      if (command.proCredentialIds.every((id, i) => approved[i] === id)) return [];
      return [{ type: 'ProCredentialsReordered', data: { practiceId: command.practiceId, proCredentialIds: command.proCredentialIds } }];
    }
    case 'AddGalleryImages': {
      if (command.images.length === 0) throw new DomainError(M.noImages);
      if (command.images.length > MAX_IMAGES_PER_UPLOAD) throw new DomainError(M.tooManyPerUpload);
      if (state.gallery.length + command.images.length > MAX_GALLERY_IMAGES) throw new DomainError(M.galleryFull);
      return [{ type: 'GalleryImagesAdded', data: { practiceId: command.practiceId, images: command.images } }];
    }
    case 'RemoveGalleryImage': {
      if (!state.gallery.some((g) => g.galleryImageId === command.galleryImageId)) throw new NotFoundError(M.photoNotFound);
      return [{ type: 'GalleryImageRemoved', data: { practiceId: command.practiceId, galleryImageId: command.galleryImageId } }];
    }
    case 'ChangeGalleryImageAltText': {
      const image = state.gallery.find((g) => g.galleryImageId === command.galleryImageId);
      if (!image) throw new NotFoundError(M.photoNotFound);
      const altText = typeof command.altText === 'string' ? command.altText.replace(/\s+/g, ' ').trim() : '';
      if (altText.length > MAX_ALT_TEXT) throw new DomainError(M.altTextTooLong);
      if ((image.altText ?? '') === altText) return [];
      return [{ type: 'GalleryImageAltTextChanged', data: { practiceId: command.practiceId, galleryImageId: command.galleryImageId, altText: altText || null } }];
    }
    case 'ReorderGalleryImages': {
      const current = state.gallery.map((g) => g.galleryImageId);
      if (!sameSet(command.galleryImageIds, current)) throw new DomainError(M.photoReorderMismatch);
      if (command.galleryImageIds.every((id, i) => current[i] === id)) return [];
      return [{ type: 'GalleryImagesReordered', data: { practiceId: command.practiceId, galleryImageIds: command.galleryImageIds } }];
    }
    case 'DismissCompletedModal':
      return state.completedModalDismissed ? [] : [{ type: 'ProfileCompletedModalDismissed', data: { practiceId: command.practiceId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  decide: decideProfile,
  evolve: evolveProfile,
  initialState: initialProfileState,
};

/** The practice whose profile stream a command changes. */
export const practiceOfProfileCommand = (command: ProfileCommand): string => (command.type === 'SubmitCredential' ? command.input.practiceId : command.practiceId);
