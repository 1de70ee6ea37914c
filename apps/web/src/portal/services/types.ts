export interface ServiceVariation {
  id?: string | null;
  timeLength: number;
  amountCents: number;
}

export interface Service {
  id: string;
  name: string;
  description: string;
  /** Minutes. */
  timeLength: number;
  amountCents: number;
  addOn: boolean;
  public: boolean;
  locationIds: string[];
  variations: ServiceVariation[];
}

/** What the service form edits; `id` is absent for a new service. */
export type ServiceDraft = Omit<Service, 'id'> & { id?: string };

export const MAX_SERVICES = 25;
