// The client's payment calls through the appointment's link (spec 000 §7): each names the
// appointment and its instantActionToken. A refusal in `errors` becomes a PaymentFailure with the
// server's first message; a transport error stays a GraphQLRequestError.
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { CardSaving } from '../payment/cardSaving';
import { savedCardOf, setupSecretOf, succeeded } from '../payment/mutationPayload';
import { PaymentFailure } from '../payment/paymentFailure';
import { PaymentText } from '../payment/paymentMessages';
import type { TokenAppointment } from './tokenAppointment';

const SETUP_INTENT = graphql(`
  mutation SetupIntent($appointmentId: ID!, $instantActionToken: String!) {
    setupIntent(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors setupIntentSecret }
  }
`);

const CONFIRM_CARD_SETUP = graphql(`
  mutation ConfirmCardSetup($appointmentId: ID!, $instantActionToken: String!, $setupIntentSecret: String!) {
    confirmCardSetup(appointmentId: $appointmentId, instantActionToken: $instantActionToken, setupIntentSecret: $setupIntentSecret) {
      result errors paymentMethod { brand last4 expMonth expYear }
    }
  }
`);

const SQUARE_ADD_CARD = graphql(`
  mutation SquareAddCardToCustomer($appointmentId: ID!, $instantActionToken: String!, $sourceId: String!) {
    squareAddCardToCustomer(appointmentId: $appointmentId, instantActionToken: $instantActionToken, sourceId: $sourceId) {
      result errors paymentMethod { brand last4 expMonth expYear }
    }
  }
`);

const ADD_TIP = graphql(`
  mutation AddTipToAppointment($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {
    addTipToAppointment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) { result errors }
  }
`);

const CHARGE_CARD = graphql(`
  mutation ChargeCard($appointmentId: ID!, $instantActionToken: String!) {
    chargeCard(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors appointment { id clientPaymentStatus } }
  }
`);

const CHARGE_TIP_ONLY = graphql(`
  mutation ChargeTipOnly($appointmentId: ID!, $instantActionToken: String!, $tipAmount: Int!) {
    chargeTipOnly(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmount: $tipAmount) {
      result errors appointment { id clientPaymentStatus tipAmountCents }
    }
  }
`);

const CREATE_PAYPAL_ORDER = graphql(`
  mutation CreatePaypalOrder($appointmentId: ID!, $instantActionToken: String!, $tipAmountCents: Int!, $tipOnly: Boolean!, $fundingSource: String!) {
    createPaypalOrder(appointmentId: $appointmentId, instantActionToken: $instantActionToken, tipAmountCents: $tipAmountCents, tipOnly: $tipOnly, fundingSource: $fundingSource) {
      result errors orderId
    }
  }
`);

const CAPTURE_PAYPAL_PAYMENT = graphql(`
  mutation CapturePaypalPayment($appointmentId: ID!, $instantActionToken: String!, $orderId: String!) {
    capturePaypalPayment(appointmentId: $appointmentId, instantActionToken: $instantActionToken, orderId: $orderId) {
      result errors appointment { id clientPaymentStatus tipAmountCents }
    }
  }
`);

type Holder = Pick<TokenAppointment, 'id' | 'instantActionToken'>;
const ids = (a: Holder) => ({ appointmentId: a.id, instantActionToken: a.instantActionToken });

/** How the card form saves a card for this appointment's client. */
export function cardSavingFor(a: TokenAppointment): CardSaving {
  return {
    provider: a.practice.paymentProvider === 'square' ? 'square' : 'stripe',
    mode: a.practice.paymentMode === 'live' ? 'live' : 'simulated',
    async createSetup() {
      return setupSecretOf((await graphqlRequest(SETUP_INTENT, ids(a))).setupIntent);
    },
    async saveConfirmedSetup(setupIntentSecret) {
      return savedCardOf((await graphqlRequest(CONFIRM_CARD_SETUP, { ...ids(a), setupIntentSecret })).confirmCardSetup);
    },
    async saveToken(sourceId) {
      return savedCardOf((await graphqlRequest(SQUARE_ADD_CARD, { ...ids(a), sourceId })).squareAddCardToCustomer);
    },
  };
}

/** spec 000 §8: 'There was an error processing your payment: {errors or Internal server error}'. */
const INTERNAL = 'Internal server error';

/** Pay now with the saved card: a chosen tip is added first and charged with the payment. */
export async function payWithCard(a: Holder, tipAmount: number): Promise<void> {
  if (tipAmount > 0) succeeded((await graphqlRequest(ADD_TIP, { ...ids(a), tipAmount })).addTipToAppointment, INTERNAL);
  succeeded((await graphqlRequest(CHARGE_CARD, ids(a))).chargeCard, INTERNAL);
}

/** A tip after the appointment is paid, charged on its own to the saved card. */
export async function tipWithCard(a: Holder, tipAmount: number): Promise<void> {
  succeeded((await graphqlRequest(CHARGE_TIP_ONLY, { ...ids(a), tipAmount })).chargeTipOnly, INTERNAL);
}

export async function createPaypalOrder(a: Holder, order: { tipAmountCents: number; tipOnly: boolean; via: 'paypal' | 'venmo' }): Promise<string> {
  const { createPaypalOrder: payload } = await graphqlRequest(CREATE_PAYPAL_ORDER, { ...ids(a), tipAmountCents: order.tipAmountCents, tipOnly: order.tipOnly, fundingSource: order.via });
  const { orderId } = succeeded(payload, PaymentText.genericCardError);
  if (!orderId) throw new PaymentFailure(PaymentText.genericCardError);
  return orderId;
}

export async function capturePaypalPayment(a: Holder, orderId: string): Promise<void> {
  succeeded((await graphqlRequest(CAPTURE_PAYPAL_PAYMENT, { ...ids(a), orderId })).capturePaypalPayment, PaymentText.genericCardError);
}
