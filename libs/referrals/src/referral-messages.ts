// The referral program's words (spec 002 §2, §8): the page's title and toast as the spec gives
// them; the support CLI's refusals are ours (the spec shows no withdrawal screen).
export const ReferralMessages = {
  pageTitle: 'Referral Program: Get a free month!',
  codeCopied: 'Discount code copied to clipboard!',
  notLifer: 'Credit withdrawals are only for lifer practices (the liferEnabled practice flag).',
  invalidAmount: 'The withdrawal amount is a whole number of cents above 0.',
  overBalance: (balanceCents: number) => `The withdrawal is more than the credit left (${balanceCents} cents).`,
  withdrawalNotFound: 'Withdrawal not found',
  alreadyPaid: 'This withdrawal is already paid.',
  invalidStatus: "A withdrawal's status is 'pending' or 'paid'.",
} as const;
