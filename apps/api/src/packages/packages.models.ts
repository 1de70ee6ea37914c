import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** spec 001 §3 "Open package": a package sold to the client that still has sessions. */
@ObjectType()
export class OpenPackage {
  @Field(() => ID) id: string;
  @Field(() => ID) serviceId: string;
  @Field() name: string;
  @Field(() => Int) sessionsRemaining: number;
  @Field(() => Int) numberOfSessions: number;
  @Field({ description: 'When it was sold (ISO instant)' }) createdAt: string;
}
