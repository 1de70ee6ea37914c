import type { ServiceFieldsFragment, VariationInput } from '../../graphql/graphql';

/** A service as the portal reads it (the ServiceFields fragment); timeLength is in minutes. */
export type Service = ServiceFieldsFragment;

/** What the service form edits; `id` is absent for a new service and for its new variations. */
export type ServiceDraft = Omit<Service, 'id' | 'variations'> & {
  id?: string;
  variations: VariationInput[];
  /** A new service's photo, uploaded already (POST /uploads) and set when the service is created. */
  handle?: string | null;
};

export const MAX_SERVICES = 25;
