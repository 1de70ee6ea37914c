// GraphQL shapes of the profile area (spec 002 §3 "Profile details", "Practice details", §7 Profile).
import { ArgsType, Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ProfileChoice {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType()
export class ProfileChoices {
  @Field(() => [ProfileChoice]) languages: ProfileChoice[];
  @Field(() => [ProfileChoice]) ageWorkWiths: ProfileChoice[];
  @Field(() => [ProfileChoice]) workWiths: ProfileChoice[];
}

@ObjectType()
export class PlaceSuggestionModel {
  @Field(() => ID) id: string;
  @Field() description: string;
  @Field() mainText: string;
  @Field() secondaryText: string;
  @Field(() => [String]) types: string[];
}

@ObjectType()
export class ProfilePracticeDetails {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) locationId: string | null;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => [ProfileChoice]) languages: ProfileChoice[];
  @Field(() => [ProfileChoice]) ageWorkWiths: ProfileChoice[];
  @Field(() => [ProfileChoice]) workWiths: ProfileChoice[];
  @Field(() => String, { nullable: true, description: 'Stored as entered; shown without the scheme' }) website: string | null;
  @Field(() => String, { nullable: true }) facebook: string | null;
  @Field(() => String, { nullable: true }) instagram: string | null;
  @Field(() => String, { nullable: true }) twitter: string | null;
  @Field(() => String, { nullable: true }) linkedin: string | null;
  @Field(() => String, { nullable: true }) tiktok: string | null;
  @Field(() => String, { nullable: true }) youtube: string | null;
  @Field({ description: 'The website field shows only for the website plan (userIsWebsitePlan)' }) userIsWebsitePlan: boolean;
}

@ObjectType()
export class ProfileDetails {
  @Field() name: string;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => ID, { nullable: true }) locationId: string | null;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) headline: string | null;
  @Field(() => String, { nullable: true }) about: string | null;
  @Field() shortLink: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => ProfilePracticeDetails) practiceDetails: ProfilePracticeDetails;
}

@ObjectType({ description: 'What the public page shows of the profile' })
export class PublicProfile {
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) headline: string | null;
  @Field(() => String, { nullable: true }) about: string | null;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType()
export class ShortLinkCheck {
  @Field({ description: 'The link as it would be saved (lower-cased, other characters removed)' }) shortLink: string;
  @Field({ description: 'False for the current link' }) changed: boolean;
  @Field() available: boolean;
  @Field(() => String, { nullable: true, description: "'This short link is already in use.' / 'This short link is available.'" }) message: string | null;
}

@ObjectType()
export class ProfileDetailsPayload extends MutationResult {
  @Field(() => ProfileDetails, { nullable: true }) profileDetails: ProfileDetails | null;
}

@ObjectType()
export class UserPhotoPayload extends MutationResult {
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType()
export class PracticeDetailsPayload extends MutationResult {
  @Field(() => ProfilePracticeDetails, { nullable: true }) practice: ProfilePracticeDetails | null;
}

@ArgsType()
export class UpdateInfoArgs {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Shown text of the place; the place itself comes from locationId' }) location?: string | null;
  @Field(() => ID, { nullable: true, description: 'A place id from placeSuggestions' }) locationId?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) headline?: string | null;
  @Field(() => String, { nullable: true }) about?: string | null;
  @Field(() => String, { nullable: true }) shortLink?: string | null;
}

@ArgsType()
export class UpdatePracticeDetailsArgs {
  @Field(() => ID, { nullable: true }) locationId?: string | null;
  @Field(() => [ID], { nullable: true }) languageIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) ageWorkWithIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) workWithIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'An empty value clears it' }) website?: string | null;
  @Field(() => String, { nullable: true }) facebook?: string | null;
  @Field(() => String, { nullable: true }) instagram?: string | null;
  @Field(() => String, { nullable: true }) twitter?: string | null;
  @Field(() => String, { nullable: true }) linkedin?: string | null;
  @Field(() => String, { nullable: true }) tiktok?: string | null;
  @Field(() => String, { nullable: true }) youtube?: string | null;
}
