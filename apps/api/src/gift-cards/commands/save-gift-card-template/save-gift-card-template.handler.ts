import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { checkGiftCardsAllowed, decideGiftCardTemplate, giftCardTemplateDecider, giftCardTemplateStreamId } from '#app/gift-cards';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { SaveGiftCardTemplateCommand } from './save-gift-card-template.command.js';

@CommandHandler(SaveGiftCardTemplateCommand)
export class SaveGiftCardTemplateHandler implements ICommandHandler<SaveGiftCardTemplateCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input, ctx }: SaveGiftCardTemplateCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(input.practiceId), practiceDecider);
      checkGiftCardsAllowed(practiceFlagsOf(practice.status === 'active' ? practice.flags : undefined));
      const streamId = giftCardTemplateStreamId(input.giftCardTemplateId);
      const state = await loader.load(streamId, giftCardTemplateDecider);
      return [streamEvents(streamId, input.practiceId, decideGiftCardTemplate({ type: 'SaveGiftCardTemplate', input }, state))];
    });
  }
}
