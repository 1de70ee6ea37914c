import type { GetListParams } from 'react-admin';
import { graphql } from '../../../graphql';
import type { AppointmentHistoryQuery } from '../../../graphql/graphql';
import { resourceQuery, type ResourceQueries } from '../../resourceQuery';

/** Who caused an event (HistoryEntry.actor is JSON in the schema). */
export interface Actor {
  kind: 'pro' | 'client' | 'visitor' | 'support' | 'system' | string;
  id?: string;
  name?: string;
}

type StoredEvent = AppointmentHistoryQuery['appointmentHistory'][number];

/** One stored event of the appointment's stream; `id` is the eventId (react-admin needs an id). */
export type HistoryEntry = Omit<StoredEvent, 'actor' | 'data' | 'metadata'> & {
  id: string;
  actor: Actor;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
};

const HISTORY = graphql(`
  query AppointmentHistory($appointmentId: ID!) {
    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }
  }
`);

export const historyQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) =>
    resourceQuery(HISTORY, { appointmentId: String(filter.appointmentId) }, (data) => {
      const entries = data.appointmentHistory.map(
        (entry): HistoryEntry => ({
          ...entry,
          id: entry.eventId,
          actor: entry.actor as Actor,
          data: entry.data as Record<string, unknown>,
          metadata: entry.metadata as Record<string, unknown>,
        }),
      );
      entries.sort((a, b) => a.revision - b.revision);
      return { data: entries, total: entries.length };
    }),
};
