// The homepage's 'Recent client reviews' (spec 002 §2 Other, §9 homepage constants): public data only.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The practitioner a recent review is about: what the public page shows' })
export class ReviewedPractitioner {
  @Field() name: string;
  @Field() shortLink: string;
  @Field(() => String, { nullable: true }) title: string | null;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
}

@ObjectType({ description: 'A published review with text, as any visitor may see it' })
export class RecentClientReview {
  @Field(() => ID) id: string;
  @Field(() => Int) rating: number;
  @Field() text: string;
  @Field(() => String, { nullable: true, description: 'null when the reviewer chose to stay anonymous' }) publicName: string | null;
  @Field() createdAt: string;
  @Field(() => ReviewedPractitioner) practitioner: ReviewedPractitioner;
}
