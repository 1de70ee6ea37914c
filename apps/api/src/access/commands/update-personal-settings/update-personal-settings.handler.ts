// updatePersonalSettings: checks the fields, hashes a new password, then decidePersonalSettings
// (libs/access) over the account, its e-mail claims and its practice, appended atomically.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDecider, accountEmailStreamId, accountStreamId, changesEmail, changesOwner, checkPersonalSettings, decidePersonalSettings, type PersonalSettingsDecisionInput } from '#app/access';
import { claimDecider, DomainError } from '#app/es';
import { handleDecision, loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { PasswordHashing } from '../../password-hashing.js';
import { UpdatePersonalSettingsCommand, type UpdatePersonalSettingsResult } from './update-personal-settings.command.js';

@CommandHandler(UpdatePersonalSettingsCommand)
export class UpdatePersonalSettingsHandler implements ICommandHandler<UpdatePersonalSettingsCommand, UpdatePersonalSettingsResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly passwords: PasswordHashing,
  ) {}

  async execute({ accountId, fields, ctx }: UpdatePersonalSettingsCommand): Promise<UpdatePersonalSettingsResult> {
    const { password, ...change } = checkPersonalSettings(fields, ctx.now.toISOString().slice(0, 10));
    const input: PersonalSettingsDecisionInput = { accountId, change: password ? { ...change, passwordHash: await this.passwords.hash(password) } : change };
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      const account = await loader.load(accountStreamId(accountId), accountDecider);
      const active = account.status === 'active' ? account : null;
      const emailMoves = active !== null && changesEmail(input.change, account);
      return decidePersonalSettings(input, {
        account,
        oldEmail: emailMoves ? await loader.load(accountEmailStreamId(active.email), claimDecider) : undefined,
        newEmail: emailMoves ? await loader.load(accountEmailStreamId(input.change.email!), claimDecider) : undefined,
        practice: changesOwner(input.change) && active?.practiceId ? await loader.load(practiceStreamId(active.practiceId), practiceDecider) : undefined,
      });
    });
    const after = (await loadState(this.store, accountStreamId(accountId), accountDecider)).state;
    if (after.status !== 'active') throw new DomainError('Account not found.');
    return { ...outcome, name: after.name, email: after.email };
  }
}
