// spec 002 §5 "Services": free services (amountCents 0) are listed first and are not reorderable;
// paid ones are sortable (reorderServices, §7). A position is the place in the whole list, counted
// from 0, where the free services hold the first places.
import { DomainError } from '#app/es';
import type { ActivePractice, PracticeEvent } from './practice.js';
import { PracticeMessages as M } from './practice-messages.js';

export interface ServicePosition {
  serviceId: string;
  position: number;
}

export const reorderServices = (servicesArray: ServicePosition[], practice: ActivePractice): PracticeEvent[] => {
  const services = [...practice.services.values()];
  const freeCount = services.filter((s) => s.amountCents === 0).length;
  const paidIds = services.filter((s) => s.amountCents !== 0).map((s) => s.serviceId);
  for (const { serviceId, position } of servicesArray) {
    const service = practice.services.get(serviceId);
    // Another practice's service is not in this practice's stream: not found, like a made-up id.
    if (!service) throw new DomainError(M.reorderUnknownService, 'NOT_FOUND');
    if (service.amountCents === 0) throw new DomainError(M.reorderFreeService);
    if (!Number.isInteger(position) || position < 0) throw new DomainError(M.reorderInvalidPosition);
    if (position < freeCount) throw new DomainError(M.reorderAmongFree);
  }
  const ids = servicesArray.map((s) => s.serviceId);
  if (new Set(ids).size !== ids.length || ids.length !== paidIds.length) throw new DomainError(M.reorderEveryPaidService);
  if (new Set(servicesArray.map((s) => s.position)).size !== servicesArray.length) throw new DomainError(M.reorderSharedPosition);
  const serviceIds = [...servicesArray].sort((a, b) => a.position - b.position).map((s) => s.serviceId);
  if (serviceIds.every((id, index) => id === paidIds[index])) return [];
  return [{ type: 'ServicesReordered', data: { serviceIds } }];
};
