// Appends the read to the month's audit stream. The audit is a log with no rule to keep between
// its entries, so it appends at any revision: two reads at once never conflict.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { metadataFor } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { supportAuditStreamId, supportRecordRead } from '#app/support';
import { RecordSupportReadCommand } from './record-support-read.command.js';

@CommandHandler(RecordSupportReadCommand)
export class RecordSupportReadHandler implements ICommandHandler<RecordSupportReadCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ read, ctx }: RecordSupportReadCommand): Promise<CommandOutcome> {
    const at = ctx.now.toISOString();
    const event = supportRecordRead({ ...read, auditId: randomUUID(), at });
    const streamId = supportAuditStreamId(at);
    const eventId = randomUUID();
    const { position } = await this.store.appendToStream(streamId, 'any', [
      { eventId, type: event.type, data: { ...event.data }, metadata: { ...metadataFor(ctx, read.practiceId, eventId) } },
    ]);
    return { events: [{ ...event, streamId, eventId }], position };
  }
}
