// The Payments page of a busy practice: 20,000 confirmed appointments over two years (and two
// months ahead) of 2,000 clients, 5,000 of them paid (card with tips, cash, some refunded), some
// free, a few cancelled after paying. Events go straight to the store and through the projections,
// as a practice that has been booking for years would have them. Then the page's reads, each
// timed on its own against the database (a page of 20 for each state filter, its count, the two
// totals in one statement, the weekly chart), and the whole page as the portal asks for it over
// GraphQL. Figures only: it never fails on time.
import { randomBytes, randomUUID } from 'node:crypto';
import { startServer } from '../../apps/api/src/bootstrap.js';
import { collectedByWeek, countPayments, directoryFilters, findPayments, paymentTotals, STATE_FILTERS, type PaymentsDirectoryArgs } from '#projections';
import { percentile, type BenchBackend } from './bench-databases.js';
import { HttpClient } from './http-client.js';

const ZONE = 'America/Los_Angeles';
const DAY = 86_400_000;

export interface Latency {
  p50Ms: number;
  p95Ms: number;
}

export interface PaymentsDirectoryFigures {
  appointments: number;
  paid: number;
  loadSeconds: number;
  /** A page of 20, all time, per state filter. */
  page: Record<string, Latency>;
  count: Record<string, Latency>;
  totals: Latency;
  weeks: Latency;
  searchPage: Latency;
  graphqlPage: Latency;
}

const time = async (runs: number, call: (i: number) => Promise<unknown>): Promise<Latency> => {
  for (let i = 0; i < 5; i++) await call(i); // warm up
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(i);
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  return { p50Ms: percentile(took, 50), p95Ms: percentile(took, 95) };
};

// After a long load the server may have closed the idle keep-alive socket just as fetch reuses it.
const again = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if ((error as Error).message !== 'fetch failed') throw error;
    return call();
  }
};

const PAGE = `query($stateFilter: String) { currentPractice {
  pastAppointments(limit: 20, offset: 0, dateFilter: "all_time", stateFilter: $stateFilter) { id startsAt clientName serviceName amountCents tipAmountCents collectedCents outstandingCents paymentStatus badge hasCard }
  pastAppointmentsCount(dateFilter: "all_time", stateFilter: $stateFilter) totalCollected(dateFilter: "all_time") totalOutstanding(dateFilter: "all_time")
  collectedByWeek(dateFilter: "this_year") { weekStart collectedCents } } }`;

