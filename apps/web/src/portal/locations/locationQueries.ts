// The practice's locations (spec 002 §7): read from currentPractice, saved with
// upsertLocation (hours as JSON text), deleted with deleteLocation.
import type { CreateParams, DeleteParams, GetOneParams, UpdateParams } from 'react-admin';
import { graphql } from '../../graphql';
import type { PracticeLocationsQuery, UpsertLocationInput } from '../../graphql/graphql';
import { requireSuccess } from '../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import type { Location, LocationDraft } from './types';

graphql(`
  fragment LocationFields on Location {
    id name kind timeZone address secondaryAddress city stateProvince zip country
    virtualType virtualLink virtualInstructions travelDistance availableTimes state canDelete onlyLocationForService
  }
`);

const LIST = graphql(`query PracticeLocations { currentPractice { id timeZone locations { ...LocationFields } } }`);
const UPSERT = graphql(`mutation UpsertLocation($input: UpsertLocationInput!) {
  upsertLocation(input: $input) { result errors location { ...LocationFields } }
}`);
const DELETE = graphql(`mutation DeleteLocation($id: ID!) { deleteLocation(id: $id) { result errors } }`);

function practiceOf(data: PracticeLocationsQuery) {
  if (!data.currentPractice) throw new Error('Only a practice owner has locations.');
  return data.currentPractice;
}

// The schema types kind, virtualType and state as Strings; the portal reads them as their values.
const locationsOf = (data: PracticeLocationsQuery) => practiceOf(data).locations as Location[];

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Exactly the contract's UpsertLocationInput; fields of other kinds are not sent. */
export function toLocationInput(draft: LocationDraft): UpsertLocationInput {
  const inPerson = draft.kind === 'office' || draft.kind === 'home';
  return {
    id: draft.id ?? null,
    name: draft.name ?? '',
    kind: draft.kind,
    address: inPerson ? text(draft.address) : null,
    secondaryAddress: inPerson ? text(draft.secondaryAddress) : null,
    city: inPerson ? text(draft.city) : null,
    stateProvince: inPerson ? text(draft.stateProvince) : null,
    zip: inPerson ? text(draft.zip) : null,
    country: inPerson ? text(draft.country) : null,
    timeZone: draft.timeZone ?? '',
    virtualType: draft.kind === 'virtual' ? (draft.virtualType ?? 'video') : null,
    virtualLink: draft.kind === 'virtual' ? text(draft.virtualLink) : null,
    virtualInstructions: draft.kind === 'virtual' ? text(draft.virtualInstructions) : null,
    travelDistance: draft.kind === 'home' && Number.isFinite(draft.travelDistance) ? draft.travelDistance : null,
    availableTimes: JSON.stringify(draft.availableTimes),
  };
}

const upsert = ({ data }: CreateParams | UpdateParams) =>
  resourceQuery(UPSERT, { input: toLocationInput(data as LocationDraft) }, (result) => ({
    data: requireSuccess(result.upsertLocation).location as Location,
  }));

export const locationQueries: ResourceQueries = {
  GET_LIST: () =>
    resourceQuery(LIST, {}, (data) => {
      const locations = locationsOf(data);
      // The practice's zone rides along for new locations' default.
      return { data: locations, total: locations.length, meta: { practiceTimeZone: practiceOf(data).timeZone } };
    }),
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(LIST, {}, (data) => {
      const location = locationsOf(data).find((l) => l.id === String(id));
      if (!location) throw new Error('Location not found');
      return { data: location };
    }),
  CREATE: upsert,
  UPDATE: upsert,
  DELETE: ({ id, previousData }: DeleteParams) =>
    resourceQuery(DELETE, { id: String(id) }, (result) => {
      requireSuccess(result.deleteLocation);
      return { data: previousData ?? { id } };
    }),
};
