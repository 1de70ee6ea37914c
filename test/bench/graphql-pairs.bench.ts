// requestAppointment + acceptAppointment pairs end to end over HTTP, each mutation returning only
// after the projections serving the caller caught up (read your writes). Latencies: the pair, and
// each mutation on its own (acceptAppointment is the command path the product targets), with 4
// clients at once and with one client at a time (what a single user waits, the machine otherwise idle).
import { startServer } from '../../apps/api/src/bootstrap.js';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const REQUEST = `mutation($input: RequestAppointmentInput!) { requestAppointment(input: $input) { result errors appointmentId } }`;
const ACCEPT = `mutation($id: ID!) { acceptAppointment(appointmentId: $id) { result errors appointment { state } } }`;

/** A practice open around the clock on a 15-minute grid, no lead time or buffer: any whole hour is bookable. */
const startBenchPractice = async (backend: BenchBackend) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, publicCallsPerMinute: 1_000_000 });
  const pro = await new HttpClient(server.url).init();
  await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
    input: { name: 'Bench Pro', email: 'bench@example.com', password: 'bench-password', practiceName: 'Bench Practice' },
  });
  const practice = (await pro.gql(`{ currentPractice { id services { id } locations { id name timeZone } } }`, {})).currentPractice;
  const allDay = { enabled: true, blocks: [{ startsAt: '00:00', endsAt: '24:00' }] };
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const online = practice.locations[0];
  await pro.gql(`mutation($input: UpsertLocationInput!) { upsertLocation(input: $input) { result errors } }`, {
    input: { id: online.id, name: online.name, kind: 'virtual', timeZone: online.timeZone, virtualLink: 'https://meet.example.com/bench', availableTimes: JSON.stringify(Object.fromEntries(days.map((d) => [d, allDay]))) },
  });
  await pro.gql(`mutation($input: BookingSettingsInput!) { updateBookingSettings(input: $input) { result errors } }`, {
    input: { appointmentBufferTime: 0, appointmentLeadTime: 0, startTimeIncrement: 15 },
  });
  const visitor = await new HttpClient(server.url).init();
  const base = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000;
  /** Pair i: a visitor's request for its own hour, then the pro's acceptance; the latency of each. */
  const pair = async (i: number) => {
    const t0 = performance.now();
    const requested = (await visitor.gql(REQUEST, {
      input: {
        practiceId: practice.id, serviceId: practice.services[0].id, locationId: practice.locations[0].id,
        startsAt: new Date(base + i * 7_200_000).toISOString(),
        firstName: 'Bench', lastName: `Visitor ${i}`, email: `v${i}@example.com`, phone: `212555${String(1000 + i).slice(-4)}`,
      },
    })).requestAppointment;
    if (requested.result !== 'success') throw new Error(requested.errors.join(', '));
    const t1 = performance.now();
    const accepted = (await pro.gql(ACCEPT, { id: requested.appointmentId })).acceptAppointment;
    if (accepted.appointment?.state !== 'approved') throw new Error(accepted.errors.join(', '));
    return { request: t1 - t0, accept: performance.now() - t1 };
  };
  return { server, pair };
};

export const benchGraphqlPairs = async (backend: BenchBackend, pairs = 200, concurrency = 4) => {
  const { server, pair } = await startBenchPractice(backend);
  const latencies: number[] = [];
  const requestLatencies: number[] = [];
  const acceptLatencies: number[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < pairs) {
          const { request, accept } = await pair(next++);
          latencies.push(request + accept);
          requestLatencies.push(request);
          acceptLatencies.push(accept);
        }
      }),
    );
  } finally {
    await server.close();
  }
  const seconds = (performance.now() - started) / 1000;
  for (const list of [latencies, requestLatencies, acceptLatencies]) list.sort((a, b) => a - b);
  return {
    pairs,
    perSecond: pairs / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requestP50Ms: percentile(requestLatencies, 50),
    acceptP50Ms: percentile(acceptLatencies, 50),
    acceptP99Ms: percentile(acceptLatencies, 99),
  };
};

/** The same pairs one after another (one client, nothing else running): each mutation's own latency. */
export const benchPairsAlone = async (backend: BenchBackend, pairs = 200, warmUp = 20) => {
  const { server, pair } = await startBenchPractice(backend);
  const requests: number[] = [];
  const accepts: number[] = [];
  try {
    for (let i = 0; i < warmUp + pairs; i++) {
      const { request, accept } = await pair(i);
      if (i < warmUp) continue;
      requests.push(request);
      accepts.push(accept);
    }
  } finally {
    await server.close();
  }
  for (const list of [requests, accepts]) list.sort((a, b) => a - b);
  return { pairs, requestP50Ms: percentile(requests, 50), acceptP50Ms: percentile(accepts, 50), acceptP99Ms: percentile(accepts, 99) };
};
