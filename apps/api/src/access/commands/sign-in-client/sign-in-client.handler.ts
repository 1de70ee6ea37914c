// Uses a sign-in link: the append's expected revision makes it single-use even when two tabs
// open the same link at once (the second re-decides and finds it used).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { clientSignInDecider, clientSignInStreamId, ClientSignInMessages, hashLinkSecret, parseSignInToken } from '#app/access';
import { DomainError } from '#app/es';
import { handleCommand, storeLoader, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import type { ClientUser } from '../../client-sessions.js';
import { SignInClientCommand } from './sign-in-client.command.js';

@CommandHandler(SignInClientCommand)
export class SignInClientHandler implements ICommandHandler<SignInClientCommand, CommandOutcome & { user: ClientUser }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ token, ctx }: SignInClientCommand): Promise<CommandOutcome & { user: ClientUser }> {
    const parsed = parseSignInToken(token);
    if (!parsed) throw new DomainError(ClientSignInMessages.linkInvalid, 'NOT_FOUND');
    const streamId = clientSignInStreamId(parsed.key);
    const command = { type: 'SignInWithLink' as const, linkHash: hashLinkSecret(parsed.secret), newClientUserId: randomUUID(), now: ctx.now };
    const outcome = await handleCommand(this.store, ctx, { streamId, decider: clientSignInDecider, command, practiceId: null });
    const state = await storeLoader(this.store).load(streamId, clientSignInDecider);
    return { ...outcome, user: { clientUserId: state.clientUserId!, email: state.email! } };
  }
}
