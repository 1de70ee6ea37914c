// Opens one appointment's story for a reader: its stream, its practice (name, currency) and its
// zone, or null when the appointment does not exist or belongs to another practice than the
// pro's (support reads every practice). The one access check of the story, the as-of view, the
// diff, the related streams and the exports.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentStreamId } from '#app/appointments';
import { isUuid } from '#app/es';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { appointmentAsOf, SUPPORT_ONLY_EVENT_TYPES, supportNotesStreamId, type AppointmentSnapshot, type StoryEvent } from '#app/support';
import { PracticesQuery, type PracticeDocument } from '#projections';
import { canRead, type ReaderActor } from '../access/require-actor.js';
import { toStoryEvent } from './support-views.js';

export interface OpenedStory {
  appointmentId: string;
  practiceId: string;
  practice: PracticeDocument | null;
  currency: string;
  /** The appointment's zone (the practice's before it has one). */
  timeZone: string;
  events: StoryEvent[];
  current: AppointmentSnapshot | null;
  /** Whether the reader is support: origin, notes and the client link are theirs only. */
  bySupport: boolean;
}

@Injectable()
export class AppointmentStoryReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly practices: PracticesQuery,
  ) {}

  async open(reader: ReaderActor, appointmentId: string): Promise<OpenedStory | null> {
    if (!isUuid(appointmentId)) return null;
    const recorded = await this.store.readStream(appointmentStreamId(appointmentId));
    const practiceId = recorded[0]?.metadata.practiceId;
    if (typeof practiceId !== 'string' || !canRead(reader, practiceId)) return null;
    const bySupport = reader.kind === 'support';
    const events = recorded.map(toStoryEvent).filter((e) => bySupport || !SUPPORT_ONLY_EVENT_TYPES.includes(e.type));
    const practice = await this.practices.byId(practiceId);
    const current = appointmentAsOf(events);
    return {
      appointmentId,
      practiceId,
      practice,
      currency: practice?.payments.currency ?? 'USD',
      timeZone: current?.timeZone ?? practice?.timeZone ?? 'UTC',
      events,
      current,
      bySupport,
    };
  }

  /** Support's notes on the appointment, oldest first (call only for support). */
  async notes(appointmentId: string): Promise<StoryEvent[]> {
    return (await this.store.readStream(supportNotesStreamId(appointmentId))).map(toStoryEvent);
  }
}
