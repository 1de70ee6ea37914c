import { parse } from 'graphql';
import type { GetListParams } from 'react-admin';
import type { ResourceQueries } from '../../buildQuery';

export interface Actor {
  kind: 'pro' | 'client' | 'visitor' | 'support' | 'system' | string;
  id?: string;
  name?: string;
}

/** One stored event of the appointment's stream; `id` is the eventId (react-admin needs an id). */
export interface HistoryEntry {
  id: string;
  eventId: string;
  revision: number;
  occurredAt: string;
  type: string;
  actor: Actor;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

const HISTORY = parse(`
  query AppointmentHistory($appointmentId: ID!) {
    appointmentHistory(appointmentId: $appointmentId) { eventId revision occurredAt type actor data metadata }
  }
`);

export const historyQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) => ({
    query: HISTORY,
    variables: { appointmentId: String(filter.appointmentId) },
    parseResponse: ({ data }) => {
      const entries: HistoryEntry[] = data.appointmentHistory.map((entry: Omit<HistoryEntry, 'id'>) => ({
        ...entry,
        id: entry.eventId,
      }));
      entries.sort((a, b) => a.revision - b.revision);
      return { data: entries, total: entries.length };
    },
  }),
};
