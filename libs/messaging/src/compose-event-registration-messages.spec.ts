import { composeEventRegistrationMessage, type EventRegistrationMessageSources } from './compose-event-registration-messages.js';

const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

const sources: EventRegistrationMessageSources = {
  kind: 'registered',
  registration: { registrationId: 'r1', token: 'tok_abcdefghijklmnop' },
  event: { name: 'Morning Yoga', location: '12 Elm St', kind: 'in_person', startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T16:00:00.000Z', allDay: false, timeZone: 'America/New_York', instructions: 'Bring a mat' },
  client: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  practice: { name: 'Calm <Hands>' },
  practitioner: { name: 'Sam Rivera', email: 'sam@example.com' },
  baseUrl: 'https://book.example.com/',
  uidDomain: 'book.example.com',
  sequence: 1,
  stampedAt: '2026-11-21T12:00:00.000Z',
};

describe('composeEventRegistrationMessage', () => {
  it('confirms with the registration page link, the time in the event’s zone, and a REQUEST .ics', () => {
    const m = composeEventRegistrationMessage(sources);
    expect(m).toMatchObject({ template: 'event_registration_confirmed', to: { name: 'Ada Lovelace', email: 'ada@example.com' }, replyTo: { name: 'Sam Rivera', email: 'sam@example.com' } });
    expect(m.subject).toBe("You're registered: Morning Yoga");
    expect(m.registrationUrl).toBe('https://book.example.com/manage_event_registrations/tok_abcdefghijklmnop');
    expect(m.text).toContain('When: Tuesday, December 1, 2026 at 10:00 AM EST');
    expect(m.text).toContain('Instructions: Bring a mat');
    expect(m.html).toContain('Calm &lt;Hands&gt;');
    expect(m.ics.method).toBe('REQUEST');
    expect(lines(m.ics.content)).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'UID:r1@book.example.com', 'SEQUENCE:1', 'DTSTART:20261201T150000Z', 'STATUS:CONFIRMED']));
  });

  it('a cancellation (by the client, the practice, or the event’s) is a CANCEL for the same entry, without the cancel link', () => {
    for (const [kind, template] of [['cancelled_by_client', 'event_registration_cancelled'], ['removed_by_practice', 'event_registration_removed'], ['event_cancelled', 'event_cancelled']] as const) {
      const m = composeEventRegistrationMessage({ ...sources, kind, sequence: 4 });
      expect(m.template).toBe(template);
      expect(m.text).not.toContain('manage_event_registrations');
      expect(lines(m.ics.content)).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'UID:r1@book.example.com', 'SEQUENCE:4', 'STATUS:CANCELLED']));
    }
  });

  it('a new time names the old one and sends the updated entry', () => {
    const m = composeEventRegistrationMessage({
      ...sources, kind: 'time_changed', sequence: 3,
      event: { ...sources.event, startsAt: '2026-12-02T15:00:00.000Z', endsAt: '2026-12-02T16:00:00.000Z' },
      previous: { startsAt: '2026-12-01T15:00:00.000Z', allDay: false, timeZone: 'America/New_York' },
    });
    expect(m.template).toBe('event_registration_time_changed');
    expect(m.text).toContain('it was Tuesday, December 1, 2026 at 10:00 AM EST');
    expect(lines(m.ics.content)).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'DTSTART:20261202T150000Z', 'SEQUENCE:3']));
  });
});
