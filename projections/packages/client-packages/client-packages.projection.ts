// Each client's packages (one document per client, from the `clientPackages-<clientId>` stream):
// every package sold with its sessions remaining, for the client's openPackages (spec 000 §3, 001
// §3 "Open package") on the client profile and in the calendar's booking flyout.
import { defineProjection } from '#app/es';
import { CLIENT_PACKAGE_EVENT_TYPES, type ClientPackageEvent } from '#app/packages';

export interface ClientPackageRow {
  /** The package's id. */
  id: string;
  serviceId: string;
  name: string;
  numberOfSessions: number;
  sessionsRemaining: number;
  amountCents: number;
  /** When it was sold (ISO instant). */
  createdAt: string;
}

export interface ClientPackagesDocument {
  /** The client's id. */
  id: string;
  practiceId: string;
  /** Oldest first. */
  packages: ClientPackageRow[];
}

const counted = (document: ClientPackagesDocument | null, packageId: string, change: number): ClientPackagesDocument | null =>
  document && {
    ...document,
    packages: document.packages.map((p) =>
      p.id === packageId ? { ...p, sessionsRemaining: Math.min(p.numberOfSessions, Math.max(0, p.sessionsRemaining + change)) } : p,
    ),
  };

export const clientPackagesProjection = defineProjection<ClientPackagesDocument>({
  name: 'client-packages',
  collection: 'client_packages',
  indexedFields: ['practiceId'],
  eventTypes: [...CLIENT_PACKAGE_EVENT_TYPES],
  documentId: (event) => (event.data as { clientId: string }).clientId,
  evolve: (document, recorded) => {
    const event = { type: recorded.type, data: recorded.data } as unknown as ClientPackageEvent;
    const at = String(recorded.metadata.occurredAt ?? recorded.recordedAt);
    switch (event.type) {
      case 'ClientPackageSold': {
        const { clientId, practiceId, packageId, serviceId, name, numberOfSessions, amountCents } = event.data;
        if (document?.packages.some((p) => p.id === packageId)) return document;
        const row: ClientPackageRow = { id: packageId, serviceId, name, numberOfSessions, sessionsRemaining: numberOfSessions, amountCents, createdAt: at };
        return { id: clientId, practiceId, packages: [...(document?.packages ?? []), row] };
      }
      case 'PackageSessionUsed':
        return counted(document, event.data.packageId, -1);
      case 'PackageSessionReleased':
        return counted(document, event.data.packageId, +1);
      default:
        return document;
    }
  },
});
