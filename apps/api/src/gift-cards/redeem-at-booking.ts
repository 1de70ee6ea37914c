// A gift card entered on the public booking page: its redemption is appended with the appointment
// (one atomic append at the card stream's revision), so a failed booking spends nothing and two
// bookings racing for one balance cannot both spend it (the loser re-decides on the new balance).
// The appointment then stores and charges what is left to pay.
import { randomUUID } from 'node:crypto';
import { streamEvents, type StreamEvents } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { decideGiftCardAtBooking, giftCardDecider, giftCardStreamId, type BookingGiftCardRedemption } from '#app/gift-cards';

export const applyGiftCardToBooking = async <R extends { practiceId: string; amountCents: number }>(
  loader: StreamLoader,
  request: R,
  giftCardId: string | null | undefined,
  ids: { appointmentId: string; now: Date },
): Promise<{ request: R & { giftCardRedemptions?: BookingGiftCardRedemption[] }; parts: StreamEvents[] }> => {
  if (!giftCardId) return { request, parts: [] };
  const streamId = giftCardStreamId(giftCardId);
  const card = await loader.load(streamId, giftCardDecider);
  const decided = decideGiftCardAtBooking(card, { practiceId: request.practiceId, priceCents: request.amountCents, redemptionId: randomUUID(), appointmentId: ids.appointmentId, now: ids.now });
  if (!decided) return { request, parts: [] };
  return {
    request: { ...request, amountCents: request.amountCents - decided.redemption.amountCents, giftCardRedemptions: [decided.redemption] },
    parts: [streamEvents(streamId, request.practiceId, [decided.event])],
  };
};
