import type { ExistingAppointment } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { composePastDueReminder } from './compose-past-due-reminder.js';

const { practitionerNote: _, series: __, ...data } = sampleAppointment({ client: { ...sampleAppointment().client, lastName: 'Love<lace>' } });
const appointment: ExistingAppointment = { ...data, status: 'approved', practitionerNote: null, series: null, seriesId: null, acceptedBy: 'pro' };

const mail = composePastDueReminder({
  appointment,
  amountDueCents: 9500,
  currency: 'CAD',
  practice: { name: 'Calm Hands & Co', practitioner: { name: 'Sam Rivera', email: 'sam@example.com' } },
  baseUrl: 'https://book.example.com',
});

describe('the past-due reminder', () => {
  it('goes to the client and replies to the pro', () => {
    expect(mail).toMatchObject({ template: 'payment_past_due', to: { name: 'Ada Love<lace>', email: 'ada@example.com' }, replyTo: { name: 'Sam Rivera', email: 'sam@example.com' } });
    expect(mail.subject).toBe('Payment reminder from Calm Hands & Co: $95.00 CAD due');
  });

  it('says the amount, the appointment and where to pay, kindly', () => {
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        '',
        'Thank you for your visit for Deep Tissue Massage with Sam Rivera on Monday, November 23, 2026 at 10:00 AM EST. The payment of $95.00 CAD for it is still open.',
        '',
        'You can pay securely online: https://book.example.com/m/c/tok_ABC-123',
        '',
        'If you have paid already, thank you, and please ignore this reminder. Questions? Just reply to this e-mail.',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p><a href="https://book.example.com/m/c/tok_ABC-123">Pay $95.00 CAD online</a></p>');
    expect(mail.html).toContain('<strong>$95.00 CAD</strong>');
  });
});
