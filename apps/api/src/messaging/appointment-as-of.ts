// An appointment stream read for messages: the appointment as it stood after one append (the
// causing command's), and its events as the series grouping reads them.
import { appointmentDecider, type AppointmentEvent, type AppointmentState } from '#app/appointments';
import { fold } from '#app/es';
import type { RecordedEvent } from '#app/eventstore';
import type { SessionEvent, SessionHistory } from '#app/messaging';

/** Earlier moves and changes folded in, and whatever else the same append changed (a new time and new services). */
export const appointmentAfterAppend = (stream: RecordedEvent[], transactionId: bigint): AppointmentState => {
  const inAppend = stream.filter((e) => e.transactionId === transactionId);
  if (inAppend.length === 0) return { status: 'none' };
  const last = inAppend[inAppend.length - 1].streamRevision;
  return fold(appointmentDecider, stream.filter((e) => e.streamRevision <= last).map((e) => ({ type: e.type, data: e.data }) as AppointmentEvent));
};

export const correlationOf = (event: RecordedEvent): string => String(event.metadata.correlationId ?? event.eventId);

export const sessionEvent = (event: RecordedEvent): SessionEvent => ({
  eventId: event.eventId,
  type: event.type,
  correlationId: correlationOf(event),
  streamRevision: Number(event.streamRevision),
});

export const sessionHistory = (appointmentId: string, stream: RecordedEvent[]): SessionHistory => ({ appointmentId, events: stream.map(sessionEvent) });

export const occurredAt = (event: RecordedEvent): string => String(event.metadata.occurredAt ?? event.recordedAt);
