// Decisions about the practice's public profile (spec 002 §5 "Profile", §7 updateInfo,
// updateUserPhoto, updatePracticeDetails). Pure: the caller resolves the chosen place and the
// photo's url and says whether the wanted short link is free (its claim stream).
import { DomainError, type Decider } from '#app/es';
import { practiceDecider } from './practice.decide.js';
import type { ActivePractice, PracticeEvent, PracticeState } from './practice.js';
import { practiceFlagsOf } from './practice-flags.js';
import { AGE_WORK_WITHS, LANGUAGES, WORK_WITHS, type Choice } from './profile-choices.js';
import { emptyPracticeProfile, type PracticeDetails, type ProfileDetailsEvent, type ProfileInfoUpdatedData, type ProfilePlace, type SocialLinks } from './profile-details.js';

export const ProfileDetailsMessages = {
  name: 'Name must be at least 2 characters.',
  title: 'Title must be at least 2 characters.',
  headlineShort: 'Headline must be at least 2 characters.',
  headlineLong: 'Headline can be at most 200 characters.',
  about: 'About me must be at least 2 characters.',
  shortLinkEmpty: 'Short link must have at least 1 character.',
  shortLinkTaken: 'This short link is already in use.',
  shortLinkAvailable: 'This short link is available.',
  unknownPlace: 'Please choose a location from the list.',
  unknownChoice: 'Please choose from the list.',
  badUrl: 'Please enter a valid web address.',
  websitePlanOnly: 'The website field is for the website plan.',
  noPractice: 'Practice not found',
} as const;

export const MAX_HEADLINE = 200;
export const MAX_LINK = 300;

/** Paths of the product itself: never a practice's short link. */
export const RESERVED_SHORT_LINKS = ['portal', 'm', 'i', 'graphql', 'files', 'uploads', 'assets', 'pro', 'practitioner-search', 'manage_event_registrations', 'support', 'intercom', 'api', 'health'];

/** spec 002 §5: forced lowercase; characters other than a-z, 0-9, hyphen and underscore removed. */
export const normalizeShortLink = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_-]/g, '');

export interface UpdateInfo {
  name?: string;
  title?: string;
  headline?: string;
  about?: string;
  /** The place the pro chose, resolved by the places port; null when its id was not found. */
  place?: ProfilePlace | null;
  shortLink?: string;
  /** Whether another practice holds the wanted link (its claim stream). */
  shortLinkTakenByOther?: boolean;
}

export type ProfileDetailsCommand =
  | { type: 'UpdateInfo'; info: UpdateInfo }
  | { type: 'UpdatePhoto'; photoUrl: string }
  /** `place`: the practice's location (spec 002 §7 sends it as locationId here too). */
  | { type: 'UpdatePracticeDetails'; details: Partial<PracticeDetails>; place?: ProfilePlace | null };

const atLeast2 = (value: string | undefined, message: string): string | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed.length < 2) throw new DomainError(message);
  return trimmed;
};

const active = (state: PracticeState): ActivePractice => {
  if (state.status !== 'active') throw new DomainError(ProfileDetailsMessages.noPractice, 'NOT_FOUND');
  return state;
};

