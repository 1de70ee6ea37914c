// The arguments of `npm run referral:withdrawal`, read purely:
//   -- --practice <shortLink or id>                                  prints the referral
//   -- --practice <shortLink or id> --amount 2500 [--status pending|paid]   records a withdrawal (pending by default)
//   -- --practice <shortLink or id> --mark-paid <withdrawal id>       marks a pending one paid

export const REFERRAL_WITHDRAWAL_USAGE = [
  'Usage: npm run referral:withdrawal -- --practice <shortLink or practice id> [--amount <cents> [--status pending|paid] | --mark-paid <withdrawal id>]',
  'Without --amount or --mark-paid it prints the practice\'s referral: code, uses, credit and withdrawals.',
].join('\n');

export type ReferralWithdrawalArgs =
  | { action: 'show'; practice: string }
  | { action: 'withdraw'; practice: string; amountCents: number; status: string }
  | { action: 'markPaid'; practice: string; withdrawalId: string };

const OPTIONS = ['--practice', '--amount', '--status', '--mark-paid'];

export const parseReferralWithdrawalArgs = (argv: string[]): ReferralWithdrawalArgs | { error: string } => {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!OPTIONS.includes(name) || value === undefined || value.startsWith('--') || given.has(name)) return { error: REFERRAL_WITHDRAWAL_USAGE };
    given.set(name, value);
  }
  const practice = given.get('--practice');
  if (!practice) return { error: REFERRAL_WITHDRAWAL_USAGE };
  const amount = given.get('--amount');
  const markPaid = given.get('--mark-paid');
  if (amount !== undefined && markPaid !== undefined) return { error: REFERRAL_WITHDRAWAL_USAGE };
  if (markPaid !== undefined) return given.has('--status') ? { error: REFERRAL_WITHDRAWAL_USAGE } : { action: 'markPaid', practice, withdrawalId: markPaid };
  if (amount === undefined) return given.has('--status') ? { error: REFERRAL_WITHDRAWAL_USAGE } : { action: 'show', practice };
  if (!/^\d+$/.test(amount)) return { error: `'${amount}' is not an amount in cents (2500 is $25.00).\n${REFERRAL_WITHDRAWAL_USAGE}` };
  return { action: 'withdraw', practice, amountCents: Number(amount), status: given.get('--status') ?? 'pending' };
};
