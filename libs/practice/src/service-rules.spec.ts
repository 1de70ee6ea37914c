// spec 002 §5 "Services": packages and add-ons restricted to services.
import { deciderSpec } from '#testing/es';
import { practiceDecider, PracticeMessages as M, type PracticeCommand } from './practice.decide.js';
import type { PracticeEvent, ServiceDefinition } from './practice.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const massage: ServiceDefinition = { serviceId: 's1', name: 'Massage', description: 'Relaxing', timeLength: 60, amountCents: 9000, addOn: false, public: true, locationIds: [] };
const packagesOn: PracticeEvent = { type: 'PracticeFlagsSet', data: { packagesEnabled: true } };
const withMassage: PracticeEvent = { type: 'ServiceUpserted', data: massage };
const upsert = (overrides: Partial<ServiceDefinition>): PracticeCommand => ({ type: 'UpsertService', data: { ...massage, serviceId: 's2', ...overrides } });

describe('packages (spec 002 §5)', () => {
  it('are refused while packagesEnabled is off', () =>
    spec.given([created]).when(upsert({ package: true, numberOfSessions: 5 })).thenThrows(M.packagesDisabled));
  it('need a price of at least 1 cent', () =>
    spec.given([created, packagesOn]).when(upsert({ package: true, numberOfSessions: 5, amountCents: 0 })).thenThrows(M.packagePrice));
  it('need at least one session', () => {
    spec.given([created, packagesOn]).when(upsert({ package: true, numberOfSessions: 0 })).thenThrows(M.packageSessions);
    spec.given([created, packagesOn]).when(upsert({ package: true })).thenThrows(M.packageSessions);
    spec.given([created, packagesOn]).when(upsert({ package: true, numberOfSessions: 1.5 })).thenThrows(M.packageSessions);
  });
  it('cannot be add-ons', () =>
    spec.given([created, packagesOn]).when(upsert({ package: true, numberOfSessions: 5, addOn: true })).thenThrows(M.packageAddOn));
  it('a 5-session package is saved with its sessions', () =>
    spec.given([created, packagesOn]).when(upsert({ package: true, numberOfSessions: 5, amountCents: 40000 })).then((events) =>
      expect(events[0]).toMatchObject({ type: 'ServiceUpserted', data: { package: true, numberOfSessions: 5, amountCents: 40000 } })));
  it('a service that is not a package keeps no number of sessions', () =>
    spec.given([created]).when(upsert({ numberOfSessions: 7 })).then((events) =>
      expect(events[0]).toMatchObject({ data: { package: false, numberOfSessions: 0 } })));
});

describe('add-ons restricted to services', () => {
  it('keeps the allowed services of an add-on', () =>
    spec.given([created, withMassage]).when(upsert({ addOn: true, timeLength: 0, allowedServiceIds: ['s1', 's1'] })).then((events) =>
      expect(events[0]).toMatchObject({ data: { allowedServiceIds: ['s1'] } })));
  it('refuses unknown services and add-ons as allowed services', () => {
    spec.given([created, withMassage]).when(upsert({ addOn: true, timeLength: 0, allowedServiceIds: ['nope'] })).thenThrows(M.allowedServicesUnknown);
    const otherAddOn: PracticeEvent = { type: 'ServiceUpserted', data: { ...massage, serviceId: 'a1', addOn: true } };
    spec.given([created, withMassage, otherAddOn]).when(upsert({ addOn: true, timeLength: 0, allowedServiceIds: ['a1'] })).thenThrows(M.allowedServicesUnknown);
  });
  it('a bookable service keeps no allowed services', () =>
    spec.given([created, withMassage]).when(upsert({ allowedServiceIds: ['s1'] })).then((events) => expect(events[0]).toMatchObject({ data: { allowedServiceIds: [] } })));
});
