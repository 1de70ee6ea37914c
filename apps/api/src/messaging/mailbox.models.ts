import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A file sent with an e-mail (an invoice PDF)' })
export class MailAttachmentInfo {
  @Field() filename: string;
  @Field() contentType: string;
  @Field(() => Int, { description: 'bytes' }) size: number;
}

@ObjectType({ description: 'An e-mail the product sent: about an appointment, or an invitation to book' })
export class MailboxItem {
  @Field(() => ID) id: string;
  @Field(() => ID, { description: "The appointment the e-mail is about; '' for an invitation (see clientId)" }) appointmentId: string;
  @Field(() => ID, { nullable: true, description: 'The client an invitation went to (null for e-mail about an appointment)' }) clientId: string | null;
  @Field() to: string;
  @Field() subject: string;
  @Field({
    description:
      'request_received | new_request | new_booking | appointment_confirmed | appointment_moved | appointment_declined | appointment_cancelled | appointment_cancelled_by_client | series_confirmed | series_moved | series_cancelled | client_invitation | client_invoice | payment_past_due',
  })
  template: string;
  @Field() text: string;
  @Field() html: string;
  @Field(() => String, { nullable: true, description: 'The iCalendar attachment' }) ics: string | null;
  @Field(() => [MailAttachmentInfo], { description: 'Other files sent with it (an invoice PDF)' }) attachments: MailAttachmentInfo[];
  @Field() sentAt: string;
}

@ObjectType()
export class MailboxPage {
  @Field(() => Int) total: number;
  @Field(() => [MailboxItem]) items: MailboxItem[];
}
