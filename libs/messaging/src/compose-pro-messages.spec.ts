// Messages for what the pro does in the calendar: booking (no "request" mails), rescheduling and
// resending (the confirmation again, at the current time), and clients without an e-mail address.
import { unfoldIcs } from './fold-ics-lines.js';
import { composeAppointmentMessages, type CausingEvent } from './compose-appointment-messages.js';
import { sampleAppointment } from '#testing/appointments';
import type { AppointmentRequestedData } from '../../appointments/src/appointment.js';

const proBooked = sampleAppointment({ bookedBy: 'pro' });
const event = (type: string, streamRevision = 0): CausingEvent => ({
  eventId: `e-${type}-${streamRevision}`,
  type,
  data: { appointmentId: proBooked.appointmentId },
  streamRevision,
  occurredAt: '2026-11-21T12:00:00.000Z',
});
const compose = (causing: CausingEvent, appointment: AppointmentRequestedData = proBooked) =>
  composeAppointmentMessages({
    event: causing,
    appointment,
    practitioner: { name: 'Sam Rivera', email: 'sam@example.com' },
    autoAccepted: false,
    baseUrl: 'https://book.example.com',
    uidDomain: 'book.example.com',
    now: new Date('2026-11-21T12:00:00.000Z'),
  });
const summary = (messages: ReturnType<typeof compose>) => messages.map((m) => `${m.template} -> ${m.to.email}`);

describe('messages for the pro\'s calendar actions', () => {
  it('a booking by the pro sends no request mails; its acceptance confirms to the client', () => {
    expect(compose(event('AppointmentRequested'))).toEqual([]);
    expect(summary(compose(event('AppointmentAccepted', 1)))).toEqual(['appointment_confirmed -> ada@example.com']);
  });

  it('a reschedule confirms the new time, as an update of the same calendar entry', () => {
    const moved = { ...proBooked, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z' };
    const [message] = compose(event('AppointmentRescheduled', 3), moved);
    expect(message.template).toBe('appointment_confirmed');
    expect(message.text).toContain('Tuesday, November 24, 2026');
    const ics = unfoldIcs(message.ics.content);
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).toContain('DTSTART:20261124T150000Z');
  });

  it('a resend is the confirmation again, from a new causing event', () => {
    expect(summary(compose(event('ConfirmationResent', 4)))).toEqual(['appointment_confirmed -> ada@example.com']);
  });

  it('a client without an e-mail address gets nothing; the pro still hears of a client cancel', () => {
    const phoneOnly = sampleAppointment({ bookedBy: 'pro', client: { clientId: 'c2', firstName: 'Phone', lastName: 'Only', email: '', phone: '+12125550102' } });
    expect(compose(event('AppointmentAccepted', 1), phoneOnly)).toEqual([]);
    const cancel: CausingEvent = { ...event('AppointmentCancelled', 2), data: { appointmentId: phoneOnly.appointmentId, cancelledBy: 'client', practitionerNote: null } };
    expect(summary(compose(cancel, phoneOnly))).toEqual(['appointment_cancelled_by_client -> sam@example.com']);
  });
});
