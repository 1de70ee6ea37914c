// The calendar's own commands, on personal events (spec 001 §7), sent pessimistically; each
// returns { result, errors, ... }. Appointment commands are appointments/appointmentCommands.ts.
import { graphql } from '../../graphql';
import type { UpsertPersonalEventMutationVariables } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const UPSERT_PERSONAL = graphql(`mutation UpsertPersonalEvent($id: ID, $name: String, $allDay: Boolean!, $startsAt: DateTime!, $endsAt: DateTime!, $timeZone: String!) {
  upsertPersonalEvent(id: $id, name: $name, allDay: $allDay, startsAt: $startsAt, endsAt: $endsAt, timeZone: $timeZone) {
    result errors personalEvent { ...PersonalEventFields }
  }
}`);

export async function upsertPersonalEvent(variables: UpsertPersonalEventMutationVariables) {
  return (await graphqlRequest(UPSERT_PERSONAL, variables)).upsertPersonalEvent;
}

const DELETE_PERSONAL = graphql(`mutation DeletePersonalEvent($id: ID!) { deletePersonalEvent(id: $id) { result errors } }`);

export async function deletePersonalEvent(id: string) {
  return (await graphqlRequest(DELETE_PERSONAL, { id })).deletePersonalEvent;
}
