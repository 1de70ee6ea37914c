// npm run referral:withdrawal -- --practice <shortLink or id> [--amount <cents> [--status pending|paid] | --mark-paid <withdrawal id>]
// Support records referral credit paid out to a lifer practice (spec 002 §3, §6); no pro screen does it.
import { runSupportCli } from '../../infrastructure/support-cli.js';
import { parseReferralWithdrawalArgs } from './referral-withdrawal-args.js';
import { runReferralWithdrawal } from './run-referral-withdrawal.js';

await runSupportCli(parseReferralWithdrawalArgs(process.argv.slice(2)), runReferralWithdrawal);
