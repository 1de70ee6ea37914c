// The video conferencing reactions: a meeting for each virtual appointment.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '#app/eventstore';
import { DATABASE, EVENT_STORE } from '#app/persistence';
import type { SqlClient } from '#app/postgres';
import { ReactionsHost } from '../infrastructure/reactions-host.js';
import { CreateMeetingWhenVirtualAppointmentIsBooked } from './create-meeting-when-virtual-appointment-is-booked.reaction.js';

@Injectable()
export class ConferencingReactions extends ReactionsHost {
  constructor(@Inject(DATABASE) db: SqlClient, @Inject(EVENT_STORE) store: EventStore, createMeetings: CreateMeetingWhenVirtualAppointmentIsBooked) {
    super('VideoConferencing', db, store, [createMeetings.reaction]);
  }
}
