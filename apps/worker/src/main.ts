// The worker: projections without HTTP, for running beside API instances on a PostgreSQL server.
// (In embedded mode the API process runs the projections itself.)
import { Logger } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { openPersistence } from '#app/persistence';

const logger = new Logger('Worker');
const config = loadConfig();
const persistence = await openPersistence({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger: { log: (m) => logger.log(m), error: (m) => logger.error(m) },
});
await persistence.runner.start();
logger.log('Projections running');
const stop = async () => {
  await persistence.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
