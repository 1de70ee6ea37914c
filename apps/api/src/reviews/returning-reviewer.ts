// The client of the practice holding a phone, read inside a decision so the append checks that
// nobody took the phone meanwhile (the claim stream's revision). Null: nobody, a new client it is.
import { clientClaimDecider, clientDecider, clientStreamId } from '#app/clients';
import type { StreamLoader } from '#app/es-runtime';
import { reviewerPhoneStreamId, type ReturningReviewer } from '#app/reviews';

export const loadReturningReviewer = async (loader: StreamLoader, practiceId: string, e164: string): Promise<ReturningReviewer> => {
  const { ownerId } = await loader.load(reviewerPhoneStreamId(practiceId, e164), clientClaimDecider);
  if (!ownerId) return null;
  const state = await loader.load(clientStreamId(ownerId), clientDecider);
  return state.status === 'active' && state.practiceId === practiceId ? { clientId: ownerId, state } : null;
};
