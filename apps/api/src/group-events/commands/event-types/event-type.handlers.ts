// The event type's commands over its decider. A save claims the type's link (slug) on the link's
// claim stream and releases the old one, in the same atomic append as the type's own event, so
// two types of a practice can never hold one link; a delete releases it.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { claimDecider, streamEvents, type StreamEvents } from '#app/es';
import { handleCommand, handleDecision, type CommandOutcome, type StreamLoader } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import {
  decideEventType,
  eventTypeDecider,
  eventTypeSlugStreamId,
  eventTypeStreamId,
  GroupEventMessages,
  normaliseEventType,
  slugClaims,
} from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { checkGroupEventsAllowed, practiceDecider, practiceFlagsOf, practiceStreamId } from '#app/practice';
import { ChangeEventTypePhotoCommand, DeleteEventTypeCommand, SaveEventTypeCommand } from './event-type.commands.js';

const claim = async (loader: StreamLoader, practiceId: string, slug: string, ownerId: string): Promise<StreamEvents> => {
  const streamId = eventTypeSlugStreamId(practiceId, slug);
  const state = await loader.load(streamId, claimDecider);
  return streamEvents(streamId, practiceId, claimDecider.decide({ type: 'ClaimValue', value: slug, ownerId, takenMessage: GroupEventMessages.slugTaken }, state));
};

const release = async (loader: StreamLoader, practiceId: string, slug: string, ownerId: string): Promise<StreamEvents> => {
  const streamId = eventTypeSlugStreamId(practiceId, slug);
  const state = await loader.load(streamId, claimDecider);
  return streamEvents(streamId, practiceId, claimDecider.decide({ type: 'ReleaseValue', value: slug, ownerId }, state));
};

@CommandHandler(SaveEventTypeCommand)
export class SaveEventTypeHandler implements ICommandHandler<SaveEventTypeCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ input, ctx }: SaveEventTypeCommand): Promise<CommandOutcome> {
    const { bookableEventTypeId: id, practiceId } = input;
    return handleDecision(this.store, ctx, async (loader) => {
      const practice = await loader.load(practiceStreamId(practiceId), practiceDecider);
      if (practice.status === 'active') checkGroupEventsAllowed(practiceFlagsOf(practice.flags));
      const state = await loader.load(eventTypeStreamId(id), eventTypeDecider);
      const events = decideEventType({ type: 'SaveEventType', input }, state);
      const links = slugClaims(state, normaliseEventType(input));
      const parts: StreamEvents[] = [streamEvents(eventTypeStreamId(id), practiceId, events)];
      if (links.claim) parts.push(await claim(loader, practiceId, links.claim, id));
      if (links.release) parts.push(await release(loader, practiceId, links.release, id));
      return parts;
    });
  }
}

@CommandHandler(ChangeEventTypePhotoCommand)
export class ChangeEventTypePhotoHandler implements ICommandHandler<ChangeEventTypePhotoCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventTypeId, practiceId, photoUrl, ctx }: ChangeEventTypePhotoCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: eventTypeStreamId(bookableEventTypeId),
      decider: eventTypeDecider,
      practiceId,
      command: { type: 'ChangeEventTypePhoto', bookableEventTypeId, practiceId, photoUrl },
    });
  }
}

@CommandHandler(DeleteEventTypeCommand)
export class DeleteEventTypeHandler implements ICommandHandler<DeleteEventTypeCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventTypeId: id, practiceId, ctx }: DeleteEventTypeCommand): Promise<CommandOutcome> {
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loader.load(eventTypeStreamId(id), eventTypeDecider);
      const events = decideEventType({ type: 'DeleteEventType', bookableEventTypeId: id, practiceId }, state);
      const slug = state.status === 'none' ? null : state.slug;
      return [streamEvents(eventTypeStreamId(id), practiceId, events), ...(slug ? [await release(loader, practiceId, slug, id)] : [])];
    });
  }
}
