// Who a visitor is in a practice, for decideVisitorClient: the client holding the first claimed
// of their contact streams (e-mail, then phone), with the client's state; null when new to it.
import { clientClaimDecider, clientDecider, clientStreamId, type ReturningClient } from '#app/clients';
import type { StreamLoader } from '#app/es-runtime';

export const loadReturningClient = async (loader: StreamLoader, contactStreamIds: string[]): Promise<ReturningClient> => {
  for (const streamId of contactStreamIds) {
    const { ownerId } = await loader.load(streamId, clientClaimDecider);
    if (ownerId) return { clientId: ownerId, state: await loader.load(clientStreamId(ownerId), clientDecider) };
  }
  return null;
};
