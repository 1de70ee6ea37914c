// Timing of one month of availability for a busy practice: 2,000 busy intervals, 15-minute
// grid, 60-minute service, 15-minute buffer. Called by the repo's bench runner, not by tests.
import { computeAvailability } from '../compute-availability.js';
import type { AvailabilityQuery } from '../availability-query.js';
import type { BusyInterval } from '../busy-index.js';
import { defaultWeeklyHours } from '../weekly-hours.js';

export interface AvailabilityBenchResult {
  p50Ms: number;
  p95Ms: number;
  runs: number;
}

const MINUTE = 60_000;

// Deterministic data so runs compare across machines and commits (mulberry32).
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** 2,000 busy intervals of 15-120 minutes scattered over March 2026 (plus a day either side), unsorted. */
const busyMonth = (): BusyInterval[] => {
  const random = seededRandom(2026);
  const from = Date.UTC(2026, 1, 28);
  const span = Date.UTC(2026, 3, 2) - from;
  return Array.from({ length: 2000 }, () => {
    const start = from + Math.floor((random() * span) / (5 * MINUTE)) * 5 * MINUTE;
    const length = (1 + Math.floor(random() * 8)) * 15 * MINUTE;
    return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + length).toISOString() };
  });
};

const benchQuery = (): AvailabilityQuery => {
  const weeklyHours = defaultWeeklyHours();
  weeklyHours.saturday.enabled = true;
  weeklyHours.monday.blocks = [{ startsAt: '07:00', endsAt: '12:00' }, { startsAt: '13:00', endsAt: '21:00' }];
  return {
    timeZone: 'America/New_York', // March 2026 includes the spring-forward day
    weeklyHours,
    durationMinutes: 60,
    incrementMinutes: 15,
    bufferMinutes: 15,
    leadTimeMinutes: 0,
    busy: busyMonth(),
    from: '2026-03-01',
    to: '2026-03-31',
    now: new Date('2026-02-20T00:00:00Z'),
  };
};

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const benchAvailability = (runs = 200, warmup = 20): AvailabilityBenchResult => {
  const query = benchQuery();
  for (let i = 0; i < warmup; i++) computeAvailability(query);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    computeAvailability(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), runs };
};
