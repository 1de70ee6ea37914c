// The packages sold to one client (stream `clientPackages-<clientId>`): each sale, each session a
// booking uses and each session given back. One stream per client, so two bookings that race for
// the client's last session meet on this stream's expected revision and only one is appended.
import type { DomainEvent } from '#app/es';

export interface PackageSoldData {
  packageId: string;
  practiceId: string;
  clientId: string;
  serviceId: string;
  /** The service's name when sold. */
  name: string;
  numberOfSessions: number;
  /** The price the package was sold for (carried by the appointment that sold it). */
  amountCents: number;
  /** The appointment whose booking sold it (its first session). */
  appointmentId: string | null;
}

export interface PackageSessionData {
  packageId: string;
  practiceId: string;
  clientId: string;
  appointmentId: string;
  /** 1 to numberOfSessions: the appointment's packageSessionNumber. */
  sessionNumber: number;
}

export type ClientPackageEvent =
  | DomainEvent<'ClientPackageSold', PackageSoldData>
  | DomainEvent<'PackageSessionUsed', PackageSessionData>
  | DomainEvent<'PackageSessionReleased', PackageSessionData>;

export const CLIENT_PACKAGE_EVENT_TYPES = ['ClientPackageSold', 'PackageSessionUsed', 'PackageSessionReleased'] as const;

export interface SoldPackage extends Omit<PackageSoldData, 'clientId' | 'practiceId'> {
  /** appointmentId -> session number, for the sessions in use. */
  sessions: Record<string, number>;
}

export interface ClientPackagesState {
  clientId: string | null;
  practiceId: string | null;
  /** Oldest first. */
  packages: SoldPackage[];
}

export const clientPackagesStreamId = (clientId: string): string => `clientPackages-${clientId}`;

export const initialClientPackagesState = (): ClientPackagesState => ({ clientId: null, practiceId: null, packages: [] });

export const sessionsRemaining = (p: SoldPackage): number => p.numberOfSessions - Object.keys(p.sessions).length;

/** The client's package of this service that still has sessions (the oldest), or null. */
export const openPackageOf = (state: ClientPackagesState, serviceId: string): SoldPackage | null =>
  state.packages.find((p) => p.serviceId === serviceId && sessionsRemaining(p) > 0) ?? null;

const withSessions = (state: ClientPackagesState, packageId: string, change: (s: Record<string, number>) => Record<string, number>): ClientPackagesState => ({
  ...state,
  packages: state.packages.map((p) => (p.packageId === packageId ? { ...p, sessions: change(p.sessions) } : p)),
});

export const evolveClientPackages = (state: ClientPackagesState, event: ClientPackageEvent): ClientPackagesState => {
  switch (event.type) {
    case 'ClientPackageSold': {
      const { clientId, practiceId, ...sold } = event.data;
      return { clientId, practiceId, packages: [...state.packages, { ...sold, sessions: {} }] };
    }
    case 'PackageSessionUsed':
      return withSessions(state, event.data.packageId, (s) => ({ ...s, [event.data.appointmentId]: event.data.sessionNumber }));
    case 'PackageSessionReleased':
      return withSessions(state, event.data.packageId, (s) => {
        const { [event.data.appointmentId]: _released, ...rest } = s;
        return rest;
      });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
