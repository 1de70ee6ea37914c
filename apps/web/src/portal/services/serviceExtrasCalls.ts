// The services list's order and a saved service's photo (spec 002 §7 reorderServices,
// updateServicePhoto / removeServicePhoto). Each answers { result, errors }; a refusal throws
// CommandRejected (see useCommand).
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';
import type { Service } from './types';

const REORDER = graphql(`mutation ReorderServices($servicesArray: [ServicePositionInput!]!) {
  reorderServices(servicesArray: $servicesArray) { result errors services { id } }
}`);
const SET_PHOTO = graphql(`mutation UpdateServicePhoto($handle: String!, $serviceId: ID!) {
  updateServicePhoto(handle: $handle, serviceId: $serviceId) { result errors photoUrl }
}`);
const REMOVE_PHOTO = graphql(`mutation RemoveServicePhoto($serviceId: ID!) { removeServicePhoto(serviceId: $serviceId) { result errors } }`);

const isFree = (service: Pick<Service, 'amountCents'>) => service.amountCents === 0;

/**
 * The positions after moving one paid service one place up (-1) or down (+1) among the paid
 * services of its own list (services or add-ons); null when it cannot move that way. `all` is the
 * whole list in the server's order (free ones first), as reorderServices counts positions.
 */
export function movedPositions(all: Service[], serviceId: string, step: -1 | 1): Array<{ id: string; position: number }> | null {
  const paid = all.filter((s) => !isFree(s));
  const moving = paid.find((s) => s.id === serviceId);
  if (!moving) return null;
  const sameList = paid.filter((s) => s.addOn === moving.addOn);
  const neighbour = sameList[sameList.indexOf(moving) + step];
  if (!neighbour) return null;
  const order = paid.map((s) => (s.id === moving.id ? neighbour : s.id === neighbour.id ? moving : s));
  const freeCount = all.length - paid.length;
  return order.map((s, index) => ({ id: s.id, position: freeCount + index }));
}

export const serviceExtrasCommands = {
  reorder: async (servicesArray: Array<{ id: string; position: number }>) => requireSuccess((await graphqlRequest(REORDER, { servicesArray })).reorderServices),
  setPhoto: async (serviceId: string, handle: string) => requireSuccess((await graphqlRequest(SET_PHOTO, { handle, serviceId })).updateServicePhoto),
  removePhoto: async (serviceId: string) => requireSuccess((await graphqlRequest(REMOVE_PHOTO, { serviceId })).removeServicePhoto),
};
