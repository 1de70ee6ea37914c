// The schedule's snapshot (schedule.ts): for any history and any point where a snapshot was taken,
// the snapshot (through JSON, as stored) plus the later events folds to exactly the full fold, and
// decisions on it are the same.
import fc from 'fast-check';
import { fold } from '#app/es';
import { scheduleDecider, type ScheduleEvent, type ScheduleState } from './schedule.js';

const policy = scheduleDecider.snapshot!;
const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const base = Date.parse('2026-11-23T09:00:00.000Z');

const event: fc.Arbitrary<ScheduleEvent> = fc.oneof(
  fc
    .record({ id: fc.constantFrom(...ids), start: fc.integer({ min: 0, max: 96 }), length: fc.integer({ min: 1, max: 16 }), personal: fc.boolean() })
    .map(({ id, start, length, personal }) => ({
      type: 'SlotReserved' as const,
      data: {
        appointmentId: id,
        startsAt: new Date(base + start * 900_000).toISOString(),
        endsAt: new Date(base + (start + length) * 900_000).toISOString(),
        ...(personal ? { kind: 'personal' as const } : {}),
      },
    })),
  fc.record({ id: fc.constantFrom(...ids) }).map(({ id }) => ({ type: 'SlotReleased' as const, data: { appointmentId: id } })),
);

const fresh = (events: ScheduleEvent[]) => fold(scheduleDecider, events);
const restored = (state: ScheduleState) => policy.fromJSON(JSON.parse(JSON.stringify(policy.toJSON(state))));
const entries = (state: ScheduleState) => [...state.reservations];

describe('schedule snapshot', () => {
  it('snapshot + tail equals the full fold, at any split, for random reserve/release sequences', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.nat(), (events, at) => {
        const split = at % (events.length + 1);
        const fromSnapshot = events.slice(split).reduce(scheduleDecider.evolve, restored(fresh(events.slice(0, split))));
        const full = fresh(events);
        expect(entries(fromSnapshot)).toEqual(entries(full));
        // The same decisions: a pro booking that may clash, and releasing everything.
        const booking = {
          type: 'ReserveTimes' as const,
          reservations: [{ appointmentId: 'new', startsAt: new Date(base + 3_600_000).toISOString(), endsAt: new Date(base + 7_200_000).toISOString() }],
          checkOverlap: true,
          timeZone: 'America/New_York',
        };
        const decide = (state: ScheduleState) => {
          try {
            return scheduleDecider.decide(booking, state);
          } catch (error) {
            return (error as Error).message;
          }
        };
        expect(decide(fromSnapshot)).toEqual(decide(full));
        const release = { type: 'ReleaseSlots' as const, appointmentIds: ids };
        expect(scheduleDecider.decide(release, fromSnapshot)).toEqual(scheduleDecider.decide(release, full));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps an unparsable instant as it was (NaN, which JSON writes as null)', () => {
    const state = fresh([{ type: 'SlotReserved', data: { appointmentId: 'x', startsAt: 'not a date', endsAt: '2026-11-23T10:00:00.000Z' } }]);
    expect(restored(state).reservations.get('x')).toEqual({ start: NaN, end: Date.parse('2026-11-23T10:00:00.000Z') });
  });

  it('is versioned and taken every 100 events', () => {
    expect(policy).toMatchObject({ version: 1, every: 100 });
    expect(policy.toJSON(fresh([]))).toEqual({ reservations: [] });
  });
});
