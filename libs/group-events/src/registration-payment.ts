// A registration's payment status and its label (spec 001 §4 Group events), and whether the pro
// may process a payment for it. 'upcoming' (a payment due later) is in the spec's list; we never
// charge registrations on our own, so an unpaid registration is 'unpaid' (Payment Pending) from
// the start and the pro can process it at any time.
export const REGISTRATION_PAYMENT_STATUSES = ['free', 'paid', 'upcoming', 'unpaid', 'failed', 'none'] as const;
export type RegistrationPaymentStatus = (typeof REGISTRATION_PAYMENT_STATUSES)[number];

export const REGISTRATION_PAYMENT_LABELS: Record<RegistrationPaymentStatus, string> = {
  free: 'Free Event',
  paid: 'Paid',
  upcoming: 'Upcoming',
  unpaid: 'Payment Pending',
  failed: 'Payment Failed',
  none: 'No Payment Required',
};

export const registrationPaymentLabel = (status: string | null | undefined): string =>
  (REGISTRATION_PAYMENT_LABELS as Record<string, string>)[status ?? ''] ?? 'Unknown';

export const registrationPaymentStatus = (registration: { amountCents: number; payment: { status: 'none' | 'paid' | 'failed' } }, eventAmountCents: number): RegistrationPaymentStatus => {
  if (registration.payment.status === 'paid') return 'paid';
  if (registration.amountCents === 0) return eventAmountCents === 0 ? 'free' : 'none';
  return registration.payment.status === 'failed' ? 'failed' : 'unpaid';
};

/** Spec 001 §4: the amount is not 0, the status is not paid, and it is unpaid, failed or none. */
export const canProcessRegistrationPayment = (amountCents: number, status: RegistrationPaymentStatus): boolean =>
  amountCents !== 0 && status !== 'paid' && (status === 'unpaid' || status === 'failed' || status === 'none');
