import { clientDecider, clientEmailStreamId, clientPhoneStreamId } from '#app/clients';
import { fold } from '#app/es';
import { checkBookingRequest, requestedContact } from './booking-request.js';
import { decideBookingRequest } from './booking-request.decide.js';
import { scheduleDecider, type ScheduleEvent } from './schedule.js';
import { samplePractice } from './testing/sample-practice.js';

const now = new Date('2026-11-20T12:00:00Z');
const ids = { appointmentId: 'a1', instantActionToken: 't1', newClientId: 'new-client', noteId: 'n1' };
const visitor = { practiceId: 'p1', serviceId: 'massage', locationId: 'studio', startsAt: '2026-11-24T15:00:00.000Z', firstName: 'Grace', lastName: 'Hopper', email: 'Grace@example.com', phone: '(212) 555-0199' };
const request = () => checkBookingRequest(visitor, samplePractice(), now);
const types = (appends: Array<{ streamId: string; events: Array<{ type: string }> }>) => appends.map((a) => [a.streamId, a.events.map((e) => e.type)]);

describe("a visitor's booking (decideBookingRequest)", () => {
  it('a visitor new to the practice: the time is reserved, the appointment requested, the client created with both claims', () => {
    const appends = decideBookingRequest(request(), ids, { schedule: scheduleDecider.initialState(), returning: null, now });
    expect(types(appends)).toEqual([
      ['schedule-p1', ['SlotReserved']],
      ['appointment-a1', ['AppointmentRequested']],
      [clientEmailStreamId('p1', 'grace@example.com'), ['ValueClaimed']],
      [clientPhoneStreamId('p1', '+12125550199'), ['ValueClaimed']],
      ['client-new-client', ['ClientCreated']],
    ]);
    expect(appends[1].events[0].data).toMatchObject({ client: { clientId: 'new-client', email: 'grace@example.com' }, bookedBy: 'client' });
  });

  it('a returning client books under their own record and claims nothing', () => {
    const grace = fold(clientDecider, [{ type: 'ClientCreated', data: { clientId: 'c9', practiceId: 'p1', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: null, createdAt: 'x' } }] as never);
    const appends = decideBookingRequest(request(), ids, { schedule: scheduleDecider.initialState(), returning: { clientId: 'c9', state: grace }, now });
    expect(types(appends)).toEqual([['schedule-p1', ['SlotReserved']], ['appointment-a1', ['AppointmentRequested']], ['client-c9', []]]);
  });

  it('a time taken meanwhile is refused with the next free times', () => {
    const taken: ScheduleEvent = { type: 'SlotReserved', data: { appointmentId: 'x', startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:00:00.000Z' } };
    expect(() => decideBookingRequest(request(), ids, { schedule: fold(scheduleDecider, [taken]), returning: null, now })).toThrow('Sorry, that time was just taken. Please choose another time.');
  });

  it("refuses a service or add-on the pro keeps private, as the public page hides them", () => {
    const practice = samplePractice();
    const services = new Map(practice.services);
    services.set('massage', { ...services.get('massage')!, public: false });
    expect(() => checkBookingRequest(visitor, { ...practice, services }, now)).toThrow('Please choose a service.');
    const addOn = [...practice.services.values()].find((s) => s.addOn);
    if (addOn) {
      const hidden = new Map(practice.services);
      hidden.set(addOn.serviceId, { ...addOn, public: false });
      expect(() => checkBookingRequest({ ...visitor, addOnServiceIds: [addOn.serviceId] }, { ...practice, services: hidden }, now)).toThrow('Please choose add-ons this practice offers.');
      expect(checkBookingRequest({ ...visitor, addOnServiceIds: [addOn.serviceId] }, practice, now).services).toHaveLength(2);
    }
  });

  it('refuses an add-on offered only with other services (allowedServiceIds), and a package service', () => {
    const practice = samplePractice();
    const services = new Map(practice.services);
    services.set('stones', { ...services.get('stones')!, allowedServiceIds: ['facial'] });
    expect(() => checkBookingRequest({ ...visitor, addOnServiceIds: ['stones'] }, { ...practice, services }, now)).toThrow('Please choose add-ons offered with the chosen services.');
    services.set('stones', { ...services.get('stones')!, allowedServiceIds: ['facial', 'massage'] });
    expect(checkBookingRequest({ ...visitor, addOnServiceIds: ['stones'] }, { ...practice, services }, now).services).toHaveLength(2);
    services.set('massage', { ...services.get('massage')!, package: true, numberOfSessions: 5 });
    expect(() => checkBookingRequest(visitor, { ...practice, services }, now)).toThrow('Packages are sold by the practitioner. Please contact them to book this package.');
  });

  describe('a practice that requires a card to book (requireClientCcToBook)', () => {
    const requiring = () => {
      const practice = samplePractice();
      return { ...practice, payments: { ...practice.payments, requireClientCcToBook: true, paymentProvider: 'stripe' as const } };
    };

    it('refuses a priced booking without a confirmed card, and takes one with it', () => {
      expect(() => checkBookingRequest(visitor, requiring(), now)).toThrow('Please add a credit card to book. You will not be charged until your appointment.');
      expect(checkBookingRequest({ ...visitor, cardConfirmed: true }, requiring(), now).amountCents).toBeGreaterThan(0);
    });

    it('never asks for a card for a free service', () => {
      const practice = requiring();
      const services = new Map(practice.services);
      services.set('massage', { ...services.get('massage')!, amountCents: 0, variations: [] });
      expect(checkBookingRequest(visitor, { ...practice, services }, now).amountCents).toBe(0);
    });
  });
});

describe('a service with its own hours (availableTimesEnabled)', () => {
  // Tuesdays 11:00-13:00 only; the studio is open 09:00-17:00. 2026-11-24 is a Tuesday (New York, UTC-5).
  const withOwnHours = () => {
    const practice = samplePractice();
    const services = new Map(practice.services);
    const hours = { ...practice.locations.get('studio')!.availableTimes, tuesday: { enabled: true, blocks: [{ startsAt: '11:00', endsAt: '13:00' }] }, monday: { enabled: false, blocks: [] } };
    services.set('massage', { ...services.get('massage')!, availableTimes: hours, availableTimesEnabled: true });
    return { ...practice, services };
  };

  it("refuses a visitor's time the location offers but the service does not, saying so", () => {
    expect(() => checkBookingRequest(visitor, withOwnHours(), now)).toThrow('This service is not offered at that time. Please choose one of the times shown.');
    expect(() => checkBookingRequest({ ...visitor, startsAt: '2026-11-24T17:30:00.000Z' }, withOwnHours(), now)).toThrow('This service is not offered at that time.');
  });

  it('takes a time inside both, and holds the reservation to the narrowed hours', () => {
    const checked = checkBookingRequest({ ...visitor, startsAt: '2026-11-24T16:00:00.000Z' }, withOwnHours(), now);
    expect(checked.rules.weeklyHours.tuesday).toEqual({ enabled: true, blocks: [{ startsAt: '11:00', endsAt: '13:00' }] });
    expect(checked.rules.weeklyHours.monday).toEqual({ enabled: false, blocks: [] });
    const appends = decideBookingRequest(checked, ids, { schedule: scheduleDecider.initialState(), returning: null, now });
    expect(appends[0].events.map((e) => e.type)).toEqual(['SlotReserved']);
  });

  it('with the switch off, the location hours alone count', () => {
    const practice = withOwnHours();
    const services = new Map(practice.services);
    services.set('massage', { ...services.get('massage')!, availableTimesEnabled: false });
    expect(checkBookingRequest(visitor, { ...practice, services }, now).startsAt).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('requestedContact (to read the client claims before the check)', () => {
  it('is the e-mail and phone as the checked request keeps them', () => {
    const input = { ...visitor, email: '  Ada@Example.COM ', phone: '(212) 555-0101' };
    const { email, phone } = checkBookingRequest(input, samplePractice(), now).client;
    expect(requestedContact(input)).toEqual({ email, phone });
    expect(requestedContact(input)).toEqual({ email: 'ada@example.com', phone: '+12125550101' });
  });
  it('is null where the check refuses the e-mail or the phone', () => {
    expect(requestedContact({ email: 'not an e-mail', phone: '(212) 555-0101' })).toBeNull();
    expect(requestedContact({ email: 'ada@example.com', phone: '12' })).toBeNull();
    expect(() => checkBookingRequest({ ...visitor, phone: '12' }, samplePractice(), now)).toThrow();
  });
});
