// Packages in the pro's booking (spec 001 §5, §9): a package service books alone, uses the client's
// open package or sells one, caps a series at its sessions; add-ons only with their services.
import { clientDecider, type ClientState } from '#app/clients';
import { fold } from '#app/es';
import { clientPackagesDecider, type ClientPackageEvent } from '#app/packages';
import { practiceDecider, type ActivePractice, type PracticeEvent } from '#app/practice';
import type { ProBookingInput } from './pro-booking.js';
import { ProBookingMessages as M } from './pro-booking.js';
import { decideProBooking, type BookingIds } from './pro-booking.decide.js';
import { scheduleDecider } from './schedule.js';
import { samplePracticeEvents } from './testing/sample-practice.js';

const ids: BookingIds = {
  appointment: (i) => ({ appointmentId: `a${i}`, instantActionToken: `t${i}` }),
  customPriceId: (i) => `price${i}`,
  seriesId: 's1',
  newClientId: 'new-client',
  noteId: 'n1',
  packageId: 'k-new',
};
const now = new Date('2026-11-20T12:00:00Z');
const practiceWith = (events: PracticeEvent[]): ActivePractice => fold(practiceDecider, [...samplePracticeEvents, ...events]) as ActivePractice;
const packagesOn: PracticeEvent = { type: 'PracticeFlagsSet', data: { packagesEnabled: true } };
const fiveMassages: PracticeEvent = {
  type: 'ServiceUpserted',
  data: { serviceId: 'five', name: 'Five massages', description: 'd', timeLength: 60, amountCents: 40_000, addOn: false, public: false, locationIds: [], package: true, numberOfSessions: 5 },
};
const onlyWithMassage: PracticeEvent = {
  type: 'ServiceUpserted',
  data: { serviceId: 'oil', name: 'Aromatherapy', description: 'd', timeLength: 0, amountCents: 1000, addOn: true, public: true, locationIds: [], allowedServiceIds: ['massage'] },
};
const facial: PracticeEvent = { type: 'ServiceUpserted', data: { serviceId: 'facial', name: 'Facial', description: 'd', timeLength: 30, amountCents: 5000, addOn: false, public: true, locationIds: [] } };
const practice = practiceWith([packagesOn, fiveMassages, onlyWithMassage, facial]);
const ada: ClientState = fold(clientDecider, [
  { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, clientType: 'manual', invitedFrom: null, createdAt: '2026-01-01T00:00:00.000Z' } },
] as never);
const sold: ClientPackageEvent = {
  type: 'ClientPackageSold',
  data: { packageId: 'k1', practiceId: 'p1', clientId: 'c1', serviceId: 'five', name: 'Five massages', numberOfSessions: 5, amountCents: 40_000, appointmentId: 'old0' },
};
const used = (n: number): ClientPackageEvent => ({ type: 'PackageSessionUsed', data: { packageId: 'k1', practiceId: 'p1', clientId: 'c1', appointmentId: `old${n}`, sessionNumber: n } });
const weekly = (count: number) => ({
  kind: 'series' as const,
  recurringStartTimes: Array.from({ length: count }, (_, i) => new Date(Date.parse('2026-11-24T15:00:00Z') + i * 7 * 86_400_000).toISOString()),
  recurrencePattern: `FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=${count}`,
  duration: 60,
});
const input: ProBookingInput = {
  practiceId: 'p1', services: [{ serviceId: 'five', amountCents: 40_000 }], locationId: 'studio', clientId: 'c1',
  times: { kind: 'single', startsAt: '2026-11-24T10:00:00-05:00', endsAt: '2026-11-24T11:00:00-05:00' },
};
const decide = (overrides: Partial<ProBookingInput> = {}, packageEvents: ClientPackageEvent[] = [], given = practice) =>
  decideProBooking(
    { input: { ...input, ...overrides }, ids, now },
    { practice: given, schedule: scheduleDecider.initialState(), client: { kind: 'existing', state: ada }, packages: fold(clientPackagesDecider, packageEvents) },
  );
const appended = (d: ReturnType<typeof decide>, streamId: string) => d.appends.filter((a) => a.streamId === streamId).flatMap((a) => a.events);

