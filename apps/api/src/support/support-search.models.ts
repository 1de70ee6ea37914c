// What the support search and the related streams answer (issue 19 contract).
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'An appointment found by the support search' })
export class SupportAppointmentHit {
  @Field(() => ID) appointmentId: string;
  @Field(() => ID) practiceId: string;
  @Field() practiceName: string;
  @Field(() => String, { nullable: true }) shortLink: string | null;
  @Field() clientName: string;
  @Field() clientEmail: string;
  @Field(() => String, { nullable: true }) clientPhone: string | null;
  @Field({ description: "The services' names joined with ', '" }) services: string;
  @Field() startsAt: string;
  @Field() timeZone: string;
  @Field({ description: "The start in the appointment's zone" }) startsAtLocal: string;
  @Field() state: string;
}

@ObjectType()
export class RelatedChangeView {
  @Field() at: string;
  @Field() atLocal: string;
  @Field() summary: string;
  @Field() streamId: string;
  @Field(() => ID, { nullable: true, description: 'The appointment it is about, for the link' }) appointmentId: string | null;
}

@ObjectType()
export class RelatedMessageView {
  @Field() at: string;
  @Field() atLocal: string;
  @Field({ description: 'email | text' }) channel: string;
  @Field() to: string;
  @Field(() => String, { nullable: true, description: "The e-mail's subject or the text's type" }) subject: string | null;
  @Field({ description: 'sent | failed | requested' }) status: string;
  @Field(() => ID) eventId: string;
}

@ObjectType()
export class AppointmentRelated {
  @Field(() => [SupportAppointmentHit], { description: "The same client's other appointments in the practice" }) clientAppointments: SupportAppointmentHit[];
  @Field(() => [RelatedChangeView], { description: "The practice's schedule changes around the appointment's events" }) scheduleChanges: RelatedChangeView[];
  @Field(() => [RelatedMessageView], { description: "The appointment's e-mails and texts" }) messages: RelatedMessageView[];
}

@ObjectType()
export class SupportAuditEntry {
  @Field(() => ID) id: string;
  @Field() at: string;
  @Field(() => ID) supportAccountId: string;
  @Field() supportName: string;
  @Field() supportEmail: string;
  @Field({ description: 'search | story | asOf | related | export | note' }) action: string;
  @Field({ description: 'The appointment id read, or the search text' }) target: string;
  @Field(() => ID, { nullable: true }) practiceId: string | null;
}

@ObjectType()
export class SupportAuditPage {
  @Field(() => Int) total: number;
  @Field(() => [SupportAuditEntry]) items: SupportAuditEntry[];
}
