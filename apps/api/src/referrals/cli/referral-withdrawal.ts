// npm run referral:withdrawal -- --practice <shortLink or id> [--amount <cents> [--status pending|paid] | --mark-paid <withdrawal id>]
// Support records referral credit paid out to a lifer practice (spec 002 §3, §6); no pro screen does it.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '#app/config';
import { DomainError } from '#app/es';
import { openPersistence } from '#app/persistence';
import { AppModule } from '../../app.module.js';
import { parseReferralWithdrawalArgs } from './referral-withdrawal-args.js';
import { runReferralWithdrawal } from './run-referral-withdrawal.js';

const args = parseReferralWithdrawalArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  process.exit(2);
}
const config = loadConfig();
const persistence = await openPersistence({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await NestFactory.createApplicationContext(AppModule.register({ persistence, production: config.production }), { logger: ['error'] });
try {
  console.log(await runReferralWithdrawal(app, args));
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  await persistence.close();
}
