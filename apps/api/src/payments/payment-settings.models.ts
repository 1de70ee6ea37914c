// spec 001 §3 Payment settings and 002 §3 Payment settings as the pro reads and changes them.
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class PaymentSettingsView {
  @Field(() => String, { nullable: true, description: 'stripe | square' }) paymentProvider: string | null;
  @Field() currency: string;
  @Field({ description: 'The practice may choose its currency (USD or CAD)' }) currencyEnabled: boolean;
  @Field() acceptsTips: boolean;
  @Field() acceptsCash: boolean;
  @Field() acceptsCreditCard: boolean;
  @Field() acceptsPaypal: boolean;
  @Field() acceptsVenmo: boolean;
  @Field() acceptsZelle: boolean;
  @Field() paypalActive: boolean;
  @Field() venmoActive: boolean;
  @Field() requireClientCcToBook: boolean;
  @Field() chargeClientCcAtBooking: boolean;
  @Field() paymentPastDueEmailEnabled: boolean;
  @Field() paymentPastDueTextEnabled: boolean;
  @Field(() => Int) paymentPastDueEmailMinutes: number;
  @Field(() => Int) paymentPastDueTextMinutes: number;
}

@InputType({ description: 'spec 001 §7 updatePaymentSettings: the six payment settings fields' })
export class PaymentSettingsInput {
  @Field(() => Boolean, { nullable: true }) requireClientCcToBook?: boolean | null;
  @Field(() => Boolean, { nullable: true }) chargeClientCcAtBooking?: boolean | null;
  @Field(() => Boolean, { nullable: true }) paymentPastDueEmailEnabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) paymentPastDueTextEnabled?: boolean | null;
  @Field(() => Int, { nullable: true }) paymentPastDueEmailMinutes?: number | null;
  @Field(() => Int, { nullable: true }) paymentPastDueTextMinutes?: number | null;
}

@InputType({ description: 'spec 002 §7 updatePracticeOfflineOptions' })
export class OfflineOptionsInput {
  @Field(() => Boolean, { nullable: true }) acceptsCash?: boolean | null;
  @Field(() => Boolean, { nullable: true }) acceptsCreditCard?: boolean | null;
  @Field(() => Boolean, { nullable: true }) acceptsPaypal?: boolean | null;
  @Field(() => Boolean, { nullable: true }) acceptsVenmo?: boolean | null;
  @Field(() => Boolean, { nullable: true }) acceptsZelle?: boolean | null;
}

@ObjectType()
export class PaymentSettingsPayload extends MutationResult {
  @Field(() => PaymentSettingsView, { nullable: true }) paymentSettings: PaymentSettingsView | null;
  @Field(() => String, { nullable: true, description: 'The first error, as the spec names it' }) error: string | null;
}
