// The referral program's numbers and small pure rules, shared by the server and the page.

/**
 * The credit a practice earns each time a new pro signs up with its code: the price of one month
 * of the subscription ($25), which is what the page's "Get a free month!" promises. Recorded on
 * the referral when it is created, so a later price change does not revalue earlier uses.
 */
export const REFERRAL_CREDIT_CENTS = 2500;

export const WITHDRAWAL_STATUSES = ['pending', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Spec 002 §9: the total is the number of uses times amountCents. */
export const referralTotalCents = (usesCount: number, amountCents: number): number => usesCount * amountCents;

/** Spec 002 §4: 'pending' is a warning; anything else is success. */
export const withdrawalBadgeColor = (status: string): 'warning' | 'success' => (status === 'pending' ? 'warning' : 'success');

/** Spec 002 §9: dates MM/DD/YYYY, read in the viewer's time zone. */
export const referralDateText = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone }).format(new Date(iso));

/** The sign-up page's address that carries the code (`?ref=CODE`). */
export const referralSignUpPath = (discountCode: string): string => `/portal/sign-up?ref=${encodeURIComponent(discountCode)}`;