export const benchPaymentsDirectory = async (backend: BenchBackend, total = 20_000, paidCount = 5_000, runs = 100): Promise<PaymentsDirectoryFigures> => {
  const server = await startServer({ port: 0, demo: false, quiet: true, databaseUrl: backend.databaseUrl, scheduledJobs: false });
  try {
    const pro = await new HttpClient(server.url).init();
    await pro.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { result } }`, {
      input: { name: 'Bench Pro', email: `payments-bench-${randomUUID()}@example.com`, password: 'bench-password', practiceName: 'Payments Bench' },
    });
    const practiceId: string = (await pro.gql(`{ currentPractice { id } }`, {})).currentPractice.id;
    const now = Date.now();
    const metadata = { occurredAt: new Date(now).toISOString(), practiceId, actor: { kind: 'system', id: 'bench' } };
    const event = (type: string, data: Record<string, unknown>) => ({ eventId: randomUUID(), type, data, metadata });
    const clients = Array.from({ length: 2_000 }, (_, i) => ({ clientId: randomUUID(), firstName: `Client${i}`, lastName: ['Smith', 'Nguyen', 'Garcia', 'Lee'][i % 4], email: `client${i}@example.com`, phone: `+1415555${String(i).padStart(4, '0')}` }));
    const card = { provider: 'stripe', paymentMethodId: 'pm_bench', customerId: 'cus_bench', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };

    const loading = performance.now();
    let last = null;
    for (let i = 0; i < clients.length; i += 500) {
      const streams = clients.slice(i, i + 500).map((c, j) => ({
        streamId: `client-${c.clientId}`, expectedRevision: 'no_stream' as const,
        events: [
          event('ClientCreated', { ...c, practiceId, phoneExtension: null, clientType: 'booked', invitedFrom: null, address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null, createdAt: metadata.occurredAt }),
          ...((i + j) % 3 === 0 ? [event('PaymentMethodSaved', { clientId: c.clientId, card })] : []),
        ],
      }));
      last = (await server.persistence.store.appendToStreams(streams)).at(-1)!.position;
    }
    // Every fourth appointment is paid (5,000 of 20,000), from two years back to two months ahead.
    const paidEvery = Math.round(total / paidCount);
    for (let i = 0; i < total; i += 500) {
      const streams = Array.from({ length: Math.min(500, total - i) }, (_, j) => {
        const n = i + j;
        const appointmentId = randomUUID();
        const client = clients[n % clients.length];
        const startsAt = new Date(now - ((n * 37) % 790 - 60) * DAY - (n % 9) * 3_600_000).toISOString();
        const amountCents = n % 50 === 7 ? 0 : 6000 + (n % 7) * 1500;
        const ref = { appointmentId, transactionId: `${appointmentId}:appointment`, purpose: 'appointment', attempt: 1, idempotencyKey: `${appointmentId}:appointment:1`, amountCents, tipAmountCents: 0, currency: 'USD', provider: 'stripe' };
        const money = n % paidEvery !== 0 || amountCents === 0 ? []
          : n % 3 === 0 ? [event('AppointmentMarkedPaid', { appointmentId, paidBy: 'cash', note: null, amountCents, currency: 'USD' })]
          : [
            event('PaymentCharged', { ...ref, providerPaymentId: `pi_${n}`, card }),
            ...(n % 5 === 0 ? [event('TipCharged', { ...ref, purpose: 'tip', transactionId: `${appointmentId}:tip`, idempotencyKey: `${appointmentId}:tip:1`, amountCents: 1500, tipAmountCents: 1500, providerPaymentId: `pt_${n}`, card })] : []),
            ...(n % 11 === 0 ? [event('AdjustmentCreated', { appointmentId, adjustmentId: `${appointmentId}.1`, adjustedAt: startsAt, amountCents: 2000, note: null, currency: 'USD', refund: null })] : []),
          ];
        const requested = {
          appointmentId, practiceId, instantActionToken: randomBytes(24).toString('base64url'), client,
          services: [{ serviceId: 'massage', name: 'Massage', timeLength: 60, amountCents, addOn: false }],
          location: { locationId: 'studio', name: 'Studio', kind: 'office', timeZone: ZONE },
          startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(), timeZone: ZONE, amountCents, bookedBy: 'client', source: 'web',
        };
        const cancelled = n % 97 === 0 ? [event('AppointmentCancelled', { appointmentId, cancelledBy: 'pro', practitionerNote: null })] : [];
        return {
          streamId: `appointment-${appointmentId}`, expectedRevision: 'no_stream' as const,
          events: [event('AppointmentRequested', requested), event('AppointmentAccepted', { appointmentId, acceptedBy: 'pro' }), ...money, ...cancelled],
        };
      });
      last = (await server.persistence.store.appendToStreams(streams)).at(-1)!.position;
    }
    if (!(await server.persistence.runner.waitFor(last, undefined, 1_800_000))) throw new Error('projections did not catch up');
    await server.persistence.db.query('analyze');
    const loadSeconds = (performance.now() - loading) / 1000;

    const db = server.persistence.db;
    const at = new Date(now);
    const filters = (args: PaymentsDirectoryArgs) => directoryFilters({ practiceId, timeZone: ZONE, now: at }, args);
    const paid = await countPayments(db, filters({ stateFilter: 'paid' }));
    const page: Record<string, Latency> = {};
    const count: Record<string, Latency> = {};
    for (const stateFilter of STATE_FILTERS) {
      page[stateFilter] = await time(runs, () => findPayments(db, filters({ stateFilter }), { limit: 20, offset: 0, cardProvider: 'stripe' }));
      count[stateFilter] = await time(runs, () => countPayments(db, filters({ stateFilter })));
    }
    const totals = await time(runs, () => paymentTotals(db, filters({})));
    const weeks = await time(runs, () => collectedByWeek(db, filters({ dateFilter: 'this_year' })));
    const searchPage = await time(runs, (i) => findPayments(db, filters({ searchTerm: `client${(i * 7) % 2000}@` }), { limit: 20, offset: 0 }));
    const graphqlPage = await time(runs, (i) => again(() => pro.gql(PAGE, { stateFilter: STATE_FILTERS[i % STATE_FILTERS.length] })));
    return { appointments: total, paid, loadSeconds, page, count, totals, weeks, searchPage, graphqlPage };
  } finally {
    await server.close();
  }
};
