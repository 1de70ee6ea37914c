// Availability for one month for a practice with 2,000 existing appointments, per GraphQL request
// over HTTP (public booking page query), p50/p95.
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const AVAILABILITY = `query($s: String!, $from: LocalDate, $to: LocalDate) { publicPractice(shortLink: $s) {
  bookingAvailability(from: $from, to: $to) { timeZone availableSlots { date datetimes } } } }`;

const day = 86_400_000;

/** `count` distinct whole-hour starts on weekdays 9:00-16:00 New York time, between two day offsets from today. */
const hourSlots = (fromDay: number, toDay: number, count: number): number[] => {
  const all: number[] = [];
  for (let d = fromDay; d < toDay; d++) {
    const local = DateTime.now().setZone('America/New_York').plus({ days: d }).startOf('day');
    if (local.weekday > 5) continue;
    for (let h = 9; h < 17; h++) all.push(local.set({ hour: h }).toMillis());
  }
  // A fixed stride spreads the appointments over the range without randomness between runs.
  const stride = all.length / count;
  return Array.from({ length: count }, (_, i) => all[Math.floor(i * stride)]);
};

export const benchAvailabilityQueries = async (backend: BenchBackend, requests = 300) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, publicCallsPerMinute: 1_000_000 });
  const pro = await new HttpClient(server.url).init();
  await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
    input: { name: 'Bench Pro', email: 'bench@example.com', password: 'bench-password', practiceName: 'Availability Bench' },
  });
  const practice = (await pro.gql(`{ currentPractice { id shortLink } }`, {})).currentPractice;
  // 2,000 appointments as a busy practice has them: 1,700 in the past 500 days and 300 in the next
  // four months, on weekdays between 9:00 and 17:00 New York time, never two at once.
  const events = [...hourSlots(-500, 0, 1700), ...hourSlots(1, 120, 300)].map((start) => ({
    eventId: randomUUID(),
    type: 'SlotReserved',
    data: { appointmentId: randomUUID(), startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() },
    metadata: { occurredAt: new Date().toISOString(), practiceId: practice.id, actor: { kind: 'system', id: 'bench' } },
  }));
  const { position } = await server.persistence.store.appendToStream(`schedule-${practice.id}`, 'any', events);
  await server.persistence.runner.waitFor(position, undefined, 30_000);
  const reservations = await server.persistence.documents
    .collection('schedule_reservations')
    .count({ practiceId: practice.id, endsAt: { $gt: new Date().toISOString() } });
  const visitor = await new HttpClient(server.url).init();
  const from = new Date(Date.now() + day).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 31 * day).toISOString().slice(0, 10);
  for (let i = 0; i < 20; i++) await visitor.gql(AVAILABILITY, { s: practice.shortLink, from, to }); // warm up
  const latencies: number[] = [];
  let slots = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const data = await visitor.gql(AVAILABILITY, { s: practice.shortLink, from, to });
    latencies.push(performance.now() - t0);
    slots = data.publicPractice.bookingAvailability.availableSlots.reduce((n: number, d: { datetimes: string[] }) => n + d.datetimes.length, 0);
  }
  await server.close();
  latencies.sort((a, b) => a - b);
  return { requests, slots, busyUpcoming: reservations, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
};
