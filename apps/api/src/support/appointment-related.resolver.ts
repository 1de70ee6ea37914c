// The streams around an appointment (issue 19 item 4): the client's other appointments in the
// practice, the practice's schedule changes around its events, and the messages it sent. Same
// access as the story; support reads are audited.
import { Inject } from '@nestjs/common';
import { Args, Context, ID, Query, Resolver } from '@nestjs/graphql';
import { scheduleStreamId } from '#app/appointments';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { appointmentMessages, scheduleChangesAround } from '#app/support';
import { SupportSearchQuery } from '#projections';
import { requireReader } from '../access/require-actor.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { AppointmentStoryReader } from './appointment-story-reader.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { SupportSearchReader } from './support-search-reader.js';
import { AppointmentRelated } from './support-search.models.js';
import { toStoryEvent } from './support-views.js';

@Resolver()
export class AppointmentRelatedResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly stories: AppointmentStoryReader,
    private readonly query: SupportSearchQuery,
    private readonly hits: SupportSearchReader,
    private readonly audit: SupportAuditRecorder,
  ) {}

  @Query(() => AppointmentRelated, { nullable: true, description: "The client's other appointments, the schedule changes around it and its messages; null when not found or another practice's" })
  async appointmentRelated(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string): Promise<AppointmentRelated | null> {
    const reader = requireReader(ctx);
    const story = await this.stories.open(reader, appointmentId);
    if (!story) return null;
    const clientId = (story.events[0]?.data as { client?: { clientId?: string } }).client?.clientId;
    const [others, schedule] = await Promise.all([
      clientId ? this.query.ofClient(story.practiceId, clientId, appointmentId) : [],
      this.store.readStream(scheduleStreamId(story.practiceId)),
    ]);
    const scheduleEvents = schedule.map((e) => ({ ...toStoryEvent(e), streamId: e.streamId }));
    await this.audit.record(reader, { action: 'related', target: appointmentId, practiceId: story.practiceId }, originOf(ctx));
    return {
      clientAppointments: await this.hits.hits(others),
      scheduleChanges: scheduleChangesAround(story.events, scheduleEvents, story.timeZone),
      messages: appointmentMessages(story.events, story.timeZone),
    };
  }
}
