import type { AppointmentEvent } from '#app/appointments';
import { reminderId } from '#app/messaging';
import type { CommunicationSettingsEvent } from '#app/practice';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { dueRemindersProjection as projection } from './due-reminders.projection.js';

const request = sampleAppointment(); // 2026-11-23 10:00 in New York
const id = request.appointmentId;
const event = (e: AppointmentEvent) => recorded(e, { streamId: `appointment-${id}` });
const settings = (e: CommunicationSettingsEvent) => recorded(e, { streamId: 'communicationSettings-p1' });

const requested = event({ type: 'AppointmentRequested', data: request });
const accepted = event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } });
const moved = event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T16:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } });
const emailSent = (template: string, cause: string) =>
  event({ type: 'EmailSent', data: { appointmentId: id, messageId: '<m@x>', to: 'ada@example.com', subject: 's', template, text: 't', html: 'h', ics: null, sentVia: 'outbox', causationEventId: cause } });
const reminded = emailSent('appointment_reminder', reminderId(id, 'email', request.startsAt));
const textSent = (key: string) =>
  recorded({ type: 'TextSent', data: { idempotencyKey: key, type: 'appointment_reminder', to: '+12125550101', body: 'b', providerMessageId: 'SM1', sentVia: 'outbox' } }, { streamId: `appointment-${id}` });

describe('due reminders projection: appointments', () => {
  it('a request awaits nothing; once confirmed both reminders are pending from its start', () => {
    expect(replay(projection.evolve, [requested])).toMatchObject({ id, kind: 'appointment', status: 'pending', emailPendingAt: null, textPendingAt: null });
    expect(replay(projection.evolve, [requested, accepted])).toMatchObject({ status: 'approved', emailPendingAt: request.startsAt, textPendingAt: request.startsAt });
  });

  it('no e-mail or phone, no reminder of that kind', () => {
    const noPhone = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, phone: '' } } });
    expect(replay(projection.evolve, [noPhone, accepted])).toMatchObject({ emailPendingAt: request.startsAt, textPendingAt: null });
  });

  it('the recorded reminder ends it for that start; a reschedule makes it pending again at the new start', () => {
    expect(replay(projection.evolve, [requested, accepted, reminded])).toMatchObject({ emailRemindedFor: request.startsAt, emailPendingAt: null, textPendingAt: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, reminded, moved])).toMatchObject({ emailPendingAt: '2026-11-25T15:00:00.000Z' });
    // An old reminder recorded late (for the old start) does not end the new one.
    expect(replay(projection.evolve, [requested, accepted, moved, reminded])).toMatchObject({ emailPendingAt: '2026-11-25T15:00:00.000Z' });
  });

  it('other e-mails change nothing; a reminder text ends the text reminder', () => {
    expect(replay(projection.evolve, [requested, accepted, emailSent('appointment_confirmed', 'evt-1')])).toMatchObject({ emailPendingAt: request.startsAt });
    expect(replay(projection.evolve, [requested, accepted, textSent(reminderId(id, 'text', request.startsAt))])).toMatchObject({ textPendingAt: null, emailPendingAt: request.startsAt });
    const refused = recorded({ type: 'TextFailed', data: { idempotencyKey: reminderId(id, 'text', request.startsAt), type: 'appointment_reminder', to: '+1', code: 21211, reason: 'bad' } }, { streamId: `appointment-${id}` });
    expect(replay(projection.evolve, [requested, accepted, refused])).toMatchObject({ textPendingAt: null });
  });

  it('declined or cancelled: gone', () => {
    expect(replay(projection.evolve, [requested, event({ type: 'AppointmentDeclined', data: { appointmentId: id } })])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } })])).toBeNull();
  });

  it('keys rows by appointment; texts to people (not reminders) are not its business', () => {
    expect(projection.documentId(accepted)).toBe(id);
    expect(projection.documentId(reminded)).toBe(id);
    expect(projection.documentId(textSent('download_mobile_app:pro-u1:1'))).toBeNull();
  });
});

describe('due reminders projection: practices', () => {
  it('starts from the defaults (off, a day) and follows the reminder settings', () => {
    const on = settings({ type: 'ReminderSettingsUpdated', data: { practiceId: 'p1', appointmentReminderEmailEnabled: true } });
    const text = settings({ type: 'ReminderSettingsUpdated', data: { practiceId: 'p1', appointmentReminderTextEnabled: true, appointmentTextReminderMinutes: 120 } });
    expect(projection.documentId(on)).toBe('practice-p1');
    expect(replay(projection.evolve, [on])).toEqual({ id: 'practice-p1', kind: 'practice', practiceId: 'p1', emailEnabled: true, emailMinutes: 1440, textEnabled: false, textMinutes: 1440 });
    expect(replay(projection.evolve, [on, text])).toMatchObject({ emailEnabled: true, textEnabled: true, textMinutes: 120 });
  });
});
