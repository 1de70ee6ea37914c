import { deciderSpec } from '#testing/es';
import { clientPackagesDecider, decidePackageSessions, type PackageBooking } from './client-packages.decide.js';
import { evolveClientPackages, initialClientPackagesState, openPackageOf, sessionsRemaining, type ClientPackageEvent } from './client-packages.js';
import { PackageMessages as M } from './package-messages.js';
import { packageSeriesCap } from './series-cap.js';

const sold: ClientPackageEvent = {
  type: 'ClientPackageSold',
  data: { packageId: 'k1', practiceId: 'p1', clientId: 'c1', serviceId: 's1', name: 'Five massages', numberOfSessions: 5, amountCents: 40_000, appointmentId: 'a0' },
};
const session = (appointmentId: string, sessionNumber: number) => ({ packageId: 'k1', practiceId: 'p1', clientId: 'c1', appointmentId, sessionNumber });
const used = (appointmentId: string, sessionNumber: number): ClientPackageEvent => ({ type: 'PackageSessionUsed', data: session(appointmentId, sessionNumber) });
const fold = (events: ClientPackageEvent[]) => events.reduce(evolveClientPackages, initialClientPackagesState());
const booking = (appointmentIds: string[], overrides: Partial<PackageBooking> = {}): PackageBooking => ({
  practiceId: 'p1', clientId: 'c1', appointmentIds, newPackageId: 'k2', packagesEnabled: true,
  service: { serviceId: 's1', name: 'Five massages', numberOfSessions: 5, amountCents: 40_000 },
  ...overrides,
});

describe('package sessions at booking', () => {
  it('a client without a package of the service buys one: sold, and the booking is its session 1', () => {
    const decision = decidePackageSessions(booking(['a1']), fold([]));
    expect(decision).toMatchObject({ packageId: 'k2', sold: true, numberOfSessions: 5, sessionNumbers: [1] });
    expect(decision.events).toEqual([
      { type: 'ClientPackageSold', data: { packageId: 'k2', practiceId: 'p1', clientId: 'c1', serviceId: 's1', name: 'Five massages', numberOfSessions: 5, amountCents: 40_000, appointmentId: 'a1' } },
      { type: 'PackageSessionUsed', data: { packageId: 'k2', practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', sessionNumber: 1 } },
    ]);
  });
  it('an open package is used, counting down', () => {
    const state = fold([sold, used('a0', 1)]);
    expect(sessionsRemaining(openPackageOf(state, 's1')!)).toBe(4);
    const decision = decidePackageSessions(booking(['a1', 'a2']), state);
    expect(decision).toMatchObject({ packageId: 'k1', sold: false, sessionNumbers: [2, 3] });
    expect(sessionsRemaining(openPackageOf(fold([sold, used('a0', 1), ...decision.events]), 's1')!)).toBe(2);
  });
  it('a series is capped at the sessions remaining, with the spec message', () => {
    const state = fold([sold, used('a0', 1), used('a1', 2), used('a2', 3)]);
    expect(() => decidePackageSessions(booking(['x', 'y', 'z']), state)).toThrow(
      'You can create at most 2 appointments at once. You are currently attempting to create 3 appointments. Please select a different frequency or end date.',
    );
  });
  it("a new package's series is capped at its sessions, and every series at 25", () => {
    expect(() => decidePackageSessions(booking(['1', '2', '3', '4', '5', '6']), fold([]))).toThrow('You can create at most 5 appointments at once.');
    expect(packageSeriesCap({ sessionsRemaining: null, numberOfSessions: 40 })).toBe(25);
    expect(packageSeriesCap({ sessionsRemaining: 30, numberOfSessions: 40 })).toBe(25);
    expect(packageSeriesCap({ sessionsRemaining: 3, numberOfSessions: 40 })).toBe(3);
  });
  it('an exhausted package is not open: the next booking sells a new one', () => {
    const state = fold([sold, ...[1, 2, 3, 4, 5].map((n) => used(`a${n}`, n))]);
    expect(openPackageOf(state, 's1')).toBeNull();
    expect(decidePackageSessions(booking(['a6']), state)).toMatchObject({ packageId: 'k2', sold: true, sessionNumbers: [1] });
  });
  it('no new package while packagesEnabled is off; an open one is still used', () => {
    expect(() => decidePackageSessions(booking(['a1'], { packagesEnabled: false }), fold([]))).toThrow(M.packagesDisabled);
    expect(decidePackageSessions(booking(['a1'], { packagesEnabled: false }), fold([sold]))).toMatchObject({ sold: false, sessionNumbers: [1] });
  });
  it("another practice's or client's package stream is not found", () => {
    expect(() => decidePackageSessions(booking(['a1'], { practiceId: 'p2' }), fold([sold]))).toThrow(M.notFound);
    expect(() => decidePackageSessions(booking(['a1'], { clientId: 'c2' }), fold([sold]))).toThrow(M.notFound);
  });
  it('a chosen package is used; refused once it has no sessions left (the loser of a race for the last one)', () => {
    const lastOne = fold([sold, ...[1, 2, 3, 4].map((n) => used(`a${n}`, n))]);
    expect(decidePackageSessions(booking(['a5'], { packageId: 'k1' }), lastOne)).toMatchObject({ packageId: 'k1', sold: false, sessionNumbers: [5] });
    const exhausted = fold([sold, ...[1, 2, 3, 4, 5].map((n) => used(`a${n}`, n))]);
    expect(() => decidePackageSessions(booking(['a6'], { packageId: 'k1' }), exhausted)).toThrow(M.noSessionsRemaining);
    expect(() => decidePackageSessions(booking(['a6'], { packageId: 'nope' }), lastOne)).toThrow(M.notFound);
    expect(() => decidePackageSessions(booking(['a6'], { packageId: 'k1', service: { serviceId: 's2', name: 'x', numberOfSessions: 5, amountCents: 1 } }), lastOne)).toThrow(M.notFound);
  });
  it('a released session number is used again first', () => {
    const released: ClientPackageEvent = { type: 'PackageSessionReleased', data: session('a2', 2) };
    const state = fold([sold, used('a1', 1), used('a2', 2), used('a3', 3), released]);
    expect(decidePackageSessions(booking(['a4', 'a5']), state).sessionNumbers).toEqual([2, 4]);
  });
});

describe('client packages decider: release', () => {
  const spec = deciderSpec(clientPackagesDecider);
  it("gives a cancelled appointment's session back", () =>
    spec.given([sold, used('a1', 1)]).when({ type: 'ReleasePackageSession', appointmentId: 'a1' }).then([
      { type: 'PackageSessionReleased', data: { packageId: 'k1', practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', sessionNumber: 1 } },
    ]));
  it('nothing for the appointment that sold the package (its price rides on it)', () =>
    spec.given([sold, used('a0', 1)]).when({ type: 'ReleasePackageSession', appointmentId: 'a0' }).thenNothingHappens());
  it('nothing for an appointment that used no session, or one already given back', () => {
    spec.given([sold]).when({ type: 'ReleasePackageSession', appointmentId: 'a9' }).thenNothingHappens();
    spec.given([]).when({ type: 'ReleasePackageSession', appointmentId: 'a9' }).thenNothingHappens();
  });
});
