// The pro's changes to an event's registrants. Registrations live in the event's stream, so the
// seat count is decided on one stream; the client must be a live client of the same practice
// (read in the same decision, so its revision is checked too).
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientDecider, ClientMessages, clientStreamId } from '#app/clients';
import { NotFoundError, streamEvents } from '#app/es';
import { handleCommand, handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { bookableEventDecider, bookableEventStreamId, decideBookableEvent } from '#app/group-events';
import { EVENT_STORE } from '#app/persistence';
import { AddClientToEventCommand, RemoveClientFromEventCommand } from './registration.commands.js';

@CommandHandler(AddClientToEventCommand)
export class AddClientToEventHandler implements ICommandHandler<AddClientToEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventId, practiceId, clientId, ctx }: AddClientToEventCommand): Promise<CommandOutcome> {
    const registrationId = randomUUID();
    const token = randomBytes(24).toString('base64url');
    return handleDecision(this.store, ctx, async (loader) => {
      const state = await loader.load(bookableEventStreamId(bookableEventId), bookableEventDecider);
      const client = await loader.load(clientStreamId(clientId), clientDecider);
      if (client.status !== 'active' || client.practiceId !== practiceId) throw new NotFoundError(ClientMessages.notFound);
      const events = decideBookableEvent({ type: 'RegisterClient', bookableEventId, practiceId, registrationId, clientId, token, by: 'pro', now: ctx.now.toISOString() }, state);
      return [streamEvents(bookableEventStreamId(bookableEventId), practiceId, events)];
    });
  }
}

@CommandHandler(RemoveClientFromEventCommand)
export class RemoveClientFromEventHandler implements ICommandHandler<RemoveClientFromEventCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ bookableEventId, practiceId, clientId, ctx }: RemoveClientFromEventCommand): Promise<CommandOutcome> {
    return handleCommand(this.store, ctx, {
      streamId: bookableEventStreamId(bookableEventId),
      decider: bookableEventDecider,
      practiceId,
      command: { type: 'CancelRegistration', practiceId, by: 'owner', clientId, now: ctx.now.toISOString() },
    });
  }
}
