// Decides a profile change on the practice stream. A new short link is also claimed on its own
// stream in the same append (the claim of the old one stays the practice's, so it keeps leading
// here and nobody else can take it); another practice's claim refuses the change.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimDecider, streamEvents, type StreamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import { normalizeShortLink, practiceStreamId, ProfileDetailsMessages, profileDetailsDecider, shortLinkStreamId } from '#app/practice';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { ChangeProfileDetailsCommand } from './change-profile-details.command.js';

@CommandHandler(ChangeProfileDetailsCommand)
export class ChangeProfileDetailsHandler implements ICommandHandler<ChangeProfileDetailsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, change, ctx }: ChangeProfileDetailsCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), profileDetailsDecider);
      const wanted = change.type === 'UpdateInfo' && change.info.shortLink !== undefined ? normalizeShortLink(change.info.shortLink) : '';
      const claim = wanted ? await loader.load(shortLinkStreamId(wanted), claimDecider) : null;
      const decided = claim
        ? profileDetailsDecider.decide({ type: 'UpdateInfo', info: { ...(change.type === 'UpdateInfo' ? change.info : {}), shortLinkTakenByOther: !!claim.ownerId && claim.ownerId !== practiceId } }, practice)
        : profileDetailsDecider.decide(change, practice);
      const streams: StreamEvents[] = [streamEvents(practiceStreamId(practiceId), practiceId, decided)];
      const newLink = decided.find((e) => e.type === 'ProfileInfoUpdated' && e.data.shortLink);
      if (claim && newLink) {
        const claimed = claimDecider.decide({ type: 'ClaimValue', value: wanted, ownerId: practiceId, takenMessage: ProfileDetailsMessages.shortLinkTaken }, claim);
        streams.push(streamEvents(shortLinkStreamId(wanted), practiceId, claimed));
      }
      return streams.filter((s) => s.events.length > 0);
    });
  }
}
