import { fold } from '#app/es';
import type { AppointmentEvent, AppointmentRequestedData, ExistingAppointment } from '#app/appointments';
import { appointmentWithPaymentsDecider, type PaymentEvent } from '#app/payments';
import { sampleAppointment } from '#testing/appointments';
import { composeInvoiceMail, invoiceFor, invoiceNumber, type InvoiceSources } from './compose-invoice.js';

const request = sampleAppointment({
  services: [
    { serviceId: 's1', name: 'Deep Tissue Massage', timeLength: 60, amountCents: 9000, addOn: false },
    { serviceId: 's2', name: 'Hot stones', timeLength: 15, amountCents: 2550, addOn: true },
  ],
  amountCents: 11_550,
}); // 2026-11-23 10:00 in New York
const id = request.appointmentId;
const ISSUED = new Date('2026-11-24T17:00:00.000Z');

const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const tip = (cents: number): PaymentEvent => ({ type: 'TipAdded', data: { appointmentId: id, tipAmountCents: cents } });
const adjusted = (n: number, cents: number, note: string | null, adjustedAt = '2026-11-24T15:00:00.000Z'): PaymentEvent => ({
  type: 'AdjustmentCreated',
  data: { appointmentId: id, adjustmentId: `${id}.${n}`, adjustedAt, amountCents: cents, note, currency: 'USD', refund: null },
});
const markedPaid = (cents: number): PaymentEvent => ({ type: 'AppointmentMarkedPaid', data: { appointmentId: id, paidBy: 'cash', note: null, amountCents: cents, currency: 'USD' } });

const sources = (events: Array<AppointmentEvent | PaymentEvent>, over: Partial<AppointmentRequestedData> = {}, rest: Partial<InvoiceSources> = {}): InvoiceSources => {
  const { appointment, payment } = fold(appointmentWithPaymentsDecider, [{ type: 'AppointmentRequested', data: { ...request, ...over } }, accepted, ...events]);
  return {
    appointment: appointment as ExistingAppointment,
    payment,
    practice: { name: 'Calm Hands Massage', practitioner: { name: 'Sam Rivera', email: 'sam@example.com' }, phone: '(212) 555-0100' },
    place: { address: '1 Main St, New York, NY 10001', virtualType: null, virtualLink: null, virtualInstructions: null },
    currency: 'USD',
    baseUrl: 'https://book.example.com/',
    issuedAt: ISSUED,
    ...rest,
  };
};

