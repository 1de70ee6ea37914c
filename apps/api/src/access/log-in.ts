// Checks an e-mail and password against the account streams.
import { accountDecider, accountEmailStreamId, accountStreamId } from '#app/access';
import { claimDecider } from '#app/es';
import { loadState } from '#app/es-runtime';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { PasswordHashing } from './password-hashing.js';
import type { SessionActor } from './session-actor.js';

const authenticate = async (
  store: EventStore,
  email: string,
  password: string,
  passwords: PasswordHashing,
): Promise<Exclude<SessionActor, { kind: 'visitor' }> | null> => {
  if (typeof email !== 'string' || typeof password !== 'string' || email.length > 254 || password.length > 200) return null;
  const claim = await loadState(store, accountEmailStreamId(email), claimDecider);
  const account = claim.state.ownerId ? (await loadState(store, accountStreamId(claim.state.ownerId), accountDecider)).state : null;
  const active = account && account.status === 'active' ? account : null;
  if (!(await passwords.verify(active?.passwordHash ?? null, password)) || !active) return null;
  return active.kind === 'pro'
    ? { kind: 'pro', accountId: active.accountId, practiceId: active.practiceId!, name: active.name, email: active.email }
    : { kind: 'support', accountId: active.accountId, name: active.name, email: active.email };
};

@Injectable()
export class Authenticator {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly passwords: PasswordHashing,
  ) {}

  /** The account behind an e-mail and password, or null (the same answer, and time, for every refusal). */
  authenticate(email: string, password: string): Promise<Exclude<SessionActor, { kind: 'visitor' }> | null> {
    return authenticate(this.store, email, password, this.passwords);
  }
}
