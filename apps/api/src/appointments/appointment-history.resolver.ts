// "What exactly happened to this appointment?": every event of its stream, in order, with who,
// when, from where and the data. For the owning pro and for support (support reads are logged).
import { Inject, Logger } from '@nestjs/common';
import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import { appointmentStreamId } from '#app/appointments';
import type { RecordedEvent } from '#app/eventstore';
import { canRead, requireReader } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import type { EventStore } from '#app/eventstore';
import { isUuid } from '#app/es';
import { EVENT_STORE } from '#app/persistence';
import { HistoryEntry } from './appointment.models.js';


@Resolver()
export class AppointmentHistoryResolver {
  private readonly logger = new Logger('SupportAudit');

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Query(() => [HistoryEntry], { description: 'Every event of the appointment, oldest first; empty when not found' })
  async appointmentHistory(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
  ): Promise<HistoryEntry[]> {
    const reader = requireReader(ctx);
    if (!isUuid(appointmentId)) return [];
    const events = await this.store.readStream(appointmentStreamId(appointmentId));
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
