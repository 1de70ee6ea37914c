// The client flow's GraphQL types (issue 16 contract): what a review link's holder sees of the
// practice and, through the review's token, of their own review.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../graphql/payloads.js';

@ObjectType()
export class ReviewSkillOption {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType({ description: "The practice a review link is for; name is the pro's display name" })
export class ReviewPractice {
  @Field(() => ID) practiceId: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field() shortLink: string;
  @Field(() => [ReviewSkillOption], { description: "The practice's keywords, in the pro's order" }) skills: ReviewSkillOption[];
}

@ObjectType({ description: 'What a token holder may see of their review' })
export class ClientReview {
  @Field() token: string;
  @Field(() => Int, { nullable: true }) rating: number | null;
  @Field(() => String, { nullable: true }) text: string | null;
  @Field() isAnonymous: boolean;
  @Field() publicName: string;
  @Field(() => [ID]) skillIds: string[];
  @Field({ description: 'client | imported' }) source: string;
  @Field({ description: 'published | awaitingConfirmation | disputed' }) status: string;
  @Field() createdAt: string;
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
  @Field(() => ID) clientId: string;
  @Field(() => ReviewPractice) practice: ReviewPractice;
}

@ObjectType()
export class ReviewClientPayload extends MutationResult {
  @Field(() => ID, { nullable: true }) clientId: string | null;
}

@ObjectType()
export class ReviewRatingPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: "The review's token: the next steps' key" }) token: string | null;
}
