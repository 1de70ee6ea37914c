// The practice's services (spec 002 §7): read from currentPractice, in the server's order
// (free first); saved with upsertService, deleted with removeService.
import { parse } from 'graphql';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';
import { requireSuccess } from '../practice/commandRejected';
import type { Service, ServiceDraft } from './types';

const SERVICE_FIELDS = 'id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents }';

const LIST = parse(`query PracticeServices {
  currentPractice(includePrivate: true, includeAddOns: true) { id services { ${SERVICE_FIELDS} } }
}`);
const UPSERT = parse(`mutation UpsertService($input: UpsertServiceInput!) {
  upsertService(input: $input) { result errors service { ${SERVICE_FIELDS} } }
}`);
const REMOVE = parse(`mutation RemoveService($serviceId: ID!) { removeService(serviceId: $serviceId) { result errors } }`);

function servicesOf(data: { currentPractice: { services: Service[] } | null }): Service[] {
  if (!data.currentPractice) throw new Error('Only a practice owner has services.');
  return data.currentPractice.services;
}

/** Exactly the contract's UpsertServiceInput, whatever else the form carries. */
export function toServiceInput(draft: ServiceDraft) {
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
  };
}

const upsert = ({ data }: CreateParams | UpdateParams) => ({
  query: UPSERT,
  variables: { input: toServiceInput(data as ServiceDraft) },
  parseResponse: ({ data: result }: { data: { upsertService: { result: string | null; errors: string[]; service: Service } } }) => ({
    data: requireSuccess(result.upsertService).service,
  }),
});

export const serviceQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) => ({
    query: LIST,
    variables: {},
    parseResponse: ({ data }) => {
      const all = servicesOf(data);
      const services = typeof filter?.addOn === 'boolean' ? all.filter((s) => s.addOn === filter.addOn) : all;
      return { data: services, total: services.length };
    },
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: LIST,
    variables: {},
    parseResponse: ({ data }) => {
      const service = servicesOf(data).find((s) => s.id === String(id));
      if (!service) throw new Error('Service not found');
      return { data: service };
    },
  }),
  CREATE: upsert,
  UPDATE: upsert,
  DELETE: ({ id, previousData }: DeleteParams) => ({
    query: REMOVE,
    variables: { serviceId: String(id) },
    parseResponse: ({ data }) => {
      requireSuccess(data.removeService);
      return { data: previousData ?? { id } };
    },
  }),
};
