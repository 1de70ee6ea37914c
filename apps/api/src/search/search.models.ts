import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class TherapySuggestion {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() category!: string;
}

@ObjectType()
export class PractitionerResult {
  @Field(() => ID, { description: 'The practice id' }) id!: string;
  @Field() name!: string;
  @Field({ description: "The practice's short link: its page is /{shortLink}" }) shortLink!: string;
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) photoUrl!: string | null;
  @Field({ description: 'Has an approved credential' }) verified!: boolean;
  @Field(() => Float, { nullable: true, description: 'Mean rating 1-5; null without reviews' }) rating!: number | null;
  @Field(() => Int) reviewCount!: number;
  @Field({ description: 'Offers a service at a virtual location' }) virtual!: boolean;
  @Field({ description: "Offers a service at an office or the client's home" }) inPerson!: boolean;
  @Field(() => Float, { nullable: true, description: 'Miles from aroundLat/aroundLng; null without them or without coordinates' }) distanceMiles!: number | null;
  @Field(() => Float, { nullable: true, description: "The practitioner's latitude (its city); null without it" }) latitude!: number | null;
  @Field(() => Float, { nullable: true }) longitude!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "searchPractitioners only: the earliest bookable start of a public service in the next 14 days, ISO 8601 with the location's offset; null when none",
  })
  nextAvailable?: string | null;
}

@ObjectType({ description: 'A geocoded search location (a locality, sublocality or neighborhood)' })
export class SearchLocation {
  @Field(() => ID) id!: string;
  @Field() description!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
}

@ObjectType()
export class SearchSuggestions {
  @Field(() => [TherapySuggestion]) therapies!: TherapySuggestion[];
  @Field(() => [PractitionerResult]) practitioners!: PractitionerResult[];
}

@ObjectType()
export class PractitionerSearchPage {
  @Field(() => [PractitionerResult]) hits!: PractitionerResult[];
  @Field(() => Int) page!: number;
  @Field(() => Int) nbPages!: number;
  @Field(() => Int) nbHits!: number;
}

@ObjectType()
export class TherapyCategory {
  @Field() name!: string;
  @Field(() => [TherapySuggestion]) therapies!: TherapySuggestion[];
}
