// A signed-in client's session (ARCHITECTURE "Clients without passwords"): the person behind an
// e-mail address, across every practice they booked with. Its own cookie, so a pro signed in to
// the portal in the same browser keeps their session; only the token's hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { DocumentStore } from '#app/readstore';
import { deleteExpired } from './expired-documents.js';
import type { RequestContext } from '../graphql/request-context.js';

export const CLIENT_SESSION_COOKIE = 'client_session';
export const CLIENT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in client: a client user id (one per e-mail address) and that address, lower-cased. */
export interface ClientUser {
  clientUserId: string;
  email: string;
}

interface ClientSessionDocument extends ClientUser {
  id: string;
  expiresAt: string;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export class ClientSessions {
  constructor(private readonly documents: DocumentStore) {}

  private get collection() {
    return this.documents.collection<ClientSessionDocument>('client_sessions');
  }

  async create(user: ClientUser, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.collection.upsert({ id: hash(token), ...user, expiresAt: new Date(now.getTime() + CLIENT_SESSION_TTL_MS).toISOString() });
    return token;
  }

  async resolve(token: string | undefined, now = new Date()): Promise<ClientUser | null> {
    if (!token || token.length > 100) return null;
    const session = await this.collection.get(hash(token));
    if (!session) return null;
    if (new Date(session.expiresAt).getTime() <= now.getTime()) {
      await this.collection.delete(session.id);
      return null;
    }
    return { clientUserId: session.clientUserId, email: session.email };
  }

  /** Deletes every client session expired at `now`; answers how many (see expired-sessions.job.ts). */
  sweepExpired(now: Date): Promise<number> {
    return deleteExpired(this.collection, now);
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token && token.length <= 100) await this.collection.delete(hash(token));
  }
}

/** The signed-in client, or null for anyone else. */
export const clientUserOf = (ctx: RequestContext): ClientUser | null => ctx.req.clientUser ?? null;

/** Client pages that need a signed-in client refuse everyone else with UNAUTHENTICATED. */
export const requireClientUser = (ctx: RequestContext): ClientUser => {
  const user = clientUserOf(ctx);
  if (user) return user;
  throw new GraphQLError('Please sign in to see your bookings.', { extensions: { code: 'UNAUTHENTICATED' } });
};
