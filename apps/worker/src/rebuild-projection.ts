// npm run projections:rebuild -- <name>
// Replays the whole event log into one projection. Stop the running product first: a running
// instance keeps following its own checkpoint and would write beside the rebuild.
import { loadConfig } from '#app/config';
import { allProjections } from '#projections';
import { openPersistence } from '#app/persistence';

const name = process.argv[2];
if (!name) {
  console.error(`Usage: npm run projections:rebuild -- <name>\nProjections: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const persistence = await openPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  const { events } = await persistence.runner.rebuild(name);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Rebuilt "${name}" from ${events} events in ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await persistence.close();
}
