// POST /manage_event_registrations/:token/cancel (spec 000 §7): the client cancels their
// registration from its page. JSON, with the CSRF header matching the csrf cookie; answers
// { success, message, error } with spec 000 §8's messages.
import { Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, isLinkToken, newCommandContext, NotFoundError } from '#app/es';
import { GroupEventMessages as M } from '#app/group-events';
import { EventRegistrationsQuery } from '#projections';
import { CSRF_MESSAGE, hasCsrfHeader } from '../../access/csrf.js';
import { PUBLIC_RATE_LIMIT } from '../../graphql/gql-throttler.guard.js';
import { Clock } from '../../infrastructure/clock.js';
import { PerMinuteLimit, TOO_MANY_REQUESTS } from '../../infrastructure/per-minute-limit.js';
import { CommandSender } from '../../infrastructure/command-sender.js';
import { CancelEventRegistrationCommand } from './register-for-event.command.js';

export interface CancelRegistrationAnswer {
  success: boolean;
  message: string | null;
  error: string | null;
}

export const REGISTRATION_CANCELLED = 'Your registration was cancelled.';

const refused = (error: string): CancelRegistrationAnswer => ({ success: false, message: null, error });

@Controller('manage_event_registrations')
export class CancelEventRegistrationController {
  /** A token is unguessable, but guessing must also be slow: the public calls' limit per address and minute. */
  private readonly calls: PerMinuteLimit;

  constructor(
    private readonly registrations: EventRegistrationsQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(PUBLIC_RATE_LIMIT) limit: number,
  ) {
    this.calls = new PerMinuteLimit(limit);
  }

  @Post(':token/cancel')
  @HttpCode(200)
  async cancel(@Param('token') token: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<CancelRegistrationAnswer> {
    if (!hasCsrfHeader(req)) {
      res.status(403);
      return refused(CSRF_MESSAGE);
    }
    if (!this.calls.allow(req.ip ?? 'unknown')) {
      res.status(429);
      return refused(TOO_MANY_REQUESTS);
    }
    const registration = isLinkToken(token) ? await this.registrations.byToken(token) : null;
    if (!registration) {
      res.status(404);
      return refused(M.registrationNotFound);
    }
    const actor = { kind: 'client' as const, id: registration.clientId };
    const ctx = newCommandContext(actor, this.clock.now(), { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) });
    try {
      await this.commands.send(new CancelEventRegistrationCommand(registration.bookableEventId, registration.practiceId, token, ctx));
      return { success: true, message: REGISTRATION_CANCELLED, error: null };
    } catch (error) {
      if (error instanceof NotFoundError) {
        res.status(404);
        return refused(M.registrationNotFound);
      }
      if (error instanceof DomainError) {
        res.status(422);
        return refused(error.message);
      }
      throw error; // a fault: the exception filter logs it and answers with a reference for support
    }
  }
}
