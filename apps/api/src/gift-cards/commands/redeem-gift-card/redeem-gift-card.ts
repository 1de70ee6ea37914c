// A redemption of a gift card, as a part of an append (the booking that spends it appends it in
// the same atomic write as its appointment): decided on the card's freshly loaded stream, so the
// append carries the card stream's expected revision and two racing spends of one balance cannot
// both land (the loser re-decides on the new balance and is refused when it is not enough).
import { streamEvents, type StreamEvents } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { decideGiftCard, giftCardDecider, giftCardStreamId } from '#app/gift-cards';

export interface Redemption {
  giftCardId: string;
  practiceId: string;
  redemptionId: string;
  appointmentId: string | null;
  amountCents: number;
}

export const redeemGiftCardPart = async (loader: StreamLoader, redemption: Redemption, now: Date): Promise<StreamEvents> => {
  const streamId = giftCardStreamId(redemption.giftCardId);
  const state = await loader.load(streamId, giftCardDecider);
  return streamEvents(streamId, redemption.practiceId, decideGiftCard({ type: 'RedeemGiftCard', ...redemption, now: now.toISOString() }, state));
};
