// The practice's locations (spec 002 §7): read from currentPractice, saved with
// upsertLocation (hours as JSON text), deleted with deleteLocation.
import { parse } from 'graphql';
import type { CreateParams, DeleteParams, GetOneParams, UpdateParams } from 'react-admin';
import type { ResourceQueries } from '../buildQuery';
import { requireSuccess } from '../practice/commandRejected';
import type { Location, LocationDraft } from './types';

export const LOCATION_FIELDS = `id name kind timeZone address secondaryAddress city stateProvince zip country
  virtualType virtualLink virtualInstructions travelDistance availableTimes state canDelete onlyLocationForService`;

const LIST = parse(`query PracticeLocations { currentPractice { id timeZone locations { ${LOCATION_FIELDS} } } }`);
const UPSERT = parse(`mutation UpsertLocation($input: UpsertLocationInput!) {
  upsertLocation(input: $input) { result errors location { ${LOCATION_FIELDS} } }
}`);
const DELETE = parse(`mutation DeleteLocation($id: ID!) { deleteLocation(id: $id) { result errors } }`);

interface PracticeLocations {
  currentPractice: { timeZone: string; locations: Location[] } | null;
}

function locationsOf(data: PracticeLocations): Location[] {
  if (!data.currentPractice) throw new Error('Only a practice owner has locations.');
  return data.currentPractice.locations;
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Exactly the contract's UpsertLocationInput; fields of other kinds are not sent. */
export function toLocationInput(draft: LocationDraft) {
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

const upsert = ({ data }: CreateParams | UpdateParams) => ({
  query: UPSERT,
  variables: { input: toLocationInput(data as LocationDraft) },
  parseResponse: ({ data: result }: { data: { upsertLocation: { result: string | null; errors: string[]; location: Location } } }) => ({
    data: requireSuccess(result.upsertLocation).location,
  }),
});

export const locationQueries: ResourceQueries = {
  GET_LIST: () => ({
    query: LIST,
    variables: {},
    parseResponse: ({ data }) => {
      const locations = locationsOf(data);
      // The practice's zone rides along for new locations' default.
      return { data: locations, total: locations.length, meta: { practiceTimeZone: data.currentPractice.timeZone } };
    },
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: LIST,
    variables: {},
    parseResponse: ({ data }) => {
      const location = locationsOf(data).find((l) => l.id === String(id));
      if (!location) throw new Error('Location not found');
      return { data: location };
    },
  }),
  CREATE: upsert,
  UPDATE: upsert,
  DELETE: ({ id, previousData }: DeleteParams) => ({
    query: DELETE,
    variables: { id: String(id) },
    parseResponse: ({ data }) => {
      requireSuccess(data.deleteLocation);
      return { data: previousData ?? { id } };
    },
  }),
};
