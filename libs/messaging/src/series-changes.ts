// Which appointment events of a recurring series are told in one message. The pro's one command
// ("cancel this and all following", "move the rest of the series") appends an event to each
// session's stream in one atomic append with one correlationId; the reaction meets them one by
// one. The group's first session in the series' order (the leader) sends one message for all; the
// others send nothing. Pure and deterministic: the same histories give the same leader on every
// replay, so the message's recording id never changes.

/** The event types that the pro's series commands append to several sessions at once. */
export const SERIES_GROUPED_EVENTS: readonly string[] = ['AppointmentRescheduled', 'AppointmentCancelled'];

export interface SessionEvent {
  eventId: string;
  type: string;
  /** The command's correlation id (metadata): the same for every event of one command. */
  correlationId: string;
  streamRevision: number;
}

export interface SessionHistory {
  appointmentId: string;
  events: SessionEvent[];
}

export interface GroupMember {
  appointmentId: string;
  event: SessionEvent;
}

export type SeriesChangeRole =
  /** Only this session changed: the single-appointment message. */
  | { role: 'alone' }
  /** Another session of the group tells this one's change too. */
  | { role: 'follower'; leader: string }
  /** This session tells the whole group's change, in the series' order. */
  | { role: 'leader'; members: GroupMember[] };

/**
 * The causing event's place in its group: the events of the same type and correlation on the
 * sessions of its series (`sessions` in the series' order, the cause's session among them).
 */
export const seriesChangeRole = (cause: { appointmentId: string; event: SessionEvent }, sessions: SessionHistory[]): SeriesChangeRole => {
  if (!SERIES_GROUPED_EVENTS.includes(cause.event.type)) return { role: 'alone' };
  const members: GroupMember[] = [];
  for (const session of sessions) {
    const event = session.events.find((e) => e.type === cause.event.type && e.correlationId === cause.event.correlationId);
    if (event) members.push({ appointmentId: session.appointmentId, event });
  }
  const mine = members.find((m) => m.appointmentId === cause.appointmentId && m.event.eventId === cause.event.eventId);
  if (!mine || members.length < 2) return { role: 'alone' };
  return members[0] === mine ? { role: 'leader', members } : { role: 'follower', leader: members[0].appointmentId };
};

/**
 * A session the pro's series booking created approved: its acceptance came in the same command as
 * its request, and the series' one confirmation (from SeriesScheduled) tells it.
 */
export const confirmedWithSeries = (session: { seriesId: string | null }, requested: { correlationId: string }, accepted: { type: string; correlationId: string }): boolean =>
  !!session.seriesId && accepted.type === 'AppointmentAccepted' && accepted.correlationId === requested.correlationId;
