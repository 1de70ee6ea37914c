// The website settings in GraphQL (spec 002 §3 "Practice scripts", "Website metadata"; §7 calls).
import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class WebsiteMetadata {
  @Field(() => ID, { description: "The practice's id" }) id: string;
  @Field(() => String, { nullable: true, description: 'The document title of the public page (at most 70 characters)' }) title: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description (at most 300 characters)' }) description: string | null;
  @Field(() => String, { nullable: true, description: 'og:site_name (at most 70 characters)' }) ogSiteName: string | null;
  @Field(() => String, { nullable: true, description: 'The main kind of work (at most 60 characters)' }) primaryModality: string | null;
}

@ObjectType()
export class PracticeScripts {
  @Field(() => ID, { description: "The practice's id" }) id: string;
  @Field(() => String, { nullable: true, description: "HTML added to the head of the practice's public pages (at most 20 KB)" }) headScripts: string | null;
  @Field(() => String, { nullable: true, description: "HTML added at the end of the body of the practice's public pages (at most 20 KB)" }) bodyScripts: string | null;
}

@ObjectType({ description: "What a practice's public pages add: its SEO fields and the pro's own scripts" })
export class PublicWebsite {
  @Field(() => WebsiteMetadata) websiteMetadata: WebsiteMetadata;
  @Field(() => PracticeScripts) scripts: PracticeScripts;
}

@InputType({ description: 'One changed field; the others are left out' })
export class WebsiteMetadataInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) ogSiteName?: string | null;
  @Field(() => String, { nullable: true }) primaryModality?: string | null;
}

@ObjectType()
export class WebsiteMetadataPayload extends MutationResult {
  @Field(() => WebsiteMetadata, { nullable: true }) websiteMetadata: WebsiteMetadata | null;
}

@ObjectType()
export class PracticeScriptsPayload extends MutationResult {
  @Field(() => PracticeScripts, { nullable: true }) practice: PracticeScripts | null;
}

@ObjectType()
export class ImageAltTextPayload extends MutationResult {
  @Field(() => String, { nullable: true }) altText: string | null;
}
