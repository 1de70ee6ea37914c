// What every support command line shares (npm run practice:flags, referral:withdrawal): the
// arguments or their error (exit 2), the app on the configured database without an HTTP server,
// the command's report on stdout, a refused rule on stderr (exit 1), and everything closed after.
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '#app/config';
import { DomainError } from '#app/es';
import { openPersistence } from '#app/persistence';
import { AppModule } from '../app.module.js';

export const runSupportCli = async <Args extends object>(args: Args | { error: string }, run: (app: INestApplicationContext, args: Args) => Promise<string>): Promise<void> => {
  if ('error' in args) {
    console.error(args.error);
    process.exit(2);
  }
  const config = loadConfig();
  const persistence = await openPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await NestFactory.createApplicationContext(AppModule.register({ persistence, production: config.production }), { logger: ['error'] });
  try {
    console.log(await run(app, args));
  } catch (error) {
    console.error(error instanceof DomainError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await app.close();
    await persistence.close();
  }
};
