// The card a practice requires before a booking is sent (requireClientCcToBook): saved with the
// provider first (bookingSetupIntent, then the card form), then carried by requestAppointment,
// which checks it with the provider and makes it the client's card and the appointment's hold.
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { CardDetails } from '../payment/cardInput';
import type { CardSaving } from '../payment/cardSaving';
import { PaymentFailure } from '../payment/paymentFailure';
import type { SavedCard } from '../payment/savedCard';
import type { PublicPractice } from '../practice/publicPractice';

const BOOKING_SETUP = graphql(`
  mutation BookingSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }
  }
`);

/** What the request carries: a confirmed stripe setup's secret, or a square card token. */
export type BookingCardRef = { setupIntentSecret: string } | { cardSourceId: string };

export interface BookingCard {
  ref: BookingCardRef;
  card: SavedCard;
}

/** The brand the card's first digits name (for the summary only; the provider decides). */
const brandOf = (number: string): string => (number.startsWith('4') ? 'visa' : /^5[1-5]|^2[2-7]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : /^6/.test(number) ? 'discover' : 'card');

const summary = (card: CardDetails): SavedCard => ({ brand: brandOf(card.number), last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear });

/** Whether this booking needs a card: the practice requires one and the booking is not free. */
export const bookingNeedsCard = (practice: PublicPractice, amountCents: number): boolean => practice.requireClientCcToBook && amountCents > 0;

/**
 * The card form's saving for a booking: the setup is made for the visitor's e-mail and name (asked
 * for by `visitor()`, which throws the visitor-facing reason when they are not filled in yet);
 * `onCard` keeps what the request will carry.
 */
export function bookingCardSaving(
  practice: PublicPractice,
  visitor: () => { email: string; firstName: string; lastName: string },
  onCard: (card: BookingCard) => void,
): CardSaving {
  const keep = (ref: BookingCardRef, card: CardDetails): SavedCard => {
    const saved = summary(card);
    onCard({ ref, card: saved });
    return saved;
  };
  return {
    provider: practice.paymentProvider === 'square' ? 'square' : 'stripe',
    mode: practice.paymentMode === 'live' ? 'live' : 'simulated',
    async createSetup() {
      const data = await graphqlRequest(BOOKING_SETUP, { practiceId: practice.id, ...visitor() });
      const setup = data.bookingSetupIntent;
      if (setup.result !== 'success' || !setup.setupIntentSecret) throw new PaymentFailure(setup.errors[0] ?? 'Failed to create setup intent');
      return setup.setupIntentSecret;
    },
    async saveConfirmedSetup(clientSecret, card) {
      return keep({ setupIntentSecret: clientSecret }, card);
    },
    async saveToken(sourceId, card) {
      return keep({ cardSourceId: sourceId }, card);
    },
  };
}
