import { loadConfig } from '#app/config';
import { startServer } from './bootstrap.js';
import { parseTrustProxy } from './infrastructure/trust-proxy.js';

const config = loadConfig();
const server = await startServer({
  port: config.port,
  host: config.host,
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  demo: true,
  webDist: config.webDist,
  production: config.production,
  trustProxy: parseTrustProxy(config.trustProxy),
});
const where = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${config.dataDir}`;
console.log(`\nBooking product running at ${server.url.replace('127.0.0.1', 'localhost')} on ${where}`);
console.log(`  Portal:  ${server.url.replace('127.0.0.1', 'localhost')}/portal`);
console.log(`  GraphQL: ${server.url.replace('127.0.0.1', 'localhost')}/graphql`);
if (server.demoLogin) {
  console.log(`  Demo pro login: ${server.demoLogin.email} / ${server.demoLogin.password}`);
  console.log(`  Demo booking page: ${server.url.replace('127.0.0.1', 'localhost')}/${server.demoLogin.shortLink}`);
}
const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
