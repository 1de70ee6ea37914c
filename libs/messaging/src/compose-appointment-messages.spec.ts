import { unfoldIcs } from './fold-ics-lines.js';
import { composeAppointmentMessages, type CausingEvent, type MessageSources } from './compose-appointment-messages.js';
import { emailSentEventId, messageIdFor, nameBasedUuid } from './message-identity.js';
import { sampleAppointment } from '#testing/appointments';

const appointment = sampleAppointment({ client: { clientId: 'c1', firstName: 'Ada <3', lastName: 'Lovelace', email: 'ada@example.com', phone: '+12125550101' } });
const event = (type: string, data: Record<string, unknown> = {}, streamRevision = 0): CausingEvent => ({
  eventId: `e-${type}`,
  type,
  data: { appointmentId: appointment.appointmentId, ...data },
  streamRevision,
  occurredAt: '2026-11-21T12:00:00.000Z',
});
const compose = (causing: CausingEvent, autoAccepted = false, now = new Date('2026-11-21T12:00:00.000Z')) =>
  composeAppointmentMessages({
    event: causing,
    appointment,
    practitioner: { name: 'Sam Rivera', email: 'sam@example.com' },
    autoAccepted,
    baseUrl: 'https://book.example.com',
    uidDomain: 'book.example.com',
    now,
  } satisfies MessageSources);
const summary = (messages: ReturnType<typeof compose>) => messages.map((m) => `${m.template} -> ${m.to.email}`);

