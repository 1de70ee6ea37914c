// The Profile area's calls (spec 002 §7 Profile): the profile details read, updateInfo,
// updateUserPhoto, updatePracticeDetails, the live short link check, the places search and the
// Misc tab's choice lists.
import { graphql } from '../../graphql';
import type { ProfileDetailsPageQuery, UpdateInfoMutationVariables, UpdatePracticeDetailsMutationVariables } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';


const READ = graphql(`query ProfileDetailsPage {
  profileDetails { name location locationId title headline about shortLink photoUrl
    practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }
}`);
const UPDATE_INFO = graphql(`mutation UpdateInfo($name: String, $location: String, $locationId: ID, $title: String, $headline: String, $about: String, $shortLink: String) {
  updateInfo(name: $name, location: $location, locationId: $locationId, title: $title, headline: $headline, about: $about, shortLink: $shortLink) {
    result errors profileDetails { name location locationId title headline about shortLink photoUrl
      practiceDetails { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan } }
  }
}`);
const UPDATE_PHOTO = graphql(`mutation UpdateUserPhoto($handle: String!) { updateUserPhoto(handle: $handle) { result errors photoUrl } }`);
const UPDATE_DETAILS = graphql(`mutation UpdatePracticeDetails($locationId: ID, $languageIds: [ID!], $ageWorkWithIds: [ID!], $workWithIds: [ID!], $website: String, $facebook: String,
  $instagram: String, $twitter: String, $linkedin: String, $tiktok: String, $youtube: String) {
  updatePracticeDetails(locationId: $locationId, languageIds: $languageIds, ageWorkWithIds: $ageWorkWithIds, workWithIds: $workWithIds, website: $website, facebook: $facebook,
    instagram: $instagram, twitter: $twitter, linkedin: $linkedin, tiktok: $tiktok, youtube: $youtube) {
    result errors practice { id locationId location languages { id name } ageWorkWiths { id name } workWiths { id name } website facebook instagram twitter linkedin tiktok youtube userIsWebsitePlan }
  }
}`);
const CHECK = graphql(`query ShortLinkCheck($shortLink: String!) { shortLinkCheck(shortLink: $shortLink) { shortLink changed available message } }`);
const PLACES = graphql(`query PlaceSuggestions($text: String!, $limit: Int) { placeSuggestions(text: $text, limit: $limit) { id description mainText secondaryText } }`);
const CHOICES = graphql(`query ProfileChoices { profileChoices { languages { id name } ageWorkWiths { id name } workWiths { id name } } }`);

export type ProfileDetails = ProfileDetailsPageQuery['profileDetails'];
export type PracticeDetails = ProfileDetails['practiceDetails'];

export const profileCalls = {
  read: async (): Promise<ProfileDetails> => (await graphqlRequest(READ)).profileDetails,
  updateInfo: async (fields: UpdateInfoMutationVariables): Promise<ProfileDetails> => requireSuccess((await graphqlRequest(UPDATE_INFO, fields)).updateInfo).profileDetails!,
  updatePhoto: async (handle: string): Promise<string> => requireSuccess((await graphqlRequest(UPDATE_PHOTO, { handle })).updateUserPhoto).photoUrl!,
  /** Null values are omitted (spec 002 §7). */
  updatePracticeDetails: async (fields: UpdatePracticeDetailsMutationVariables): Promise<PracticeDetails> => {
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as UpdatePracticeDetailsMutationVariables;
    return requireSuccess((await graphqlRequest(UPDATE_DETAILS, given)).updatePracticeDetails).practice!;
  },
  checkShortLink: async (shortLink: string) => (await graphqlRequest(CHECK, { shortLink })).shortLinkCheck,
  places: async (text: string) => (await graphqlRequest(PLACES, { text, limit: 8 })).placeSuggestions,
  choices: async () => (await graphqlRequest(CHOICES)).profileChoices,
};

/** spec 002 §5: shown with the scheme stripped. */
export const withoutScheme = (url: string | null | undefined): string => (url ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');

/** spec 002 §5: forced lowercase; characters other than a-z, 0-9, hyphen and underscore removed. */
export const shortLinkInput = (text: string): string => text.toLowerCase().replace(/[^a-z0-9_-]/g, '');
