import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: 'A signed-in client: the person behind an e-mail address, across practices' })
export class ClientUserView {
  @Field(() => ID) id: string;
  @Field() email: string;
}

@ObjectType()
export class ClientSignInPayload extends MutationResult {
  @Field(() => ClientUserView, { nullable: true }) clientUser: ClientUserView | null;
}

@ObjectType()
export class ClientSignInLinkPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: "The address the link went to, masked ('a•••@example.com')" }) sentTo: string | null;
}