export const updateInfo = (info: UpdateInfo, state: ActivePractice): ProfileDetailsEvent[] => {
  const profile = state.profile ?? emptyPracticeProfile;
  const name = atLeast2(info.name, ProfileDetailsMessages.name);
  const title = atLeast2(info.title, ProfileDetailsMessages.title);
  const headline = atLeast2(info.headline, ProfileDetailsMessages.headlineShort);
  if (headline && headline.length > MAX_HEADLINE) throw new DomainError(ProfileDetailsMessages.headlineLong);
  const about = atLeast2(info.about, ProfileDetailsMessages.about);
  if (info.place === null) throw new DomainError(ProfileDetailsMessages.unknownPlace);
  const data: ProfileInfoUpdatedData = {};
  if (name !== undefined && name !== state.practice.name) data.name = name;
  if (title !== undefined && title !== profile.title) data.title = title;
  if (headline !== undefined && headline !== profile.headline) data.headline = headline;
  if (about !== undefined && about !== profile.about) data.about = about;
  if (info.place && info.place.placeId !== profile.place?.placeId) data.place = info.place;
  if (info.shortLink !== undefined) {
    const shortLink = normalizeShortLink(info.shortLink);
    if (!shortLink) throw new DomainError(ProfileDetailsMessages.shortLinkEmpty);
    if (shortLink !== state.practice.shortLink) {
      if (info.shortLinkTakenByOther || RESERVED_SHORT_LINKS.includes(shortLink)) throw new DomainError(ProfileDetailsMessages.shortLinkTaken);
      data.shortLink = shortLink;
      data.previousShortLink = state.practice.shortLink;
    }
  }
  return Object.keys(data).length ? [{ type: 'ProfileInfoUpdated', data }] : [];
};

const checkChoices = (ids: string[] | undefined, list: Choice[]): string[] | undefined => {
  if (ids === undefined) return undefined;
  if (ids.some((id) => !list.some((c) => c.id === id))) throw new DomainError(ProfileDetailsMessages.unknownChoice);
  return [...new Set(ids)];
};

/** An empty value clears the link; a value is a web address without spaces ("instagram.com/maya" or with its scheme). */
const checkLink = (value: string | null | undefined): string | null | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (trimmed.length > MAX_LINK || /\s/.test(trimmed) || !/^([a-z][a-z0-9+.-]*:\/\/)?[^/]+\.[^/]+/i.test(trimmed)) throw new DomainError(ProfileDetailsMessages.badUrl);
  return trimmed;
};

const SOCIALS: Array<keyof SocialLinks> = ['website', 'facebook', 'instagram', 'twitter', 'linkedin', 'tiktok', 'youtube'];

export const updatePracticeDetails = (details: Partial<PracticeDetails>, state: ActivePractice): ProfileDetailsEvent[] => {
  const current = (state.profile ?? emptyPracticeProfile).details;
  if (details.website !== undefined && !practiceFlagsOf(state.flags).websitePlan) throw new DomainError(ProfileDetailsMessages.websitePlanOnly);
  const next: Partial<PracticeDetails> = {
    languageIds: checkChoices(details.languageIds, LANGUAGES),
    ageWorkWithIds: checkChoices(details.ageWorkWithIds, AGE_WORK_WITHS),
    workWithIds: checkChoices(details.workWithIds, WORK_WITHS),
  };
  for (const key of SOCIALS) next[key] = checkLink(details[key]);
  const data: Partial<PracticeDetails> = {};
  for (const [key, value] of Object.entries(next) as Array<[keyof PracticeDetails, never]>) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key])) data[key] = value;
  }
  return Object.keys(data).length ? [{ type: 'PracticeDetailsUpdated', data }] : [];
};

export const decideProfileDetails = (command: ProfileDetailsCommand, state: PracticeState): PracticeEvent[] => {
  const practice = active(state);
  switch (command.type) {
    case 'UpdateInfo':
      return updateInfo(command.info, practice);
    case 'UpdatePhoto':
      return (practice.profile ?? emptyPracticeProfile).photoUrl === command.photoUrl ? [] : [{ type: 'ProfilePhotoUpdated', data: { photoUrl: command.photoUrl } }];
    case 'UpdatePracticeDetails':
      return [...(command.place !== undefined ? updateInfo({ place: command.place }, practice) : []), ...updatePracticeDetails(command.details, practice)];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown profile command ${JSON.stringify(unknown)}`);
    }
  }
};

/** The practice stream folded as usual, deciding profile commands. */
export const profileDetailsDecider: Decider<ProfileDetailsCommand, PracticeEvent, PracticeState> = {
  decide: decideProfileDetails,
  evolve: practiceDecider.evolve,
  initialState: practiceDecider.initialState,
};
