// The public calendar link's rate limit, per client address and minute (the GraphQL guard reads a
// GraphQL context; this one the plain HTTP request).
import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { PUBLIC_RATE_LIMIT } from '../graphql/gql-throttler.guard.js';
import { PerMinuteLimit, TOO_MANY_REQUESTS } from '../infrastructure/per-minute-limit.js';

@Injectable()
export class HttpRateLimitGuard implements CanActivate {
  private readonly calls: PerMinuteLimit;

  constructor(@Inject(PUBLIC_RATE_LIMIT) limit: number) {
    this.calls = new PerMinuteLimit(limit);
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.calls.allow(context.switchToHttp().getRequest<Request>().ip ?? 'unknown')) return true;
    throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
