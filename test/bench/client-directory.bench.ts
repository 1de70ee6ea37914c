// The client directory with 10,000 clients (20,000 appointments): prefix searches sorted by the
// last appointment, over GraphQL as the portal sends them; and a 5,000-row import end to end.
import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from '../../apps/api/src/bootstrap.js';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Ada', 'Grace', 'Alan', 'Edsger', 'Katherine'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores'];
const SEARCHES = ['s', 'sm', 'jo', 'mar', 'wil', 'ga', 'th', 'ro', 'lee', 'h', 'mary', 'james s', 'ada', 'k', 'nguyen', '212555', '(212) 555-1', 'm', 'c', 'w'];

const CLIENTS = `query($search: String, $sortField: String, $sortOrder: String, $limit: Int) {
  clients(search: $search, sortField: $sortField, sortOrder: $sortOrder, limit: $limit) { totalCount clients { id name email formattedPhone lastAppointmentDate } } }`;

// After a long load the server may have closed the idle keep-alive socket just as fetch reuses it.
const again = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if ((error as Error).message !== 'fetch failed') throw error;
    return call();
  }
};

const signUp = async (server: RunningServer) => {
  const pro = await new HttpClient(server.url).init();
  await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
    input: { name: 'Bench Pro', email: `bench-${randomUUID()}@example.com`, password: 'bench-password', practiceName: 'Bench Practice' },
  });
  const practiceId: string = (await pro.gql(`{ currentPractice { id } }`, {})).currentPractice.id;
  return { pro, practiceId };
};

const clientEvents = (practiceId: string, i: number, at: string) => {
  const clientId = randomUUID();
  const firstName = FIRST[i % FIRST.length];
  const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length];
  const phone = `+1212555${String(i % 10_000).padStart(4, '0')}`;
  const meta = { occurredAt: at, actor: { kind: 'system', id: 'bench' }, practiceId };
  const client = {
    streamId: `client-${clientId}`,
    expectedRevision: 'no_stream' as const,
    events: [{
      eventId: randomUUID(), type: 'ClientCreated', metadata: meta,
      data: { clientId, practiceId, firstName, lastName, email: `client${i}@example.com`, phone, phoneExtension: null, clientType: 'booked', invitedFrom: null,
        address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null, createdAt: at },
    }],
  };
  // Two appointments each over the past year; every fifth one cancelled.
  const appointments = [0, 1].map((k) => {
    const appointmentId = randomUUID();
    const startsAt = new Date(Date.now() - ((i * 7 + k * 131) % 365 + 1) * 86_400_000).toISOString();
    const requested = {
      eventId: randomUUID(), type: 'AppointmentRequested', metadata: meta,
      data: {
        appointmentId, practiceId, instantActionToken: randomUUID().replace(/-/g, ''),
        client: { clientId, firstName, lastName, email: `client${i}@example.com`, phone },
        services: [{ serviceId: 's', name: 'Massage', timeLength: 60, amountCents: 9000, addOn: false }],
        location: { locationId: 'l', name: 'Studio', kind: 'office', timeZone: 'America/New_York' },
        startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(), timeZone: 'America/New_York', amountCents: 9000, bookedBy: 'client', source: 'web',
      },
    };
    const outcome = (i + k) % 5 === 0
      ? { eventId: randomUUID(), type: 'AppointmentCancelled', data: { appointmentId, cancelledBy: 'pro', practitionerNote: null }, metadata: meta }
      : { eventId: randomUUID(), type: 'AppointmentAccepted', data: { appointmentId, acceptedBy: 'pro' }, metadata: meta };
    return { streamId: `appointment-${appointmentId}`, expectedRevision: 'no_stream' as const, events: [requested, outcome] };
  });
  return [client, ...appointments];
};

export const benchClientSearch = async (backend: BenchBackend, clients = 10_000, requests = 400) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl });
  try {
    const { pro, practiceId } = await signUp(server);
    const at = new Date().toISOString();
    let position = null;
    const loading = performance.now();
    for (let i = 0; i < clients; i += 100) {
      const appends = Array.from({ length: Math.min(100, clients - i) }, (_, j) => clientEvents(practiceId, i + j, at)).flat();
      const results = await server.persistence.store.appendToStreams(appends);
      position = results[results.length - 1].position;
    }
    if (!(await server.persistence.runner.waitFor(position, ['client-directory', 'client-appointments'], 600_000))) throw new Error('projections did not catch up');
    await server.persistence.db.query('analyze');
    const loadSeconds = (performance.now() - loading) / 1000;
    const check = (await again(() => pro.gql(CLIENTS, { limit: 1 }))).clients;
    if (check.totalCount !== clients) throw new Error(`expected ${clients} clients, found ${check.totalCount}`);
    const latencies: number[] = [];
    let matches = 0;
    for (let r = 0; r < requests; r++) {
      const search = SEARCHES[r % SEARCHES.length];
      const t0 = performance.now();
      const { totalCount } = (await pro.gql(CLIENTS, { search, sortField: 'lastAppointmentDate', sortOrder: 'DESC', limit: 25 })).clients;
      latencies.push(performance.now() - t0);
      matches += totalCount;
    }
    latencies.sort((a, b) => a - b);
    return { clients, requests, loadSeconds, meanMatches: Math.round(matches / requests), p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
  } finally {
    await server.close();
  }
};

const INVITE = `mutation($clients: [NewClientInput!]!) { inviteClients(clients: $clients) { result errors invitedCount erroredClients { email } } }`;

export const benchClientImport = async (backend: BenchBackend, rows = 5000) => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl });
  try {
    const { pro } = await signUp(server);
    const clients = Array.from({ length: rows }, (_, i) => ({ email: `import${i}@example.com`, firstName: FIRST[i % FIRST.length], lastName: `${LAST[i % LAST.length]} ${i}`, phone: `+1 415 5${String(i).padStart(6, '0')}` }));
    const t0 = performance.now();
    const result = (await again(() => pro.gql(INVITE, { clients }))).inviteClients;
    const seconds = (performance.now() - t0) / 1000;
    if (result.invitedCount !== rows) throw new Error(`invited ${result.invitedCount} of ${rows}: ${JSON.stringify(result).slice(0, 300)}`);
    return { rows, seconds };
  } finally {
    await server.close();
  }
};
