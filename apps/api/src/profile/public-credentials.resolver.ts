// The practice's approved credentials on its public page (/{shortLink}): name, kind, issuer and the
// issuing state only; pending or rejected ones, license numbers and documents stay private.
import { Field, ID, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ProfilesQuery, type ProfileCredentialDocument } from '#projections';
import { Practice } from '../practice/practice.models.js';

@ObjectType({ description: 'An approved credential as visitors see it' })
export class PublicCredential {
  @Field(() => ID) id: string;
  @Field({ description: 'license, certification or degree' }) kind: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) issuer: string | null;
  @Field(() => String, { nullable: true }) stateIssued: string | null;
}

/** Pure: only approved credentials, and only their public facts. */
export const toPublicCredentials = (credentials: ProfileCredentialDocument[]): PublicCredential[] =>
  credentials
    .filter((c) => c.state === 'approved')
    .map((c) => ({ id: c.proCredentialId, kind: c.kind, name: c.credentialName, issuer: c.issuerName ?? null, stateIssued: c.stateIssued ?? null }));

@Resolver(() => Practice)
export class PublicCredentialsResolver {
  constructor(private readonly profiles: ProfilesQuery) {}

  @ResolveField(() => [PublicCredential], { description: 'The approved credentials (public facts only)' })
  async approvedCredentials(@Parent() practice: Practice): Promise<PublicCredential[]> {
    return toPublicCredentials((await this.profiles.ofPractice(practice.id)).credentials);
  }
}
