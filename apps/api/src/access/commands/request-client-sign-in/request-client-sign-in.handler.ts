// A sign-in link for an address: the same for every address, known or not (no account discovery).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { clientSignInDecider, clientSignInKey, clientSignInStreamId, ClientSignInMessages, hashLinkSecret, isValidEmail, normalizeEmail } from '#app/access';
import { DomainError } from '#app/es';
import { handleCommand, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { RequestClientSignInCommand } from './request-client-sign-in.command.js';

@CommandHandler(RequestClientSignInCommand)
export class RequestClientSignInHandler implements ICommandHandler<RequestClientSignInCommand, CommandOutcome & { token: string; email: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ email: given, ctx }: RequestClientSignInCommand): Promise<CommandOutcome & { token: string; email: string }> {
    if (typeof given !== 'string' || given.length > 254 || !isValidEmail(given.trim())) throw new DomainError(ClientSignInMessages.invalidEmail);
    const email = normalizeEmail(given);
    const key = clientSignInKey(email);
    const secret = randomBytes(32).toString('base64url');
    const command = { type: 'IssueSignInLink' as const, email, linkHash: hashLinkSecret(secret), now: ctx.now };
    const outcome = await handleCommand(this.store, ctx, { streamId: clientSignInStreamId(key), decider: clientSignInDecider, command, practiceId: null });
    return { ...outcome, token: `${key}.${secret}`, email };
  }
}
