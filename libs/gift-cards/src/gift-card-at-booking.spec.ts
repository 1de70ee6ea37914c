import { GiftCardMessages as M } from './gift-card-messages.js';
import { decideGiftCardAtBooking } from './gift-card-at-booking.js';
import { evolveGiftCard, initialGiftCardState, type GiftCardEvent, type GiftCardSoldData } from './gift-card.js';

const sale: GiftCardSoldData = {
  giftCardId: 'g1', practiceId: 'p1', giftCardTemplateId: 't1', code: 'ABCD-EFGH-JKLM-NP23', amountCents: 5000, currency: 'USD',
  buyer: { name: 'Ann', email: 'ann@example.com' }, recipient: { name: 'Bob', email: 'bob@example.com' }, message: null,
  payment: { provider: 'stripe', providerPaymentId: 'pi_1' }, soldAt: '2026-01-01T10:00:00.000Z',
};
const card = (...events: GiftCardEvent[]) => [{ type: 'GiftCardSold', data: sale } as GiftCardEvent, ...events].reduce(evolveGiftCard, initialGiftCardState());
const booking = (priceCents: number, practiceId = 'p1') => ({ practiceId, priceCents, redemptionId: 'r1', appointmentId: 'a1', now: new Date('2026-02-01T10:00:00.000Z') });

describe('a gift card at booking', () => {
  it('pays the whole price when the balance covers it, and the balance goes down by the price', () => {
    const decided = decideGiftCardAtBooking(card(), booking(3000))!;
    expect(decided.redemption).toEqual({ giftCardId: 'g1', redemptionId: 'r1', code: '••••-NP23', amountCents: 3000 });
    expect(decided.event.data).toMatchObject({ appointmentId: 'a1', amountCents: 3000, balanceCents: 2000, redeemedAt: '2026-02-01T10:00:00.000Z' });
  });
  it('pays up to its balance when the price is more; the rest is left to pay', () => {
    expect(decideGiftCardAtBooking(card(), booking(12000))!.redemption.amountCents).toBe(5000);
  });
  it('takes nothing from a free booking', () => {
    expect(decideGiftCardAtBooking(card(), booking(0))).toBeNull();
  });
  it("refuses a card that is used up, unknown, or another practice's", () => {
    const spent: GiftCardEvent = { type: 'GiftCardRedeemed', data: { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r0', appointmentId: null, amountCents: 5000, balanceCents: 0, redeemedAt: 'x' } };
    expect(() => decideGiftCardAtBooking(card(spent), booking(1000))).toThrow(M.cardUsedUp);
    expect(() => decideGiftCardAtBooking(initialGiftCardState(), booking(1000))).toThrow(M.cardNotFound);
    expect(() => decideGiftCardAtBooking(card(), booking(1000, 'p2'))).toThrow(M.cardNotFound);
  });
});
