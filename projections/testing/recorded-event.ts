// Events as the log hands them to a projection, for the projection specs: the test spells out
// the domain event (type-checked against its union) and whatever of the envelope it reads.
import type { DomainEvent } from '#app/es';
import type { RecordedEvent } from '#app/eventstore';

/** When every recorded event happened, unless a test says otherwise. */
export const OCCURRED_AT = '2026-11-21T12:00:00.000Z';
/** When the log stored it (a second later): projections prefer metadata.occurredAt. */
export const RECORDED_AT = '2026-11-21T12:00:01.000Z';

let position = 0n;

export const recorded = <E extends DomainEvent>(event: E, envelope: Partial<RecordedEvent> = {}): RecordedEvent => {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId: 'stream-1',
    streamRevision: 0n,
    eventId: `event-${position}`,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: { occurredAt: OCCURRED_AT },
    recordedAt: RECORDED_AT,
    ...envelope,
  };
};

/** The document after each event in turn, from none. */
export const replay = <D>(evolve: (document: D | null, event: RecordedEvent) => D | null, events: RecordedEvent[], from: D | null = null): D | null =>
  events.reduce<D | null>((document, event) => evolve(document, event), from);
