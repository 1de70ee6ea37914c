// Text the sender: startText records the text and its idempotency key on the person's texts
// stream (one atomic append, which also holds them to one text a minute), the texter is called
// with that key, recordTextOutcome records its answer once. Two requests at once meet on the
// stream's revision: the second is refused as too soon.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, streamEvents } from '#app/es';
import { handleDecision, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import type { Texter } from '#app/integrations';
import { recordTextOutcome, startText, textFailureMessage, textsDecider, textsStreamId, type TextOutcome, type TextStart } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { ClientsQuery } from '#projections';
import { TEXTER } from '../../texter.js';
import { SendTextCommand } from './send-text.command.js';
import { textDestination } from './text-recipient.js';

type Begun = TextStart & { streamId: string; practiceId: string | null };

@CommandHandler(SendTextCommand)
export class SendTextHandler implements ICommandHandler<SendTextCommand, CommandOutcome> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TEXTER) private readonly texter: Texter,
    private readonly clients: ClientsQuery,
  ) {}

  async execute({ type, sender, ctx }: SendTextCommand): Promise<CommandOutcome> {
    let start: Begun | null = null;
    const started = await handleDecision(this.store, ctx, async (loader) => {
      const { recipient, practiceId, phone } = await textDestination(sender, loader, this.clients);
      const streamId = textsStreamId(recipient);
      start = { ...startText(await loader.load(streamId, textsDecider), { type, recipient, to: phone, now: ctx.now }), streamId, practiceId };
      return [streamEvents(streamId, practiceId, start.events)];
    });
    const { text, repeat, streamId, practiceId } = start as unknown as Begun; // set by the decision, or it threw
    const answer = await this.texter.send({ messageId: text.idempotencyKey, to: text.to, body: text.body, earlierAttemptAt: repeat ? new Date(text.requestedAt) : undefined });
    const outcome: TextOutcome = answer.outcome === 'sent' ? { ...answer, sentVia: this.texter.kind } : answer;
    const recorded = await handleDecision(this.store, ctx, async (loader) => [
      streamEvents(streamId, practiceId, recordTextOutcome(await loader.load(streamId, textsDecider), text, outcome)),
    ]);
    if (outcome.outcome !== 'sent') throw new DomainError(textFailureMessage(outcome), 'TEXT_NOT_SENT');
    return { events: [...started.events, ...recorded.events], position: recorded.position ?? started.position };
  }
}
