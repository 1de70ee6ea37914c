// What booking a package service does for the chosen client (spec 001 §3 open packages, §9 the
// series cap): use their open package of it (prepaid sessions), or sell a new one whose first
// session this appointment is. Pure; the server decides the same (decideProBooking).
import type { ClientChoice, PracticeService } from '../../calendar/calendarTypes.js';
import type { ServiceLineDraft } from './appointmentDraft.js';

/** spec 001 §9: a series holds at most 25 appointments. */
const MAX_SERIES = 25;

export type OpenPackage = NonNullable<ClientChoice['openPackages']>[number];

export interface PackageUse {
  service: PracticeService;
  /** The client's open package of the service, or null: the booking sells a new one. */
  open: OpenPackage | null;
  /** How many appointments this booking may create. */
  cap: number;
}

export function packageUseOf(lines: ServiceLineDraft[], services: PracticeService[], client: ClientChoice | null): PackageUse | null {
  const service = services.find((s) => s.id === lines[0]?.serviceId);
  if (!service?.package) return null;
  const open = client?.openPackages?.find((p) => p.serviceId === service.id && p.sessionsRemaining > 0) ?? null;
  return { service, open, cap: Math.min(MAX_SERIES, open ? open.sessionsRemaining : (service.numberOfSessions ?? 0)) };
}

export const sessionsLeftText = (p: { name: string; sessionsRemaining: number; numberOfSessions: number }) =>
  `${p.name}: ${p.sessionsRemaining} of ${p.numberOfSessions} ${p.numberOfSessions === 1 ? 'session' : 'sessions'} remaining`;
