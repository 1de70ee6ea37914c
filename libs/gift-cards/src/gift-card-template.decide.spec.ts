import { deciderSpec } from '#testing/es';
import { checkGiftCardsAllowed } from './gift-card-flags.js';
import { GiftCardMessages as M } from './gift-card-messages.js';
import { giftCardTemplateDecider, type GiftCardTemplateInput } from './gift-card-template.decide.js';
import type { GiftCardTemplateEvent } from './gift-card-template.js';

const spec = deciderSpec(giftCardTemplateDecider);
const input: GiftCardTemplateInput = { giftCardTemplateId: 't1', practiceId: 'p1', amountCents: 5000 };
const save = (overrides: Partial<GiftCardTemplateInput> = {}) => ({ type: 'SaveGiftCardTemplate' as const, input: { ...input, ...overrides } });
const created: GiftCardTemplateEvent = {
  type: 'GiftCardTemplateCreated',
  data: { giftCardTemplateId: 't1', practiceId: 'p1', amountCents: 5000, description: null, active: true, public: true },
};

describe('gift card template decider', () => {
  it('creates a template: active and online (public) by default, description optional', () => spec.given([]).when(save()).then([created]));
  it("amount is required: 'Amount is required'", () => {
    spec.given([]).when(save({ amountCents: null })).thenThrows(M.amountRequired);
    spec.given([]).when(save({ amountCents: undefined })).thenThrows(M.amountRequired);
  });
  it("amount is positive: 'Amount must be a positive number'", () => {
    spec.given([]).when(save({ amountCents: 0 })).thenThrows(M.amountPositive);
    spec.given([]).when(save({ amountCents: -500 })).thenThrows(M.amountPositive);
    spec.given([]).when(save({ amountCents: 12.5 })).thenThrows(M.amountPositive);
  });
  it('amount is whole dollars, at most $10,000', () => {
    spec.given([]).when(save({ amountCents: 5050 })).thenThrows(M.amountWholeDollars);
    spec.given([]).when(save({ amountCents: 1_000_100 })).thenThrows(M.amountTooLarge);
  });
  it('keeps the description trimmed, and the toggles as sent', () =>
    spec.given([]).when(save({ description: '  A gift  ', active: false, public: false }))
      .then(([e]) => expect(e.data).toMatchObject({ description: 'A gift', active: false, public: false })));
  it('a change is recorded; saving the same again records nothing', () => {
    spec.given([created]).when(save({ amountCents: 10000 })).then([{ type: 'GiftCardTemplateChanged', data: { ...created.data, amountCents: 10000 } }]);
    spec.given([created]).when(save()).thenNothingHappens();
  });
  it("another practice's template is not found", () => spec.given([created]).when(save({ practiceId: 'p2' })).thenThrows(M.templateNotFound));
  it('gift cards are refused while giftCardsEnabled is off', () => {
    expect(() => checkGiftCardsAllowed({ giftCardsEnabled: false })).toThrow(M.disabled);
    expect(() => checkGiftCardsAllowed({ giftCardsEnabled: true })).not.toThrow();
  });
});
