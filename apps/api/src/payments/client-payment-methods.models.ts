// The signed-in client's payment methods page (spec 000 §2.7): one row per practice they are a
// client of, with that practice's card form settings and the saved card (spec 000 §3 Payment method).
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { PaymentMethod } from './payment.models.js';

@ObjectType({ description: "A practice as the client's payment methods page needs it: which card form to show" })
export class PaymentMethodPractice {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The public booking URL path: /{shortLink}' }) url: string;
  @Field({ description: 'A card provider is connected: a card can be saved' }) hasPaymentProvider: boolean;
  @Field(() => String, { nullable: true, description: 'stripe | square' }) paymentProvider: string | null;
  @Field({ description: "'simulated' (the embedded provider's own card form) or 'live'" }) paymentMode: string;
}

@ObjectType({ description: "The signed-in client's saved card with one practice (null: none saved)" })
export class ClientPaymentMethodRow {
  @Field(() => ID, { description: "The client's record with this practice: what Add, Change and Delete name" }) clientId: string;
  @Field(() => PaymentMethodPractice) practice: PaymentMethodPractice;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null;
}
