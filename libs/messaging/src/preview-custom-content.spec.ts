import { describe, expect, it } from '@jest/globals';
import type { ExistingAppointment } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { exampleAppointment, previewCustomContent } from './preview-custom-content.js';

const appointment: ExistingAppointment = { ...sampleAppointment(), status: 'approved', practitionerNote: null, series: null, seriesId: null, acceptedBy: 'pro' };
const sources = { appointment, practitioner: { name: 'Sam Rivera', email: 'sam@example.com' }, place: null, baseUrl: 'https://book.test', now: new Date('2026-11-20T12:00:00Z') };

describe('the live preview of custom content', () => {
  it('the confirmation as the client would get it, opening with the pro’s words and its variables filled', () => {
    const mail = previewCustomContent({ ...sources, template: 'appointment_confirmed', customContent: 'Thank you {{client.first_name}}! Parking is behind the studio.' });
    expect(mail.subject).toBe('Your appointment is confirmed: Monday, November 23, 2026 at 10:00 AM EST');
    expect(mail.text).toContain('Thank you Ada! Parking is behind the studio.');
    expect(mail.text).toContain('https://book.test/m/c/tok_ABC-123');
    expect(mail.html).toContain('Thank you Ada! Parking is behind the studio.');
  });

  it('the reminder with the default opening when there is no custom content', () => {
    const mail = previewCustomContent({ ...sources, template: 'appointment_reminder', customContent: null });
    expect(mail.subject).toBe('Reminder: your appointment on Monday, November 23, 2026 at 10:00 AM EST');
    expect(mail.text).toContain('This is a reminder of your appointment for Deep Tissue Massage with Sam Rivera');
  });

  it('a client booked by phone only still gets a preview', () => {
    const phoneOnly = { ...appointment, client: { ...appointment.client, email: '' } };
    expect(previewCustomContent({ ...sources, appointment: phoneOnly, template: 'appointment_confirmed', customContent: 'Hi' }).text).toContain('Hi');
  });

  it('an example appointment tomorrow at 10:00 in the practice zone, with its first service and location', () => {
    const example = exampleAppointment(
      { practiceId: 'p1', timeZone: 'America/New_York', service: { serviceId: 's1', name: 'Swedish massage', timeLength: 90, amountCents: 9000 }, location: { locationId: 'l1', name: 'Studio', kind: 'office', timeZone: 'America/New_York' } },
      new Date('2026-11-20T23:30:00Z'), // 18:30 in New York: tomorrow is the 21st
    );
    expect(example).toMatchObject({ startsAt: '2026-11-21T15:00:00.000Z', endsAt: '2026-11-21T16:30:00.000Z', services: [{ name: 'Swedish massage' }], location: { name: 'Studio' } });
    expect(previewCustomContent({ ...sources, appointment: example, template: 'appointment_reminder', customContent: 'See you {{client.first_name}}' }).text).toContain('See you Alex');
  });
});
