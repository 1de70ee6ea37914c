import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'An e-mail the product sent about an appointment' })
export class MailboxItem {
  @Field(() => ID) id: string;
  @Field(() => ID) appointmentId: string;
  @Field() to: string;
  @Field() subject: string;
  @Field({ description: 'request_received | new_request | appointment_confirmed | appointment_declined | appointment_cancelled | appointment_cancelled_by_client' })
  template: string;
  @Field() text: string;
  @Field() html: string;
  @Field(() => String, { nullable: true, description: 'The iCalendar attachment' }) ics: string | null;
  @Field() sentAt: string;
}

@ObjectType()
export class MailboxPage {
  @Field(() => Int) total: number;
  @Field(() => [MailboxItem]) items: MailboxItem[];
}
