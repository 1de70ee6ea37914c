// Availability for one month for a practice with 2,000 existing appointments, per GraphQL request
// over HTTP (public booking page query), p50/p95.
import { randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const AVAILABILITY = `query($s: String!, $from: String, $to: String) { publicPractice(shortLink: $s) {
  bookingAvailability(from: $from, to: $to) { timeZone availableSlots { date datetimes } } } }`;

export const benchAvailabilityQueries = async (backend: BenchBackend, requests = 300) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, publicCallsPerMinute: 1_000_000 });
  const pro = await new HttpClient(server.url).init();
  await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
    input: { name: 'Bench Pro', email: 'bench@example.com', password: 'bench-password', practiceName: 'Availability Bench' },
  });
  const practice = (await pro.gql(`{ currentPractice { id shortLink } }`, {})).currentPractice;
  // 2,000 appointments' reservations over the next 90 days, appended as the booking handler does.
  const day = 86_400_000;
  const events = Array.from({ length: 2000 }, (_, i) => {
    const start = Date.now() + day + Math.floor((i / 2000) * 90 * day / 900_000) * 900_000;
    return {
      eventId: randomUUID(),
      type: 'SlotReserved',
      data: { appointmentId: randomUUID(), startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3_600_000).toISOString() },
      metadata: { occurredAt: new Date().toISOString(), practiceId: practice.id, actor: { kind: 'system', id: 'bench' } },
    };
  });
  const { position } = await server.persistence.store.appendToStream(`schedule-${practice.id}`, 'any', events);
  await server.persistence.runner.waitFor(position, undefined, 30_000);
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
  return { requests, slots, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
};
