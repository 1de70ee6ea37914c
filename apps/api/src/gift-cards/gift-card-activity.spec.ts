import type { RecordedEvent } from '#app/eventstore';
import type { GiftCardRedeemedData, GiftCardSoldData } from '#app/gift-cards';
import { giftCardsProjection, type GiftCardDocument } from '#projections';
import { giftCardActivity } from './gift-card-activity.js';

const sale: GiftCardSoldData = {
  giftCardId: 'g1', practiceId: 'p1', giftCardTemplateId: 't1', code: 'ABCD-EFGH-JKMN-PQ23', amountCents: 10000, currency: 'USD',
  buyer: { name: 'Grace', email: 'grace@example.com' }, recipient: { name: 'Ada', email: 'ada@example.com' }, message: null,
  payment: { provider: 'stripe', providerPaymentId: 'pi_1' }, soldAt: '2026-01-01T10:00:00.000Z',
};
const redeemed = (redemptionId: string, amountCents: number, balanceCents: number): GiftCardRedeemedData => ({
  giftCardId: 'g1', practiceId: 'p1', redemptionId, appointmentId: null, amountCents, balanceCents, redeemedAt: `2026-01-0${balanceCents ? 2 : 3}T10:00:00.000Z`,
});
const recorded = (type: string, data: object): RecordedEvent => ({ type, data, metadata: {}, eventId: 'e', streamId: 'giftCard-g1', streamRevision: 0n, globalPosition: 0n, recordedAt: '' }) as unknown as RecordedEvent;
const fold = (events: RecordedEvent[]) => events.reduce<GiftCardDocument | null>((doc, e) => giftCardsProjection.evolve(doc, e) as GiftCardDocument | null, null);

describe('gift cards read model', () => {
  it('keeps the balance and each redemption once (safe to replay)', () => {
    const doc = fold([recorded('GiftCardSold', sale), recorded('GiftCardRedeemed', redeemed('r1', 3000, 7000)), recorded('GiftCardRedeemed', redeemed('r1', 3000, 7000))]);
    expect(doc).toMatchObject({ codeKey: 'ABCDEFGHJKMNPQ23', balanceCents: 7000, redemptions: [{ redemptionId: 'r1', amountCents: 3000, balanceCents: 7000 }] });
  });
  it('the Activity tab: a sale and each redemption, newest first, the code masked', () => {
    const doc = fold([recorded('GiftCardSold', sale), recorded('GiftCardRedeemed', redeemed('r1', 3000, 7000)), recorded('GiftCardRedeemed', redeemed('r2', 7000, 0))])!;
    expect(giftCardActivity([doc]).map((r) => [r.kind, r.amountCents, r.balanceCents, r.code])).toEqual([
      ['redemption', 7000, 0, '••••-PQ23'],
      ['redemption', 3000, 7000, '••••-PQ23'],
      ['sale', 10000, 10000, '••••-PQ23'],
    ]);
  });
  it('a redemption given back: the balance returns and the Activity tab shows it beside the redemption; replay-safe', () => {
    const released = { giftCardId: 'g1', practiceId: 'p1', redemptionId: 'r1', appointmentId: 'a1', amountCents: 3000, balanceCents: 10000, releasedAt: '2026-01-04T10:00:00.000Z' };
    const doc = fold([
      recorded('GiftCardSold', sale), recorded('GiftCardRedeemed', redeemed('r1', 3000, 7000)),
      recorded('GiftCardRedemptionReleased', released), recorded('GiftCardRedemptionReleased', { ...released, balanceCents: 99 }),
    ])!;
    expect(doc.balanceCents).toBe(10000);
    expect(doc.redemptions[0]).toMatchObject({ releasedAt: '2026-01-04T10:00:00.000Z', balanceAfterReleaseCents: 10000 });
    expect(giftCardActivity([doc]).map((r) => [r.kind, r.amountCents, r.balanceCents])).toEqual([
      ['release', 3000, 10000],
      ['redemption', 3000, 7000],
      ['sale', 10000, 10000],
    ]);
  });
});