describe('the pro books a package service', () => {
  it('without an open package: the package is sold in the same append, the appointment is its session 1 and carries the price', () => {
    const d = decide();
    expect(appended(d, 'clientPackages-c1')).toEqual([
      { type: 'ClientPackageSold', data: { packageId: 'k-new', practiceId: 'p1', clientId: 'c1', serviceId: 'five', name: 'Five massages', numberOfSessions: 5, amountCents: 40_000, appointmentId: 'a0' } },
      { type: 'PackageSessionUsed', data: { packageId: 'k-new', practiceId: 'p1', clientId: 'c1', appointmentId: 'a0', sessionNumber: 1 } },
    ]);
    expect(appended(d, 'appointment-a0')[0].data).toMatchObject({ amountCents: 40_000, packageSession: { packageId: 'k-new', sessionNumber: 1, numberOfSessions: 5 } });
  });
  it('with an open package: uses its next session, prepaid', () => {
    const d = decide({}, [sold, used(1), used(2)]);
    expect(appended(d, 'clientPackages-c1')).toEqual([{ type: 'PackageSessionUsed', data: { packageId: 'k1', practiceId: 'p1', clientId: 'c1', appointmentId: 'a0', sessionNumber: 3 } }]);
    expect(appended(d, 'appointment-a0')[0].data).toMatchObject({ amountCents: 0, services: [{ serviceId: 'five', amountCents: 0 }], packageSession: { packageId: 'k1', sessionNumber: 3 } });
  });
  it('a new package sold with a weekly series: the first session carries the price, every session numbered', () => {
    const d = decide({ times: weekly(5) });
    expect(d.appointmentIds).toHaveLength(5);
    const amounts = d.appointmentIds.map((id) => appended(d, `appointment-${id}`)[0].data as { amountCents: number; packageSession: { sessionNumber: number } });
    expect(amounts.map((a) => [a.amountCents, a.packageSession.sessionNumber])).toEqual([[40_000, 1], [0, 2], [0, 3], [0, 4], [0, 5]]);
  });
  it("the series is capped at the new package's sessions, and at the sessions remaining", () => {
    expect(() => decide({ times: weekly(6) })).toThrow('You can create at most 5 appointments at once. You are currently attempting to create 6 appointments.');
    expect(() => decide({ times: weekly(3) }, [sold, used(1), used(2), used(3)])).toThrow('You can create at most 2 appointments at once.');
    expect(decide({ times: weekly(2) }, [sold, used(1), used(2), used(3)]).appointmentIds).toEqual(['a0', 'a1']);
  });
  it('a package service cannot have other services added at booking', () => {
    expect(() => decide({ services: [{ serviceId: 'five', amountCents: 40_000 }, { serviceId: 'stones', amountCents: 1500 }] })).toThrow(M.packageAlone);
    expect(() => decide({ services: [{ serviceId: 'massage', amountCents: 9000 }, { serviceId: 'five', amountCents: 40_000 }] })).toThrow(M.packageAlone);
  });
  it('no new package while packagesEnabled is off', () =>
    expect(() => decide({}, [], practiceWith([fiveMassages]))).toThrow('Packages are not enabled for this practice.'));
  it('other services touch no package stream', () => {
    const d = decide({ services: [{ serviceId: 'massage', amountCents: 9000 }] }, [sold]);
    expect(d.appends.some((a) => a.streamId.startsWith('clientPackages-'))).toBe(false);
    expect(appended(d, 'appointment-a0')[0].data).not.toHaveProperty('packageSession');
  });
});

describe('add-ons offered only with chosen services (allowedServiceIds)', () => {
  it('are refused with other services', () =>
    expect(() => decide({ services: [{ serviceId: 'facial', amountCents: 5000 }, { serviceId: 'oil', amountCents: 1000 }] })).toThrow(M.addOnNotOffered));
  it('are booked with their service', () =>
    expect(decide({ services: [{ serviceId: 'massage', amountCents: 9000 }, { serviceId: 'oil', amountCents: 1000 }] }).appointmentIds).toEqual(['a0']));
});
