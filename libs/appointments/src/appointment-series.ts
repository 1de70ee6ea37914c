// A recurring series (stream `appointmentSeries-<seriesId>`): which appointments it was created
// with, in order. Kept on the write side so "this and all following" finds every later session
// from events, not from a read model that may lag.
import { DomainError, type Decider, type DomainEvent } from '#app/es';

export type SeriesEvent = DomainEvent<'SeriesScheduled', { seriesId: string; practiceId: string; appointmentIds: string[] }>;

export type SeriesCommand = { type: 'ScheduleSeries'; seriesId: string; practiceId: string; appointmentIds: string[] };

export type SeriesState = { status: 'none' } | { status: 'scheduled'; seriesId: string; practiceId: string; appointmentIds: string[] };

export const appointmentSeriesStreamId = (seriesId: string): string => `appointmentSeries-${seriesId}`;

export const seriesDecider: Decider<SeriesCommand, SeriesEvent, SeriesState> = {
  decide: (command, state) => {
    if (state.status !== 'none') throw new DomainError('This series exists already.');
    const { seriesId, practiceId, appointmentIds } = command;
    return [{ type: 'SeriesScheduled', data: { seriesId, practiceId, appointmentIds } }];
  },
  evolve: (_state, event) => ({ status: 'scheduled', ...event.data }),
  initialState: () => ({ status: 'none' }),
};
