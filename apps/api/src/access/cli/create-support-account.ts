// npm run support:create -- <email> [name] [--lead]
// Creates a read-only support account and prints its generated password once. A lead (--lead) also
// reads the support audit: who in support looked at what, and when.
import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '#app/config';
import { DomainError, newCommandContext } from '#app/es';
import { AppModule } from '../../app.module.js';
import { openPersistence } from '#app/persistence';
import { RegisterSupportAccountCommand } from '../commands/register-support-account/register-support-account.command.js';

const args = process.argv.slice(2);
const lead = args.includes('--lead');
const [email, ...nameParts] = args.filter((a) => a !== '--lead');
if (!email) {
  console.error('Usage: npm run support:create -- <email> [name] [--lead]');
  process.exit(2);
}
const config = loadConfig();
const persistence = await openPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await NestFactory.createApplicationContext(AppModule.register({ persistence, production: config.production }), { logger: ['error'] });
const password = randomBytes(12).toString('base64url');
try {
  await app.get(CommandBus).execute(
    new RegisterSupportAccountCommand(
      { email, name: nameParts.join(' ') || email, password, lead },
      newCommandContext({ kind: 'system', id: 'cli', name: 'Command line' }),
    ),
  );
  console.log(`Support ${lead ? 'lead ' : ''}account created: ${email}\nPassword (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await persistence.close();
}
