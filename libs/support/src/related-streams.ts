// The streams around an appointment (issue 19 item 4): the messages it sent (its e-mails and
// texts, recorded on its own stream) and the practice's schedule changes around the time of its
// events (other bookings, moves, personal time held), each with what to link to.
import type { StoryEvent } from './appointment-snapshot.js';
import { formatInZone } from './support-format.js';

export interface RelatedMessage {
  at: string;
  atLocal: string;
  channel: 'email' | 'text';
  to: string;
  /** The e-mail's subject, or the text's type. */
  subject: string | null;
  status: 'sent' | 'failed' | 'requested';
  eventId: string;
}

export interface ScheduleChange {
  at: string;
  atLocal: string;
  summary: string;
  streamId: string;
  /** The appointment it is about (for the link); null for personal or group time. */
  appointmentId: string | null;
}

const TEXT_STATUS: Record<string, RelatedMessage['status']> = { TextRequested: 'requested', TextSent: 'sent', TextFailed: 'failed' };

const words = (type: unknown): string => String(type ?? 'text').replace(/_/g, ' ');

/** The appointment's e-mails and texts, oldest first. */
export const appointmentMessages = (events: StoryEvent[], zone: string): RelatedMessage[] =>
  events.flatMap((e): RelatedMessage[] => {
    const base = { at: e.occurredAt, atLocal: formatInZone(e.occurredAt, zone), to: String(e.data.to ?? ''), eventId: e.eventId };
    if (e.type === 'EmailSent') return [{ ...base, channel: 'email', subject: String(e.data.subject ?? ''), status: 'sent' }];
    const status = TEXT_STATUS[e.type];
    return status ? [{ ...base, channel: 'text', subject: words(e.data.type), status }] : [];
  });

/** Schedule events this far before the appointment's first event and after its last one. */
export const SCHEDULE_WINDOW_MS = 24 * 3_600_000;
export const MAX_SCHEDULE_CHANGES = 50;

const HOLDER: Record<string, string> = { personal: 'personal time', group: 'a group event' };

/** Whether a reservation id is an appointment's (personal and group reservations say their kind; a release does not). */
export type IsAppointment = (id: string, kind: string | undefined) => boolean;

const byKind: IsAppointment = (_id, kind) => !kind;

/** Knows a release's kind from the reservation it releases, anywhere in the schedule stream. */
const kindsOf = (scheduleEvents: Array<Pick<StoryEvent, 'type' | 'data'>>): IsAppointment => {
  const kinds = new Map<string, string>();
  for (const e of scheduleEvents) {
    const d = e.data as { appointmentId?: string; kind?: string };
    if (e.type === 'SlotReserved' && d.kind && d.appointmentId) kinds.set(d.appointmentId, d.kind);
  }
  return (id, kind) => !(kind ?? kinds.get(id));
};

/** One schedule event in words: "Time held for appointment <id>: Mon, ... to ...". */
export const scheduleChangeLine = (event: Pick<StoryEvent, 'type' | 'data'>, zone: string, isAppointment: IsAppointment = byKind): string => {
  const d = event.data as { appointmentId?: string; startsAt?: string; endsAt?: string; kind?: string };
  const id = String(d.appointmentId ?? '');
  const holder = isAppointment(id, d.kind) ? `appointment ${id}` : HOLDER[d.kind ?? 'personal'] ?? String(d.kind);
  if (event.type === 'SlotReserved') return `Time held for ${holder}: ${formatInZone(String(d.startsAt), zone)} to ${formatInZone(String(d.endsAt), zone)}`;
  if (event.type === 'SlotReleased') return `Time released for ${holder}`;
  return `${event.type} (${id})`;
};

/**
 * The schedule events from 24 hours before the appointment's first event to 24 hours after its
 * last, oldest first, at most 50. `scheduleEvents`: the whole schedule stream (a release's kind is
 * its reservation's).
 */
export const scheduleChangesAround = (
  appointmentEvents: Pick<StoryEvent, 'occurredAt'>[],
  scheduleEvents: Array<StoryEvent & { streamId: string }>,
  zone: string,
): ScheduleChange[] => {
  const isAppointment = kindsOf(scheduleEvents);
  const times = appointmentEvents.map((e) => Date.parse(e.occurredAt)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) return [];
  const from = Math.min(...times) - SCHEDULE_WINDOW_MS;
  const to = Math.max(...times) + SCHEDULE_WINDOW_MS;
  return scheduleEvents
    .filter((e) => {
      const t = Date.parse(e.occurredAt);
      return t >= from && t <= to;
    })
    .slice(0, MAX_SCHEDULE_CHANGES)
    .map((e) => {
      const d = e.data as { appointmentId?: string; kind?: string };
      const id = String(d.appointmentId ?? '');
      return {
        at: e.occurredAt,
        atLocal: formatInZone(e.occurredAt, zone),
        summary: scheduleChangeLine(e, zone, isAppointment),
        streamId: e.streamId,
        appointmentId: isAppointment(id, d.kind) ? id : null,
      };
    });
};
