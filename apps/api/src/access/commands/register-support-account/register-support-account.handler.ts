import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { accountDecider, accountEmailStreamId, accountStreamId, AccessMessages, isValidEmail, normalizeEmail } from '#app/access';
import { claimDecider, DomainError } from '#app/es';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { PasswordHashing } from '../../password-hashing.js';
import { RegisterSupportAccountCommand } from './register-support-account.command.js';

@CommandHandler(RegisterSupportAccountCommand)
export class RegisterSupportAccountHandler implements ICommandHandler<RegisterSupportAccountCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly passwords: PasswordHashing,
  ) {}

  async execute({ input, ctx }: RegisterSupportAccountCommand): Promise<CommandOutcome & { accountId: string }> {
    if (!isValidEmail(input.email)) throw new DomainError(AccessMessages.invalidEmail);
    const email = normalizeEmail(input.email);
    const accountId = randomUUID();
    const passwordHash = await this.passwords.hash(input.password);
    const outcome = await handleCommandAcrossStreams(this.store, ctx, [
      { streamId: accountEmailStreamId(email), decider: claimDecider, practiceId: null, command: { type: 'ClaimValue', value: email, ownerId: accountId, takenMessage: AccessMessages.emailTaken } },
      { streamId: accountStreamId(accountId), decider: accountDecider, practiceId: null, command: { type: 'RegisterAccount', data: { accountId, kind: 'support', name: input.name, email, passwordHash, practiceId: null, lead: input.lead === true } } },
    ]);
    return { ...outcome, accountId };
  }
}
