import type { Request, Response } from 'express';
import type { Origin } from '#app/es';
import type { ClientUser } from '../access/client-sessions.js';
import type { SessionActor } from '../access/session-actor.js';

export interface RequestContext {
  req: Request & { actor?: SessionActor; clientUser?: ClientUser | null };
  res: Response;
}

export const originOf = (ctx: RequestContext): Origin => ({
  ip: ctx.req.ip,
  userAgent: String(ctx.req.headers['user-agent'] ?? '').slice(0, 300),
});
