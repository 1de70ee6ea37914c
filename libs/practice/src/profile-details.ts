// The practice's public profile (spec 002 §3 "Profile details", "Practice details"): what the public
// page and search show about the pro. It lives on the practice stream because its name and short
// link are the practice's own; these events fold into `ActivePractice.profile`.
import type { DomainEvent } from '#app/es';

/** A place chosen from the places search (libs/integrations places port), with its coordinates. */
export interface ProfilePlace {
  placeId: string;
  /** As shown: "Portland, OR, US". */
  name: string;
  latitude: number;
  longitude: number;
}

export interface SocialLinks {
  website: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  tiktok: string | null;
  youtube: string | null;
}

export interface PracticeDetails extends SocialLinks {
  languageIds: string[];
  ageWorkWithIds: string[];
  workWithIds: string[];
}

export interface PracticeProfile {
  title: string | null;
  headline: string | null;
  about: string | null;
  place: ProfilePlace | null;
  photoUrl: string | null;
  details: PracticeDetails;
  /** Links the practice had before: they keep leading to it and stay its own. */
  formerShortLinks: string[];
}

export interface ProfileInfoUpdatedData {
  name?: string;
  title?: string;
  headline?: string;
  about?: string;
  place?: ProfilePlace;
  shortLink?: string;
  /** Set with shortLink: the link it replaces, which keeps redirecting to the new one. */
  previousShortLink?: string;
}

export type ProfileDetailsEvent =
  | DomainEvent<'ProfileInfoUpdated', ProfileInfoUpdatedData>
  | DomainEvent<'ProfilePhotoUpdated', { photoUrl: string }>
  | DomainEvent<'PracticeDetailsUpdated', Partial<PracticeDetails>>;

export const PROFILE_DETAILS_EVENT_TYPES = ['ProfileInfoUpdated', 'ProfilePhotoUpdated', 'PracticeDetailsUpdated'] as const;

export const isProfileDetailsEvent = (event: { type: string }): event is ProfileDetailsEvent => (PROFILE_DETAILS_EVENT_TYPES as readonly string[]).includes(event.type);

export const emptyPracticeDetails: PracticeDetails = {
  languageIds: [], ageWorkWithIds: [], workWithIds: [],
  website: null, facebook: null, instagram: null, twitter: null, linkedin: null, tiktok: null, youtube: null,
};

export const emptyPracticeProfile: PracticeProfile = { title: null, headline: null, about: null, place: null, photoUrl: null, details: emptyPracticeDetails, formerShortLinks: [] };

/** The profile part of a practice; name and short link stay on the practice itself (see evolvePractice). */
export const evolvePracticeProfile = (profile: PracticeProfile | undefined, event: ProfileDetailsEvent): PracticeProfile => {
  const current = profile ?? emptyPracticeProfile;
  switch (event.type) {
    case 'ProfileInfoUpdated': {
      const { title, headline, about, place, shortLink, previousShortLink } = event.data;
      const formerShortLinks = previousShortLink
        ? [...current.formerShortLinks.filter((l) => l !== previousShortLink && l !== shortLink), previousShortLink]
        : current.formerShortLinks;
      return {
        ...current,
        title: title ?? current.title,
        headline: headline ?? current.headline,
        about: about ?? current.about,
        place: place ?? current.place,
        formerShortLinks,
      };
    }
    case 'ProfilePhotoUpdated':
      return { ...current, photoUrl: event.data.photoUrl };
    case 'PracticeDetailsUpdated':
      return { ...current, details: { ...current.details, ...event.data } };
  }
};

/** "https://www.example.com/" reads "www.example.com" (spec 002 §5: shown without the scheme). */
export const withoutScheme = (url: string | null): string | null => (url ? url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '') : url);
