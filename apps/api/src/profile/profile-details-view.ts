// The practice document as the profile's GraphQL shapes.
import { AGE_WORK_WITHS, emptyPracticeProfile, LANGUAGES, practiceFlagsOf, WORK_WITHS, type Choice } from '#app/practice';
import type { PracticeDocument } from '#projections';
import type { ProfileDetails, ProfilePracticeDetails, PublicProfile } from './profile-details.models.js';

const named = (ids: string[], list: Choice[]): Choice[] => ids.flatMap((id) => list.filter((c) => c.id === id));

export const toPracticeDetails = (doc: PracticeDocument): ProfilePracticeDetails => {
  const profile = doc.profile ?? emptyPracticeProfile;
  const { details } = profile;
  return {
    id: doc.id,
    locationId: profile.place?.placeId ?? null,
    location: profile.place?.name ?? null,
    languages: named(details.languageIds, LANGUAGES),
    ageWorkWiths: named(details.ageWorkWithIds, AGE_WORK_WITHS),
    workWiths: named(details.workWithIds, WORK_WITHS),
    website: details.website,
    facebook: details.facebook,
    instagram: details.instagram,
    twitter: details.twitter,
    linkedin: details.linkedin,
    tiktok: details.tiktok,
    youtube: details.youtube,
    userIsWebsitePlan: practiceFlagsOf(doc.flags).websitePlan,
  };
};

export const toProfileDetails = (doc: PracticeDocument): ProfileDetails => {
  const profile = doc.profile ?? emptyPracticeProfile;
  return {
    name: doc.name,
    location: profile.place?.name ?? null,
    locationId: profile.place?.placeId ?? null,
    title: profile.title,
    headline: profile.headline,
    about: profile.about,
    shortLink: doc.shortLink,
    photoUrl: profile.photoUrl,
    practiceDetails: toPracticeDetails(doc),
  };
};

export const toPublicProfile = (doc: PracticeDocument): PublicProfile => {
  const profile = doc.profile ?? emptyPracticeProfile;
  return { title: profile.title, headline: profile.headline, about: profile.about, location: profile.place?.name ?? null, photoUrl: profile.photoUrl };
};
