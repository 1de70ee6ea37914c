import { storyData, storyEmail, storyPayment } from './story-details.js';

const email = { type: 'EmailSent', data: { appointmentId: 'a1', to: 'ada@example.com', subject: 'Confirmed', template: 'appointment_confirmed', html: '<p>Hi</p>', text: 'Hi', ics: 'BEGIN:VCALENDAR', messageId: 'm1' } };
const charged = { type: 'PaymentCharged', data: { appointmentId: 'a1', transactionId: 'a1:appointment', idempotencyKey: 'a1:appointment:1', provider: 'stripe', providerPaymentId: 'pi_1', amountCents: 11000 } };

describe('story details', () => {
  it('shows the e-mail as sent, and the data without its bodies', () => {
    expect(storyEmail(email)).toEqual({ to: 'ada@example.com', subject: 'Confirmed', html: '<p>Hi</p>', text: 'Hi', ics: 'BEGIN:VCALENDAR' });
    expect(storyData(email)).toEqual({ appointmentId: 'a1', to: 'ada@example.com', subject: 'Confirmed', template: 'appointment_confirmed', messageId: 'm1' });
    expect(storyEmail(charged)).toBeNull();
    expect(storyData(charged)).toBe(charged.data);
  });

  it("gives a payment event's provider, idempotency key, provider reference and transaction", () => {
    expect(storyPayment(charged)).toEqual({ provider: 'stripe', idempotencyKey: 'a1:appointment:1', providerReference: 'pi_1', transactionId: 'a1:appointment' });
    expect(storyPayment({ type: 'PaypalPaymentCaptured', data: { orderId: 'o1', captureId: 'c1', via: 'venmo' } })).toEqual({ provider: 'venmo', idempotencyKey: null, providerReference: 'c1', transactionId: 'o1' });
    expect(storyPayment({ type: 'RefundAttempted', data: { adjustmentId: 'j1', provider: 'stripe', parts: [{ providerPaymentId: 'pi_1', idempotencyKey: 'a1:refund:1:1' }, { providerPaymentId: 'pi_2', idempotencyKey: 'a1:refund:1:2' }] } }))
      .toEqual({ provider: 'stripe', idempotencyKey: 'a1:refund:1:1, a1:refund:1:2', providerReference: 'pi_1, pi_2', transactionId: 'j1' });
  });

  it('has nothing for other events or payment events without keys', () => {
    expect(storyPayment({ type: 'AppointmentAccepted', data: {} })).toBeNull();
    expect(storyPayment({ type: 'TipAdded', data: { tipAmountCents: 500 } })).toBeNull();
  });
});
