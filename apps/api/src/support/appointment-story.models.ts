// The story of one appointment as the support console and the pro's history page read it (issue
// 19 contract): each event's one-line summary first, then its details on demand, and the state of
// the appointment after it.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../graphql/json.scalar.js';

@ObjectType()
export class SnapshotServiceView {
  @Field() name: string;
  @Field(() => Int) timeLength: number;
  @Field(() => Int) amountCents: number;
  @Field() addOn: boolean;
}

@ObjectType()
export class SnapshotRowView {
  @Field() field: string;
  @Field() value: string;
}

@ObjectType({ description: 'One field that differs between two moments, in words' })
export class SnapshotChangeView {
  @Field() field: string;
  @Field() before: string;
  @Field() after: string;
}

@ObjectType({ description: 'The appointment as it stood after one event of its stream (the domain fold)' })
export class AppointmentSnapshotView {
  @Field(() => Int, { description: 'The last event folded in' }) revision: number;
  @Field() at: string;
  @Field() status: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() timeZone: string;
  @Field({ description: "The start in the appointment's zone" }) startsAtLocal: string;
  @Field() locationName: string;
  @Field() clientName: string;
  @Field(() => [SnapshotServiceView]) services: SnapshotServiceView[];
  @Field(() => Int) amountCents: number;
  @Field() paymentStatus: string;
  @Field(() => Int) paidCents: number;
  @Field(() => Int) tipAmountCents: number;
  @Field(() => String, { nullable: true }) cardLast4: string | null;
  @Field(() => String, { nullable: true }) practitionerNote: string | null;
  @Field(() => [SnapshotRowView], { description: "Label/value rows, money in the practice's currency" }) rows: SnapshotRowView[];
}

@ObjectType()
export class RequestOriginView {
  @Field(() => String, { nullable: true }) ip: string | null;
  @Field(() => String, { nullable: true }) userAgent: string | null;
}

@ObjectType({ description: 'An e-mail as it was sent, with its calendar file' })
export class StoryEmailView {
  @Field() to: string;
  @Field() subject: string;
  @Field(() => String, { nullable: true }) html: string | null;
  @Field(() => String, { nullable: true }) text: string | null;
  @Field(() => String, { nullable: true }) ics: string | null;
}

@ObjectType({ description: "A payment event's provider keys" })
export class StoryPaymentView {
  @Field(() => String, { nullable: true }) provider: string | null;
  @Field(() => String, { nullable: true }) idempotencyKey: string | null;
  @Field(() => String, { nullable: true }) providerReference: string | null;
  @Field(() => String, { nullable: true }) transactionId: string | null;
}

@ObjectType()
export class StoryEntryView {
  @Field(() => ID) eventId: string;
  @Field(() => Int) revision: number;
  @Field() type: string;
  @Field() occurredAt: string;
  @Field({ description: "When, in the appointment's zone" }) occurredAtLocal: string;
  @Field() summary: string;
  @Field(() => JSONScalar, { nullable: true }) actor: unknown;
  @Field(() => String, { nullable: true }) correlationId: string | null;
  @Field(() => RequestOriginView, { nullable: true, description: 'Support only' }) origin: RequestOriginView | null;
  @Field(() => [SnapshotChangeView]) changes: SnapshotChangeView[];
  @Field(() => AppointmentSnapshotView, { nullable: true, description: 'The appointment after this event' }) after: AppointmentSnapshotView | null;
  @Field(() => JSONScalar, { nullable: true, description: "The event's data (an e-mail's bodies are in email)" }) data: unknown;
  @Field(() => StoryEmailView, { nullable: true }) email: StoryEmailView | null;
  @Field(() => StoryPaymentView, { nullable: true }) payment: StoryPaymentView | null;
}

@ObjectType({ description: 'An internal note support added; never shown to the pro' })
export class SupportNoteView {
  @Field(() => ID) eventId: string;
  @Field() at: string;
  @Field() atLocal: string;
  @Field() note: string;
  @Field(() => String, { nullable: true }) supportName: string | null;
}

@ObjectType()
export class AppointmentStory {
  @Field(() => ID) appointmentId: string;
  @Field(() => ID) practiceId: string;
  @Field() practiceName: string;
  @Field() currency: string;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true, description: "The client's link token (support only)" }) clientToken: string | null;
  @Field(() => [StoryEntryView]) entries: StoryEntryView[];
  @Field(() => [SupportNoteView], { description: 'Support only; empty for the pro' }) notes: SupportNoteView[];
}
