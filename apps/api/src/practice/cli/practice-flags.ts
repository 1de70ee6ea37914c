// npm run practice:flags -- <shortLink or practice id> [flag=on|off ...]
// Staff turn a practice's features on or off (spec 001 §1, 002 §6); with no flags it prints them.
import { runSupportCli } from '../../infrastructure/support-cli.js';
import { parsePracticeFlagsArgs } from './practice-flags-args.js';
import { runPracticeFlags } from './run-practice-flags.js';

await runSupportCli(parsePracticeFlagsArgs(process.argv.slice(2)), runPracticeFlags);
