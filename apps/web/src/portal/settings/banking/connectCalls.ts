// The connect links (spec 002 §2): ask for the provider's page, and on the way back record what
// the provider says. The embedded simulator's page reads its session and sends the pro's answer.
import { graphql } from '../../../graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

export type ConnectableProvider = 'stripe' | 'square' | 'paypal';

const START = graphql(`mutation BankingStartConnection($provider: String!) { startPaymentConnection(provider: $provider) { result errors url } }`);
const FINISH = graphql(`mutation BankingFinishConnection($provider: String!, $session: String!) {
  finishPaymentConnection(provider: $provider, session: $session) { result errors outcome }
}`);
const SESSION = graphql(`query BankingSimulatedConnection($session: String!) { simulatedConnection(session: $session) { id provider practiceName outcomes outcome } }`);
const DECIDE = graphql(`mutation BankingDecideSimulated($session: String!, $outcome: String!) {
  decideSimulatedConnection(session: $session, outcome: $outcome) { result errors returnUrl }
}`);

export const connectCalls = {
  start: async (provider: ConnectableProvider) => requireSuccess((await graphqlRequest(START, { provider })).startPaymentConnection).url ?? '',
  finish: async (provider: ConnectableProvider, session: string) => requireSuccess((await graphqlRequest(FINISH, { provider, session })).finishPaymentConnection).outcome,
  simulatedSession: async (session: string) => (await graphqlRequest(SESSION, { session })).simulatedConnection,
  decide: async (session: string, outcome: string) => requireSuccess((await graphqlRequest(DECIDE, { session, outcome })).decideSimulatedConnection).returnUrl ?? '',
};

export const PROVIDER_LABELS: Record<ConnectableProvider, string> = { stripe: 'Stripe', square: 'Square', paypal: 'PayPal' };

export const isConnectable = (value: string | undefined): value is ConnectableProvider => value === 'stripe' || value === 'square' || value === 'paypal';
