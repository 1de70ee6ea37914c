// Loads what a client decision needs to know about e-mails and phones: the claim of each value
// and, when another client holds one, that client's name (for "already exists: <name>").
import { claimStreamId, clientClaimDecider, clientDecider, clientStreamId, fullName, type ContactClaim, type ContactValue } from '#app/clients';
import type { StreamLoader } from '#app/es-runtime';

export const loadContactClaims = async (loader: StreamLoader, practiceId: string, contacts: ContactValue[]): Promise<Map<string, ContactClaim>> => {
  const claims = new Map<string, ContactClaim>();
  for (const contact of contacts) {
    const streamId = claimStreamId(practiceId, contact);
    if (claims.has(streamId)) continue;
    const { ownerId } = await loader.load(streamId, clientClaimDecider);
    const owner = ownerId ? await loader.load(clientStreamId(ownerId), clientDecider) : null;
    claims.set(streamId, { ownerId, ownerName: owner && owner.status !== 'none' ? fullName(owner.profile) : null });
  }
  return claims;
};
