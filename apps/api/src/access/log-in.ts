// Checks an e-mail and password against the account streams.
import { accountDecider, accountEmailStreamId, accountStreamId } from '#app/access';
import { claimDecider } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { verifyPassword } from './password-hashing.js';
import type { SessionActor } from './session-actor.js';

export const authenticate = async (
  store: EventStore,
  email: string,
  password: string,
): Promise<Exclude<SessionActor, { kind: 'visitor' }> | null> => {
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 200) return null;
  const claim = await loadState(store, accountEmailStreamId(email), claimDecider);
  const account = claim.state.ownerId ? (await loadState(store, accountStreamId(claim.state.ownerId), accountDecider)).state : null;
  const active = account && account.status === 'active' ? account : null;
  if (!(await verifyPassword(active?.passwordHash ?? null, password)) || !active) return null;
  return active.kind === 'pro'
    ? { kind: 'pro', accountId: active.accountId, practiceId: active.practiceId!, name: active.name, email: active.email }
    : { kind: 'support', accountId: active.accountId, name: active.name, email: active.email };
};
