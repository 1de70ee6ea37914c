// Who a visitor is in a practice, for decideVisitorClient: the client holding the first claimed
// of their contact streams (e-mail, then phone), with the client's state; null when new to it.
import { clientClaimDecider, clientDecider, clientStreamId, type ReturningClient } from '#app/clients';
import type { StreamLoader } from '#app/es-runtime';

export const loadReturningClient = async (loader: StreamLoader, contactStreamIds: string[]): Promise<ReturningClient> => {
  // All read at once (one round trip); the first claimed one in order counts.
  const claims = await Promise.all(contactStreamIds.map((streamId) => loader.load(streamId, clientClaimDecider)));
  const ownerId = claims.find((claim) => claim.ownerId)?.ownerId;
  return ownerId ? { clientId: ownerId, state: await loader.load(clientStreamId(ownerId), clientDecider) } : null;
};
