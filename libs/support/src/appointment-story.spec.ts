import { sampleAppointment } from '#testing/appointments';
const visa = { provider: 'stripe', paymentMethodId: 'pm_visa', customerId: 'cus_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
import { appointmentAsOf, revisionAt, type StoryEvent } from './appointment-snapshot.js';
import { appointmentStory } from './appointment-story.js';
import { diffSnapshots } from './snapshot-diff.js';

const APPOINTMENT_ID = sampleAppointment().appointmentId;
const pro = { kind: 'pro', id: 'u1', name: 'Maya Chen' };
const client = { kind: 'client', id: 'c1', name: 'Ada Lovelace' };

let revision = 0;
const event = (type: string, data: Record<string, unknown>, actor: Record<string, unknown>, occurredAt: string): StoryEvent => ({
  eventId: `e${revision}`,
  revision: revision++,
  type,
  data: { appointmentId: APPOINTMENT_ID, ...data },
  metadata: { actor, occurredAt, correlationId: `c${revision}` },
  occurredAt,
});

const charge = { transactionId: `${APPOINTMENT_ID}:appointment`, purpose: 'appointment', attempt: 1, idempotencyKey: `${APPOINTMENT_ID}:appointment:1`, amountCents: 11000, tipAmountCents: 0, currency: 'USD', provider: 'stripe' };

// Booked Mon Nov 23 10:00 AM New York, moved to 11:00, charged $110 after a price change, then cancelled.
const booked = (): StoryEvent[] => {
  revision = 0;
  return [
    event('AppointmentRequested', { ...sampleAppointment() }, client, '2026-11-01T12:00:00.000Z'),
    event('AppointmentAccepted', { acceptedBy: 'pro' }, pro, '2026-11-01T13:00:00.000Z'),
    event('EmailSent', { to: 'ada@example.com', subject: 'Your appointment is confirmed', template: 'appointment_confirmed', ics: 'BEGIN:VCALENDAR', text: '', html: '' }, { kind: 'system', id: 'system' }, '2026-11-01T13:00:01.000Z'),
    event('AppointmentRescheduled', { startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z', previousStartsAt: '2026-11-23T15:00:00.000Z', previousEndsAt: '2026-11-23T16:00:00.000Z' }, pro, '2026-11-02T09:00:00.000Z'),
    event('AppointmentDetailsChanged', { services: [{ serviceId: 's1', name: 'Deep Tissue Massage', timeLength: 60, amountCents: 11000, addOn: false }], amountCents: 11000, location: sampleAppointment().location, timeZone: 'America/New_York', practitionerNote: null }, pro, '2026-11-02T09:05:00.000Z'),
    event('PaymentCardSaved', { clientId: 'c1', card: visa }, client, '2026-11-03T10:00:00.000Z'),
    event('ChargeAttempted', { ...charge, paymentMethodId: 'pm_visa', customerId: 'cus_1', card: visa, trigger: 'pro' }, pro, '2026-11-23T18:00:00.000Z'),
    event('PaymentCharged', { ...charge, providerPaymentId: 'pi_1', card: visa }, pro, '2026-11-23T18:00:01.000Z'),
    event('AppointmentCancelled', { cancelledBy: 'pro', practitionerNote: 'Sorry' }, pro, '2026-11-24T09:00:00.000Z'),
  ];
};

describe('appointmentAsOf: the domain fold up to an event', () => {
  it('is nothing before the request and the booking right after it', () => {
    const events = booked();
    expect(appointmentAsOf([], undefined)).toBeNull();
    expect(appointmentAsOf(events, 0)).toMatchObject({ revision: 0, status: 'pending', startsAt: '2026-11-23T15:00:00.000Z', amountCents: 9000, paymentStatus: 'Upcoming', clientName: 'Ada Lovelace' });
  });

  it('follows the moves, the price, the payment and the cancellation', () => {
    const events = booked();
    expect(appointmentAsOf(events, 3)).toMatchObject({ status: 'approved', startsAt: '2026-11-23T16:00:00.000Z', amountCents: 9000 });
    expect(appointmentAsOf(events, 7)).toMatchObject({ status: 'approved', amountCents: 11000, paymentStatus: 'Paid', paidCents: 11000, cardLast4: '4242' });
    expect(appointmentAsOf(events)).toMatchObject({ revision: 8, status: 'cancelled', paymentStatus: 'Paid' });
  });

  it('finds the event current at a time', () => {
    const events = booked();
    expect(revisionAt(events, '2026-11-02T09:01:00.000Z')).toBe(3);
    expect(revisionAt(events, '2026-10-01T00:00:00Z')).toBeNull();
    expect(revisionAt(events, 'not a time')).toBeNull();
  });
});

describe('appointmentStory: one line per event, in the appointment zone and the practice currency', () => {
  it('tells the story the way support reads it', () => {
    const lines = appointmentStory(booked(), 'USD').map((e) => e.summary);
    expect(lines).toEqual([
      'Requested by Ada Lovelace (client) for Mon, Nov 23, 2026, 10:00 AM EST: Deep Tissue Massage, $90.00',
      'Accepted by Maya Chen (pro)',
      'Confirmation e-mail "Your appointment is confirmed" sent to ada@example.com with a calendar file',
      'Rescheduled from Mon, Nov 23, 2026, 10:00 AM EST to 11:00 AM EST by Maya Chen (pro)',
      'Details changed by Maya Chen (pro): price $90.00 -> $110.00',
      'Card visa ending 4242 saved for this appointment by Ada Lovelace (client)',
      'Charge of $110.00 to card visa ending 4242 started by Maya Chen (pro) (attempt 1)',
      'Card visa ending 4242 charged $110.00',
      'Cancelled by Maya Chen (pro) with the note "Sorry"',
    ]);
  });

  it('says what each event changed, before -> after', () => {
    const story = appointmentStory(booked(), 'CAD');
    expect(story[3].changes).toEqual([
      { field: 'Starts', before: 'Mon, Nov 23, 2026, 10:00 AM EST', after: 'Mon, Nov 23, 2026, 11:00 AM EST' },
      { field: 'Ends', before: 'Mon, Nov 23, 2026, 11:00 AM EST', after: 'Mon, Nov 23, 2026, 12:00 PM EST' },
    ]);
    expect(story[4].changes.find((c) => c.field === 'Price')).toEqual({ field: 'Price', before: 'CA$90.00', after: 'CA$110.00' });
    expect(story[2].changes).toEqual([]);
  });

  it('never hides an event: an unknown or malformed one keeps its name', () => {
    const events = booked();
    const odd = [...events, { ...events[1], revision: 9, type: 'SomethingNewHappened', data: {} }, { ...events[1], revision: 10, type: 'AppointmentRescheduled', data: {} }];
    const story = appointmentStory(odd, 'USD');
    expect(story[9].summary).toBe('Something new happened (by Maya Chen (pro))');
    expect(typeof story[10].summary).toBe('string');
  });
});

describe('diffSnapshots', () => {
  it('is empty between equal moments and lists every field from nothing', () => {
    const events = booked();
    const a = appointmentAsOf(events, 5);
    expect(diffSnapshots(a, a)).toEqual([]);
    expect(diffSnapshots(null, a).map((c) => c.field)).toContain('Status');
  });
});
