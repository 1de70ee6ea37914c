import type { AppointmentEvent } from '#app/appointments';
import type { ClientIntakeEvent } from '#app/intake-forms';
import type { ClientStreamEvent } from '#app/clients';
import { recorded } from '../../testing/recorded-event.js';
import { mailboxProjection } from './mailbox.projection.js';

const emailSent = () =>
  recorded<AppointmentEvent>(
    {
      type: 'EmailSent',
      data: {
        appointmentId: 'a1',
        messageId: '<e-mail-1@localhost>',
        to: 'ada@example.com',
        subject: 'Your appointment is confirmed',
        template: 'appointment_confirmed',
        text: 'Hi Ada',
        html: '<p>Hi Ada</p>',
        ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        sentVia: 'outbox',
        causationEventId: 'e-accepted',
      },
    },
    { eventId: 'e-mail-1', streamId: 'appointment-a1', metadata: { practiceId: 'p1', occurredAt: '2026-11-21T12:00:00.000Z' } },
  );

describe('mailbox projection', () => {
  it('keeps one document per EmailSent, keyed by the event id, with the practice from the metadata', () => {
    const event = emailSent();
    expect(mailboxProjection.documentId(event)).toBe('e-mail-1');
    expect(mailboxProjection.evolve(null, event)).toEqual({
      id: 'e-mail-1',
      practiceId: 'p1',
      appointmentId: 'a1',
      clientId: null,
      to: 'ada@example.com',
      subject: 'Your appointment is confirmed',
      template: 'appointment_confirmed',
      text: 'Hi Ada',
      html: '<p>Hi Ada</p>',
      ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      sentAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it("keeps an attachment's name, type and size, not its bytes", () => {
    const event = emailSent();
    const pdf = { filename: 'INV-0B6F5C1E.pdf', contentType: 'application/pdf', size: 1234 };
    event.data = { ...event.data, template: 'client_invoice', ics: null, attachments: [{ ...pdf, contentBase64: 'JVBERi0=' }] };
    const doc = mailboxProjection.evolve(null, event);
    expect(doc).toMatchObject({ template: 'client_invoice', ics: null });
    expect(doc?.attachments).toEqual([pdf]);
  });

  it("keeps a group event registration's mail (its own stream) with the client and no appointment", () => {
    const event = emailSent();
    event.streamId = 'eventRegistrationEmails-r1';
    event.data = { ...event.data, appointmentId: null, template: 'event_registration_confirmed', ...({ registrationId: 'r1', clientId: 'c1' } as object) } as typeof event.data;
    expect(mailboxProjection.evolve(null, event)).toMatchObject({ appointmentId: null, clientId: 'c1', template: 'event_registration_confirmed' });
  });

  it('replaying the same event gives the same document', () => {
    const first = mailboxProjection.evolve(null, emailSent());
    expect(mailboxProjection.evolve(first, emailSent())).toEqual(first);
  });

  it('keeps an invitation to book (InvitationSent on the client stream) with the client and no appointment', () => {
    const event = recorded<ClientStreamEvent>(
      {
        type: 'InvitationSent',
        data: {
          clientId: 'c1',
          messageId: '<e-mail-2@localhost>',
          to: 'barbara@example.com',
          subject: 'Maya Chen invites you to book online',
          template: 'client_invitation',
          text: 'Hi Barbara',
          html: '<p>Hi Barbara</p>',
          bookingUrl: 'http://localhost:3000/maya-chen-massage',
          sentVia: 'outbox',
          causationEventId: 'e-created',
        },
      },
      { eventId: 'e-mail-2', streamId: 'client-c1', metadata: { practiceId: 'p1', occurredAt: '2026-11-21T12:00:00.000Z' } },
    );
    expect(mailboxProjection.documentId(event)).toBe('e-mail-2');
    expect(mailboxProjection.evolve(null, event)).toEqual({
      id: 'e-mail-2',
      practiceId: 'p1',
      appointmentId: null,
      clientId: 'c1',
      to: 'barbara@example.com',
      subject: 'Maya Chen invites you to book online',
      template: 'client_invitation',
      text: 'Hi Barbara',
      html: '<p>Hi Barbara</p>',
      ics: null,
      sentAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('keeps an intake form e-mail (IntakeFormSent on the client stream) with the client and no appointment', () => {
    const event = recorded<ClientIntakeEvent>(
      {
        type: 'IntakeFormSent',
        data: {
          clientId: 'c1', practiceId: 'p1', uniqueId: 'u1', form: '{}', formSaveNo: 1, sentAt: '2026-11-21T12:00:00.000Z', to: 'ada@example.com',
          messageId: '<e-mail-3@localhost>', subject: 'Your intake form for Calm', template: 'intake_form', text: 'Hi Ada', html: '<p>Hi Ada</p>', sentVia: 'outbox',
        },
      },
      { eventId: 'e-mail-3', streamId: 'client-c1', metadata: { practiceId: 'p1', occurredAt: '2026-11-21T12:00:00.000Z' } },
    );
    expect(mailboxProjection.evolve(null, event)).toEqual({
      id: 'e-mail-3', practiceId: 'p1', appointmentId: null, clientId: 'c1', to: 'ada@example.com', subject: 'Your intake form for Calm',
      template: 'intake_form', text: 'Hi Ada', html: '<p>Hi Ada</p>', ics: null, sentAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('handles EmailSent, InvitationSent and IntakeFormSent', () => {
    expect(mailboxProjection.eventTypes).toEqual(['EmailSent', 'InvitationSent', 'IntakeFormSent']);
  });
});
