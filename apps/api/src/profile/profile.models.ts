// The profile's credentials, gallery and status in GraphQL (spec 002 §3, §7 "Profile").
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class NamedRef {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType()
export class ProCredential {
  @Field(() => ID) id: string;
  @Field({ description: 'license | certification | degree' }) kind: string;
  @Field(() => String, { nullable: true }) stateIssued: string | null;
  @Field(() => String, { nullable: true }) licenseNumber: string | null;
  @Field(() => String, { nullable: true, description: "The uploaded document's url (certification or degree)" }) filestackDocument: string | null;
  @Field(() => String, { nullable: true }) filestackDocumentName: string | null;
  @Field({ description: 'pending | approved' }) state: string;
  @Field() createdAt: string;
  @Field(() => NamedRef) credential: NamedRef;
  @Field(() => NamedRef, { nullable: true }) issuer: NamedRef | null;
}

@ObjectType()
export class ProCredentialPayload extends MutationResult {
  @Field(() => ProCredential, { nullable: true }) proCredential: ProCredential | null;
}

@InputType()
export class CredentialPositionInput {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: '1-based' }) position: number;
}

@ObjectType()
export class CredentialSearchHit {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'license | certification | degree' }) kind: string;
}

@ObjectType()
export class IssuingState {
  @Field() code: string;
  @Field() name: string;
}

@ObjectType()
export class GalleryImage {
  @Field(() => ID) id: string;
  @Field() defaultPhotoUrl: string;
  @Field(() => String, { nullable: true, description: 'What the photo shows (the img alt); null until written or generated' }) altText: string | null;
}

@ObjectType()
export class GalleryImagesPayload extends MutationResult {
  @Field(() => [GalleryImage]) galleryImages: GalleryImage[];
}

@ObjectType()
export class ProfileStep {
  @Field() name: string;
  @Field() link: string;
  @Field() completed: boolean;
}

@ObjectType()
export class ProfileStatusData {
  @Field({ description: 'Incomplete - Not Published | Not Published | Complete | Verified' }) status: string;
  @Field(() => [ProfileStep]) completionSteps: ProfileStep[];
  @Field(() => [ProfileStep]) verificationSteps: ProfileStep[];
  @Field(() => Int, { description: 'Whole percent of the completion steps done' }) completionPercent: number;
  @Field(() => Int, { description: 'Completion and verification steps not done yet' }) unfinishedSteps: number;
  @Field() practitionerFirstName: string;
  @Field() profileUrl: string;
  @Field({ description: 'True once the completion steps are all done, until dismissProfileCompletedModal' }) showCompletedModal: boolean;
  @Field({ description: 'The product has no separate profile terms to accept, so never true' }) showTermsModal: boolean;
}