describe('the invoice of an appointment', () => {
  it('bills the services as booked, in the appointment zone, with its number and the pay link while unpaid', () => {
    const invoice = invoiceFor(sources([]));
    expect(invoice).toMatchObject({
      number: invoiceNumber(id),
      issuedOn: 'November 24, 2026',
      client: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+12125550101' },
      appointment: { when: 'Monday, November 23, 2026 at 10:00 AM EST', location: 'Studio, 1 Main St, New York, NY 10001' },
      lines: [
        { description: 'Deep Tissue Massage', amountCents: 9000 },
        { description: 'Hot stones (add-on)', amountCents: 2550 },
      ],
      subtotalCents: 11_550,
      tipCents: 0,
      totalCents: 11_550,
      paidCents: 0,
      balanceCents: 11_550,
      status: 'Past due',
      payUrl: 'https://book.example.com/m/c/tok_ABC-123',
    });
    expect(invoice.number).toBe('INV-0B6F5C1E');
  });

  it('adds the tip and takes the adjustments off the total and the balance', () => {
    const invoice = invoiceFor(sources([tip(1500), adjusted(1, 2000, 'Late start'), adjusted(2, 50, null, '2026-11-23T20:00:00.000Z')]));
    expect(invoice).toMatchObject({ subtotalCents: 11_550, tipCents: 1500, totalCents: 11_000, paidCents: 0, balanceCents: 11_000, status: 'Past due' });
    // In the order they were made, dated in the appointment's zone.
    expect(invoice.adjustments).toEqual([
      { date: 'Nov 23, 2026', note: null, amountCents: 50 },
      { date: 'Nov 24, 2026', note: 'Late start', amountCents: 2000 },
    ]);
  });

  it('once paid: what was collected, net of refunds, and nothing due; no pay link', () => {
    const invoice = invoiceFor(sources([tip(1500), markedPaid(13_050), adjusted(1, 3050, 'Goodwill')]));
    expect(invoice).toMatchObject({ tipCents: 1500, totalCents: 10_000, paidCents: 10_000, balanceCents: 0, status: 'Paid', payUrl: null });
    expect(invoiceFor(sources([markedPaid(11_550), adjusted(1, 11_550, null)]))).toMatchObject({ totalCents: 0, status: 'Refunded' });
  });

  it('an upcoming unpaid appointment is Due; a free one is Free ($0.00), one adjusted to nothing has Nothing due', () => {
    expect(invoiceFor(sources([], { startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T16:00:00.000Z' })).status).toBe('Due');
    const free = [{ serviceId: 's3', name: 'Consultation', timeLength: 30, amountCents: 0, addOn: false }];
    expect(invoiceFor(sources([], { services: free, amountCents: 0 }))).toMatchObject({ totalCents: 0, balanceCents: 0, status: 'Free', payUrl: null });
    expect(invoiceFor(sources([adjusted(1, 11_550, null)]))).toMatchObject({ totalCents: 0, status: 'Nothing due', payUrl: null });
  });
});

describe('the invoice e-mail', () => {
  it('goes to the client, replies to the pro, and says the practice, the appointment, the lines and the money', () => {
    const s = sources([tip(1500), adjusted(1, 2000, 'Late start')]);
    const mail = composeInvoiceMail(invoiceFor(s), s);
    expect(mail).toMatchObject({ template: 'client_invoice', to: { name: 'Ada Lovelace', email: 'ada@example.com' }, replyTo: { name: 'Sam Rivera', email: 'sam@example.com' } });
    expect(mail.subject).toBe('Your invoice from Calm Hands Massage');
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        '',
        'Here is your invoice from Calm Hands Massage for Deep Tissue Massage on Monday, November 23, 2026 at 10:00 AM EST.',
        '',
        'Invoice INV-0B6F5C1E',
        'Issued: November 24, 2026',
        'Status: Past due',
        '',
        'From:',
        'Calm Hands Massage',
        'Sam Rivera',
        'sam@example.com',
        '(212) 555-0100',
        '',
        'Bill to:',
        'Ada Lovelace',
        'ada@example.com',
        '+12125550101',
        '',
        'Appointment: Monday, November 23, 2026 at 10:00 AM EST',
        'Location: Studio, 1 Main St, New York, NY 10001',
        '',
        'Deep Tissue Massage: $90.00',
        'Hot stones (add-on): $25.50',
        'Subtotal: $115.50',
        'Tip: $15.00',
        'Adjustment, Nov 24, 2026: Late start: -$20.00',
        'Total (USD): $110.50',
        'Amount paid: $0.00',
        'Balance due (USD): $110.50',
        '',
        'Pay $110.50 online: https://book.example.com/m/c/tok_ABC-123',
        '',
        'The invoice is attached as a PDF. Questions? Just reply to this e-mail.',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<td style="padding: 3px 24px 3px 0;">Hot stones (add-on)</td><td style="padding: 3px 0; text-align: right; white-space: nowrap;">$25.50</td>');
    expect(mail.html).toContain('<strong>Total (USD)</strong>');
    expect(mail.html).toContain('<strong>$110.50</strong>');
    expect(mail.html).toContain('<p><a href="https://book.example.com/m/c/tok_ABC-123">Pay $110.50 online</a></p>');
  });

  it('names Canadian dollars on the totals of a CAD practice', () => {
    const s = sources([], {}, { currency: 'CAD' });
    const mail = composeInvoiceMail(invoiceFor(s), s);
    expect(mail.text).toContain('Total (CAD): $115.50');
    expect(mail.text).toContain('Balance due (CAD): $115.50');
    expect(mail.html).toContain('<strong>Balance due (CAD)</strong>');
  });

  it('a paid invoice thanks instead of linking; a free one has neither', () => {
    const paid = sources([markedPaid(11_550)]);
    const mail = composeInvoiceMail(invoiceFor(paid), paid);
    expect(mail.text).toContain('Thank you, this invoice is paid.');
    expect(mail.text).not.toContain('/m/c/');
    const free = sources([], { services: [{ serviceId: 's3', name: 'Consultation', timeLength: 30, amountCents: 0, addOn: false }], amountCents: 0 });
    const freeMail = composeInvoiceMail(invoiceFor(free), free);
    expect(freeMail.text).toContain('Total (USD): $0.00');
    expect(freeMail.text).not.toMatch(/Pay |Thank you, this invoice/);
  });

  it('escapes what people typed (client, services, practice, notes) in the HTML, and keeps it as typed in the text', () => {
    const s = sources(
      [adjusted(1, 100, '<img src=x onerror=alert(1)> & "refund"')],
      { client: { ...request.client, firstName: '<b>Ada</b>', lastName: 'O\'Brien & "Co"' }, services: [{ ...request.services[0], name: '<script>alert(1)</script>' }] },
      { practice: { name: 'Calm <Hands>', practitioner: { name: 'Sam <i>Rivera</i>', email: 'sam@example.com' }, phone: null } },
    );
    const mail = composeInvoiceMail(invoiceFor(s), s);
    expect(mail.html).not.toMatch(/<script|<img|<b>Ada|<i>Rivera|<Hands>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;refund&quot;');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; O&#39;Brien &amp; &quot;Co&quot;');
    expect(mail.html).toContain('Calm &lt;Hands&gt;');
    expect(mail.text).toContain('Adjustment, Nov 24, 2026: <img src=x onerror=alert(1)> & "refund": -$1.00');
    expect(mail.subject).toBe('Your invoice from Calm <Hands>');
  });
});
