// The pro changes an appointment (updateAppointmentV2) or cancels it, alone or with the rest of
// its recurring series. Decisions over several streams: the appointment(s), the practice's
// schedule (a new time is held without overlap; an ended appointment frees its time) and, for the
// series, every following session. Pure: the caller loads the states and appends atomically.
import { isDeepStrictEqual } from 'node:util';
import { DomainError, NotFoundError, type StreamEvents } from '#app/es';
import type { PracticeState } from '#app/practice';
import { checkAccess, type AppointmentAccess } from './appointment-access.js';
import { appointmentStreamId, detailsOf, type AppointmentDetails, type AppointmentDetailsChangedData, type AppointmentState, type ExistingAppointment } from './appointment.js';
import { appointmentDecider, clientMayCancel } from './appointment.decide.js';
import { checkProLocation, checkProServices, parseInstant, ProBookingMessages, totalCents, type ProServiceInput } from './pro-booking.js';
import { scheduleDecider, scheduleStreamId, type Reservation, type ScheduleState } from './schedule.js';
import { shiftLikeAnchor } from './series-shift.js';

/** updateAppointmentV2: a field left out (undefined or null) stays as it is. */
export interface AppointmentChanges {
  services?: ProServiceInput[] | null;
  locationId?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  practitionerNote?: string | null;
  rescheduleRecurringSeries?: boolean | null;
}

/** The sessions after this one in its series that still hold their time (the series' other sessions as loaded). */
export const followingSessions = (anchor: ExistingAppointment, sessions: AppointmentState[]): ExistingAppointment[] =>
  sessions
    .filter((s): s is ExistingAppointment => s.status === 'pending' || s.status === 'approved')
    .filter((s) => s.appointmentId !== anchor.appointmentId && s.startsAt > anchor.startsAt)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

const paidAtBookingCents = (current: ExistingAppointment): number =>
  [...(current.discountCodeRedemptions ?? []), ...(current.giftCardRedemptions ?? [])].reduce((sum, d) => sum + d.amountCents, 0);

/** The new details, or null when none of services, location and note changes. */
const newDetails = (changes: AppointmentChanges, current: ExistingAppointment, practice: PracticeState): AppointmentDetailsChangedData | null => {
  const { services, locationId, practitionerNote } = changes;
  if (!services && !locationId && (practitionerNote === undefined || practitionerNote === null)) return null;
  if (practice.status === 'none') throw new NotFoundError('Practice not found');
  const before = detailsOf(current);
  const lines = services ? checkProServices(services, practice) : before.services;
  // The package's accounting follows the booking: an edit neither swaps a package session's
  // service nor turns another appointment into a package session.
  const serviceIds = (l: Array<{ serviceId: string }>) => l.map((x) => x.serviceId).join(',');
  const packageIn = (l: Array<{ serviceId: string }>) => l.some((x) => practice.services.get(x.serviceId)?.package);
  if (services && serviceIds(lines) !== serviceIds(before.services) && (current.packageSession || packageIn(lines))) {
    throw new DomainError(ProBookingMessages.packageServiceFixed);
  }
  const location = locationId ? checkProLocation(locationId, practice) : before.location;
  const next: AppointmentDetails = {
    services: lines,
    // A coupon redeemed and a gift card spent at booking stay taken off when the pro changes the services.
    amountCents: services ? Math.max(0, totalCents(lines) - paidAtBookingCents(current)) : before.amountCents,
    location,
    timeZone: location.timeZone,
    practitionerNote: practitionerNote ?? before.practitionerNote,
  };
  // An unchanged save appends nothing (stored JSONB keeps keys in its own order: compare deeply).
  const comparable = (d: AppointmentDetails) => [d.services, d.amountCents, d.location, d.timeZone, d.practitionerNote?.trim() || null];
  return isDeepStrictEqual(comparable(before), comparable(next)) ? null : { appointmentId: current.appointmentId, ...next };
};

