import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { accountDecider, accountEmailStreamId, accountStreamId, AccessMessages, isValidEmail, normalizeEmail } from '#app/access';
import { claimDecider, DomainError, handleCommandAcrossStreams, type CommandOutcome } from '#app/es';
import type { Persistence } from '../../../infrastructure/persistence.js';
import { PERSISTENCE } from '../../../infrastructure/tokens.js';
import { hashPassword } from '../../password-hashing.js';
import { RegisterSupportAccountCommand } from './register-support-account.command.js';

@CommandHandler(RegisterSupportAccountCommand)
export class RegisterSupportAccountHandler implements ICommandHandler<RegisterSupportAccountCommand> {
  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  async execute({ input, ctx }: RegisterSupportAccountCommand): Promise<CommandOutcome & { accountId: string }> {
    if (!isValidEmail(input.email)) throw new DomainError(AccessMessages.invalidEmail);
    const email = normalizeEmail(input.email);
    const accountId = randomUUID();
    const passwordHash = await hashPassword(input.password);
    const outcome = await handleCommandAcrossStreams(this.persistence.store, ctx, [
      { streamId: accountEmailStreamId(email), decider: claimDecider, practiceId: null, command: { type: 'ClaimValue', value: email, ownerId: accountId, takenMessage: AccessMessages.emailTaken } },
      { streamId: accountStreamId(accountId), decider: accountDecider, practiceId: null, command: { type: 'RegisterAccount', data: { accountId, kind: 'support', name: input.name, email, passwordHash, practiceId: null } } },
    ]);
    return { ...outcome, accountId };
  }
}
