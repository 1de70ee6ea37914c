// The signed-in client's saved cards (spec 000 §2.7, §7): one row per practitioner, and Add,
// Change and Delete of the card of one client record (clientId instead of an appointment's token).
import { graphql } from '../../graphql';
import type { ClientPaymentMethodsQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { CardSaving } from '../payment/cardSaving';
import { savedCardOf, setupSecretOf, succeeded } from '../payment/mutationPayload';
import { PaymentText } from '../payment/paymentMessages';
import type { SavedCard } from '../payment/savedCard';

export type PaymentMethodRow = ClientPaymentMethodsQuery['clientPaymentMethods'][number];

const CLIENT_PAYMENT_METHODS = graphql(`
  query ClientPaymentMethods {
    clientPaymentMethods {
      clientId
      practice { id name url hasPaymentProvider paymentProvider paymentMode }
      paymentMethod { brand last4 expMonth expYear }
    }
  }
`);

const CLIENT_CARD_SETUP = graphql(`
  mutation ClientCardSetup($clientId: ID!) {
    setupIntent(clientId: $clientId) { result errors setupIntentSecret }
  }
`);

const CONFIRM_CLIENT_CARD_SETUP = graphql(`
  mutation ConfirmClientCardSetup($clientId: ID!, $setupIntentSecret: String!) {
    confirmCardSetup(clientId: $clientId, setupIntentSecret: $setupIntentSecret) { result errors paymentMethod { brand last4 expMonth expYear } }
  }
`);

const SQUARE_ADD_CLIENT_CARD = graphql(`
  mutation SquareAddClientCard($clientId: ID!, $sourceId: String!) {
    squareAddCardToCustomer(clientId: $clientId, sourceId: $sourceId) { result errors paymentMethod { brand last4 expMonth expYear } }
  }
`);

const DETACH_CLIENT_CARD = graphql(`
  mutation DetachClientPaymentMethod($clientId: ID!) {
    detachPaymentMethodPractice(clientId: $clientId) { result errors }
  }
`);

export async function fetchPaymentMethods(): Promise<PaymentMethodRow[]> {
  return (await graphqlRequest(CLIENT_PAYMENT_METHODS)).clientPaymentMethods;
}

/** How the card form saves a card for the client's record with this practice. */
export function cardSavingForClient(row: PaymentMethodRow): CardSaving {
  const { clientId } = row;
  return {
    provider: row.practice.paymentProvider === 'square' ? 'square' : 'stripe',
    mode: row.practice.paymentMode === 'live' ? 'live' : 'simulated',
    async createSetup() {
      return setupSecretOf((await graphqlRequest(CLIENT_CARD_SETUP, { clientId })).setupIntent);
    },
    async saveConfirmedSetup(setupIntentSecret): Promise<SavedCard> {
      return savedCardOf((await graphqlRequest(CONFIRM_CLIENT_CARD_SETUP, { clientId, setupIntentSecret })).confirmCardSetup);
    },
    async saveToken(sourceId): Promise<SavedCard> {
      return savedCardOf((await graphqlRequest(SQUARE_ADD_CLIENT_CARD, { clientId, sourceId })).squareAddCardToCustomer);
    },
  };
}

/** Delete: rejects (with spec 000 §8's words shown by the page) when the card was not deleted. */
export async function deletePaymentMethod(clientId: string): Promise<void> {
  succeeded((await graphqlRequest(DETACH_CLIENT_CARD, { clientId })).detachPaymentMethodPractice, PaymentText.deletePaymentMethodFailed);
}

/** "expires 04/2030" */
export const expiresOn = (card: SavedCard): string => `expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
