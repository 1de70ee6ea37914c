// Property tests over random hours, zones, settings and busy lists, skewed towards clock changes.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { computeAvailability, isSlotAvailable, nextAvailableSlots } from './compute-availability.js';
import type { AvailabilityResult } from './availability-query.js';
import {
  availabilityQueryArb,
  blocksOn,
  clashingBusy,
  nearbyInstantsArb,
  referenceAvailability,
  slotInsideBlock,
  wallClockAt,
} from './testing/index.js';

const MINUTE = 60_000;
const RUNS = { numRuns: 200 };

const slotsOf = (result: AvailabilityResult) =>
  result.availableSlots.flatMap((day) => day.datetimes.map((iso) => ({ date: day.date, iso, at: Date.parse(iso) })));

describe('computeAvailability properties', () => {
  it('never offers a slot that overlaps busy time widened by the buffer', () => {
    fc.assert(
      fc.property(availabilityQueryArb, ({ query }) => {
        for (const slot of slotsOf(computeAvailability(query))) {
          const end = slot.at + query.durationMinutes * MINUTE;
          expect(clashingBusy(query.busy, query.bufferMinutes, slot.at, end)).toBeUndefined();
        }
      }),
      RUNS,
    );
  });

  it("offers every slot inside one block of its local day, on that block's increment grid", () => {
    fc.assert(
      fc.property(availabilityQueryArb, ({ query }) => {
        for (const slot of slotsOf(computeAvailability(query))) {
          const shown = wallClockAt(query.timeZone, slot.at);
          expect(shown.date).toBe(slot.date);
          const block = blocksOn(query, slot.date).find((b) => b.start <= shown.minute && shown.minute < b.end);
          expect(block).toBeDefined();
          expect((shown.minute - block!.start) % query.incrementMinutes).toBe(0);
          expect(slotInsideBlock(query.timeZone, slot.date, block!, slot.at, query.durationMinutes * MINUTE)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('respects the lead time, so never offers the past', () => {
    fc.assert(
      fc.property(availabilityQueryArb, ({ query }) => {
        const earliest = query.now.getTime() + query.leadTimeMinutes * MINUTE;
        for (const slot of slotsOf(computeAvailability(query))) {
          expect(slot.at).toBeGreaterThanOrEqual(earliest);
          expect(slot.at).toBeGreaterThanOrEqual(query.now.getTime());
        }
      }),
      RUNS,
    );
  });

  it('lists non-empty days in order, slots ascending and written with the offset in force', () => {
    fc.assert(
      fc.property(availabilityQueryArb, ({ query }) => {
        const result = computeAvailability(query);
        expect(result.timeZone).toBe(query.timeZone);
        const dates = result.availableSlots.map((d) => d.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        for (const day of result.availableSlots) {
          expect(day.date >= query.from && day.date <= query.to).toBe(true);
          expect(day.datetimes.length).toBeGreaterThan(0);
          const instants = day.datetimes.map((iso) => Date.parse(iso));
          instants.slice(1).forEach((at, i) => expect(at).toBeGreaterThan(instants[i]));
          for (const [i, iso] of day.datetimes.entries()) {
            expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
            const inForce = DateTime.fromMillis(instants[i], { zone: query.timeZone }).offset;
            expect(DateTime.fromISO(iso, { setZone: true }).offset).toBe(inForce);
          }
        }
      }),
      RUNS,
    );
  });

  it('finds exactly the slots a naive luxon model of the rules finds', () => {
    fc.assert(
      fc.property(availabilityQueryArb, ({ query }) => {
        const engine = computeAvailability(query).availableSlots.map((d) => ({
          date: d.date,
          starts: d.datetimes.map((iso) => Date.parse(iso)),
        }));
        expect(engine).toEqual(referenceAvailability(query));
      }),
      RUNS,
    );
  });
});

describe('isSlotAvailable and nextAvailableSlots agree with computeAvailability', () => {
  const withInstants = availabilityQueryArb.chain((generated) =>
    fc.tuple(fc.constant(generated), nearbyInstantsArb(generated)),
  );

  it('accepts every listed slot and rejects every other start on those dates', () => {
    fc.assert(
      fc.property(withInstants, ([{ query }, instants]) => {
        const { from, to, ...rules } = query;
        const listed = slotsOf(computeAvailability(query));
        for (const slot of listed) expect(isSlotAvailable(rules, slot.iso)).toBe(true);
        const listedAt = new Set(listed.map((s) => s.at));
        for (const at of instants) {
          const date = wallClockAt(query.timeZone, at).date;
          if (date < from || date > to) continue; // outside the range the list covers
          expect(isSlotAvailable(rules, new Date(at).toISOString())).toBe(listedAt.has(at));
        }
      }),
      RUNS,
    );
  });

  it('continues the list after any instant', () => {
    fc.assert(
      fc.property(withInstants, fc.integer({ min: 1, max: 6 }), ([{ query }, instants], count) => {
        const listed = slotsOf(computeAvailability(query));
        const afters = [...instants, ...listed.map((s) => s.at)].filter((at) => {
          const date = wallClockAt(query.timeZone, at).date;
          return date >= query.from && date <= query.to;
        });
        for (const after of afters.slice(0, 8)) {
          const expected = listed.filter((s) => s.at > after).map((s) => s.iso);
          const inRange = nextAvailableSlots(query, new Date(after).toISOString(), count).filter(
            (iso) => wallClockAt(query.timeZone, Date.parse(iso)).date <= query.to,
          );
          expect(inRange).toEqual(expected.slice(0, inRange.length));
          expect(inRange.length).toBe(Math.min(count, expected.length));
        }
      }),
      RUNS,
    );
  });
});
