// The practice's services (spec 002 §7): read from currentPractice, in the server's order
// (free first); saved with upsertService, deleted with removeService.
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { graphql } from '../../graphql';
import type { PracticeServicesQuery, UpsertServiceInput } from '../../graphql/graphql';
import { requireSuccess } from '../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import { completeWeek } from '../locations/weeklyHours';
import type { Service, ServiceDraft } from './types';

graphql(`
  fragment ServiceFields on Service {
    id name description timeLength amountCents addOn public locationIds package numberOfSessions allowedServiceIds variations { id timeLength amountCents }
    availableTimes availableTimesEnabled photoUrl
  }
`);

const LIST = graphql(`query PracticeServices {
  currentPractice(includePrivate: true, includeAddOns: true) { id services { ...ServiceFields } }
}`);
const UPSERT = graphql(`mutation UpsertService($input: UpsertServiceInput!) {
  upsertService(input: $input) { result errors service { ...ServiceFields } }
}`);
const REMOVE = graphql(`mutation RemoveService($serviceId: ID!) { removeService(serviceId: $serviceId) { result errors } }`);

function servicesOf(data: PracticeServicesQuery): Service[] {
  if (!data.currentPractice) throw new Error('Only a practice owner has services.');
  return data.currentPractice.services;
}

/** Exactly the contract's UpsertServiceInput, whatever else the form carries. */
export function toServiceInput(draft: ServiceDraft): UpsertServiceInput {
  return {
    id: draft.id ?? null,
    name: draft.name ?? '',
    description: draft.description ?? '',
    timeLength: Number.isFinite(draft.timeLength) ? Math.round(draft.timeLength) : 0,
    amountCents: draft.amountCents ?? 0,
    variationsArray: (draft.variations ?? []).map((v) => ({
      id: v.id ?? null,
      timeLength: Number.isFinite(v.timeLength) ? Math.round(v.timeLength) : 0,
      amountCents: v.amountCents ?? 0,
    })),
    addOn: Boolean(draft.addOn),
    public: Boolean(draft.public),
    locationIds: draft.locationIds ?? [],
    package: Boolean(draft.package),
    numberOfSessions: draft.package && Number.isFinite(draft.numberOfSessions) ? Math.round(draft.numberOfSessions) : null,
    allowedServiceIds: draft.addOn ? (draft.allowedServiceIds ?? []) : [],
    // The hours are kept while switched off, so turning them on again brings them back.
    availableTimes: draft.availableTimes ? JSON.stringify(completeWeek(draft.availableTimes)) : null,
    availableTimesEnabled: Boolean(draft.availableTimesEnabled),
    handle: draft.handle ?? null,
  };
}

const upsert = ({ data }: CreateParams | UpdateParams) =>
  resourceQuery(UPSERT, { input: toServiceInput(data as ServiceDraft) }, (result) => ({
    data: requireSuccess(result.upsertService).service,
  }));

export const serviceQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) =>
    resourceQuery(LIST, {}, (data) => {
      const all = servicesOf(data);
      const services = typeof filter?.addOn === 'boolean' ? all.filter((s) => s.addOn === filter.addOn) : all;
      return { data: services, total: services.length };
    }),
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(LIST, {}, (data) => {
      const service = servicesOf(data).find((s) => s.id === String(id));
      if (!service) throw new Error('Service not found');
      return { data: service };
    }),
  CREATE: upsert,
  UPDATE: upsert,
  DELETE: ({ id, previousData }: DeleteParams) =>
    resourceQuery(REMOVE, { serviceId: String(id) }, (result) => {
      requireSuccess(result.removeService);
      return { data: previousData ?? { id } };
    }),
};
