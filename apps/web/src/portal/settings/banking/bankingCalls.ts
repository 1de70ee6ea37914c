// The payments page's calls (spec 002 §7): one read of the settings and the provider accounts, and
// each change as its own command answering { result, errors } (CommandRejected on a refusal).
import { graphql } from '../../../graphql';
import type { BankingSettingsQuery, OfflineOptionsInput, PaymentSettingsInput } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

graphql(`
  fragment BankingPaymentSettings on PaymentSettingsView {
    paymentProvider currency currencyEnabled acceptsTips acceptsCash acceptsCreditCard acceptsPaypal acceptsVenmo acceptsZelle
    paypalActive venmoActive requireClientCcToBook chargeClientCcAtBooking
    paymentPastDueEmailEnabled paymentPastDueTextEnabled paymentPastDueEmailMinutes paymentPastDueTextMinutes
  }
`);

graphql(`
  fragment BankingIntegrations on PaymentIntegrations {
    paymentProvider currencyEnabled
    stripeInfo { connected accountId displayName operational requirementsDue requirementsPastDue connectionError mode }
    squareInfo { squareConnected merchantId displayName erroredAt message error mode }
    paypalInfo { paypalConnected paypalActive venmoActive merchantId mode sellerStatus { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }
  }
`);

const BANKING = graphql(`query BankingSettings { paymentSettings { ...BankingPaymentSettings } paymentIntegrations { ...BankingIntegrations } }`);
const PROVIDER = graphql(`mutation BankingPaymentProvider($provider: String!) { updatePracticePaymentProvider(provider: $provider) { result errors } }`);
const CURRENCY = graphql(`mutation BankingCurrency($currency: String!) { updatePracticeCurrency(currency: $currency) { result errors } }`);
const OFFLINE = graphql(`mutation BankingOfflineOptions($input: OfflineOptionsInput!) { updatePracticeOfflineOptions(input: $input) { result errors } }`);
const TIPS = graphql(`mutation BankingAcceptsTips($acceptsTips: Boolean!) { updatePracticeAcceptsTips(acceptsTips: $acceptsTips) { result errors } }`);
const PAYPAL = graphql(`mutation BankingPaypalSettings($paypalActive: Boolean, $venmoActive: Boolean) {
  updatePaypalSettings(paypalActive: $paypalActive, venmoActive: $venmoActive) { result errors }
}`);
const CARD_RULES = graphql(`mutation BankingCardRules($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { result errors } }`);
const DISCONNECT_PAYPAL = graphql(`mutation BankingDisconnectPaypal { disconnectPaypalAccount { result errors } }`);
const CHECK_PAYPAL = graphql(`mutation BankingCheckPaypal {
  checkPaypalSellerStatus { result errors status { isOnboardingComplete paymentsReceivable primaryEmailConfirmed } }
}`);
const VERIFICATION = graphql(`query BankingVerificationSession { verificationSession { id clientSecret url } }`);

export type BankingData = BankingSettingsQuery;
export type PaymentSettings = BankingData['paymentSettings'];
export type Integrations = BankingData['paymentIntegrations'];
export type CardProvider = 'stripe' | 'square';

export const fetchBanking = (): Promise<BankingData> => graphqlRequest(BANKING);

export const bankingCommands = {
  switchProvider: async (provider: CardProvider) => requireSuccess((await graphqlRequest(PROVIDER, { provider })).updatePracticePaymentProvider),
  currency: async (currency: string) => requireSuccess((await graphqlRequest(CURRENCY, { currency })).updatePracticeCurrency),
  offlineOptions: async (input: OfflineOptionsInput) => requireSuccess((await graphqlRequest(OFFLINE, { input })).updatePracticeOfflineOptions),
  acceptsTips: async (acceptsTips: boolean) => requireSuccess((await graphqlRequest(TIPS, { acceptsTips })).updatePracticeAcceptsTips),
  paypal: async (changes: { paypalActive?: boolean; venmoActive?: boolean }) => requireSuccess((await graphqlRequest(PAYPAL, changes)).updatePaypalSettings),
  cardRules: async (input: PaymentSettingsInput) => requireSuccess((await graphqlRequest(CARD_RULES, { input })).updatePaymentSettings),
  disconnectPaypal: async () => requireSuccess((await graphqlRequest(DISCONNECT_PAYPAL)).disconnectPaypalAccount),
  checkPaypal: async () => requireSuccess((await graphqlRequest(CHECK_PAYPAL)).checkPaypalSellerStatus).status,
  verificationSession: async () => (await graphqlRequest(VERIFICATION)).verificationSession,
};
