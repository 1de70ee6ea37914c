import type { Actor } from '#app/es';

/** Who is calling: a logged-in pro or support person, or an anonymous visitor. */
export type SessionActor =
  | { kind: 'pro'; accountId: string; practiceId: string; name: string; email: string }
  | { kind: 'support'; accountId: string; name: string; email: string }
  | { kind: 'visitor' };

export const toEventActor = (actor: SessionActor): Actor =>
  actor.kind === 'visitor' ? { kind: 'visitor', id: 'anonymous' } : { kind: actor.kind, id: actor.accountId, name: actor.name };
