// The live side of the connect links, for a provider whose keys are configured (STRIPE_SECRET_KEY,
// SQUARE_ACCESS_TOKEN, PAYPAL_CLIENT_ID/SECRET). Not wired yet; each call says so, and the
// platform's own payments through those keys work as before. What wiring it takes:
// - Stripe Connect: accounts.create once per practice (its id kept as StripeAccountConnected's
//   accountId), accountLinks.create({ account, type: 'account_onboarding', return_url:
//   PUBLIC_URL/portal/settings/banking/stripe/return, refresh_url: .../banking/link }) as the url;
//   on return accounts.retrieve: charges_enabled -> operational, requirements.currently_due and
//   past_due; identity.verificationSessions.create for verificationSession. Charges would then
//   carry the connected account (stripeAccount option), which the card adapter does not do yet.
// - Square OAuth: connect.squareup.com/oauth2/authorize?client_id=SQUARE_APPLICATION_ID&scope=
//   PAYMENTS_WRITE+CUSTOMERS_WRITE+MERCHANT_PROFILE_READ&state=<nonce kept per practice>; the
//   callback's code -> oAuth.obtainToken (needs the application secret, not in our config) ->
//   merchant_id, merchants.get -> business name; access and refresh tokens need a secret store
//   per practice, which we do not have. A revoked token (OAUTH_AUTHORIZATION_REVOKED webhook)
//   becomes SquareAuthorizationFailed.
// - PayPal partner referrals: POST /v2/customer/partner-referrals -> the action_url; the return
//   carries merchantIdInPayPal; seller status from GET /v1/customer/partners/{partner id}/
//   merchant-integrations/{merchant id} (payments_receivable, primary_email_confirmed,
//   oauth_integrations) needs a PAYPAL_PARTNER_ID we do not configure.
import { DomainError } from '#app/es';
import type { PaymentConnectionChange, PaypalSellerStatus } from '#app/practice';
import { PROVIDER_NAMES, type ConnectableProvider, type ProviderConnections, type VerificationSession } from './provider-connections.port.js';

const notWired = (provider: ConnectableProvider) =>
  new DomainError(`Connecting ${PROVIDER_NAMES[provider]} from the portal is not available on this server yet. Please contact support.`, 'NOT_WIRED');

export class UnwiredProviderConnections implements ProviderConnections {
  mode(): 'live' {
    return 'live';
  }

  async start(provider: ConnectableProvider): Promise<{ url: string }> {
    throw notWired(provider);
  }

  async finish(provider: ConnectableProvider): Promise<PaymentConnectionChange | null> {
    throw notWired(provider);
  }

  async paypalSellerStatus(): Promise<PaypalSellerStatus> {
    throw notWired('paypal');
  }

  async verificationSession(): Promise<VerificationSession> {
    throw notWired('stripe');
  }
}
