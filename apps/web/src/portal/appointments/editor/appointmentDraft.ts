// The appointment form's values and the rules of spec 001 §5 "Appointment save". Pure; the
// .js import suffixes let the API's TypeScript (nodenext) check it for the rules test too.
import { DEFAULT_DURATION_MINUTES, fromLocalParts, toLocalParts } from '../../calendar/calendarTime.js';
import { MESSAGES } from '../../calendar/calendarMessages.js';
import type { AppointmentServiceInput, CalendarAppointment, ClientChoice, PracticeService } from '../../calendar/calendarTypes.js';

export interface ServiceLineDraft {
  key: string;
  serviceId: string;
  variationId: string | null;
  /** Integer cents, or null while the typed price is not a price. */
  amountCents: number | null;
  saveCustomPrice: boolean;
}

export interface AppointmentDraft {
  lines: ServiceLineDraft[];
  locationId: string;
  date: string;
  startTime: string;
  endTime: string;
  practitionerNote: string;
}

let keys = 0;
export const newLineKey = () => `line-${++keys}`;

/** The length and price of a service, or of one of its variations. */
export function optionOf(service: PracticeService, variationId: string | null) {
  const variation = service.variations.find((v) => v.id === variationId);
  return variation ?? { id: null, timeLength: service.timeLength, amountCents: service.amountCents };
}

/** A line for a service: the client's own price for it when there is one. */
export function lineFor(service: PracticeService, client: ClientChoice | null, key = newLineKey()): ServiceLineDraft {
  const custom = client?.customPrices?.find((p) => p.serviceId === service.id);
  return { key, serviceId: service.id, variationId: null, amountCents: custom?.amountCents ?? service.amountCents, saveCustomPrice: false };
}

export function totalMinutes(lines: ServiceLineDraft[], services: PracticeService[]): number {
  return lines.reduce((sum, line) => {
    const service = services.find((s) => s.id === line.serviceId);
    return sum + (service ? optionOf(service, line.variationId).timeLength : 0);
  }, 0);
}

/**
 * 'You can't create an appointment with only add-on services', the first line being an add-on, a
 * package with other services, or an add-on offered only with services not chosen.
 */
export function serviceProblem(lines: ServiceLineDraft[], services: PracticeService[]): string | null {
  const chosen = lines.map((l) => services.find((s) => s.id === l.serviceId)).filter((s): s is PracticeService => Boolean(s));
  if (chosen.length === 0) return null;
  if (chosen.every((s) => s.addOn)) return MESSAGES.onlyAddOns;
  if (chosen[0].addOn) return MESSAGES.firstNotAddOn;
  if (chosen.length > 1 && chosen.some((s) => s.package)) return MESSAGES.packageAlone;
  const main = new Set(chosen.filter((s) => !s.addOn).map((s) => s.id));
  const allowedWith = (s: PracticeService) => s.allowedServiceIds ?? [];
  if (chosen.some((s) => s.addOn && allowedWith(s).length > 0 && !allowedWith(s).some((id) => main.has(id)))) return MESSAGES.addOnNotOffered;
  return null;
}

export function timesOf(draft: AppointmentDraft, zone: string): { startsAt: string; endsAt: string } | null {
  const startsAt = fromLocalParts(draft.date, draft.startTime, zone);
  const endsAt = fromLocalParts(draft.date, draft.endTime, zone);
  if (!startsAt || !endsAt || new Date(endsAt) <= new Date(startsAt)) return null;
  return { startsAt, endsAt };
}

export function toServiceInputs(lines: ServiceLineDraft[]): AppointmentServiceInput[] {
  return lines
    .filter((l) => l.serviceId)
    .map((l) => ({ serviceId: l.serviceId, amountCents: l.amountCents ?? 0, saveCustomPrice: l.saveCustomPrice, variationId: l.variationId }));
}

/** An existing appointment as form values, on the practice's clock. */
export function draftOf(appointment: CalendarAppointment, zone: string): AppointmentDraft {
  const start = toLocalParts(appointment.startsAt, zone);
  const end = toLocalParts(appointment.endsAt, zone);
  return {
    lines: appointment.services.map((s) => ({ key: newLineKey(), serviceId: s.serviceId, variationId: null, amountCents: s.amountCents, saveCustomPrice: false })),
    locationId: appointment.location.id,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    practitionerNote: appointment.practitionerNote ?? '',
  };
}

/** What Save would send, without the form-only keys, to tell whether anything changed. */
export function comparable(draft: AppointmentDraft) {
  return JSON.stringify({ ...draft, lines: draft.lines.map(({ key: _key, ...rest }) => rest) });
}

/** Why Save is disabled (spec 001 §5), or null when it may be pressed. */
export function saveBlocker(draft: AppointmentDraft, services: PracticeService[], zone: string): string | null {
  if (!draft.lines.some((l) => l.serviceId)) return 'Choose a service.';
  const problem = serviceProblem(draft.lines, services);
  if (problem) return problem;
  if (draft.lines.some((l) => l.amountCents === null)) return 'Enter a price in dollars, like 90 or 90.00';
  if (!draft.locationId) return 'Choose a location.';
  if (!timesOf(draft, zone)) return MESSAGES.endBeforeStart;
  return null;
}

/** A contact a booking can reach (spec 001 §5: 'No email or phone on file'). */
export function hasContact(client: { email?: string | null; phone?: string | null } | null): boolean {
  return Boolean(client && ((client.email && client.email.trim()) || (client.phone && client.phone.trim())));
}

/**
 * A new start time that keeps the appointment's length: as long as it is now, or as long as its
 * services when the times before did not make sense. `draft` holds the times before the change.
 */
export function withStartTime(draft: AppointmentDraft, startTime: string, services: PracticeService[], zone: string): AppointmentDraft {
  const old = timesOf(draft, zone);
  const length = old ? minutesOf(old) : totalMinutes(draft.lines, services) || DEFAULT_DURATION_MINUTES;
  const start = fromLocalParts(draft.date, startTime, zone);
  if (!start) return { ...draft, startTime };
  const end = new Date(new Date(start).getTime() + length * 60_000).toISOString();
  return { ...draft, startTime, endTime: toLocalParts(end, zone).time };
}

/** A change from the date and time inputs: a new start moves the end with it; a new end or date is taken as it is. */
export function withWhen(
  draft: AppointmentDraft,
  patch: { date?: string; startTime?: string; endTime?: string },
  services: PracticeService[],
  zone: string,
): AppointmentDraft {
  const { startTime, ...rest } = patch;
  const next = { ...draft, ...rest };
  return startTime !== undefined && startTime !== draft.startTime ? withStartTime(next, startTime, services, zone) : next;
}

const minutesOf = (times: { startsAt: string; endsAt: string }) =>
  Math.round((new Date(times.endsAt).getTime() - new Date(times.startsAt).getTime()) / 60_000);

/** New services: the appointment lasts as long as they do together. */
export function withLines(draft: AppointmentDraft, lines: ServiceLineDraft[], services: PracticeService[], zone: string): AppointmentDraft {
  const minutes = totalMinutes(lines, services);
  const start = fromLocalParts(draft.date, draft.startTime, zone);
  if (minutes <= 0 || !start) return { ...draft, lines };
  const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
  return { ...draft, lines, endTime: toLocalParts(end, zone).time };
}
