// Buying one gift card: the buyer's and recipient's details, an optional message, then the card
// form whose submit pays (the card is confirmed with the provider, then purchaseGiftCard charges
// it). A declined card shows the provider's reason and sells nothing; a sale shows the code.
import { useRef, useState } from 'react';
import { ContactField } from '../booking/ContactField';
import { CardForm } from '../payment/CardForm';
import type { CardSaving } from '../payment/cardSaving';
import type { SavedCard } from '../payment/savedCard';
import type { PublicPractice } from '../practice/publicPractice';
import { giftCardPrice, purchaseGiftCard, type GiftCardOrder, type PublicGiftCard, type PurchasedGiftCard } from './giftCardCalls';
import { orderProblem, splitName, type OrderField } from './giftCardOrder';
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { PaymentFailure } from '../payment/paymentFailure';

const SETUP = graphql(`
  mutation GiftCardSetupIntent($practiceId: ID!, $email: String!, $firstName: String!, $lastName: String!) {
    bookingSetupIntent(practiceId: $practiceId, email: $email, firstName: $firstName, lastName: $lastName) { result errors setupIntentSecret }
  }
`);

const EMPTY: GiftCardOrder = { buyerName: '', buyerEmail: '', recipientName: '', recipientEmail: '', message: '' };

interface Props {
  practice: PublicPractice;
  giftCard: PublicGiftCard;
  onBought: (bought: PurchasedGiftCard) => void;
  onCancel: () => void;
}

export function GiftCardPurchase({ practice, giftCard, onBought, onCancel }: Props) {
  const [order, setOrder] = useState<GiftCardOrder>(EMPTY);
  const [problem, setProblem] = useState<{ field: OrderField; text: string } | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const price = giftCardPrice(giftCard.amountCents, giftCard.amountCurrency);

  const change = (field: OrderField, value: string) => {
    setOrder((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const checked = (): boolean => {
    const found = orderProblem(order);
    setProblem(found);
    if (found) form.current?.querySelector<HTMLElement>(`#gift-${found.field}`)?.focus();
    return found === null;
  };
  const buy = async (card: { setupIntentSecret: string } | { cardSourceId: string }): Promise<SavedCard> => {
    onBought(await purchaseGiftCard(practice.id, giftCard.id, order, card));
    return { brand: 'card', last4: '', expMonth: 0, expYear: 0 };
  };
  const saving: CardSaving = {
    provider: practice.paymentProvider === 'square' ? 'square' : 'stripe',
    mode: practice.paymentMode === 'live' ? 'live' : 'simulated',
    async createSetup() {
      const answer = (await graphqlRequest(SETUP, { practiceId: practice.id, email: order.buyerEmail.trim(), ...splitName(order.buyerName) })).bookingSetupIntent;
      if (answer.result !== 'success' || !answer.setupIntentSecret) throw new PaymentFailure(answer.errors[0] ?? 'Failed to create setup intent');
      return answer.setupIntentSecret;
    },
    saveConfirmedSetup: (setupIntentSecret) => buy({ setupIntentSecret }),
    saveToken: (cardSourceId) => buy({ cardSourceId }),
  };
  const field = (name: OrderField, label: string, type = 'text', autoComplete?: string) => (
    <ContactField
      id={`gift-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={order[name]}
      onChange={(e) => change(name, e.target.value)}
      problem={problem?.field === name ? problem.text : null}
    />
  );

  return (
    <div className="gift-card-purchase" ref={form}>
      <h3 className="gift-card-purchase-title">Buy a {price} gift card</h3>
      {giftCard.description && <p className="service-description">{giftCard.description}</p>}
      <fieldset className="gift-card-fieldset">
        <legend>From</legend>
        {field('buyerName', 'Your name', 'text', 'name')}
        {field('buyerEmail', 'Your e-mail', 'email', 'email')}
      </fieldset>
      <fieldset className="gift-card-fieldset">
        <legend>To</legend>
        {field('recipientName', "Recipient's name")}
        {field('recipientEmail', "Recipient's e-mail", 'email')}
        <div className={`field${problem?.field === 'message' ? ' field-invalid' : ''}`}>
          <label htmlFor="gift-message">Message (optional)</label>
          <textarea id="gift-message" rows={3} maxLength={1000} value={order.message} onChange={(e) => change('message', e.target.value)} />
          {problem?.field === 'message' && <p className="field-problem">{problem.text}</p>}
        </div>
      </fieldset>
      <h4 className="gift-card-pay-title">Pay by card</h4>
      <CardForm saving={saving} submitLabel={`Pay ${price}`} beforeSave={checked} onSaved={() => undefined} />
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
