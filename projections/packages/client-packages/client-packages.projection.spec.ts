import type { ClientPackageEvent } from '#app/packages';
import { recorded } from '../../testing/recorded-event.js';
import { clientPackagesProjection as projection, type ClientPackagesDocument } from './client-packages.projection.js';

const run = (events: ClientPackageEvent[]) =>
  events.reduce<ClientPackagesDocument | null>((doc, e) => projection.evolve(doc, recorded(e, { streamId: 'clientPackages-c1' })) as ClientPackagesDocument | null, null);
const sold = (packageId: string, numberOfSessions = 3): ClientPackageEvent => ({
  type: 'ClientPackageSold',
  data: { packageId, practiceId: 'p1', clientId: 'c1', serviceId: 's1', name: 'Three massages', numberOfSessions, amountCents: 25_000, appointmentId: 'a1' },
});
const session = (type: 'PackageSessionUsed' | 'PackageSessionReleased', appointmentId: string, sessionNumber: number, packageId = 'k1'): ClientPackageEvent => ({
  type, data: { packageId, practiceId: 'p1', clientId: 'c1', appointmentId, sessionNumber },
});

describe('client packages projection', () => {
  it('a sold package starts with all its sessions', () =>
    expect(run([sold('k1')])).toMatchObject({ id: 'c1', practiceId: 'p1', packages: [{ id: 'k1', name: 'Three massages', numberOfSessions: 3, sessionsRemaining: 3, amountCents: 25_000 }] }));
  it('each session used counts down; a released one counts back up', () => {
    expect(run([sold('k1'), session('PackageSessionUsed', 'a1', 1), session('PackageSessionUsed', 'a2', 2)])?.packages[0].sessionsRemaining).toBe(1);
    expect(run([sold('k1'), session('PackageSessionUsed', 'a1', 1), session('PackageSessionUsed', 'a2', 2), session('PackageSessionReleased', 'a2', 2)])?.packages[0].sessionsRemaining).toBe(2);
  });
  it('a second package is listed after the first; the same sale replayed is not counted twice', () => {
    const doc = run([sold('k1'), sold('k2', 5), sold('k2', 5)]);
    expect(doc?.packages.map((p) => [p.id, p.sessionsRemaining])).toEqual([['k1', 3], ['k2', 5]]);
  });
  it('a session without a sold package changes nothing', () => expect(run([session('PackageSessionUsed', 'a1', 1)])).toBeNull());
});
