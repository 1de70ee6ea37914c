import { randomUUID } from 'node:crypto';

export type ActorKind = 'pro' | 'client' | 'visitor' | 'support' | 'system';

export interface Actor {
  kind: ActorKind;
  id: string;
  /** For people reading the history; not used for decisions. */
  name?: string;
}

/** Where a command came from, for the audit trail. */
export interface Origin {
  ip?: string;
  userAgent?: string;
}

export const SCHEMA_VERSION = 1;

export interface EventMetadata {
  eventId: string;
  actor: Actor;
  practiceId: string | null;
  correlationId: string;
  causationId: string;
  occurredAt: string;
  schemaVersion: number;
  origin?: Origin;
}

/** What a command carries about who sent it and when (the server clock, read once at the edge). */
export interface CommandContext {
  actor: Actor;
  now: Date;
  commandId: string;
  correlationId: string;
  origin?: Origin;
}

export const newCommandContext = (actor: Actor, now: Date = new Date(), origin?: Origin): CommandContext => {
  const commandId = randomUUID();
  return { actor, now, commandId, correlationId: commandId, origin };
};

export const systemActor: Actor = { kind: 'system', id: 'system' };

export const metadataFor = (ctx: CommandContext, practiceId: string | null, eventId: string): EventMetadata => ({
  eventId,
  actor: ctx.actor,
  practiceId,
  correlationId: ctx.correlationId,
  causationId: ctx.commandId,
  occurredAt: ctx.now.toISOString(),
  schemaVersion: SCHEMA_VERSION,
  ...(ctx.origin ? { origin: ctx.origin } : {}),
});
