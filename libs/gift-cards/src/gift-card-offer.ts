// Whether a practice sells a template to a visitor now: the practice is active with gift cards on,
// the template is its own, active and online, and the practice has a card provider to charge. Pure:
// the purchase handler loads the practice and the template, then asks this before touching the card.
import { DomainError, NotFoundError } from '#app/es';
import { practiceFlagsOf, type CardProviderName, type Currency, type PracticeFlags, type PracticeState } from '#app/practice';
import { checkGiftCardsAllowed } from './gift-card-flags.js';
import { GiftCardMessages as M } from './gift-card-messages.js';
import type { GiftCardTemplateState } from './gift-card-template.js';

/** The selling practice as loaded by the page's practice id; null when it is not an active practice. */
export interface GiftCardSeller {
  practiceId: string;
  flags: Pick<PracticeFlags, 'giftCardsEnabled'>;
  paymentProvider: CardProviderName | null;
  currency: Currency;
}

/** Who sells a card on the page of `practiceId`: an active practice, with its flags, provider and currency (null: none). */
export const giftCardSellerOf = (practiceId: string, practice: PracticeState): GiftCardSeller | null =>
  practice.status === 'active'
    ? { practiceId, flags: practiceFlagsOf(practice.flags), paymentProvider: practice.payments.paymentProvider, currency: practice.payments.currency }
    : null;

export interface GiftCardOffer {
  giftCardTemplateId: string;
  amountCents: number;
  currency: Currency;
  paymentProvider: CardProviderName;
}

export const decideGiftCardOffer = (seller: GiftCardSeller | null, template: GiftCardTemplateState, noProviderMessage: string): GiftCardOffer => {
  if (!seller) throw new NotFoundError(M.templateNotFound);
  checkGiftCardsAllowed(seller.flags);
  if (template.status !== 'saved' || template.practiceId !== seller.practiceId) throw new NotFoundError(M.templateNotFound);
  if (!template.active || !template.public) throw new DomainError(M.templateNotForSale);
  if (!seller.paymentProvider) throw new DomainError(noProviderMessage);
  return { giftCardTemplateId: template.giftCardTemplateId, amountCents: template.amountCents, currency: seller.currency, paymentProvider: seller.paymentProvider };
};
