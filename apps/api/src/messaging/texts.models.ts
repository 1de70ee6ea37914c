import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A text message the product sent (or, in embedded mode, recorded instead of sending)' })
export class TextOutboxItem {
  @Field(() => ID) id: string;
  @Field({ description: 'The phone number, E.164' }) to: string;
  @Field() body: string;
  @Field({ description: 'download_mobile_app' }) type: string;
  @Field({ description: 'pro | client: who was texted' }) recipientKind: string;
  @Field({ description: 'outbox | twilio' }) sentVia: string;
  @Field() sentAt: string;
}

@ObjectType()
export class TextOutboxPage {
  @Field(() => Int) total: number;
  @Field(() => [TextOutboxItem]) items: TextOutboxItem[];
}
