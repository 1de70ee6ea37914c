// The pro's review types (issue 16 contract): reviews, the summary, pending requests, keywords
// (skills) and the shipped specialties, with the mutations' payloads.
import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';
import { ReviewSkillOption } from './public/public-reviews.models.js';

@ObjectType()
export class ReviewReply {
  @Field() message: string;
  @Field() repliedAt: string;
}

@ObjectType()
export class ReviewClient {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
}

@ObjectType()
export class Review {
  @Field(() => ID) id: string;
  @Field(() => Int, { nullable: true }) rating: number | null;
  @Field(() => String, { nullable: true }) text: string | null;
  @Field() createdAt: string;
  @Field() updatedAt: string;
  @Field({ description: "How long ago it was written, in words ('3 days', 'about 1 month')" }) createdAtAgoInWords: string;
  @Field(() => ReviewClient, { nullable: true, description: 'The reviewer (null when the client was deleted)' }) client: ReviewClient | null;
  @Field({ description: 'The name the reviewer gave to show with the review' }) unverifiedName: string;
  @Field(() => ReviewReply, { nullable: true }) reviewReply: ReviewReply | null;
  @Field() isAnonymous: boolean;
  @Field(() => [ReviewSkillOption]) endorsedSkills: ReviewSkillOption[];
  @Field({ description: 'client | imported' }) source: string;
  @Field({ description: 'published | awaitingConfirmation | disputed' }) status: string;
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
}

@ObjectType()
export class ReviewList {
  @Field(() => [Review]) reviews: Review[];
  @Field(() => Int) count: number;
}

@ObjectType()
export class ReviewsSummary {
  @Field(() => Int, { description: 'Published reviews' }) completedCount: number;
  @Field(() => Int, { description: 'Pending review requests' }) pendingCount: number;
  @Field(() => Float, { nullable: true }) averageRating: number | null;
  @Field({ description: 'The import-reviews practice flag' }) importEnabled: boolean;
}

@ObjectType()
export class ReviewRequest {
  @Field(() => ID) clientId: string;
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
  @Field() firstName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field() reviewRequestedAt: string;
  @Field() reviewLink: string;
  @Field() reviewRequireConfirmation: boolean;
  @Field() automatic: boolean;
}

@ObjectType()
export class ErroredReviewClient {
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => [String]) errors: string[];
}

@ObjectType()
export class BulkReviewRequestsPayload extends MutationResult {
  @Field(() => [ErroredReviewClient]) erroredClients: ErroredReviewClient[];
}

@ObjectType()
export class ImportReviewPayload extends MutationResult {
  @Field(() => Review, { nullable: true }) review: Review | null;
}

@ObjectType()
export class ReviewReplyPayload extends MutationResult {
  @Field(() => Review, { nullable: true }) review: Review | null;
}

@ObjectType()
export class Specialty {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() category: string;
}

@ObjectType()
export class SpecialtyPage {
  @Field(() => [Specialty]) hits: Specialty[];
  @Field(() => Int) page: number;
  @Field(() => Int) nbPages: number;
  @Field(() => Int) nbHits: number;
}

@ObjectType({ description: "A keyword of the practice: a specialty, with how many published reviews endorse it" })
export class Skill {
  @Field(() => ID) id: string;
  @Field(() => Int) endorsementsCount: number;
  @Field(() => Specialty) specialty: Specialty;
}

@ObjectType()
export class SkillsPayload extends MutationResult {
  @Field(() => [Skill]) skills: Skill[];
}

@InputType()
export class BulkReviewRequestClient {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: "Ignored: a new client is 'invited'" }) clientType?: string | null;
}

@ObjectType()
export class PublicReviewsSummary {
  @Field(() => Float, { nullable: true }) averageRating: number | null;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'A published review as visitors see it' })
export class PublicReview {
  @Field(() => ID) id: string;
  @Field(() => Int) rating: number;
  @Field(() => String, { nullable: true }) text: string | null;
  @Field(() => String, { nullable: true, description: 'null when the reviewer chose to stay anonymous' }) publicName: string | null;
  @Field() createdAt: string;
  @Field() createdAtAgoInWords: string;
  @Field(() => ReviewReply, { nullable: true }) reply: ReviewReply | null;
  @Field(() => [ReviewSkillOption]) skills: ReviewSkillOption[];
}
