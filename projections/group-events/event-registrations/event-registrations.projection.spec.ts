import type { BookableEventEvent, RegistrationData } from '#app/group-events';
import { recorded } from '../../testing/recorded-event.js';
import { eventRegistrationsProjection as projection, type EventRegistrationDocument } from './event-registrations.projection.js';

const event = (e: BookableEventEvent) => recorded(e, { streamId: 'bookableEvent-e1' });
const base = { bookableEventId: 'e1', practiceId: 'p1', registrationId: 'r1', clientId: 'c1' };

const data: RegistrationData = { ...base, token: 'tok_abcdefghijklmnopqrstuvwxyz', amountCents: 1500, by: 'client', overCapacity: false, registeredAt: '2026-11-21T12:00:00.000Z' };
const active: EventRegistrationDocument = {
  id: 'r1', token: 'tok_abcdefghijklmnopqrstuvwxyz', bookableEventId: 'e1', practiceId: 'p1', clientId: 'c1', amountCents: 1500, discount: null, by: 'client', overCapacity: false,
  registeredAt: '2026-11-21T12:00:00.000Z', state: 'active', cancelledBy: null, cancelledAt: null,
  payment: { status: 'none', providerPaymentId: null, failureReason: null, at: null },
};

describe('event registrations projection', () => {
  it('follows a registration, keyed by its id', () => {
    expect(projection.eventTypes).toEqual(['ClientRegisteredForEvent', 'EventRegistrationCancelled', 'RegistrationPaymentSucceeded', 'RegistrationPaymentFailed']);
    expect(projection.documentId(event({ type: 'ClientRegisteredForEvent', data }))).toBe('r1');
  });

  it('creates an active registration with its token, price and no payment', () => {
    expect(projection.evolve(null, event({ type: 'ClientRegisteredForEvent', data }))).toEqual(active);
  });

  it('records who cancelled and when', () => {
    for (const by of ['client', 'owner', 'payment_failed'] as const) {
      expect(projection.evolve(active, event({ type: 'EventRegistrationCancelled', data: { ...base, by, cancelledAt: '2026-11-22T12:00:00.000Z' } }))).toEqual({
        ...active, state: 'cancelled', cancelledBy: by, cancelledAt: '2026-11-22T12:00:00.000Z',
      });
    }
  });

  it('records a payment that succeeded or failed', () => {
    const paid = projection.evolve(active, event({ type: 'RegistrationPaymentSucceeded', data: { ...base, amountCents: 1500, provider: 'stripe', providerPaymentId: 'pi_1', paidAt: '2026-11-21T12:00:02.000Z' } }));
    expect(paid?.payment).toEqual({ status: 'paid', providerPaymentId: 'pi_1', failureReason: null, at: '2026-11-21T12:00:02.000Z' });
    const failed = projection.evolve(active, event({ type: 'RegistrationPaymentFailed', data: { ...base, amountCents: 1500, code: 'card_declined', reason: 'Your card was declined.', failedAt: '2026-11-21T12:00:02.000Z' } }));
    expect(failed?.payment).toEqual({ status: 'failed', providerPaymentId: null, failureReason: 'Your card was declined.', at: '2026-11-21T12:00:02.000Z' });
  });

  it('ignores changes to a registration it does not know', () => {
    expect(projection.evolve(null, event({ type: 'EventRegistrationCancelled', data: { ...base, by: 'client', cancelledAt: '2026-11-22T12:00:00.000Z' } }))).toBeNull();
  });
});
