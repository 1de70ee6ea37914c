// Thin handlers over the website decider's custom domain rules. A domain is also claimed on its own
// stream (customDomain-<domain>) in the same append, so two practices never hold it; deleting it
// releases the claim.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimDecider, streamEvents, type StreamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { CustomDomainMessages, customDomainStreamId, decideWebsite, normalizeDomain, websiteDecider, websiteStreamId } from '#app/website';
import { ConnectCustomDomainCommand, DeleteCustomDomainCommand } from './custom-domain.commands.js';

@CommandHandler(ConnectCustomDomainCommand)
export class ConnectCustomDomainHandler implements ICommandHandler<ConnectCustomDomainCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, domain, ctx }: ConnectCustomDomainCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const website = await loader.load(websiteStreamId(practiceId), websiteDecider);
      const wanted = normalizeDomain(domain);
      const claim = wanted ? await loader.load(customDomainStreamId(wanted), claimDecider) : null;
      const takenByOther = !!claim?.ownerId && claim.ownerId !== practiceId;
      const decided = decideWebsite({ type: 'ConnectCustomDomain', practiceId, domain, takenByOther }, website);
      const streams: StreamEvents[] = [streamEvents(websiteStreamId(practiceId), practiceId, decided)];
      const connected = decided.find((e) => e.type === 'CustomDomainConnected');
      if (connected && claim) {
        const claimed = claimDecider.decide({ type: 'ClaimValue', value: connected.data.domain, ownerId: practiceId, takenMessage: CustomDomainMessages.taken }, claim);
        streams.push(streamEvents(customDomainStreamId(connected.data.domain), practiceId, claimed));
      }
      return streams.filter((s) => s.events.length > 0);
    });
  }
}

@CommandHandler(DeleteCustomDomainCommand)
export class DeleteCustomDomainHandler implements ICommandHandler<DeleteCustomDomainCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, ctx }: DeleteCustomDomainCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const website = await loader.load(websiteStreamId(practiceId), websiteDecider);
      const decided = decideWebsite({ type: 'DeleteCustomDomain', practiceId }, website);
      const streams: StreamEvents[] = [streamEvents(websiteStreamId(practiceId), practiceId, decided)];
      for (const event of decided) {
        if (event.type !== 'CustomDomainDeleted') continue;
        const claimStream = customDomainStreamId(event.data.domain);
        const released = claimDecider.decide({ type: 'ReleaseValue', value: event.data.domain, ownerId: practiceId }, await loader.load(claimStream, claimDecider));
        streams.push(streamEvents(claimStream, practiceId, released));
      }
      return streams.filter((s) => s.events.length > 0);
    });
  }
}
