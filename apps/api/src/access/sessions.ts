// Login sessions: an unguessable token in an httpOnly cookie; only its hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { DocumentStore } from '#app/readstore';
import { deleteExpired } from './expired-documents.js';
import type { SessionActor } from './session-actor.js';

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

interface SessionDocument {
  id: string;
  accountId: string;
  actor: Exclude<SessionActor, { kind: 'visitor' }>;
  expiresAt: string;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class Sessions {
  constructor(private readonly documents: DocumentStore) {}

  private get collection() {
    return this.documents.collection<SessionDocument>('sessions');
  }

  async create(actor: Exclude<SessionActor, { kind: 'visitor' }>, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.collection.upsert({
      id: hash(token),
      accountId: actor.accountId,
      actor,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    });
    return token;
  }

  async resolve(token: string | undefined, now = new Date()): Promise<SessionActor> {
    if (!token || token.length > 100) return { kind: 'visitor' };
    const session = await this.collection.get(hash(token));
    if (!session) return { kind: 'visitor' };
    if (new Date(session.expiresAt).getTime() <= now.getTime()) {
      await this.collection.delete(session.id);
      return { kind: 'visitor' };
    }
    return session.actor;
  }

  /** Deletes every session expired at `now`; answers how many (the hourly sweep, see expired-sessions.job.ts). */
  sweepExpired(now: Date): Promise<number> {
    return deleteExpired(this.collection, now);
  }

  /** After an account's name or e-mail changed: every session of it shows the new ones. */
  async refreshActor(accountId: string, details: { name: string; email: string }): Promise<void> {
    const sessions = await this.collection.find({ filter: { accountId } });
    await this.collection.upsertMany(sessions.map((session) => ({ ...session, actor: { ...session.actor, ...details } })));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token && token.length <= 100) await this.collection.delete(hash(token));
  }
}
