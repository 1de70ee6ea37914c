// spec 002 §3 "Stripe info", "Square info", "PayPal info" as the payments page reads them, and the
// answers of the connect calls (§7 disconnectPaypalAccount, checkPaypalSellerStatus,
// verificationSession; the connect links of §2 as startPaymentConnection and its return).
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../../graphql/payloads.js';

@ObjectType()
export class StripeInfo {
  @Field({ description: 'An account exists (operational or not)' }) connected: boolean;
  @Field(() => String, { nullable: true }) accountId: string | null;
  @Field(() => String, { nullable: true }) displayName: string | null;
  @Field({ description: 'Stripe can charge for the account: Manage instead of Connect' }) operational: boolean;
  @Field(() => [String]) requirementsDue: string[];
  @Field(() => [String]) requirementsPastDue: string[];
  @Field(() => String, { nullable: true }) connectionError: string | null;
  @Field({ description: "'simulated' (the embedded provider's pages) or 'live'" }) mode: string;
}

@ObjectType()
export class SquareInfo {
  @Field() squareConnected: boolean;
  @Field(() => String, { nullable: true }) merchantId: string | null;
  @Field(() => String, { nullable: true }) displayName: string | null;
  @Field(() => String, { nullable: true, description: 'When Square refused or withdrew access' }) erroredAt: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field({ description: 'Access was lost or refused: reconnect' }) error: boolean;
  @Field() mode: string;
}

@ObjectType()
export class PaypalSellerStatusView {
  @Field() isOnboardingComplete: boolean;
  @Field() paymentsReceivable: boolean;
  @Field() primaryEmailConfirmed: boolean;
}

@ObjectType()
export class PaypalInfo {
  @Field() paypalConnected: boolean;
  @Field() paypalActive: boolean;
  @Field() venmoActive: boolean;
  @Field(() => String, { nullable: true }) merchantId: string | null;
  @Field(() => PaypalSellerStatusView, { nullable: true }) sellerStatus: PaypalSellerStatusView | null;
  @Field() mode: string;
}

@ObjectType({ description: "The practice's payment provider accounts (spec 002 §3)" })
export class PaymentIntegrations {
  @Field(() => String, { nullable: true, description: "The active card provider: 'stripe' or 'square'" }) paymentProvider: string | null;
  @Field() currencyEnabled: boolean;
  @Field(() => StripeInfo) stripeInfo: StripeInfo;
  @Field(() => SquareInfo) squareInfo: SquareInfo;
  @Field(() => PaypalInfo) paypalInfo: PaypalInfo;
}

@ObjectType()
export class StartPaymentConnectionPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: "The provider's onboarding or authorization page" }) url: string | null;
}

@ObjectType()
export class FinishPaymentConnectionPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: 'connected | pending (more to do at the provider) | cancelled' }) outcome: string | null;
  @Field(() => PaymentIntegrations, { nullable: true }) paymentIntegrations: PaymentIntegrations | null;
}

@ObjectType()
export class PaymentIntegrationsPayload extends MutationResult {
  @Field(() => PaymentIntegrations, { nullable: true }) paymentIntegrations: PaymentIntegrations | null;
}

@ObjectType()
export class PaypalSellerStatusPayload extends MutationResult {
  @Field(() => PaypalSellerStatusView, { nullable: true }) status: PaypalSellerStatusView | null;
}

@ObjectType({ description: "An identity verification session for the card provider's identity SDK" })
export class VerificationSessionView {
  @Field(() => ID) id: string;
  @Field() clientSecret: string;
  @Field() url: string;
}

@ObjectType({ description: "A connect session on the embedded provider's page" })
export class SimulatedConnectionView {
  @Field(() => ID) id: string;
  @Field({ description: 'stripe | square | paypal | identity' }) provider: string;
  @Field() practiceName: string;
  @Field(() => [String]) outcomes: string[];
  @Field(() => String, { nullable: true }) outcome: string | null;
}

@ObjectType()
export class SimulatedConnectionPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: 'Where the provider sends the pro back' }) returnUrl: string | null;
}
