// Messages for what the pro does in the calendar: booking (no "request" mails), rescheduling and
// resending (the confirmation again, at the current time), and clients without an e-mail address.
import { unfoldIcs } from './fold-ics-lines.js';
import { composeAppointmentMessages, type CausingEvent } from './compose-appointment-messages.js';
import { sampleAppointment } from '#testing/appointments';
import type { AppointmentRequestedData } from '#app/appointments';

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

  it('a reschedule says "moved" with the old and the new time, and moves the same calendar entry', () => {
    const moved = { ...proBooked, startsAt: '2026-11-24T20:30:00.000Z', endsAt: '2026-11-24T21:30:00.000Z' };
    const rescheduled: CausingEvent = {
      ...event('AppointmentRescheduled', 3),
      data: { appointmentId: proBooked.appointmentId, startsAt: moved.startsAt, endsAt: moved.endsAt, previousStartsAt: proBooked.startsAt, previousEndsAt: proBooked.endsAt },
    };
    const messages = compose(rescheduled, moved);
    expect(summary(messages)).toEqual(['appointment_moved -> ada@example.com']);
    const [message] = messages;
    expect(message.subject).toBe('Your appointment was moved to Tuesday, November 24, 2026 at 3:30 PM EST');
    expect(message.text).toContain('Was: Monday, November 23, 2026 at 10:00 AM EST\nNow: Tuesday, November 24, 2026 at 3:30 PM EST');
    expect(message.html).toContain('Monday, November 23, 2026 at 10:00 AM EST');
    expect(message.text).not.toContain('is confirmed');
    const [confirmation] = compose(event('AppointmentAccepted', 1));
    const ics = unfoldIcs(message.ics.content);
    expect(message.ics.method).toBe('REQUEST');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:3');
    expect(unfoldIcs(confirmation.ics.content)).toContain('SEQUENCE:1');
    const uid = (text: string) => unfoldIcs(text).split('\r\n').find((l) => l.startsWith('UID:'));
    expect(uid(message.ics.content)).toBe(uid(confirmation.ics.content));
    expect(ics).toContain('DTSTART:20261124T203000Z');
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
