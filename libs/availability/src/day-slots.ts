// The bookable starts of one local date. This is the single place the slot rules live:
// computeAvailability, isSlotAvailable and nextAvailableSlots all ask it.
//
// How wall-clock hours meet absolute time (the DST decisions):
// - A block "09:00-17:00" means: the instants of that local date whose wall clock reads
//   within [09:00, 17:00). A slot [start, start + duration) must lie wholly inside that set,
//   measured in real (absolute) time, for one single block.
// - Candidate starts are the wall-clock grid startsAt, startsAt + increment, ... (< endsAt).
//   A grid time inside a spring-forward gap does not exist and is skipped, never shifted:
//   NY 2026-03-08, block 01:00-04:00, 30 min grid -> 01:00, 01:30, 03:00, 03:30 (no 02:xx).
// - A block spanning the gap is continuous in absolute time and simply an hour (or 30 minutes,
//   Lord Howe) shorter: 01:00-04:00 EST/EDT is 2 real hours, so a 60 min slot at 01:30 EST
//   ends 03:30 EDT and fits; a 120 min slot at 01:30 does not. A block boundary inside the gap
//   falls on the instant of the jump.
// - A grid time inside a fall-back repeat exists twice; both instants are offered, each once
//   (NY 2026-11-01: 01:00 EDT and 01:00 EST). A block 00:00-03:00 that night is 4 real hours.
// - If a block starts inside the repeated hour (e.g. 01:30-03:00 on NY's fall-back night), the
//   second pass through 01:00-01:29 reads before its start, so the block has a hole there and
//   no slot may cross it. Rare, but it keeps the rule above exact with no special case.
import type { DateTime } from 'luxon';
import type { PreparedRules } from './availability-query.js';
import { weekdayFromIso } from './weekly-hours.js';
import type { ZoneOffsetTimeline } from './zone-offset-timeline.js';

const MINUTE = 60_000;

/**
 * Free starts (epoch ms, ascending) on one local date.
 * `localDate` is the date at midnight UTC; `timeline` must cover the date with a day to spare on each side.
 */
export const freeStartsOnDay = (rules: PreparedRules, timeline: ZoneOffsetTimeline, localDate: DateTime): number[] => {
  const dayStart = localDate.toMillis(); // local ms of 00:00 on this date
  const { durationMs, incrementMinutes, earliestStart, busy } = rules;
  const starts: number[] = [];
  for (const block of rules.blocksByDay[weekdayFromIso(localDate.weekday)]) {
    const open = timeline.wallRangeInstants(dayStart + block.start * MINUTE, dayStart + block.end * MINUTE);
    for (let minute = block.start; minute < block.end; minute += incrementMinutes) {
      for (const start of timeline.instantsAtWall(dayStart + minute * MINUTE)) {
        const end = start + durationMs;
        if (start < earliestStart) continue;
        if (!open.some((range) => range.start <= start && end <= range.end)) continue;
        if (busy.overlaps(start, end)) continue;
        starts.push(start);
      }
    }
  }
  // Blocks are sorted, but a fall-back night interleaves the two passes through the repeated hour.
  return starts.sort((a, b) => a - b);
};
