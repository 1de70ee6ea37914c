// Booking at scale: a practice whose schedule holds 20,000 appointments (ten years back, about a
// year ahead, 5 a day at 7:00, 10:00, 13:00, 16:00 and 19:00, so some time stays free). Visitor availability for one month (public booking page query) and a pro
// booking (proCreateAppointment, which decides on the schedule stream) and a visitor's booking
// request (requestAppointment, which checks the start against the held times), per GraphQL request
// over HTTP, p50/p95.
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const AVAILABILITY = `query($s: String!, $from: LocalDate, $to: LocalDate) { publicPractice(shortLink: $s) {
  bookingAvailability(from: $from, to: $to) { timeZone availableSlots { date datetimes } } } }`;
const PRO_BOOKING = `mutation($s: [AppointmentServiceInput!]!, $l: ID!, $from: DateTime!, $to: DateTime!, $c: ID) {
  proCreateAppointment(appointmentServices: $s, locationId: $l, startsAt: $from, endsAt: $to, clientId: $c) { result errors } }`;

const REQUEST = `mutation($input: RequestAppointmentInput!) { requestAppointment(input: $input) { result errors } }`;

const ZONE = 'America/New_York';
const PER_DAY = 5; // 7:00, 10:00, ... 19:00 local
const DAYS_BACK = 3650;

const measure = async (run: () => Promise<unknown>, requests: number, warmUp: number) => {
  for (let i = 0; i < warmUp; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await run();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
};

/** `count` pro bookings at 22:00 on coming days, each a proCreateAppointment over HTTP. */
const proBookings = async (pro: HttpClient, practice: { services: Array<{ id: string }>; locations: Array<{ id: string }> }, count: number) => {
  const clientId = (await pro.gql(`mutation($client: NewClientInput!) { createClient(client: $client) { client { id } } }`, {
    client: { firstName: 'Bench', lastName: 'Client', phone: '(212) 555-0199' },
  })).createClient.client.id;
  let day = 0;
  return measure(async () => {
    const at = DateTime.now().setZone(ZONE).startOf('day').plus({ days: ++day }).set({ hour: 22 });
    const res = await pro.gql(PRO_BOOKING, {
      s: [{ serviceId: practice.services[0].id, amountCents: 100 }], l: practice.locations[0].id,
      from: at.toISO(), to: at.plus({ minutes: 45 }).toISO(), c: clientId,
    });
    if (res.proCreateAppointment.result !== 'success') throw new Error(JSON.stringify(res.proCreateAppointment.errors));
  }, count, 5);
};

export const benchBookingAtScale = async (backend: BenchBackend, total = 20_000, availabilityRequests = 200, bookings = 60) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, publicCallsPerMinute: 1_000_000 });
  try {
    const pro = await new HttpClient(server.url).init();
    await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
      input: { name: 'Bench Pro', email: 'scale-bench@example.com', password: 'bench-password', practiceName: 'Scale Bench' },
    });
    const practice = (await pro.gql(`{ currentPractice { id shortLink services { id } locations { id } } }`, {})).currentPractice;
    const metadata = { occurredAt: new Date().toISOString(), practiceId: practice.id, actor: { kind: 'system', id: 'bench' } };
    const first = DateTime.now().setZone(ZONE).startOf('day').minus({ days: DAYS_BACK });
    const holds = Array.from({ length: total }, (_, i) => {
      const at = first.plus({ days: Math.floor(i / PER_DAY) }).set({ hour: 7 + 3 * (i % PER_DAY) });
      return {
        eventId: randomUUID(),
        type: 'SlotReserved',
        data: { appointmentId: randomUUID(), startsAt: at.toUTC().toISO(), endsAt: at.plus({ hours: 1 }).toUTC().toISO() },
        metadata,
      };
    });
    let last = null;
    for (let i = 0; i < holds.length; i += 2000) {
      last = (await server.persistence.store.appendToStream(`schedule-${practice.id}`, 'any', holds.slice(i, i + 2000))).position;
    }
    await server.persistence.runner.waitFor(last, undefined, 600_000);

    // The loading wait outlasts the server's keep-alive: a first call may meet a closed pooled socket.
    const retried = async <T>(call: () => Promise<T>): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await call();
        } catch (error) {
          if (attempt >= 3) throw error;
        }
      }
    };
    await retried(() => pro.init());
    const visitor = await retried(() => new HttpClient(server.url).init());
    const monthStart = DateTime.now().setZone(ZONE).plus({ days: 1 });
    const window = { s: practice.shortLink, from: monthStart.toISODate(), to: monthStart.plus({ days: 30 }).toISODate() };
    const slotsOf = (data: { publicPractice: { bookingAvailability: { availableSlots: Array<{ datetimes: string[] }> } } }) =>
      data.publicPractice.bookingAvailability.availableSlots.reduce((n, d) => n + d.datetimes.length, 0);
    const slots = slotsOf(await visitor.gql(AVAILABILITY, window));
    const availability = await measure(() => visitor.gql(AVAILABILITY, window), availabilityRequests, 20);

    // A visitor requests free times of the month, at least three hours apart (so that no request
    // meets another's buffer), against the 20,000-hold schedule.
    const free = (await visitor.gql(AVAILABILITY, window)).publicPractice.bookingAvailability.availableSlots.flatMap((d: { datetimes: string[] }) => d.datetimes);
    const apart = free.reduce((kept: string[], at: string) =>
      kept.length === 0 || Date.parse(at) - Date.parse(kept[kept.length - 1]) >= 3 * 3_600_000 ? [...kept, at] : kept, []);
    const visitorRequests = Math.min(bookings, apart.length - 5);
    let nextFree = 0;
    const visitorBooking = await measure(async () => {
      const i = nextFree++;
      const res = await visitor.gql(REQUEST, {
        input: {
          practiceId: practice.id, serviceId: practice.services[0].id, locationId: practice.locations[0].id, startsAt: apart[i],
          firstName: 'Scale', lastName: `Visitor ${i}`, email: `scale${i}@example.com`, phone: `212555${String(2000 + i).slice(-4)}`,
        },
      });
      if (res.requestAppointment.result !== 'success') throw new Error(JSON.stringify(res.requestAppointment.errors));
    }, visitorRequests, 5);

    // The pro books at 22:00 on coming days (free): the decision loads the 20,000-hold schedule.
    const booking = await proBookings(pro, practice, bookings);
    // The same bookings in a practice with an empty schedule: what a booking costs anyway.
    const fresh = await new HttpClient(server.url).init();
    await fresh.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
      input: { name: 'Bench Pro', email: 'empty-bench@example.com', password: 'bench-password', practiceName: 'Empty Bench' },
    });
    const empty = await proBookings(fresh, (await fresh.gql(`{ currentPractice { id services { id } locations { id } } }`, {})).currentPractice, bookings);
    return { total, slots, availabilityRequests, availability, bookings, booking, empty, visitorRequests, visitorBooking };
  } finally {
    await server.close();
  }
};
