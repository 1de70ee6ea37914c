// npm run practice:flags -- <shortLink or practice id> [flag=on|off ...]
// Staff turn a practice's features on or off (spec 001 §1, 002 §6); with no flags it prints them.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '#app/config';
import { DomainError } from '#app/es';
import { openPersistence } from '#app/persistence';
import { AppModule } from '../../app.module.js';
import { parsePracticeFlagsArgs } from './practice-flags-args.js';
import { runPracticeFlags } from './run-practice-flags.js';

const args = parsePracticeFlagsArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const config = loadConfig();
const persistence = await openPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await NestFactory.createApplicationContext(AppModule.register({ persistence, production: config.production }), { logger: ['error'] });
try {
  console.log(await runPracticeFlags(app, args));
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await persistence.close();
}
