// npm run bench: performance figures, on PGlite and on the PostgreSQL server. Never part of npm test.
import { benchAppends, benchAppendsAgainstRaw } from './store-appends.bench.js';
import { benchGraphqlPairs, benchPairsAlone } from './graphql-pairs.bench.js';
import { benchRebuild } from './projection-rebuild.bench.js';
import { benchAvailabilityQueries } from './availability.bench.js';
import { benchProCalendar } from './pro-calendar.bench.js';
import { benchBookingAtScale } from './booking-scale.bench.js';
import { benchClientImport, benchClientSearch } from './client-directory.bench.js';
import { benchDayOfCharges } from './day-of-charges.bench.js';
import { benchPaymentsDirectory, type Latency } from './payments-directory.bench.js';
import { benchAvailability } from '../../libs/availability/src/bench/availability-bench.js';
import { freshBackend, serverReachable } from './bench-databases.js';
import { benchAutosuggest } from './search-suggest.bench.js';

type Row = [string, string, string];
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const only = process.argv[2];

const backends: Array<'pglite' | 'postgres'> = ['pglite'];
if (await serverReachable()) backends.push('postgres');
else console.log('PostgreSQL server not reachable: benchmarking PGlite only.');

for (const name of backends) {
  const run = async <T>(label: string, fn: (b: Awaited<ReturnType<typeof freshBackend>>) => Promise<T>, show: (r: T) => string) => {
    if (only && !label.includes(only)) return;
    const backend = await freshBackend(name);
    try {
      process.stdout.write(`${name}: ${label} ... `);
      const result = await fn(backend);
      console.log('done');
      rows.push([name, label, show(result)]);
    } finally {
      await backend.drop();
    }
  };
  await run('store appends, 1 writer', (b) => benchAppends(b, 1), (r) => `${fmt(r.perSecond)} appends/s (${r.appends})`);
  await run('store appends, 8 writers', (b) => benchAppendsAgainstRaw(b, 8), (r) => `${fmt(r.perSecond)} appends/s = ${fmt(100 * r.ratio)} % of raw INSERT (${fmt(r.rawPerSecond)} inserts/s; ${r.appends} each, alternating rounds)`);
  await run('graphql request+accept pairs (4 clients)', (b) => benchGraphqlPairs(b), (r) => `${fmt(r.perSecond, 1)} pairs/s, p50 ${fmt(r.p50Ms, 1)} ms, p99 ${fmt(r.p99Ms, 1)} ms (${r.pairs} pairs); acceptAppointment p50 ${fmt(r.acceptP50Ms, 1)} ms, p99 ${fmt(r.acceptP99Ms, 1)} ms; requestAppointment p50 ${fmt(r.requestP50Ms, 1)} ms`);
  await run('graphql request+accept pairs (1 client, in turn)', (b) => benchPairsAlone(b), (r) => `acceptAppointment p50 ${fmt(r.acceptP50Ms, 1)} ms, p99 ${fmt(r.acceptP99Ms, 1)} ms; requestAppointment p50 ${fmt(r.requestP50Ms, 1)} ms (${r.pairs} pairs after 20 to warm up)`);
  await run('availability, 1 month, 2,000 appointments (GraphQL)', (b) => benchAvailabilityQueries(b), (r) => `p50 ${fmt(r.p50Ms, 1)} ms, p95 ${fmt(r.p95Ms, 1)} ms (${r.requests} requests, ${r.slots} free slots, ${r.busyUpcoming} upcoming appointments kept in the read model)`);
  await run('ProCalendar, 1 week, 20,000 appointments (GraphQL)', (b) => benchProCalendar(b), (r) => `ProCalendar p50 ${fmt(r.calendar.p50Ms, 1)} ms, p95 ${fmt(r.calendar.p95Ms, 1)} ms; ProCalendarEvents p50 ${fmt(r.events.p50Ms, 1)} ms, p95 ${fmt(r.events.p95Ms, 1)} ms (${r.requests} requests, ${r.inWeek} in the week; read models caught up ${fmt(r.projectSeconds, 0)} s after the last append); proCreateAppointment against the 20,000-hold schedule p50 ${fmt(r.bookings.p50Ms, 1)} ms, p95 ${fmt(r.bookings.p95Ms, 1)} ms`);
  await run('booking at scale, 20,000 appointments (GraphQL)', (b) => benchBookingAtScale(b), (r) => `availability 1 month p50 ${fmt(r.availability.p50Ms, 1)} ms, p95 ${fmt(r.availability.p95Ms, 1)} ms (${r.availabilityRequests} requests, ${r.slots} free slots); proCreateAppointment p50 ${fmt(r.booking.p50Ms, 1)} ms, p95 ${fmt(r.booking.p95Ms, 1)} ms (${r.bookings} bookings; with an empty schedule p50 ${fmt(r.empty.p50Ms, 1)} ms, p95 ${fmt(r.empty.p95Ms, 1)} ms); requestAppointment (visitor) p50 ${fmt(r.visitorBooking.p50Ms, 1)} ms, p95 ${fmt(r.visitorBooking.p95Ms, 1)} ms (${r.visitorRequests} requests)`);
  await run('client directory search, 10,000 clients (GraphQL)', (b) => benchClientSearch(b), (r) => `prefix search by last appt: p50 ${fmt(r.p50Ms, 1)} ms, p95 ${fmt(r.p95Ms, 1)} ms (${r.requests} requests, ${fmt(r.meanMatches)} matches on average; loaded and projected in ${fmt(r.loadSeconds, 0)} s)`);
  await run('client import, 5,000 rows (GraphQL)', (b) => benchClientImport(b), (r) => `${fmt(r.seconds, 1)} s end to end (${r.rows} rows)`);
  await run('day-of job, 5,000 due holds, 2 runners', (b) => benchDayOfCharges(b), (r) => `${fmt(r.charged)} charged in ${fmt(r.seconds, 1)} s = ${fmt(r.perSecond, 1)} charges/s; ${r.doubleCharges} double charges at the simulator (${r.holds} holds loaded and projected in ${fmt(r.loadSeconds, 0)} s)`);
  const ms = (l: Latency) => `${fmt(l.p95Ms, 1)}`;
  await run('payments directory, 20,000 appointments', (b) => benchPaymentsDirectory(b), (r) => `p95 ms, page of 20 / count: ${Object.keys(r.page).map((s) => `${s} ${ms(r.page[s])} / ${ms(r.count[s])}`).join(', ')}; totals ${ms(r.totals)} (p50 ${fmt(r.totals.p50Ms, 1)}); by week (this year) ${ms(r.weeks)} (p50 ${fmt(r.weeks.p50Ms, 1)}); search page ${ms(r.searchPage)}; whole page over GraphQL p50 ${fmt(r.graphqlPage.p50Ms, 1)}, p95 ${ms(r.graphqlPage)} (${r.paid} paid; loaded and projected in ${fmt(r.loadSeconds, 0)} s)`);
  await run('autosuggest, 10,000 practitioners, 500 therapies', (b) => benchAutosuggest(b), (r) => `per keystroke p50 ${fmt(r.p50Ms, 1)} ms, p95 ${fmt(r.p95Ms, 1)} ms, max ${fmt(r.maxMs, 1)} ms (${r.queries} keystrokes; loaded in ${fmt(r.loadSeconds, 1)} s)`);
  await run('projection rebuild, 100k events', (b) => benchRebuild(b), (r) => `${fmt(r.perSecond)} events/s (${r.events} events, ${fmt(r.seconds, 1)} s, ${r.documents} docs)`);
}

if (!only || 'availability engine'.includes(only)) {
  const engine = benchAvailability();
  rows.push(['-', 'availability engine only, 1 month, 2,000 busy', `p50 ${fmt(engine.p50Ms, 1)} ms, p95 ${fmt(engine.p95Ms, 1)} ms (${engine.runs} runs)`]);
}

const widths = [8, 52, 70];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
console.log('\n' + line(['backend', 'benchmark', 'result']));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));
process.exit(0);
