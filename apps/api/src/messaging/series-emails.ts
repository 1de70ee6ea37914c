// The messages of a recurring series: one confirmation when the pro books it (SeriesScheduled,
// appended with every session), and one message when one command moved or cancelled several of
// its sessions (the group's leader sends it; see seriesChangeRole). Each is recorded as EmailSent
// on one session's stream: the first session's for the confirmation, the leader's for a change.
import { Inject, Injectable } from '@nestjs/common';
import { appointmentSeriesStreamId, appointmentStreamId, seriesDecider, type ExistingAppointment, type SeriesEvent } from '#app/appointments';
import { fold } from '#app/es';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { composeSeriesMessages, seriesChangeRole, type SeriesChange, type SeriesSession } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../infrastructure/clock.js';
import { appointmentAfterAppend, occurredAt, sessionEvent, sessionHistory } from './appointment-as-of.js';
import { emailSentOn, toMail } from './appointment-mail.js';
import { loadMessagePractice } from './message-practice.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';
import { SentEmails } from './sent-emails.js';

interface LoadedSession {
  appointmentId: string;
  stream: RecordedEvent[];
}

@Injectable()
export class SeriesEmails {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
    private readonly clock: Clock,
  ) {}

  /** SeriesScheduled: one confirmation listing every session, recorded on the first session. */
  async confirm(event: RecordedEvent): Promise<void> {
    const { practiceId, appointmentIds } = event.data as Extract<SeriesEvent, { type: 'SeriesScheduled' }>['data'];
    const loaded = await this.sessions(appointmentIds);
    const sessions: SeriesSession[] = [];
    for (const { stream } of loaded) {
      // Each session as the booking created it: its request and acceptance are in this append.
      const session = appointmentAfterAppend(stream, event.transactionId);
      const last = stream.filter((e) => e.transactionId === event.transactionId).at(-1);
      if (session.status !== 'none' && last) sessions.push({ appointment: session, sequence: Number(last.streamRevision) });
    }
    if (!loaded[0] || sessions.length === 0) return;
    await this.sendAndRecord('confirmed', event, sessions, { appointmentId: loaded[0].appointmentId, practiceId, stream: loaded[0].stream });
  }

  /**
   * A move or cancellation of a session of a series: false when it changed alone (the single
   * message tells it); true when its group's message covers it (sent here by the leader).
   */
  async changed(event: RecordedEvent, appointment: ExistingAppointment, stream: RecordedEvent[]): Promise<boolean> {
    if (!appointment.seriesId) return false;
    const series = fold(seriesDecider, (await this.store.readStream(appointmentSeriesStreamId(appointment.seriesId))).map((e) => ({ type: e.type, data: e.data }) as SeriesEvent));
    if (series.status === 'none' || series.practiceId !== appointment.practiceId) return false;
    const loaded = await this.sessions(series.appointmentIds, { appointmentId: appointment.appointmentId, stream });
    const role = seriesChangeRole({ appointmentId: appointment.appointmentId, event: sessionEvent(event) }, loaded.map((s) => sessionHistory(s.appointmentId, s.stream)));
    if (role.role === 'alone') return false;
    if (role.role === 'follower') return true;
    const sessions: SeriesSession[] = [];
    for (const member of role.members) {
      const memberStream = loaded.find((s) => s.appointmentId === member.appointmentId)!.stream;
      const changedBy = memberStream.find((e) => e.eventId === member.event.eventId)!;
      const session = appointmentAfterAppend(memberStream, changedBy.transactionId);
      if (session.status === 'none') continue;
      const previousStartsAt = event.type === 'AppointmentRescheduled' ? String(changedBy.data.previousStartsAt) : null;
      sessions.push({ appointment: session, sequence: member.event.streamRevision, previousStartsAt });
    }
    const change: SeriesChange = event.type === 'AppointmentCancelled' ? 'cancelled' : 'moved';
    await this.sendAndRecord(change, event, sessions, { appointmentId: appointment.appointmentId, practiceId: appointment.practiceId, stream });
    return true;
  }

  /** The sessions' streams in the series' order (a stream already read is not read again). */
  private async sessions(appointmentIds: string[], known?: LoadedSession): Promise<LoadedSession[]> {
    const loaded: LoadedSession[] = [];
    for (const appointmentId of appointmentIds) {
      const stream = appointmentId === known?.appointmentId ? known.stream : await this.store.readStream(appointmentStreamId(appointmentId));
      if (stream[0]?.type === 'AppointmentRequested') loaded.push({ appointmentId, stream });
    }
    return loaded;
  }

  private async sendAndRecord(change: SeriesChange, cause: RecordedEvent, sessions: SeriesSession[], on: { appointmentId: string; practiceId: string; stream: RecordedEvent[] }) {
    const practice = await loadMessagePractice(this.store, on.practiceId);
    const messages = composeSeriesMessages({
      change,
      sessions,
      occurredAt: occurredAt(cause),
      practitioner: practice.practitioner,
      place: sessions[0] ? practice.placeOf(sessions[0].appointment.location.locationId) : null,
      baseUrl: this.settings.publicBaseUrl,
      uidDomain: this.settings.domain,
      now: this.clock.now(),
    });
    const recordedIds = new Set(on.stream.map((e) => e.eventId));
    for (const message of messages) await this.sent.sendOnce(toMail(message), emailSentOn(on, cause, message, recordedIds));
  }
}
