import { describe, expect, it } from '@jest/globals';
import type { ExistingAppointment } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { composeConfirmationText, composePastDueText, composeReminderText } from './compose-appointment-texts.js';

const appointment: ExistingAppointment = { ...sampleAppointment(), status: 'approved', practitionerNote: null, series: null, seriesId: null, acceptedBy: 'pro' };
const practitioner = { name: 'Sam  Rivera', email: 'sam@example.com' };

describe('texts about an appointment', () => {
  it('the reminder names the service, the practitioner and the start in the appointment zone', () =>
    expect(composeReminderText({ appointment, practitioner })).toBe(`Reminder: Deep Tissue Massage with Sam Rivera on Monday, November 23, 2026 at 10:00 AM EST.`));

  it('the confirmation sent again by text links to the client appointment page', () =>
    expect(composeConfirmationText({ appointment, practitioner, baseUrl: 'https://book.test/' })).toBe(
      `Confirmed: Deep Tissue Massage with Sam Rivera on Monday, November 23, 2026 at 10:00 AM EST. Details: https://book.test/m/c/${appointment.instantActionToken}`,
    ));

  it('the past-due text says who asks, what is owed in the practice currency, and links to the page where the client pays', () => {
    const text = composePastDueText({ appointment, amountDueCents: 9500, currency: 'CAD', practiceName: 'Calm Hands & Co ', baseUrl: 'https://book.test/' });
    expect(text).toBe(`Calm Hands & Co: $95.00 CAD is still due for your visit on Nov 23. Pay here: https://book.test/m/c/${appointment.instantActionToken}`);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('the past-due text names the day in the appointment zone, not the server one', () => {
    const lateEvening = { ...appointment, startsAt: '2026-11-24T03:30:00.000Z' }; // 10:30 PM on the 23rd in New York
    expect(composePastDueText({ appointment: lateEvening, amountDueCents: 9000, currency: 'USD', practiceName: 'Calm', baseUrl: 'https://book.test' })).toContain('$90.00 USD is still due for your visit on Nov 23.');
  });
});
