import { decideGiftCardOffer, giftCardSellerOf, type GiftCardSeller } from './gift-card-offer.js';
import { practiceDecider } from '#app/practice';
import { GiftCardMessages as M } from './gift-card-messages.js';
import type { GiftCardTemplateState } from './gift-card-template.js';

const seller: GiftCardSeller = { practiceId: 'p1', flags: { giftCardsEnabled: true }, paymentProvider: 'stripe', currency: 'USD' };
const template: GiftCardTemplateState = { status: 'saved', giftCardTemplateId: 't1', practiceId: 'p1', amountCents: 5000, description: null, active: true, public: true };
const NO_PROVIDER = 'no provider';

describe('decideGiftCardOffer', () => {
  it("offers an active, online template of the practice at its amount, in the practice's currency and provider", () => {
    expect(decideGiftCardOffer(seller, template, NO_PROVIDER)).toEqual({ giftCardTemplateId: 't1', amountCents: 5000, currency: 'USD', paymentProvider: 'stripe' });
  });
  it("refuses a closed practice, gift cards off, another practice's or unknown template, one not for sale, and no provider", () => {
    expect(() => decideGiftCardOffer(null, template, NO_PROVIDER)).toThrow(M.templateNotFound);
    expect(() => decideGiftCardOffer({ ...seller, flags: { giftCardsEnabled: false } }, template, NO_PROVIDER)).toThrow(M.disabled);
    expect(() => decideGiftCardOffer(seller, { ...template, practiceId: 'p2' }, NO_PROVIDER)).toThrow(M.templateNotFound);
    expect(() => decideGiftCardOffer(seller, { status: 'none' }, NO_PROVIDER)).toThrow(M.templateNotFound);
    expect(() => decideGiftCardOffer(seller, { ...template, public: false }, NO_PROVIDER)).toThrow(M.templateNotForSale);
    expect(() => decideGiftCardOffer(seller, { ...template, active: false }, NO_PROVIDER)).toThrow(M.templateNotForSale);
    expect(() => decideGiftCardOffer({ ...seller, paymentProvider: null }, template, NO_PROVIDER)).toThrow(NO_PROVIDER);
  });
});

describe('giftCardSellerOf', () => {
  it('is no seller when the page names no active practice', () => {
    expect(giftCardSellerOf('p1', practiceDecider.initialState())).toBeNull();
  });
});