describe('composeAppointmentMessages', () => {
  it('a request: "request received" to the client and "new request" to the pro', () => {
    const messages = compose(event('AppointmentRequested', appointment as unknown as Record<string, unknown>));
    expect(summary(messages)).toEqual(['request_received -> ada@example.com', 'new_request -> sam@example.com']);
    const [toClient, toPro] = messages;
    expect(toClient.subject).toBe('We received your appointment request');
    expect(toClient.text).toContain('Sam Rivera received your request for Deep Tissue Massage on Monday, November 23, 2026 at 10:00 AM EST.');
    expect(toClient.text).toContain('https://book.example.com/m/c/tok_ABC-123');
    expect(toClient.replyTo.email).toBe('sam@example.com');
    expect(toPro.subject).toBe('New appointment request from Ada <3 Lovelace');
    expect(toPro.html).toContain('Ada &lt;3 Lovelace booked');
    expect(toPro.html).not.toContain('Ada <3');
    expect(unfoldIcs(toClient.ics.content)).toContain('STATUS:TENTATIVE');
    expect(toClient.ics.method).toBe('REQUEST');
  });

  it('an auto-accepted request: the pro hears "New appointment booked", not "request"; the acceptance confirms to the client', () => {
    const [toPro, ...others] = compose(event('AppointmentRequested'), true);
    expect(others).toEqual([]);
    expect(`${toPro.template} -> ${toPro.to.email}`).toBe('new_booking -> sam@example.com');
    expect(toPro.subject).toBe('New appointment booked by Ada <3 Lovelace');
    expect(toPro.text).toContain('Ada <3 Lovelace booked Deep Tissue Massage on Monday, November 23, 2026 at 10:00 AM EST.');
    expect(toPro.text).not.toMatch(/request|review it/i);
    expect(unfoldIcs(toPro.ics.content)).toContain('STATUS:CONFIRMED');
    const [confirmed] = compose(event('AppointmentAccepted', { acceptedBy: 'auto' }, 1));
    expect(`${confirmed.template} -> ${confirmed.to.email}`).toBe('appointment_confirmed -> ada@example.com');
  });

  it('the confirmation sent again: by e-mail an e-mail, by text none (the texts reaction sends it)', () => {
    expect(summary(compose(event('ConfirmationResent', { sendTo: 'email' }, 4)))).toEqual(['appointment_confirmed -> ada@example.com']);
    expect(compose(event('ConfirmationResent', { sendTo: 'sms' }, 4))).toEqual([]);
  });

  it('acceptance: "confirmed" to the client with a calendar request', () => {
    const messages = compose(event('AppointmentAccepted', { acceptedBy: 'pro' }, 3));
    expect(summary(messages)).toEqual(['appointment_confirmed -> ada@example.com']);
    expect(messages[0].subject).toBe('Your appointment is confirmed: Monday, November 23, 2026 at 10:00 AM EST');
    const ics = unfoldIcs(messages[0].ics.content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).toContain(`UID:${appointment.appointmentId}@book.example.com`);
  });

  it('decline: "declined" to the client with a calendar cancel', () => {
    const messages = compose(event('AppointmentDeclined', {}, 1));
    expect(summary(messages)).toEqual(['appointment_declined -> ada@example.com']);
    expect(messages[0].ics.method).toBe('CANCEL');
    expect(unfoldIcs(messages[0].ics.content)).toContain('METHOD:CANCEL');
    expect(messages[0].text).not.toContain('Message from');
    expect(messages[0].text).not.toMatch(/\n{3,}/);
  });

  it("decline with a reason: the client reads the pro's words, escaped in the HTML", () => {
    const [message] = compose(event('AppointmentDeclined', { reason: 'Fully booked that week <sorry>' }, 1));
    expect(message.text).toContain('Message from Sam Rivera: Fully booked that week <sorry>');
    expect(message.html).toContain('Message from Sam Rivera: Fully booked that week &lt;sorry&gt;');
  });

  it('cancelled by the pro: only the client hears of it', () => {
    expect(summary(compose(event('AppointmentCancelled', { cancelledBy: 'pro', practitionerNote: null }, 2)))).toEqual([
      'appointment_cancelled -> ada@example.com',
    ]);
  });

  it('cancelled by the client: the client and the pro hear of it', () => {
    const messages = compose(event('AppointmentCancelled', { cancelledBy: 'client', practitionerNote: null }, 2));
    expect(summary(messages)).toEqual(['appointment_cancelled -> ada@example.com', 'appointment_cancelled_by_client -> sam@example.com']);
    expect(messages[1].subject).toBe('Ada <3 Lovelace cancelled their appointment');
    expect(messages.every((m) => unfoldIcs(m.ics.content).includes('STATUS:CANCELLED'))).toBe(true);
  });

  it('every message lists each service line (add-ons too) with its price, the total and where it happens', () => {
    const withAddOn = sampleAppointment({
      services: [...appointment.services, { serviceId: 's2', name: 'Hot stones', timeLength: 15, amountCents: 1500, addOn: true }],
      amountCents: 10500,
    });
    const place = { address: '120 Court St, Brooklyn, NY 11201', virtualType: null, virtualLink: null, virtualInstructions: null };
    for (const type of ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentCancelled']) {
      const messages = composeAppointmentMessages({
        event: event(type, { cancelledBy: 'client' }, 1),
        appointment: withAddOn,
        place,
        practitioner: { name: 'Sam Rivera', email: 'sam@example.com' },
        autoAccepted: false,
        baseUrl: 'https://book.example.com',
        uidDomain: 'book.example.com',
        now: new Date('2026-11-21T12:00:00.000Z'),
      });
      expect(messages.length).toBeGreaterThan(0);
      for (const m of messages) {
        expect(m.text).toContain('Deep Tissue Massage: $90.00\nHot stones (add-on): $15.00\nTotal: $105.00\n\nLocation: Studio\n120 Court St, Brooklyn, NY 11201');
        expect(m.html).toContain('Hot stones (add-on)</td>');
        expect(unfoldIcs(m.ics.content)).toContain('LOCATION:Studio\\, 120 Court St\\, Brooklyn\\, NY 11201');
      }
    }
  });

  it('an appointment that is already over calls for nothing', () => {
    const accepted = event('AppointmentAccepted', { acceptedBy: 'pro' }, 1);
    expect(compose(accepted, false, new Date('2026-11-23T15:59:59.000Z'))).toHaveLength(1);
    expect(compose(accepted, false, new Date('2026-11-23T16:00:00.000Z'))).toEqual([]);
  });

  it('a sent e-mail calls for nothing', () => {
    expect(compose(event('EmailSent'))).toEqual([]);
  });
});

describe('message identity', () => {
  it('makes RFC 4122 version 5 UUIDs (the RFC namespace example)', () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is the same for the same event, template and recipient, and differs otherwise', () => {
    const id = emailSentEventId('e1', 'appointment_confirmed', 'ada@example.com');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(emailSentEventId('e1', 'appointment_confirmed', ' ADA@example.com')).toBe(id);
    expect(emailSentEventId('e2', 'appointment_confirmed', 'ada@example.com')).not.toBe(id);
    expect(emailSentEventId('e1', 'appointment_cancelled', 'ada@example.com')).not.toBe(id);
    expect(emailSentEventId('e1', 'appointment_confirmed', 'sam@example.com')).not.toBe(id);
    expect(messageIdFor(id, 'book.example.com')).toBe(`<${id}@book.example.com>`);
  });
});
