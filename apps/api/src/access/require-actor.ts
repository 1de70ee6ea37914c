import { GraphQLError } from 'graphql';
import { AccessMessages } from '#app/access';
import type { RequestContext } from '../graphql/request-context.js';
import type { SessionActor } from './session-actor.js';

export type ProActor = Extract<SessionActor, { kind: 'pro' }>;
export type ReaderActor = Extract<SessionActor, { kind: 'pro' | 'support' }>;

const unauthenticated = () => new GraphQLError(AccessMessages.notLoggedIn, { extensions: { code: 'UNAUTHENTICATED' } });

export const actorOf = (ctx: RequestContext): SessionActor => ctx.req.actor ?? { kind: 'visitor' };

/** Changes need a pro; support accounts are read-only. */
export const requirePro = (ctx: RequestContext): ProActor => {
  const actor = actorOf(ctx);
  if (actor.kind === 'pro') return actor;
  if (actor.kind === 'support') throw new GraphQLError(AccessMessages.readOnly, { extensions: { code: 'FORBIDDEN' } });
  throw unauthenticated();
};

export const requireReader = (ctx: RequestContext): ReaderActor => {
  const actor = actorOf(ctx);
  if (actor.kind === 'visitor') throw unauthenticated();
  return actor;
};

/** Whether this reader may see a document of that practice (support sees all, read-only). */
export const canRead = (actor: ReaderActor, practiceId: string): boolean =>
  actor.kind === 'support' || actor.practiceId === practiceId;
