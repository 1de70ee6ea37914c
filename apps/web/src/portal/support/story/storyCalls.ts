// The story's reads (issue 19): the appointment's events in words, its state as of a moment, the
// difference between two moments and the streams around it. The owning pro and support staff send
// the same documents; the server leaves out what a pro may not see (origin, notes, client link).
import { graphql } from '../../../graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import type { AppointmentRelated, AppointmentStory, SnapshotChange, SnapshotView } from './storyTypes';

const STORY = graphql(`query AppointmentStory($appointmentId: ID!) {
  appointmentStory(appointmentId: $appointmentId) {
    appointmentId practiceId practiceName currency timeZone clientToken
    entries {
      eventId revision type occurredAt occurredAtLocal summary actor correlationId
      origin { ip userAgent }
      changes { field before after }
      after { revision at status startsAtLocal clientName rows { field value } }
      data
      email { to subject html text ics }
      payment { provider idempotencyKey providerReference transactionId }
    }
    notes { eventId at atLocal note supportName }
  }
}`);

const AS_OF = graphql(`query AppointmentAsOf($appointmentId: ID!, $revision: Int, $at: DateTime) {
  appointmentAsOf(appointmentId: $appointmentId, revision: $revision, at: $at) { revision at status startsAtLocal clientName rows { field value } }
}`);

const DIFF = graphql(`query AppointmentDiff($appointmentId: ID!, $fromRevision: Int!, $toRevision: Int!) {
  appointmentDiff(appointmentId: $appointmentId, fromRevision: $fromRevision, toRevision: $toRevision) { field before after }
}`);

const RELATED = graphql(`query AppointmentRelated($appointmentId: ID!) {
  appointmentRelated(appointmentId: $appointmentId) {
    clientAppointments { appointmentId practiceName clientName services startsAtLocal state }
    scheduleChanges { at atLocal summary streamId appointmentId }
    messages { at atLocal channel to subject status eventId }
  }
}`);

export async function fetchStory(appointmentId: string): Promise<AppointmentStory | null> {
  return (await graphqlRequest(STORY, { appointmentId })).appointmentStory;
}

/** The state after `revision`, or as it stood at the instant `at` (ISO); null before the appointment existed. */
export async function fetchAsOf(appointmentId: string, moment: { revision: number } | { at: string }): Promise<SnapshotView | null> {
  return (await graphqlRequest(AS_OF, { appointmentId, ...moment })).appointmentAsOf;
}

/** fromRevision -1: before the appointment existed. */
export async function fetchDiff(appointmentId: string, fromRevision: number, toRevision: number): Promise<SnapshotChange[]> {
  return (await graphqlRequest(DIFF, { appointmentId, fromRevision, toRevision })).appointmentDiff;
}

export async function fetchRelated(appointmentId: string): Promise<AppointmentRelated | null> {
  return (await graphqlRequest(RELATED, { appointmentId })).appointmentRelated;
}
