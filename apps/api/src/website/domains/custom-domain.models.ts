// The custom domain in GraphQL (spec 002 §3 "Custom domain", "Domain provider token"; §7 calls).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../graphql/payloads.js';

@ObjectType({ description: 'A record to set at the DNS host of the domain' })
export class DnsRecordView {
  @Field(() => String, { description: 'A or CNAME' }) type: string;
  @Field(() => String, { description: "'@' for the root itself, else the name left of the root domain (www, book)" }) host: string;
  @Field(() => String) value: string;
  @Field(() => Int, { description: 'Seconds (300)' }) ttl: number;
}

@ObjectType({ description: "The practice's custom domain; its status comes from domainStatus" })
export class CustomDomainView {
  @Field(() => String) domain: string;
  @Field(() => String, { description: "'root' (example.com) or 'subdomain' (book.example.com)" }) kind: string;
  @Field(() => [DnsRecordView], { description: 'A on the root and a www CNAME, or one CNAME for a subdomain; TTL 300' }) dnsRecords: DnsRecordView[];
}

@ObjectType()
export class DomainProviderTokenPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: "Opens the domain provider's flow for the practice (10 minutes)" }) jwtToken: string | null;
  @Field(() => String, { nullable: true, description: "The provider whose widget takes the token: 'simulated' in embedded mode" }) provider: string | null;
}

@ObjectType()
export class CustomDomainPayload extends MutationResult {
  @Field(() => CustomDomainView, { nullable: true }) customDomain: CustomDomainView | null;
}
