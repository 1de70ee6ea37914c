// Thin handlers over the website decider (libs/website): the practice's website stream, and for
// generated metadata the practice's own stream read in the same decision.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, streamEvents } from '#app/es';
import { handleCommand, handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { decideWebsite, generateSiteMetadata, websiteDecider, WebsiteMessages, websiteStreamId } from '#app/website';
import { practiceFactsOf } from '../practice-facts.js';
import { ChangeWebsiteMetadataCommand, GenerateSiteMetadataCommand, UpdatePracticeScriptsCommand } from './website.commands.js';

@CommandHandler(ChangeWebsiteMetadataCommand)
export class ChangeWebsiteMetadataHandler implements ICommandHandler<ChangeWebsiteMetadataCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, field, value, ctx }: ChangeWebsiteMetadataCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: websiteStreamId(practiceId),
      decider: websiteDecider,
      practiceId,
      command: { type: 'ChangeWebsiteMetadata', practiceId, field, value },
    });
  }
}

@CommandHandler(UpdatePracticeScriptsCommand)
export class UpdatePracticeScriptsHandler implements ICommandHandler<UpdatePracticeScriptsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, headScripts, bodyScripts, ctx }: UpdatePracticeScriptsCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: websiteStreamId(practiceId),
      decider: websiteDecider,
      practiceId,
      command: { type: 'ChangePracticeScripts', practiceId, headScripts, bodyScripts },
    });
  }
}

@CommandHandler(GenerateSiteMetadataCommand)
export class GenerateSiteMetadataHandler implements ICommandHandler<GenerateSiteMetadataCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, ctx }: GenerateSiteMetadataCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const facts = practiceFactsOf(await loader.load(practiceStreamId(practiceId), practiceDecider));
      if (!facts) throw new NotFoundError(WebsiteMessages.noPractice);
      const streamId = websiteStreamId(practiceId);
      const state = await loader.load(streamId, websiteDecider);
      return [streamEvents(streamId, practiceId, decideWebsite({ type: 'ApplyGeneratedMetadata', practiceId, metadata: generateSiteMetadata(facts) }, state))];
    });
  }
}
