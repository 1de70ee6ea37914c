import type { BookableEventDocument, ClientDocument, EventTypeDocument, RegistrationDocument } from '#projections';
import { eventTypeUrl, registrationOfClient, toBookableEvent, toEventType, toRegistration } from './group-events-view.js';

const registration = (over: Partial<RegistrationDocument>): RegistrationDocument => ({
  registrationId: 'r1', clientId: 'c1', token: 't1', status: 'active', amountCents: 2500, by: 'pro', overCapacity: false, createdAt: '2026-11-20T10:00:00.000Z',
  cancelledBy: null, cancelledAt: null, paymentStatus: 'none', providerPaymentId: null, failureReason: null, paymentAt: null, ...over,
});

const event: BookableEventDocument = {
  id: 'e1', practiceId: 'p1', bookableEventTypeId: 't1', name: 'Yoga', description: null, instructions: null, capacity: 2, amountCents: 2500, location: 'Studio',
  kind: 'in_person', duration: 60, durationUnit: 'minute', slug: 'yoga', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z', allDay: false,
  timeZone: 'America/New_York', photoUrl: null, deleted: false, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
  registrations: [
    registration({ registrationId: 'r2', clientId: 'c2', createdAt: '2026-11-21T10:00:00.000Z' }),
    registration({}),
    registration({ registrationId: 'r0', clientId: 'c3', status: 'cancelled' }),
  ],
};

const type: EventTypeDocument = {
  id: 't1', practiceId: 'p1', name: 'Morning yoga', description: null, instructions: null, capacity: 2, amountCents: 2500, location: 'Studio', kind: 'in_person',
  duration: 60, durationUnit: 'minute', slug: 'morning-yoga', photoUrl: '/files/abc', deleted: false, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

const client = (id: string, practiceId: string, firstName: string) => ({ id, practiceId, firstName, lastName: 'L', email: `${firstName}@example.com`, phone: null }) as unknown as ClientDocument;

describe('group events as the pro sees them', () => {
  it('an event lists its active registrants by registration time, with names only from its own practice', () => {
    const clients = new Map([['c1', client('c1', 'p1', 'Ada')], ['c2', client('c2', 'p2', 'Mallory')]]);
    const view = toBookableEvent(event, type, clients, 'CAD');
    expect(view).toMatchObject({ clientsCount: 2, atCapacity: true, amountCurrency: 'CAD', photoUrl: '/files/abc', bookableEventType: { id: 't1', name: 'Morning yoga', slug: 'morning-yoga' } });
    expect(view.clients.map((c) => [c.id, c.firstName, c.email, c.paymentStatus, c.paymentLabel])).toEqual([
      ['c1', 'Ada', 'Ada@example.com', 'unpaid', 'Payment Pending'],
      ['c2', '', null, 'unpaid', 'Payment Pending'],
    ]);
    expect(toBookableEvent({ ...event, photoUrl: '/files/own' }, type, new Map(), 'USD').photoUrl).toBe('/files/own');
  });

  it('a registration’s payment: what can be processed and why it failed', () => {
    expect(toRegistration(registration({}), event)).toMatchObject({ paymentStatus: 'unpaid', canProcessPayment: true, failureReason: null, discount: null });
    expect(toRegistration(registration({ paymentStatus: 'failed', failureReason: 'Declined' }), event)).toMatchObject({ paymentStatus: 'failed', paymentLabel: 'Payment Failed', canProcessPayment: true, failureReason: 'Declined' });
    expect(toRegistration(registration({ paymentStatus: 'paid' }), event)).toMatchObject({ paymentStatus: 'paid', canProcessPayment: false });
    expect(toRegistration(registration({ amountCents: 0 }), { ...event, amountCents: 0 })).toMatchObject({ paymentStatus: 'free', paymentLabel: 'Free Event', canProcessPayment: false });
    expect(toRegistration(registration({ status: 'cancelled' }), event).canProcessPayment).toBe(false);
  });

  it('the client’s registration is the active one, else the latest', () => {
    const again = { ...event, registrations: [registration({ registrationId: 'old', status: 'cancelled' }), registration({ registrationId: 'new' })] };
    expect(registrationOfClient(again, 'c1')?.registrationId).toBe('new');
    expect(registrationOfClient({ ...event, registrations: [registration({ registrationId: 'old', status: 'cancelled' })] }, 'c1')?.registrationId).toBe('old');
    expect(registrationOfClient(event, 'nobody')).toBeNull();
  });

  it('a type’s link and upcoming dates', () => {
    const practice = { shortLink: 'calm-hands', currency: 'USD', origin: 'https://book.example.com/' };
    expect(eventTypeUrl(practice, 'yoga')).toBe('https://book.example.com/calm-hands/yoga');
    expect(toEventType(type, practice, [event])).toMatchObject({ url: 'https://book.example.com/calm-hands/morning-yoga', eventsCount: 1, bookableEvents: [{ id: 'e1', clientsCount: 2, capacity: 2, atCapacity: true }] });
  });
});
