// Issue 20 item 7: arbitrary input at every query and mutation (found by introspection) gets a
// client's answer, never a 5xx or a generic error, and the practice still books afterwards.
// A short run here; `npm run test:edge` runs 10,000 cases (EDGE_RUNS sets another number).
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { startTestServer } from '../support/test-server.js';
import { runEdgeProperty } from '../support/edge-fuzz/run-edge-property.js';

const RUNS = Number(process.env.EDGE_RUNS ?? 300);
const SEED = process.env.EDGE_SEED ? Number(process.env.EDGE_SEED) : undefined;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ publicCallsPerMinute: 1_000_000 });
});
afterAll(async () => server?.close());

it(`${RUNS} arbitrary calls across the schema: no 5xx, no generic error, and the practice still books`, async () => {
  const report = await runEdgeProperty(server, RUNS, SEED);
  // Printed so a failure can be replayed with EDGE_SEED and the figures quoted.
  console.log(`edge property: ${report.runs} calls over ${report.fields} fields, seed ${report.seed}: ${JSON.stringify(report.answers)}`);
  if (process.env.EDGE_REPORT) (await import('node:fs')).writeFileSync(process.env.EDGE_REPORT, JSON.stringify(report, null, 2));
  expect(report.failures).toEqual([]);
  expect(report.bookingAnswer).toMatchObject({ booked: { result: 'success' }, calendarErrors: null });
});
