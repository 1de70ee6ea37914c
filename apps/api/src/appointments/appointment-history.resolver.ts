// "What exactly happened to this appointment?": every event of its stream, in order, with who,
// when, from where and the data. For the owning pro and for support (support reads are logged).
import { Inject, Logger } from '@nestjs/common';
import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import { appointmentStreamId } from '#app/appointments';
import type { RecordedEvent } from '#app/eventstore';
import { canRead, requireReader } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import type { Persistence } from '../infrastructure/persistence.js';
import { PERSISTENCE } from '../infrastructure/tokens.js';
import { HistoryEntry } from './appointment.models.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Resolver()
export class AppointmentHistoryResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(@Inject(PERSISTENCE) private readonly persistence: Persistence) {}

  @Query(() => [HistoryEntry], { description: 'Every event of the appointment, oldest first; empty when not found' })
  async appointmentHistory(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
  ): Promise<HistoryEntry[]> {
    const reader = requireReader(ctx);
    if (!UUID.test(appointmentId)) return [];
    const events = await this.persistence.store.readStream(appointmentStreamId(appointmentId));
    const practiceId = events[0]?.metadata.practiceId as string | undefined;
    if (!practiceId || !canRead(reader, practiceId)) return [];
    if (reader.kind === 'support') {
      this.logger.log(`support ${reader.email} (${reader.accountId}) read the history of appointment ${appointmentId}`);
    }
    return events.map((e: RecordedEvent) => ({
      eventId: e.eventId,
      revision: Number(e.streamRevision),
      occurredAt: String(e.metadata.occurredAt ?? e.recordedAt),
      type: e.type,
      actor: e.metadata.actor,
      data: e.data,
      metadata: e.metadata,
    }));
  }
}
