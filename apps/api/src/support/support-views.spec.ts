import { appointmentStory, type StoryEvent } from '#app/support';
import { sampleAppointment } from '#testing/appointments';
import type { AppointmentDocument } from '#projections';
import { appointmentHit, entryView, noteView } from './support-views.js';

const requested: StoryEvent = {
  eventId: 'e0',
  revision: 0,
  type: 'AppointmentRequested',
  data: { ...sampleAppointment() },
  metadata: { actor: { kind: 'visitor', id: 'anonymous' }, correlationId: 'c1', origin: { ip: '203.0.113.7', userAgent: 'Firefox' } },
  occurredAt: '2026-11-01T12:00:00.000Z',
};
const emailed: StoryEvent = { ...requested, eventId: 'e1', revision: 1, type: 'EmailSent', data: { to: 'ada@example.com', subject: 'Received', html: '<p>Hi</p>', text: 'Hi', ics: null } };
const [first, second] = appointmentStory([requested, emailed], 'USD');
const options = { timeZone: 'America/New_York', currency: 'USD' };

describe('a story entry as the reader sees it', () => {
  it("shows support where the request came from, and never the pro", () => {
    expect(entryView(first, { ...options, withSupportDetails: true }).origin).toEqual({ ip: '203.0.113.7', userAgent: 'Firefox' });
    expect(entryView(first, { ...options, withSupportDetails: false }).origin).toBeNull();
  });

  it('gives the time in the appointment zone, the state after it, and an e-mail apart from its data', () => {
    const view = entryView(second, { ...options, withSupportDetails: false });
    expect(view).toMatchObject({ occurredAtLocal: 'Sun, Nov 1, 2026, 7:00 AM EST', correlationId: 'c1', email: { to: 'ada@example.com', html: '<p>Hi</p>' }, payment: null });
    expect(view.data).toEqual({ to: 'ada@example.com', subject: 'Received' });
    expect(view.after).toMatchObject({ revision: 1, status: 'pending', rows: expect.arrayContaining([{ field: 'Status', value: 'pending' }]) });
  });

  it('a note names its author', () => {
    const note = { ...requested, type: 'SupportNoteAdded', data: { note: 'Called the client' }, metadata: { actor: { kind: 'support', id: 's1', name: 'Sam Support' } } };
    expect(noteView(note, 'UTC')).toEqual({ eventId: 'e0', at: requested.occurredAt, atLocal: 'Sun, Nov 1, 2026, 12:00 PM UTC', note: 'Called the client', supportName: 'Sam Support' });
  });
});

describe('a search hit', () => {
  it("names the practice, the client, the services and the start in the appointment's zone", () => {
    const doc = { ...sampleAppointment(), id: 'a1', state: 'approved' } as unknown as AppointmentDocument;
    const hit = appointmentHit(doc, { name: 'Calm Hands', shortLink: 'calm-hands' } as never);
    expect(hit).toMatchObject({ appointmentId: 'a1', practiceName: 'Calm Hands', shortLink: 'calm-hands', state: 'approved', startsAtLocal: expect.stringMatching(/2026/) });
    expect(appointmentHit(doc, undefined)).toMatchObject({ practiceName: '', shortLink: null });
  });
});
