// Rate limits for the public, token-based calls (booking, the client page, cancelling by link):
// a token is unguessable, but guessing must also be slow. Logged-in calls are not limited here.
// Written here because @nestjs/throttler is CommonJS and cannot load NestJS 12 (ESM-only) on Node 20.
import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import type { RequestContext } from './request-context.js';

/** Per client address, per minute. */
export const PUBLIC_CALLS_PER_MINUTE = 120;
export const PUBLIC_RATE_LIMIT = Symbol('PUBLIC_RATE_LIMIT');
const WINDOW_MS = 60_000;

@Injectable()
export class GqlThrottlerGuard implements CanActivate {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(@Inject(PUBLIC_RATE_LIMIT) private readonly limit: number) {}

  canActivate(context: ExecutionContext): boolean {
    const { req } = GqlExecutionContext.create(context).getContext<RequestContext>();
    const key = req.ip ?? 'unknown';
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    window.count++;
    if (window.count <= this.limit) return true;
    throw new GraphQLError('Too Many Requests: please wait a minute and try again.', {
      extensions: { code: 'TOO_MANY_REQUESTS', http: { status: HttpStatus.TOO_MANY_REQUESTS } },
    });
  }

  private forgetOld(now: number): void {
    for (const [key, w] of this.windows) if (now - w.startedAt >= WINDOW_MS) this.windows.delete(key);
  }
}
