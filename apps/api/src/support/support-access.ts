// Who reaches the support console: support staff search across practices and add notes; leads
// also read the audit; the owning pro reads their own appointments' stories; nobody else.
import { GraphQLError } from 'graphql';
import { AccessMessages } from '#app/access';
import { actorOf } from '../access/require-actor.js';
import type { SessionActor } from '../access/session-actor.js';
import type { RequestContext } from '../graphql/request-context.js';

export type SupportActor = Extract<SessionActor, { kind: 'support' }>;

export const SupportMessages = {
  onlySupport: 'Only support staff can search across practices.',
  onlyLeads: 'Only support leads can read the audit.',
  onlySupportNotes: 'Only support staff can add support notes.',
  notFound: 'Appointment not found',
} as const;

const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/** A support person, or FORBIDDEN (`message`) for a pro, UNAUTHENTICATED for a visitor. */
export const requireSupport = (ctx: RequestContext, message: string = SupportMessages.onlySupport): SupportActor => {
  const actor = actorOf(ctx);
  if (actor.kind === 'support') return actor;
  if (actor.kind === 'pro') throw forbidden(message);
  throw new GraphQLError(AccessMessages.notLoggedIn, { extensions: { code: 'UNAUTHENTICATED' } });
};

export const leadsOnly = () => forbidden(SupportMessages.onlyLeads);