/** The new start and end (a new start alone keeps the length), or null when the time stays. */
const newTimes = (changes: AppointmentChanges, state: ExistingAppointment) => {
  if (!changes.startsAt && !changes.endsAt) return null;
  const startsAt = changes.startsAt ? parseInstant(changes.startsAt, ProBookingMessages.invalidStart) : state.startsAt;
  const endsAt = changes.endsAt
    ? parseInstant(changes.endsAt, ProBookingMessages.invalidEnd)
    : new Date(Date.parse(startsAt) + Date.parse(state.endsAt) - Date.parse(state.startsAt)).toISOString();
  return startsAt === state.startsAt && endsAt === state.endsAt ? null : { startsAt, endsAt };
};

export const decideAppointmentUpdate = (
  command: { appointmentId: string; practiceId: string; changes: AppointmentChanges; now: Date },
  /** series: the other sessions of its series (empty unless the whole series is rescheduled). */
  given: { appointment: AppointmentState; practice: PracticeState; schedule: ScheduleState; series: AppointmentState[] },
): StreamEvents[] => {
  const { appointmentId, practiceId, changes, now } = command;
  const appointment = checkAccess(given.appointment, { by: 'pro', practiceId });
  const details = newDetails(changes, appointment, given.practice);
  const times = newTimes(changes, appointment);
  const timeZone = details?.timeZone ?? appointment.timeZone;
  const appends: StreamEvents[] = [
    { streamId: appointmentStreamId(appointmentId), practiceId, events: appointmentDecider.decide({ type: 'UpdateAppointment', appointmentId, times, details, now }, appointment) },
  ];
  const reservations: Reservation[] = times ? [{ appointmentId, ...times }] : [];
  if (times && changes.rescheduleRecurringSeries) {
    for (const session of followingSessions(appointment, given.series)) {
      const moved = shiftLikeAnchor(session, appointment, times, timeZone);
      reservations.push({ appointmentId: session.appointmentId, ...moved });
      const command = { type: 'RescheduleAppointment' as const, appointmentId: session.appointmentId, ...moved, now };
      appends.push({ streamId: appointmentStreamId(session.appointmentId), practiceId, events: appointmentDecider.decide(command, session) });
    }
  }
  if (reservations.length > 0) {
    const command = { type: 'ReserveTimes' as const, reservations, checkOverlap: true, timeZone };
    appends.push({ streamId: scheduleStreamId(practiceId), practiceId, events: scheduleDecider.decide(command, given.schedule) });
  }
  return appends;
};

/**
 * Cancel one appointment (pro or token holder), or, for the pro, this and every following session
 * of its series that still holds its time and has not started; each frees its time.
 */
export const decideCancellation = (
  command: { appointmentId: string; access: AppointmentAccess; practitionerNote: string | null; wholeSeries: boolean; now: Date },
  given: { appointment: AppointmentState; schedule: ScheduleState; series: AppointmentState[] },
): StreamEvents[] => {
  const { access, now } = command;
  const appointment = checkAccess(given.appointment, access);
  const { practiceId } = appointment;
  const byPro = access.by === 'pro';
  const following = byPro && command.wholeSeries ? followingSessions(appointment, given.series).filter((s) => clientMayCancel(s, now)) : [];
  const sessions = [appointment, ...following];
  const cancel = (session: ExistingAppointment): StreamEvents => ({
    streamId: appointmentStreamId(session.appointmentId),
    practiceId,
    events: appointmentDecider.decide(
      { type: 'CancelAppointment', appointmentId: session.appointmentId, cancelledBy: byPro ? 'pro' : 'client', practitionerNote: byPro ? command.practitionerNote : null, now },
      session,
    ),
  });
  const appointmentIds = sessions.map((s) => s.appointmentId);
  return [
    ...sessions.map(cancel),
    { streamId: scheduleStreamId(practiceId), practiceId, events: scheduleDecider.decide({ type: 'ReleaseSlots', appointmentIds }, given.schedule) },
  ];
};
