// What the profile's queries answer with: the practice's credentials and gallery (profiles read
// model) and the facts behind its status (practices, reviews and profiles read models).
import { Injectable } from '@nestjs/common';
import { loadConfig } from '#app/config';
import type { ProfileFacts } from '#app/profile';
import { PracticesQuery, ProfilesQuery, ReviewsQuery, type PracticeDocument, type ProfileCredentialDocument, type ProfileDocument } from '#projections';
import type { GalleryImage, ProCredential } from './profile.models.js';

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

export const toProCredential = (c: ProfileCredentialDocument): ProCredential => ({
  id: c.proCredentialId, kind: c.kind, stateIssued: c.stateIssued, licenseNumber: c.licenseNumber,
  filestackDocument: c.documentUrl, filestackDocumentName: c.documentName, state: c.state, createdAt: c.createdAt,
  credential: { id: c.credentialId, name: c.credentialName },
  issuer: c.issuerId && c.issuerName ? { id: c.issuerId, name: c.issuerName } : null,
});

export const toGalleryImages = (doc: ProfileDocument): GalleryImage[] => doc.gallery.map((g) => ({ id: g.galleryImageId, defaultPhotoUrl: g.photoUrl, altText: g.altText ?? null }));

/** The status facts of a practice (pure, so the rules are tested without a database). */
export const profileFactsOf = (practice: PracticeDocument | null, profile: ProfileDocument, reviewCount: number): ProfileFacts => {
  // The Details tab and the headshot write these on the practice's profile (absent until first set).
  const details = practice?.profile;
  const locations = practice?.locations ?? [];
  return {
    hasPhoto: filled(details?.photoUrl),
    hasHeadline: filled(details?.headline),
    hasAbout: filled(details?.about),
    hasService: (practice?.services.length ?? 0) > 0,
    hasLocationWithHours: locations.some((l) => l.state !== 'disabled' && Object.values(l.availableTimes ?? {}).some((day) => day.enabled && day.blocks.length > 0)),
    hasApprovedCredential: profile.credentials.some((c) => c.state === 'approved'),
    hasReview: reviewCount > 0,
    completedModalDismissed: profile.completedModalDismissed,
  };
};

@Injectable()
export class ProfileReader {
  private readonly origin = loadConfig().publicBaseUrl;

  constructor(
    private readonly profiles: ProfilesQuery,
    private readonly practices: PracticesQuery,
    private readonly reviews: ReviewsQuery,
  ) {}

  profile(practiceId: string): Promise<ProfileDocument> {
    return this.profiles.ofPractice(practiceId);
  }

  async credentials(practiceId: string): Promise<ProCredential[]> {
    return (await this.profiles.ofPractice(practiceId)).credentials.map(toProCredential);
  }

  async gallery(practiceId: string): Promise<GalleryImage[]> {
    return toGalleryImages(await this.profiles.ofPractice(practiceId));
  }

  async publicGallery(shortLink: string): Promise<GalleryImage[]> {
    const practice = await this.practices.byShortLink(shortLink.toLowerCase());
    return practice ? toGalleryImages(await this.profiles.ofPractice(practice.id)) : [];
  }

  async statusInputs(practiceId: string): Promise<{ facts: ProfileFacts; firstName: string; profileUrl: string }> {
    const [practice, profile, reviewCount] = await Promise.all([this.practices.byId(practiceId), this.profiles.ofPractice(practiceId), this.reviews.countPublished(practiceId)]);
    return {
      facts: profileFactsOf(practice, profile, reviewCount),
      firstName: (practice?.owner.name ?? '').trim().split(/\s+/)[0] ?? '',
      profileUrl: `${this.origin}/${practice?.shortLink ?? ''}`,
    };
  }
}
