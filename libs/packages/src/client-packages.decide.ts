// The rules of a client's packages: a booking of a package service uses sessions of the client's
// open package of that service, or sells a new one whose first session it is (spec 001 §9: the
// series is capped at the sessions remaining, up to 25, or at a new package's sessions); a session
// is given back when its appointment is cancelled. Pure: the booking decision calls it.
import { RecurrenceMessages } from '#app/calendar';
import { DomainError, NotFoundError, type Decider } from '#app/es';
import {
  evolveClientPackages,
  initialClientPackagesState,
  openPackageOf,
  sessionsRemaining,
  type ClientPackageEvent,
  type ClientPackagesState,
  type SoldPackage,
} from './client-packages.js';
import { PackageMessages as M } from './package-messages.js';
import { packageSeriesCap } from './series-cap.js';

/** The package service as the practice offers it, with the price the pro books it at. */
export interface PackageServiceSnapshot {
  serviceId: string;
  name: string;
  numberOfSessions: number;
  amountCents: number;
}

export interface PackageBooking {
  practiceId: string;
  clientId: string;
  service: PackageServiceSnapshot;
  /** The appointments booked, in time order: each uses one session. */
  appointmentIds: string[];
  /** The id of the package sold when the client has no open one of this service. */
  newPackageId: string;
  /** A new package is sold only while the practice's packagesEnabled is on. */
  packagesEnabled: boolean;
  /**
   * The open package the pro chose to use (the flyout sends it): refused once it has no sessions
   * left, so two bookings racing for its last session never both use it. Absent: the client's
   * open package of the service, else a new one.
   */
  packageId?: string | null;
}

export interface PackageSessions {
  events: ClientPackageEvent[];
  packageId: string;
  /** True when this booking sold the package (its first appointment carries the price). */
  sold: boolean;
  numberOfSessions: number;
  /** The session number of each appointment, in the order given. */
  sessionNumbers: number[];
}

const freeNumbers = (p: Pick<SoldPackage, 'numberOfSessions' | 'sessions'>, count: number): number[] => {
  const used = new Set(Object.values(p.sessions));
  const free: number[] = [];
  for (let n = 1; n <= p.numberOfSessions && free.length < count; n++) if (!used.has(n)) free.push(n);
  return free;
};

const chosenPackage = (state: ClientPackagesState, packageId: string, serviceId: string): SoldPackage => {
  const chosen = state.packages.find((p) => p.packageId === packageId && p.serviceId === serviceId);
  if (!chosen) throw new NotFoundError(M.notFound);
  if (sessionsRemaining(chosen) < 1) throw new DomainError(M.noSessionsRemaining);
  return chosen;
};

export const decidePackageSessions = (booking: PackageBooking, state: ClientPackagesState): PackageSessions => {
  const { practiceId, clientId, service, appointmentIds } = booking;
  if (state.practiceId !== null && (state.practiceId !== practiceId || state.clientId !== clientId)) throw new NotFoundError(M.notFound);
  const open = booking.packageId ? chosenPackage(state, booking.packageId, service.serviceId) : openPackageOf(state, service.serviceId);
  if (!open && !booking.packagesEnabled) throw new DomainError(M.packagesDisabled);
  const cap = packageSeriesCap({ sessionsRemaining: open ? sessionsRemaining(open) : null, numberOfSessions: service.numberOfSessions });
  if (appointmentIds.length > cap) throw new DomainError(RecurrenceMessages.tooMany(cap, appointmentIds.length));
  const events: ClientPackageEvent[] = [];
  const target = open ?? { packageId: booking.newPackageId, numberOfSessions: service.numberOfSessions, sessions: {} };
  if (!open) {
    events.push({
      type: 'ClientPackageSold',
      data: {
        packageId: target.packageId, practiceId, clientId, serviceId: service.serviceId, name: service.name,
        numberOfSessions: service.numberOfSessions, amountCents: service.amountCents, appointmentId: appointmentIds[0] ?? null,
      },
    });
  }
  const sessionNumbers = freeNumbers(target, appointmentIds.length);
  appointmentIds.forEach((appointmentId, i) =>
    events.push({ type: 'PackageSessionUsed', data: { packageId: target.packageId, practiceId, clientId, appointmentId, sessionNumber: sessionNumbers[i] } }),
  );
  return { events, packageId: target.packageId, sold: !open, numberOfSessions: target.numberOfSessions, sessionNumbers };
};

export type ClientPackagesCommand = { type: 'ReleasePackageSession'; appointmentId: string };

/**
 * A cancelled appointment's prepaid session goes back to its package. Nothing when it used none,
 * and nothing for the appointment that sold the package: the sale's price rides on it, so its
 * session stays used (the pro settles that sale through its payment).
 */
const release = (appointmentId: string, state: ClientPackagesState): ClientPackageEvent[] => {
  const held = state.packages.find((p) => appointmentId in p.sessions);
  if (!held || !state.clientId || !state.practiceId || held.appointmentId === appointmentId) return [];
  return [{ type: 'PackageSessionReleased', data: { packageId: held.packageId, practiceId: state.practiceId, clientId: state.clientId, appointmentId, sessionNumber: held.sessions[appointmentId] } }];
};

export const clientPackagesDecider: Decider<ClientPackagesCommand, ClientPackageEvent, ClientPackagesState> = {
  decide: (command, state) => {
    switch (command.type) {
      case 'ReleasePackageSession':
        return release(command.appointmentId, state);
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${String(unknown)}`);
      }
    }
  },
  evolve: evolveClientPackages,
  initialState: initialClientPackagesState,
};
