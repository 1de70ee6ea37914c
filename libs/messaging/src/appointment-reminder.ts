// When a client is reminded of an appointment (spec 002 §3 communication settings, §9 "email/text
// reminders are before an appointment"): once per (appointment, kind, start), the practice's
// minutes before the start, while the appointment is confirmed. Pending requests get none: the
// pro has not said yes yet, and a reminder of an unconfirmed time would read as a confirmation;
// once accepted, a reminder whose time has passed still goes, up to the start.
// The due instant is the start minus the minutes as instants (milliseconds), not as wall-clock
// arithmetic, so a DST change between the two never shifts it; what the client reads is the start
// in the appointment's zone (formatAppointmentTime, luxon).
// Pure: the read model keeps what may come due, the sender decides again on the stream.
import type { ExistingAppointment } from '#app/appointments';
import type { ReminderSettings } from '#app/practice';

export const REMINDER_EMAIL_TEMPLATE = 'appointment_reminder' as const;
export type ReminderKind = 'email' | 'text';

/** The deterministic id of one reminder: a moved appointment gets a new one, a repeat the same. */
export const reminderId = (appointmentId: string, kind: ReminderKind, startsAt: string): string =>
  `reminder:${appointmentId}:${kind}:${new Date(startsAt).toISOString()}`;

/** The parts of a reminder id (null for any other id). */
export const parseReminderId = (id: string): { appointmentId: string; kind: ReminderKind; startsAt: string } | null => {
  const match = /^reminder:([^:]+):(email|text):(.+)$/.exec(id);
  return match ? { appointmentId: match[1], kind: match[2] as ReminderKind, startsAt: match[3] } : null;
};

/** The instant the reminder is due: `minutes` real minutes before the start. */
export const reminderDueAt = (startsAt: string, minutes: number): Date => new Date(Date.parse(startsAt) - minutes * 60_000);

const settingsOf = (kind: ReminderKind, settings: ReminderSettings) =>
  kind === 'email'
    ? { enabled: settings.appointmentReminderEmailEnabled, minutes: settings.appointmentEmailReminderMinutes }
    : { enabled: settings.appointmentReminderTextEnabled, minutes: settings.appointmentTextReminderMinutes };

/** What the rule reads of an appointment (ExistingAppointment, or the read model's row). */
export type ReminderFacts = Pick<ExistingAppointment, 'status' | 'startsAt'> & { client: { email: string; phone: string } };

/** May this appointment be reminded this way at all: confirmed, and the client can be reached. */
export const awaitsReminder = (kind: ReminderKind, appointment: ReminderFacts): boolean =>
  appointment.status === 'approved' && !!(kind === 'email' ? appointment.client.email : appointment.client.phone)?.trim();

export type ReminderDecision =
  | { send: true; id: string; dueAt: Date }
  | { send: false; reason: 'turned off' | 'not confirmed' | 'no address' | 'not yet' | 'started' | 'already sent' };

export const decideReminder = (facts: {
  kind: ReminderKind;
  appointment: ReminderFacts & { appointmentId: string };
  settings: ReminderSettings;
  /** The ids of the reminders the appointment's stream records. */
  sentIds: ReadonlySet<string>;
  now: Date;
}): ReminderDecision => {
  const { kind, appointment, settings, now } = facts;
  const { enabled, minutes } = settingsOf(kind, settings);
  const id = reminderId(appointment.appointmentId, kind, appointment.startsAt);
  if (facts.sentIds.has(id)) return { send: false, reason: 'already sent' };
  if (!enabled) return { send: false, reason: 'turned off' };
  if (appointment.status !== 'approved') return { send: false, reason: 'not confirmed' };
  if (!awaitsReminder(kind, appointment)) return { send: false, reason: 'no address' };
  const dueAt = reminderDueAt(appointment.startsAt, minutes);
  if (now.getTime() < dueAt.getTime()) return { send: false, reason: 'not yet' };
  if (now.getTime() >= Date.parse(appointment.startsAt)) return { send: false, reason: 'started' };
  return { send: true, id, dueAt };
};
