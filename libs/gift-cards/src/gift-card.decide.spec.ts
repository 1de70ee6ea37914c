import { deciderSpec } from '#testing/es';
import { GiftCardMessages as M, maskedGiftCardCode, normaliseGiftCardCode } from './gift-card-messages.js';
import { checkGiftCardPurchase, giftCardDecider, giftCardShare } from './gift-card.decide.js';
import type { GiftCardEvent, GiftCardSoldData } from './gift-card.js';

const spec = deciderSpec(giftCardDecider);
const sale: GiftCardSoldData = {
  giftCardId: 'g1', practiceId: 'p1', giftCardTemplateId: 't1', code: 'ABCD-EFGH-JKLM-NP23', amountCents: 5000, currency: 'USD',
  buyer: { name: 'Ann', email: 'ann@example.com' }, recipient: { name: 'Bob', email: 'bob@example.com' }, message: null,
  payment: { provider: 'stripe', providerPaymentId: 'pi_1' }, soldAt: '2026-01-01T10:00:00.000Z',
};
const sold: GiftCardEvent = { type: 'GiftCardSold', data: sale };
const redeem = (amountCents: number, practiceId = 'p1') => ({ type: 'RedeemGiftCard' as const, practiceId, redemptionId: 'r1', appointmentId: 'a1', amountCents, now: '2026-02-01T10:00:00.000Z' });

describe('gift card decider', () => {
  it('sells a card once', () => {
    spec.given([]).when({ type: 'SellGiftCard', sale }).then([sold]);
    spec.given([sold]).when({ type: 'SellGiftCard', sale }).thenThrows(M.alreadySold);
  });
  it('redeems part of the balance, then the rest; the balance never goes below zero', () => {
    spec.given([sold]).when(redeem(2000)).then(([e]) => expect(e.data).toMatchObject({ amountCents: 2000, balanceCents: 3000, appointmentId: 'a1' }));
    const partly: GiftCardEvent = { type: 'GiftCardRedeemed', data: { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r0', appointmentId: null, amountCents: 2000, balanceCents: 3000, redeemedAt: 'x' } };
    spec.given([sold, partly]).when(redeem(3000)).then(([e]) => expect(e.data).toMatchObject({ balanceCents: 0 }));
    spec.given([sold, partly]).when(redeem(3001)).thenThrows(M.balanceTooLow);
  });
  it('refuses a redemption of nothing, of a card not sold, or of another practice', () => {
    spec.given([sold]).when(redeem(0)).thenThrows(M.redeemAmountPositive);
    spec.given([]).when(redeem(100)).thenThrows(M.cardNotFound);
    spec.given([sold]).when(redeem(100, 'p2')).thenThrows(M.cardNotFound);
  });
  it('gives a redemption back once: the balance returns, a second release or an unknown one gives nothing', () => {
    const redeemed: GiftCardEvent = { type: 'GiftCardRedeemed', data: { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r1', appointmentId: 'a1', amountCents: 2000, balanceCents: 3000, redeemedAt: 'x' } };
    const release = (redemptionId = 'r1', practiceId = 'p1') => ({ type: 'ReleaseGiftCardRedemption' as const, practiceId, redemptionId, now: '2026-02-02T10:00:00.000Z' });
    spec.given([sold, redeemed]).when(release()).then([{
      type: 'GiftCardRedemptionReleased',
      data: { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r1', appointmentId: 'a1', amountCents: 2000, balanceCents: 5000, releasedAt: '2026-02-02T10:00:00.000Z' },
    }]);
    const released: GiftCardEvent = { type: 'GiftCardRedemptionReleased', data: { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r1', appointmentId: 'a1', amountCents: 2000, balanceCents: 5000, releasedAt: 'y' } };
    spec.given([sold, redeemed, released]).when(release()).then([]);
    spec.given([sold, redeemed]).when(release('r9')).then([]);
    spec.given([sold, redeemed]).when(release('r1', 'p2')).then([]);
    spec.given([sold, redeemed, released]).when(redeem(5000)).then(([e]) => expect(e.data).toMatchObject({ balanceCents: 0 }));
  });
  it("checks the buyer's and recipient's details", () => {
    const ok = { buyerName: ' Ann ', buyerEmail: 'ANN@example.com', recipientName: 'Bob', recipientEmail: 'bob@example.com', message: ' Enjoy ' };
    expect(checkGiftCardPurchase(ok)).toEqual({ buyer: { name: 'Ann', email: 'ann@example.com' }, recipient: { name: 'Bob', email: 'bob@example.com' }, message: 'Enjoy' });
    expect(() => checkGiftCardPurchase({ ...ok, buyerName: ' ' })).toThrow(M.buyerNameRequired);
    expect(() => checkGiftCardPurchase({ ...ok, buyerEmail: 'nope' })).toThrow(M.buyerEmailInvalid);
    expect(() => checkGiftCardPurchase({ ...ok, recipientName: '' })).toThrow(M.recipientNameRequired);
    expect(() => checkGiftCardPurchase({ ...ok, recipientEmail: 'b@' })).toThrow(M.recipientEmailInvalid);
    expect(() => checkGiftCardPurchase({ ...ok, message: 'x'.repeat(1001) })).toThrow(M.messageTooLong);
  });
  it('a card pays a price up to its balance; codes are masked and typed loosely', () => {
    expect(giftCardShare(5000, 12000)).toBe(5000);
    expect(giftCardShare(5000, 3000)).toBe(3000);
    expect(maskedGiftCardCode('ABCD-EFGH-JKLM-NP23')).toBe('••••-NP23');
    expect(normaliseGiftCardCode(' abcd efgh-jklm-np23 ')).toBe('ABCDEFGHJKLMNP23');
  });
});
